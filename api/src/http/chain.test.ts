import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { chain } from './chain';

/** A real Express app on a real port: `handlers` as one chained layer, then a route and an error handler that say what reached them. */
async function serve(handlers: RequestHandler[]): Promise<{ url: string; server: Server }> {
  const app = express();
  app.use('/x', chain(...handlers));
  app.use('/x', (req, res) => res.json({ reached: 'next layer', seen: res.locals.seen ?? [] }));
  const onError: ErrorRequestHandler = (err, _req, res, _next) => res.status(500).json({ error: (err as Error).message, seen: res.locals.seen ?? [] });
  app.use(onError);
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/x/y`, server };
}

const mark =
  (name: string): RequestHandler =>
  (_req, res, next) => {
    res.locals.seen = [...((res.locals.seen as string[]) ?? []), name];
    next();
  };

describe('chain: several middlewares as one Express layer', () => {
  const servers: Server[] = [];
  afterAll(() => Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve)))));
  const get = async (handlers: RequestHandler[]) => {
    const { url, server } = await serve(handlers);
    servers.push(server);
    const res = await fetch(url);
    return { status: res.status, body: await res.json() };
  };

  it('runs each middleware in order, with the mount path trimmed as for its own layer, then the next layer', async () => {
    const path: RequestHandler = (req, res, next) => {
      res.locals.seen = [...((res.locals.seen as string[]) ?? []), `path ${req.path} base ${req.baseUrl}`];
      next();
    };
    expect(await get([mark('a'), path, mark('b')])).toEqual({ status: 200, body: { reached: 'next layer', seen: ['a', 'path /y base /x', 'b'] } });
  });

  it('hands an error passed to next, thrown, or rejected to the error handlers, skipping the rest', async () => {
    const passed: RequestHandler = (_req, _res, next) => next(new Error('passed'));
    const thrown: RequestHandler = () => {
      throw new Error('thrown');
    };
    const rejected: RequestHandler = async () => {
      throw new Error('rejected');
    };
    for (const [handler, message] of [
      [passed, 'passed'],
      [thrown, 'thrown'],
      [rejected, 'rejected'],
    ] as const) {
      expect(await get([mark('a'), handler, mark('never')])).toEqual({ status: 500, body: { error: message, seen: ['a'] } });
    }
  });

  it('lets a middleware answer, and the rest never run', async () => {
    const answer: RequestHandler = (_req, res) => {
      res.json({ answered: true });
    };
    expect(await get([mark('a'), answer, mark('never')])).toEqual({ status: 200, body: { answered: true } });
  });
});

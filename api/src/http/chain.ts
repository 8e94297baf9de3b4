import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Several middlewares as one Express layer: each runs in turn, as Express would run them mounted
 * one after the other on the same path, but without the router's matching and bookkeeping between
 * them (a layer per middleware was a few percent of a request's CPU). What Express does for a
 * layer is kept: a middleware that throws, or returns a promise that rejects, passes its error on;
 * `next(err)` skips the rest and hands the error to the router (its error handlers);
 * `next('route')` and `next('router')` go to the router as they are.
 */
export function chain(...handlers: RequestHandler[]): RequestHandler {
  if (handlers.length === 1) return handlers[0]!;
  return (req: Request, res: Response, done: NextFunction) => {
    let index = 0;
    const step = (err?: unknown): void => {
      if (err) return done(err);
      const handler = handlers[index++];
      if (!handler) return done();
      try {
        const result: unknown = handler(req, res, step);
        if (result instanceof Promise) result.then(undefined, (error: unknown) => step(error ?? new Error('Rejected promise')));
      } catch (error) {
        step(error);
      }
    };
    step();
  };
}

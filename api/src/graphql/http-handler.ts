import { type ApolloServer, type BaseContext, HeaderMap } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';

/**
 * Apollo Server on Express 5: what @as-integrations/express5's `expressMiddleware` does (the
 * request handed to `executeHTTPGraphQLRequest`, its answer written back), with two costs of
 * every request left out:
 * - the query string is the URL's own `?...` part, where the integration ran Node's legacy
 *   `url.parse` over the whole URL (the same parameters once Apollo decodes them);
 * - a POST's complete answer is written with its length, where `res.send` also hashed it into
 *   an ETag and re-parsed its content type: a POST answer is never revalidated (a conditional
 *   request is a GET), and Apollo's JSON types already name their charset. GETs, other types and
 *   a `send` wrapped by an earlier middleware (idempotent writes keep the answer they send) still
 *   go through `res.send`, ETag and all.
 */
export function graphqlHttpHandler<TContext extends BaseContext>(
  server: ApolloServer<TContext>,
  context: (args: { req: Request; res: Response }) => Promise<TContext>,
): RequestHandler {
  server.assertStarted('graphqlHttpHandler()');
  return async (req, res) => {
    if (!('body' in req)) {
      res.status(500);
      res.send('`req.body` is not set; this probably means you forgot to set up the `json` middleware before the Apollo Server middleware.');
      return;
    }
    const headers = new HeaderMap();
    for (const key in req.headers) {
      const value = req.headers[key];
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const query = req.url.indexOf('?');
    const fragment = req.url.indexOf('#', query);
    const answer = await server.executeHTTPGraphQLRequest({
      httpGraphQLRequest: {
        method: req.method.toUpperCase(),
        headers,
        search: query === -1 ? '' : req.url.slice(query, fragment === -1 ? undefined : fragment),
        body: req.body,
      },
      context: () => context({ req, res }),
    });
    for (const [key, value] of answer.headers) res.setHeader(key, value);
    res.statusCode = answer.status || 200;
    if (answer.body.kind === 'complete') {
      const body = answer.body.string;
      const type = res.getHeader('content-type');
      if (req.method === 'POST' && typeof type === 'string' && type.endsWith('charset=utf-8') && !Object.prototype.hasOwnProperty.call(res, 'send')) {
        res.setHeader('Content-Length', Buffer.byteLength(body));
        res.end(body);
      } else res.send(body);
      return;
    }
    for await (const chunk of answer.body.asyncIterator) {
      res.write(chunk);
      if (typeof (res as { flush?: () => void }).flush === 'function') (res as { flush: () => void }).flush();
    }
    res.end();
  };
}

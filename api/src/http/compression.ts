import type { RequestHandler } from 'express';
import type { Config } from '../config';

/**
 * Response compression for dynamic answers (GraphQL/REST JSON, HTML). Mounted before every
 * router in app.ts; issue 12 fills it in (compression middleware, threshold).
 */
export function responseCompression(_config: Config): RequestHandler {
  return (_req, _res, next) => next();
}

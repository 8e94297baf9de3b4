import cors from 'cors';
import type { RequestHandler } from 'express';
import { siteOf } from '../auth/session-cookie';

declare module 'express-serve-static-core' {
  interface Locals {
    /**
     * Prefix for links the api puts in REST answers (file and avatar URLs): '' on this origin,
     * PUBLIC_URL for a frontend on a configured other origin, where a relative path would
     * resolve against the frontend's own host.
     */
    linkBase?: string;
  }
}

/** Headers a cross-origin script may read: list paging (see rest/list-paging.ts) and rate limits. */
export const EXPOSED_HEADERS = ['Link', 'X-Total-Count', 'X-Next-Cursor', 'Retry-After', 'RateLimit', 'RateLimit-Policy'];

/**
 * CORS for the origins in CORS_ORIGINS (the original frontend deployed on its own origin):
 * credentialed requests and preflights from those origins are allowed; any other origin gets
 * no CORS headers, so its browser keeps the answer from it. Preflights from allowed origins are
 * answered here, before the CSRF check, which then accepts those origins' writes.
 */
export function crossOrigin(config: { publicUrl: string; corsOrigins: readonly string[] }): RequestHandler {
  if (config.corsOrigins.length === 0) return (_req, _res, next) => next();
  const allowed = new Set(config.corsOrigins);
  const ourSite = siteOf(config.publicUrl);
  // helmet's CORP same-origin would keep the other origin's <img> from showing avatars.
  const resourcePolicy = config.corsOrigins.every((o) => siteOf(o) === ourSite) ? 'same-site' : 'cross-origin';
  const allowOrigins = cors({
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin.toLowerCase())),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: 600,
  });
  return (req, res, next) => {
    res.vary('Origin');
    res.setHeader('Cross-Origin-Resource-Policy', resourcePolicy);
    const origin = req.headers.origin?.toLowerCase();
    if (origin && allowed.has(origin)) res.locals.linkBase = config.publicUrl;
    allowOrigins(req, res, next);
  };
}

import type { RequestHandler } from 'express';
import { forbidden } from '../errors';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Defence in depth next to SameSite=Lax cookies and Apollo's CSRF prevention: a browser write
 * whose Origin is another site is refused. Requests without Origin (curl, server-to-server,
 * API tokens) pass: they carry no ambient browser credentials.
 */
export function sameOriginWrites(publicUrl: string): RequestHandler {
  const allowed = new Set([new URL(publicUrl).host]);
  return (req, _res, next) => {
    const origin = req.headers.origin;
    if (SAFE.has(req.method) || !origin || origin === 'null') return next();
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      return next(forbidden('Cross-site request refused.'));
    }
    if (host === req.headers.host || allowed.has(host)) return next();
    next(forbidden('Cross-site request refused.'));
  };
}

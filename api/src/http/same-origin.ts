import type { Request, RequestHandler } from 'express';
import { SESSION_COOKIE } from '../auth/session-cookie';
import { forbidden } from '../errors';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

const CROSS_SITE = 'Cross-site request refused.';
const NO_ORIGIN = 'Request refused: a signed-in browser request that changes something must come from this site (its Origin header is missing or null).';

/** A bearer token is sent on purpose by its holder; a browser never adds one to a forged request. */
export const hasBearerToken = (req: Request): boolean => /^bearer /i.test(req.headers.authorization ?? '');

const hasSessionCookie = (req: Request): boolean => {
  const sid = req.cookies?.[SESSION_COOKIE];
  return typeof sid === 'string' && sid !== '';
};

function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/**
 * Where the browser says a request comes from: 'same' (this site, or typed by the user),
 * 'cross' (another site, or an opaque origin such as a sandboxed frame), or 'unknown' (no
 * evidence: curl, scripts, or an old browser's GET). Fetch metadata first, then Origin, then
 * Referer.
 */
export function requestSource(req: Request, allowedHosts: ReadonlySet<string> = new Set()): 'same' | 'cross' | 'unknown' {
  const isOurs = (host: string | null) => host !== null && (host === req.headers.host || allowedHosts.has(host));
  const site = req.headers['sec-fetch-site'];
  if (site === 'same-origin' || site === 'none') return 'same';
  if (site === 'same-site' || site === 'cross-site') return 'cross';
  const origin = req.headers.origin;
  if (origin === 'null') return 'cross';
  if (origin) return isOurs(hostOf(origin)) ? 'same' : 'cross';
  const referer = req.headers.referer;
  if (referer) return isOurs(hostOf(referer)) ? 'same' : 'cross';
  return 'unknown';
}

/**
 * Defence in depth next to SameSite=Lax cookies and Apollo's CSRF prevention, for every write
 * (POST, PUT, PATCH, DELETE):
 * - a bearer-token request passes (authenticate() checks the token);
 * - an Origin naming another site, or `null` (sandboxed frames, privacy-stripped contexts), is refused;
 * - a request that carries the session cookie must show it comes from this site: its Origin,
 *   or, if a browser left Origin out, `Sec-Fetch-Site: same-origin`;
 * - a request with no credentials and no Origin (curl, a visitor's script) passes.
 */
export function sameOriginWrites(publicUrl: string): RequestHandler {
  const allowed = new Set([new URL(publicUrl).host]);
  return (req, _res, next) => {
    if (SAFE.has(req.method) || hasBearerToken(req)) return next();
    const origin = req.headers.origin;
    if (origin === 'null') return next(forbidden(NO_ORIGIN));
    if (origin) {
      const host = hostOf(origin);
      return next(host && (host === req.headers.host || allowed.has(host)) ? undefined : forbidden(CROSS_SITE));
    }
    if (!hasSessionCookie(req)) return next();
    next(req.headers['sec-fetch-site'] === 'same-origin' ? undefined : forbidden(NO_ORIGIN));
  };
}

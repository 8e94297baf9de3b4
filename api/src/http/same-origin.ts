import type { Request, RequestHandler } from 'express';
import { bearerTokenOf } from '../auth/authenticate';
import { SESSION_COOKIE } from '../auth/session-cookie';
import { forbidden } from '../errors';

declare module 'express-serve-static-core' {
  interface Request {
    /** Set when the request's Origin is one of CORS_ORIGINS: a frontend of ours on another origin. */
    fromTrustedOrigin?: boolean;
  }
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

const CROSS_SITE = 'Cross-site request refused.';
const NO_ORIGIN = 'Request refused: a signed-in browser request that changes something must come from this site (its Origin header is missing or null).';

/**
 * A bearer token is sent on purpose by its holder; a browser never adds one to a forged request.
 * `Bearer null` and the like are no token (authenticate() falls back to the cookie), so they
 * get no pass here either.
 */
export const hasBearerToken = (req: Request): boolean => bearerTokenOf(req.headers.authorization) !== null;

const hasSessionCookie = (req: Request): boolean => {
  const sid = req.cookies?.[SESSION_COOKIE];
  return typeof sid === 'string' && sid !== '';
};

/** Hosts of the Origin and Referer values seen lately: a browser sends the same few on every request, and URL parsing is not free. */
const hosts = new Map<string, string | null>();
const HOSTS_KEPT = 256;

function hostOf(url: string): string | null {
  const known = hosts.get(url);
  if (known !== undefined) return known;
  let host: string | null;
  try {
    host = new URL(url).host;
  } catch {
    host = null;
  }
  if (url.length > 2048) return host;
  if (hosts.size >= HOSTS_KEPT) hosts.clear();
  hosts.set(url, host);
  return host;
}

/**
 * Where the browser says a request comes from: 'same' (this site, or typed by the user),
 * 'cross' (another site, or an opaque origin such as a sandboxed frame), or 'unknown' (no
 * evidence: curl, scripts, or an old browser's GET). Fetch metadata first, then Origin, then
 * Referer.
 */
export function requestSource(req: Request, allowedHosts: ReadonlySet<string> = new Set()): 'same' | 'cross' | 'unknown' {
  const isOurs = (host: string | null) => host !== null && (host === req.headers.host || allowedHosts.has(host));
  // Our own frontend on a configured other origin: fetch metadata says same-site or cross-site.
  if (req.fromTrustedOrigin) return 'same';
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
 * - a request with no credentials and no Origin (curl, a visitor's script) passes;
 * - an Origin listed in CORS_ORIGINS (`trustedOrigins`, exact scheme://host:port) counts as this site.
 */
export function sameOriginWrites(publicUrl: string, trustedOrigins: readonly string[] = []): RequestHandler {
  const allowed = new Set([new URL(publicUrl).host]);
  const trusted = new Set(trustedOrigins);
  return (req, _res, next) => {
    const origin = req.headers.origin;
    req.fromTrustedOrigin = origin !== undefined && trusted.has(origin.toLowerCase());
    if (SAFE.has(req.method) || hasBearerToken(req)) return next();
    if (origin === 'null') return next(forbidden(NO_ORIGIN));
    if (req.fromTrustedOrigin) return next();
    if (origin) {
      const host = hostOf(origin);
      return next(host && (host === req.headers.host || allowed.has(host)) ? undefined : forbidden(CROSS_SITE));
    }
    if (!hasSessionCookie(req)) return next();
    next(req.headers['sec-fetch-site'] === 'same-origin' ? undefined : forbidden(NO_ORIGIN));
  };
}

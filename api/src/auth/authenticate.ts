import type { RequestHandler } from 'express';
import { unauthenticated } from '../errors';
import type { ApiTokenService } from '../services/api-token.service';
import type { SessionService } from '../services/session.service';
import { SESSION_COOKIE } from './session-cookie';

/**
 * Values the original CampusNotes client sends when it has no token (`Bearer null` from an
 * unset localStorage key, `Bearer undefined` from a missing field): nobody's credential, so the
 * session cookie must decide, as it did against the original server.
 */
const NO_TOKEN = new Set(['', 'null', 'undefined']);

/** The API token of an `Authorization: Bearer <token>` header, or null when there is none (or only junk). */
export function bearerTokenOf(header: string | undefined): string | null {
  if (!header || !/^bearer(\s|$)/i.test(header)) return null;
  const token = header.slice(6).trim();
  return NO_TOKEN.has(token.toLowerCase()) ? null : token;
}

/**
 * Sets req.viewer from `Authorization: Bearer <API token>` (third parties) or from the session
 * cookie (the browser). A real bearer token that does not match is an error, not a visitor.
 */
export function authenticate(sessions: SessionService, tokens: ApiTokenService): RequestHandler {
  return async (req, _res, next) => {
    req.viewer = null;
    try {
      const token = bearerTokenOf(req.headers.authorization);
      if (token !== null) {
        const viewer = await tokens.resolve(token);
        if (!viewer) return next(unauthenticated('The API token is not valid or was revoked.'));
        req.viewer = viewer;
        return next();
      }
      const sid = req.cookies?.[SESSION_COOKIE];
      if (typeof sid === 'string' && sid) req.viewer = await sessions.resolve(sid);
      next();
    } catch (err) {
      next(err);
    }
  };
}

import type { RequestHandler } from 'express';
import { unauthenticated } from '../errors';
import type { ApiTokenService } from '../services/api-token.service';
import type { SessionService } from '../services/session.service';
import { SESSION_COOKIE } from './session-cookie';

/**
 * Sets req.viewer from `Authorization: Bearer <API token>` (third parties) or from the session
 * cookie (the browser). A bearer token that does not match is an error, not a visitor.
 */
export function authenticate(sessions: SessionService, tokens: ApiTokenService): RequestHandler {
  return async (req, _res, next) => {
    req.viewer = null;
    try {
      const header = req.headers.authorization;
      if (header && /^bearer /i.test(header)) {
        const viewer = await tokens.resolve(header.slice(7).trim());
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

import type { CookieOptions, Request, Response } from 'express';
import type { Viewer } from './viewer';
import type { SessionService } from '../services/session.service';
import { SESSION_TTL_MS } from '../services/session.service';

export const SESSION_COOKIE = 'cn_session';

export function sessionCookieOptions(secure: boolean): CookieOptions {
  return { httpOnly: true, secure, sameSite: 'lax', path: '/', maxAge: SESSION_TTL_MS };
}

/**
 * What a request may do with its session, handed to GraphQL resolvers and REST routes alike:
 * sign in (a new id, the old one dropped) and sign out.
 */
export interface SessionControl {
  start(userId: string): Promise<void>;
  end(): Promise<void>;
}

export function sessionControl(req: Request, res: Response, sessions: SessionService, secure: boolean): SessionControl {
  return {
    async start(userId) {
      const previous = req.cookies?.[SESSION_COOKIE];
      if (typeof previous === 'string' && previous) await sessions.destroy(previous);
      const id = await sessions.create(userId);
      res.cookie(SESSION_COOKIE, id, sessionCookieOptions(secure));
    },
    async end() {
      const current = req.cookies?.[SESSION_COOKIE];
      if (typeof current === 'string' && current) await sessions.destroy(current);
      res.clearCookie(SESSION_COOKIE, { ...sessionCookieOptions(secure), maxAge: undefined });
      req.viewer = null;
    },
  };
}

export type { Viewer };

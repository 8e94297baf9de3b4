import type { CookieOptions, Request, Response } from 'express';
import { getDomain } from 'tldts';
import type { Viewer } from './viewer';
import type { SessionService } from '../services/session.service';
import { SESSION_TTL_MS } from '../services/session.service';

export const SESSION_COOKIE = 'cn_session';

/** How the session cookie is marked: decided once from the configuration. */
export interface SessionCookiePolicy {
  secure: boolean;
  sameSite: 'lax' | 'none';
}

/**
 * A browser's "site" (scheme and registrable domain, with the private suffixes such as
 * github.io that browsers also honour): SameSite rules compare these, not origins.
 */
export function siteOf(origin: string): string {
  const url = new URL(origin);
  return `${url.protocol}//${getDomain(url.hostname, { allowPrivateDomains: true }) ?? url.hostname}`;
}

/**
 * Lax keeps the cookie off requests from other sites (a CSRF defence), and it is enough for a
 * frontend on another origin of the same site (app.example.com calling api.example.com, or
 * localhost:5173 calling localhost:4000). Only a configured origin on another site needs
 * SameSite=None, which browsers accept only with Secure; writes then rest on the Origin check
 * (http/same-origin.ts), which refuses every origin not configured.
 */
export function sessionCookiePolicy(config: { env: string; publicUrl: string; corsOrigins: readonly string[] }): SessionCookiePolicy {
  const ours = siteOf(config.publicUrl);
  const crossSite = config.corsOrigins.some((origin) => siteOf(origin) !== ours);
  return crossSite ? { secure: true, sameSite: 'none' } : { secure: config.env === 'production', sameSite: 'lax' };
}

export function sessionCookieOptions(policy: boolean | SessionCookiePolicy): CookieOptions {
  const { secure, sameSite } = typeof policy === 'boolean' ? { secure: policy, sameSite: 'lax' as const } : policy;
  return { httpOnly: true, secure, sameSite, path: '/', maxAge: SESSION_TTL_MS };
}

/**
 * What a request may do with its session, handed to GraphQL resolvers and REST routes alike:
 * sign in (a new id, the old one dropped) and sign out.
 */
export interface SessionControl {
  start(userId: string): Promise<void>;
  end(): Promise<void>;
}

export function sessionControl(req: Request, res: Response, sessions: SessionService, policy: boolean | SessionCookiePolicy): SessionControl {
  return {
    async start(userId) {
      const previous = req.cookies?.[SESSION_COOKIE];
      if (typeof previous === 'string' && previous) await sessions.destroy(previous);
      const id = await sessions.create(userId);
      res.cookie(SESSION_COOKIE, id, sessionCookieOptions(policy));
    },
    async end() {
      const current = req.cookies?.[SESSION_COOKIE];
      if (typeof current === 'string' && current) await sessions.destroy(current);
      res.clearCookie(SESSION_COOKIE, { ...sessionCookieOptions(policy), maxAge: undefined });
      req.viewer = null;
    },
  };
}

export type { Viewer };

import express, { Router } from 'express';
import { clearStateCookie, createGoogleAuth, GoogleSignInFailure, returnPathFromState } from '../auth/google';
import { createGoogleIdTokenVerifier, INVALID_ID_TOKEN_MESSAGE } from '../auth/google-id-token';
import type { Config } from '../config';
import { RETURN_PATH_PARAM } from '../domain/return-path';
import { AppError, unauthenticated } from '../errors';
import type { Logger } from '../logger';
import type { Services } from '../services';
import { userJson } from './present';

// The spec: Google sign-in ends on /; admins have their own area.
const landingFor = (role: string) => (role === 'admin' ? '/admin-dashboard' : '/');
const FAILED = '/sign-in?error=google';
const NOT_CONFIGURED = '/sign-in?error=google-not-configured';

/**
 * Google sign-in, mounted at the app root because the browser flow lives outside /api:
 *   GET  /auth/google             starts the authorization-code flow (302 to Google); ?next= a page
 *                                 of this site to come back to (kept in the state cookie)
 *   GET  /auth/google/callback    Google sends the browser back here; signs in, 302 to that page or the app
 *   GET  /api/auth/google/status  { configured } so the sign-in button can explain itself
 *   POST /api/auth/google         { idToken | credential }: a Google ID token checked here
 * A client-posted profile ({ name, email, photo }) is never trusted: anyone can type an email.
 */
export function googleRoutes(config: Config, services: Services, log: Logger): Router {
  const router = Router();
  const secure = config.env === 'production';
  const google = config.google;
  const auth = google && createGoogleAuth(google, config.publicUrl, secure, services.users);
  const verifyIdToken = google && createGoogleIdTokenVerifier(google);

  router.get('/api/auth/google/status', (_req, res) => {
    res.json({ configured: Boolean(google) });
  });

  router.get('/auth/google', (req, res, next) => {
    if (!auth) return res.redirect(NOT_CONFIGURED);
    auth.start(req, res, next);
  });

  router.get('/auth/google/callback', async (req, res) => {
    if (!auth) return res.redirect(NOT_CONFIGURED);
    clearStateCookie(res, secure);
    // Without a code or an error this is not a reply from Google (passport would start over).
    if (typeof req.query.code !== 'string' && typeof req.query.error !== 'string') return res.redirect(FAILED);
    try {
      const user = await auth.finish(req, res);
      await req.session!.start(user.id);
      // finish() checked the state against the cookie, so the cookie's return path is this browser's.
      res.redirect(returnPathFromState(req) ?? landingFor(user.role));
    } catch (err) {
      // Denied, bad state, token or profile errors: the reason goes to the log, not to the page.
      const level = err instanceof GoogleSignInFailure || err instanceof AppError ? 'info' : 'warn';
      log[level]({ reason: err instanceof Error ? `${err.name}: ${err.message}` : String(err) }, 'Google sign-in callback refused');
      // Back to sign-in, still on the way to the page it started from.
      const returnPath = returnPathFromState(req);
      if (!res.headersSent) res.redirect(returnPath ? `${FAILED}&${RETURN_PATH_PARAM}=${encodeURIComponent(returnPath)}` : FAILED);
    }
  });

  router.post('/api/auth/google', express.json({ limit: '64kb' }), async (req, res) => {
    if (!verifyIdToken) {
      res.status(503).json({ success: false, code: 'GOOGLE_NOT_CONFIGURED', message: 'Google sign-in is not configured on this server.' });
      return;
    }
    const body: Record<string, unknown> = req.body && typeof req.body === 'object' ? req.body : {};
    const token = typeof body.idToken === 'string' ? body.idToken : typeof body.credential === 'string' ? body.credential : '';
    if (!token) throw unauthenticated(INVALID_ID_TOKEN_MESSAGE);
    const identity = await verifyIdToken(token);
    const user = await services.users.findOrCreateFromGoogle(identity);
    await req.session!.start(user.id);
    const json = userJson(user, res.locals.linkBase);
    // The original answered the bare user (its client stores the whole body); `user` is ours.
    res.json({ success: true, message: 'Signed in with Google.', ...json, user: json, redirectTo: landingFor(user.role) });
  });

  return router;
}

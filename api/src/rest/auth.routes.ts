import { Router } from 'express';
import { rateLimitHeaders } from '../auth/rate-limit';
import { type SessionControl } from '../auth/session-cookie';
import { forbidden } from '../errors';
import { PASSWORD_RESET_LINK_MINUTES } from '../domain/constants';
import { requestSource } from '../http/same-origin';
import type { Services } from '../services';
import { userJson } from './present';

declare module 'express-serve-static-core' {
  interface Request {
    session?: SessionControl;
  }
}

const landingFor = (role: string) => (role === 'admin' ? '/admin-dashboard' : '/profile');

/** The spec's /api/auth paths: the same UserService and sessions as GraphQL. */
export function authRoutes(services: Services): Router {
  const router = Router();

  router.post('/auth/signup', async (req, res) => {
    const body = req.body ?? {};
    const user = await services.users.signUp(
      { username: String(body.username ?? ''), email: String(body.email ?? ''), password: String(body.password ?? '') },
      req.ip ?? '',
    );
    await req.session!.start(user.id);
    res.status(201).json({ success: true, message: 'Account created.', user: userJson(user, res.locals.linkBase), redirectTo: landingFor(user.role) });
  });

  router.post('/auth/signin', async (req, res) => {
    const body = req.body ?? {};
    const user = await services.users.signIn(String(body.email ?? ''), String(body.password ?? ''), req.ip ?? '');
    await req.session!.start(user.id);
    res.json({ success: true, message: 'Signed in.', user: userJson(user, res.locals.linkBase), redirectTo: landingFor(user.role) });
  });

  // Forgot password (the same PasswordResetService as GraphQL). The answer does not say whether the email has an account.
  router.get('/auth/password-reset/status', (_req, res) => {
    res.json({ success: true, configured: services.passwordResets.available });
  });

  router.post('/auth/forgot-password', async (req, res) => {
    await services.passwordResets.request(String(req.body?.email ?? ''), req.ip ?? '');
    res.json({
      success: true,
      message: `If an account uses that email, a link to reset its password is on its way. It works once, for ${PASSWORD_RESET_LINK_MINUTES} minutes.`,
    });
  });

  router.post('/auth/reset-password', async (req, res) => {
    const body = req.body ?? {};
    await services.passwordResets.reset(String(body.token ?? ''), String(body.password ?? ''), req.ip ?? '');
    res.json({ success: true, message: 'Your password has been changed, and you have been signed out everywhere. Sign in with the new password.' });
  });

  router.post('/auth/signout', async (req, res) => {
    await req.session!.end();
    res.json({ success: true, message: 'Signed out.' });
  });

  // The spec's original clients sign out with GET. Another site can make a browser send a GET
  // (a link, a redirect, an image on a sibling subdomain), so GET ends the session only when the
  // browser says the request comes from this site; otherwise the session is left alone.
  router.get('/auth/signout', async (req, res) => {
    if (requestSource(req) !== 'same')
      throw forbidden('Sign out from CampusNotes itself (or POST /api/auth/signout): this request did not come from this site, so you are still signed in.');
    await req.session!.end();
    res.json({ success: true, message: 'Signed out.' });
  });

  router.use(rateLimitHeaders);
  return router;
}

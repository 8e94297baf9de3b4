import { Router } from 'express';
import { type SessionControl } from '../auth/session-cookie';
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
    const user = await services.users.signUp({ username: String(body.username ?? ''), email: String(body.email ?? ''), password: String(body.password ?? '') }, req.ip ?? '');
    await req.session!.start(user.id);
    res.status(201).json({ success: true, message: 'Account created.', user: userJson(user), redirectTo: landingFor(user.role) });
  });

  router.post('/auth/signin', async (req, res) => {
    const body = req.body ?? {};
    const user = await services.users.signIn(String(body.email ?? ''), String(body.password ?? ''), req.ip ?? '');
    await req.session!.start(user.id);
    res.json({ success: true, message: 'Signed in.', user: userJson(user), redirectTo: landingFor(user.role) });
  });

  router.get('/auth/signout', async (req, res) => {
    await req.session!.end();
    res.json({ success: true, message: 'Signed out.' });
  });

  return router;
}

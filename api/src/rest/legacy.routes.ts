import express, { type RequestHandler, Router } from 'express';
import { guardTextInput } from '../http/input-guard';
import type { Services } from '../services';
import { commentRoutes } from './comment.routes';
import { likeRoutes } from './like.routes';

/**
 * The spec's client also calls two paths without the /api prefix (PUT /notes/{id}/like,
 * POST /notes/{id}/comment); they share the /api handlers. GET /notes/{id} stays the web page.
 */
export function legacyRoutes(services: Services, signedIn: RequestHandler[]): Router {
  const router = Router();
  const api = Router().use(likeRoutes(services), commentRoutes(services));
  const forward: RequestHandler = (req, res, next) => api(req, res, next);
  router.put('/notes/:id/like', ...signedIn, express.json({ limit: '100kb' }), guardTextInput, forward);
  router.post('/notes/:id/comment', ...signedIn, express.json({ limit: '100kb' }), guardTextInput, forward);
  return router;
}

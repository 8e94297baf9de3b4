import { Router } from 'express';
import type { Services } from '../services';
import { restLoaders } from './present';

/** The spec's like path (the client also calls it without /api: see legacy.routes.ts). */
export function likeRoutes(services: Services): Router {
  const router = Router();

  router.put('/notes/:id/like', async (req, res) => {
    const { note, liked, likeCount } = await services.likes.toggleLike(req.viewer ?? null, req.params.id);
    const likes = await restLoaders(services, req.viewer?.id).likers.load(note.id);
    res.json({ success: true, message: liked ? 'Liked.' : 'Like removed.', liked, likesCount: likeCount, likes });
  });

  return router;
}

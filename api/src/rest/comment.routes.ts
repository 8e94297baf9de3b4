import { Router } from 'express';
import type { Services } from '../services';
import { commentJson, restLoaders } from './present';

/** The spec's comment paths (the client also posts without /api: see legacyDiscoveryRoutes). */
export function commentRoutes(services: Services): Router {
  const router = Router();

  router.post('/notes/:id/comment', async (req, res) => {
    const comment = await services.comments.addComment(req.viewer ?? null, req.params.id, typeof req.body?.text === 'string' ? req.body.text : '');
    const loaders = restLoaders(services, req.viewer?.id);
    const all = await loaders.comments.load(comment.noteId);
    const authors = await Promise.all(all.map((c) => loaders.user.load(c.authorId)));
    const comments = all.map((c, i) => commentJson(c, authors[i], res.locals.linkBase));
    res.status(201).json({ success: true, message: 'Comment added.', comment: comments.find((c) => c._id === comment.id), comments });
  });

  router.put('/notes/comments/:noteId/:commentId', async (req, res) => {
    const comment = await services.comments.editComment(
      req.viewer ?? null,
      req.params.commentId,
      typeof req.body?.text === 'string' ? req.body.text : '',
      req.params.noteId,
    );
    const author = await restLoaders(services, req.viewer?.id).user.load(comment.authorId);
    res.json({ success: true, message: 'Comment updated.', comment: commentJson(comment, author, res.locals.linkBase) });
  });

  router.delete('/notes/comments/:noteId/:commentId', async (req, res) => {
    await services.comments.deleteComment(req.viewer ?? null, req.params.commentId, req.params.noteId);
    res.json({ success: true, message: 'Comment deleted.' });
  });

  return router;
}

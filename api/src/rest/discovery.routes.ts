import express, { type Request, type RequestHandler, Router } from 'express';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../domain/constants';
import { badInput } from '../errors';
import { createLoaders, primeCounts } from '../graphql/loaders';
import type { Services } from '../services';
import { guardTextInput } from '../http/input-guard';
import { SNIPPET_END, SNIPPET_START } from '../services/search.service';
import { noteJson } from './present';

const q = (req: Request, name: string): string | undefined => {
  const v = req.query[name];
  return typeof v === 'string' && v.trim() ? v.trim() : undefined;
};

function commentJson(c: { id: string; noteId: string; text: string; createdAt: Date; editedAt: Date | null; authorId: string }) {
  return { _id: c.id, noteId: c.noteId, text: c.text, commentedAt: c.createdAt, editedAt: c.editedAt, userId: c.authorId };
}

/** The spec's browse, like and comment paths, on the same services as GraphQL. */
export function discoveryRoutes(services: Services): Router {
  const router = Router();

  router.get('/notes', async (req, res) => {
    const semesterText = q(req, 'semester');
    const semester = semesterText === undefined ? undefined : Number(semesterText);
    if (semester !== undefined && (!Number.isInteger(semester) || semester < 1 || semester > 8)) throw badInput('semester must be a whole number from 1 to 8');
    const limit = q(req, 'limit') === undefined ? PAGE_SIZE_DEFAULT : Number(q(req, 'limit'));
    if (!Number.isInteger(limit) || limit < 1 || limit > PAGE_SIZE_MAX) throw badInput(`limit must be between 1 and ${PAGE_SIZE_MAX}`);
    const page = await services.catalog.listApproved(
      { search: q(req, 'search'), subject: q(req, 'subject'), course: q(req, 'course'), college: q(req, 'college'), semester },
      limit,
      q(req, 'after'),
    );
    const loaders = createLoaders(services.dataSource, req.viewer?.id);
    primeCounts(loaders, page.items);
    const notes = await Promise.all(
      page.items.map(async ({ note, snippet }) => ({
        ...(await noteJson(note, loaders)),
        ...(snippet ? { snippet: snippet.replaceAll(SNIPPET_START, '').replaceAll(SNIPPET_END, '') } : {}),
      })),
    );
    res.json({ success: true, notes, totalCount: page.totalCount, nextCursor: page.hasNextPage ? (page.items.at(-1)?.cursor ?? null) : null });
  });

  router.get('/search-suggestions', async (req, res) => {
    const suggestions = await services.search.suggest(q(req, 'query') ?? '');
    res.json({ success: true, suggestions: suggestions.map((s) => s.text), details: suggestions });
  });

  router.put('/notes/:id/like', async (req, res) => {
    const { liked, likeCount } = await services.engagement.toggleLike(req.viewer ?? null, req.params.id);
    res.json({ success: true, message: liked ? 'Liked.' : 'Like removed.', liked, likesCount: likeCount });
  });

  router.post('/notes/:id/comment', async (req, res) => {
    const comment = await services.engagement.addComment(req.viewer ?? null, req.params.id, typeof req.body?.text === 'string' ? req.body.text : '');
    res.status(201).json({ success: true, message: 'Comment added.', comment: commentJson(comment) });
  });

  router.put('/notes/comments/:noteId/:commentId', async (req, res) => {
    const comment = await services.engagement.editComment(req.viewer ?? null, req.params.commentId, typeof req.body?.text === 'string' ? req.body.text : '', req.params.noteId);
    res.json({ success: true, message: 'Comment updated.', comment: commentJson(comment) });
  });

  router.delete('/notes/comments/:noteId/:commentId', async (req, res) => {
    await services.engagement.deleteComment(req.viewer ?? null, req.params.commentId, req.params.noteId);
    res.json({ success: true, message: 'Comment deleted.' });
  });

  return router;
}

/**
 * The spec's client also calls two paths without the /api prefix (PUT /notes/{id}/like,
 * POST /notes/{id}/comment); they share the handlers above. GET /notes/{id} stays the web page.
 */
export function legacyDiscoveryRoutes(services: Services, signedIn: RequestHandler[]): Router {
  const router = Router();
  const api = discoveryRoutes(services);
  const forward: RequestHandler = (req, res, next) => api(req, res, next);
  router.put('/notes/:id/like', ...signedIn, express.json({ limit: '100kb' }), guardTextInput, forward);
  router.post('/notes/:id/comment', ...signedIn, express.json({ limit: '100kb' }), guardTextInput, forward);
  return router;
}

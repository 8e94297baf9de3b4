import express, { type Request, type RequestHandler, Router } from 'express';
import { badInput } from '../errors';
import type { Services } from '../services';
import { guardTextInput } from '../http/input-guard';
import { SNIPPET_END, SNIPPET_START } from '../services/search.service';
import { collectPages, listArgs, sendListHeaders } from './list-paging';
import { commentRoutes } from './comment.routes';
import { noteJson, restLoaders } from './present';
import { restVisitorCache } from './visitor-cache';

const q = (req: Request, name: string): string | undefined => {
  const v = req.query[name];
  return typeof v === 'string' && v.trim() ? v.trim() : undefined;
};

const LIST_HEADERS = ['X-Total-Count', 'X-Next-Cursor', 'Link'];

/** The spec's browse, suggestion and like paths, on the same services as GraphQL. */
export function discoveryRoutes(services: Services, options: { visitorCacheSeconds?: number } = {}): Router {
  const router = Router();
  const visitorCache = restVisitorCache(options.visitorCacheSeconds ?? 0);

  // An object with `notes`, as the original answered; every match up to REST_LIST_MAX, since
  // its client derives the filter options from this list and never pages.
  router.get('/notes', async (req, res) => {
    const semesterText = q(req, 'semester');
    const semester = semesterText === undefined ? undefined : Number(semesterText);
    if (semester !== undefined && (!Number.isInteger(semester) || semester < 1 || semester > 8)) throw badInput('semester must be a whole number from 1 to 8');
    const args = listArgs(req);
    const filter = { search: q(req, 'search'), subject: q(req, 'subject'), course: q(req, 'course'), college: q(req, 'college'), semester };
    await visitorCache.send(req, res, LIST_HEADERS, async () => {
      const list = await collectPages((first, after) => services.catalog.listApproved(filter, first, after), args);
      const loaders = restLoaders(services, req.viewer?.id);
      const notes = await Promise.all(
        list.items.map(async ({ note, snippet }) => ({
          ...(await noteJson(note, loaders, res.locals.linkBase)),
          ...(snippet ? { snippet: snippet.replaceAll(SNIPPET_START, '').replaceAll(SNIPPET_END, '') } : {}),
        })),
      );
      sendListHeaders(req, res, list, args);
      return { success: true, notes, totalCount: list.totalCount, nextCursor: list.nextCursor };
    });
  });

  router.get('/search-suggestions', async (req, res) => {
    await visitorCache.send(req, res, [], async () => {
      const suggestions = await services.search.suggest(q(req, 'query') ?? '');
      return { success: true, suggestions: suggestions.map((s) => s.text), details: suggestions };
    });
  });

  router.put('/notes/:id/like', async (req, res) => {
    const { note, liked, likeCount } = await services.likes.toggleLike(req.viewer ?? null, req.params.id);
    const likes = await restLoaders(services, req.viewer?.id).likers.load(note.id);
    res.json({ success: true, message: liked ? 'Liked.' : 'Like removed.', liked, likesCount: likeCount, likes });
  });

  return router;
}

/**
 * The spec's client also calls two paths without the /api prefix (PUT /notes/{id}/like,
 * POST /notes/{id}/comment); they share the handlers above. GET /notes/{id} stays the web page.
 */
export function legacyDiscoveryRoutes(services: Services, signedIn: RequestHandler[]): Router {
  const router = Router();
  const api = Router().use(discoveryRoutes(services), commentRoutes(services));
  const forward: RequestHandler = (req, res, next) => api(req, res, next);
  router.put('/notes/:id/like', ...signedIn, express.json({ limit: '100kb' }), guardTextInput, forward);
  router.post('/notes/:id/comment', ...signedIn, express.json({ limit: '100kb' }), guardTextInput, forward);
  return router;
}

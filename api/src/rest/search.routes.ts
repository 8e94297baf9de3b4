import { Router } from 'express';
import type { Services } from '../services';
import { queryText } from './query-text';
import type { RestVisitorCache } from './visitor-cache';

/** The spec's search-box suggestions, on the same SearchService as GraphQL's searchSuggestions. */
export function searchRoutes(services: Services, visitorCache: RestVisitorCache): Router {
  const router = Router();

  router.get('/search-suggestions', async (req, res) => {
    await visitorCache.send(req, res, [], async () => {
      const suggestions = await services.search.suggest(queryText(req, 'query') ?? '');
      return { success: true, suggestions: suggestions.map((s) => s.text), details: suggestions };
    });
  });

  return router;
}

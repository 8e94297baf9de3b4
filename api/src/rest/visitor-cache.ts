import type { Request, Response } from 'express';
import { LRUCache } from 'lru-cache';

/** What a cached answer replays: its JSON text and the headers the handler set. */
interface CachedAnswer {
  json: string;
  headers: [string, string][];
}

/** Bytes of answers kept per process; the largest (a full REST list) is about 1 MB. */
const MAX_BYTES = 32 * 1024 * 1024;

export interface RestVisitorCache {
  /** Replays a kept answer, or runs `answer` (which sets headers and returns the body) and keeps it. */
  send(req: Request, res: Response, headerNames: string[], answer: () => Promise<unknown>): Promise<void>;
}

/**
 * The REST twin of the GraphQL visitor cache (graphql/visitor-cache.ts): a visitor's GET of a
 * public list is shared with other visitors for a few seconds, so a campus of phones costs the
 * database once per question per `seconds`. Signed-in requests never read nor write it.
 */
export function restVisitorCache(seconds: number): RestVisitorCache {
  const cache =
    seconds > 0 ? new LRUCache<string, CachedAnswer>({ maxSize: MAX_BYTES, sizeCalculation: (a) => a.json.length + 1, ttl: seconds * 1000 }) : undefined;
  return {
    async send(req: Request, res: Response, headerNames: string[], answer: () => Promise<unknown>): Promise<void> {
      // A frontend on a configured other origin (res.locals.linkBase set) is the original app,
      // whose Browse reloads its list without credentials right after a like: it must see it.
      const shared = cache && !req.viewer && req.method === 'GET' && !res.locals.linkBase;
      const key = req.originalUrl;
      const kept = shared ? cache.get(key) : undefined;
      if (kept) {
        for (const [name, value] of kept.headers) res.setHeader(name, value);
        res.type('json').send(kept.json);
        return;
      }
      const json = JSON.stringify(await answer());
      if (shared) {
        const headers = headerNames.flatMap((name): [string, string][] => (res.hasHeader(name) ? [[name, String(res.getHeader(name))]] : []));
        cache.set(key, { json, headers });
      }
      res.type('json').send(json);
    },
  };
}

import type { Request, Response } from 'express';
import { PAGE_SIZE_MAX } from '../domain/constants';
import { badInput } from '../errors';

/**
 * Most items one REST list answer holds. Clients written for the original app never page and
 * read each list as the complete set, so lists default to this bound; new clients page with
 * `limit` and `after` and learn the rest from the headers (see sendListHeaders).
 */
export const REST_LIST_MAX = 1000;

export interface ListArgs {
  limit: number;
  after: string | null;
}

export function listArgs(req: Request): ListArgs {
  const raw = req.query.limit;
  const limit = raw === undefined || raw === '' ? REST_LIST_MAX : Number(raw);
  if (!Number.isInteger(limit) || limit < 1 || limit > REST_LIST_MAX) {
    throw badInput(`limit must be a whole number from 1 to ${REST_LIST_MAX}`, [{ field: 'limit', message: `between 1 and ${REST_LIST_MAX}` }]);
  }
  const after = typeof req.query.after === 'string' && req.query.after !== '' ? req.query.after : null;
  return { limit, after };
}

interface Page<T> {
  items: (T & { cursor: string })[];
  hasNextPage: boolean;
  totalCount: number;
}

export interface CollectedList<T> {
  items: T[];
  totalCount: number;
  /** Where the next answer starts (`after`), or null when this one reached the end. */
  nextCursor: string | null;
}

/**
 * Up to `limit` items from a keyset-paged service list, read in the services' largest pages
 * (one statement each), so the shim needs no paging of its own in the services.
 */
export async function collectPages<T>(
  fetchPage: (first: number, after: string | null) => Promise<Page<T>>,
  { limit, after }: ListArgs,
): Promise<CollectedList<T & { cursor: string }>> {
  const items: (T & { cursor: string })[] = [];
  let cursor = after;
  for (;;) {
    const page = await fetchPage(Math.min(PAGE_SIZE_MAX, limit - items.length), cursor);
    items.push(...page.items);
    cursor = page.items.at(-1)?.cursor ?? cursor;
    if (!page.hasNextPage || page.items.length === 0) return { items, totalCount: page.totalCount, nextCursor: null };
    if (items.length >= limit) return { items, totalCount: page.totalCount, nextCursor: cursor };
  }
}

/**
 * Paging information beside the body, so that lists the original app returned as bare arrays
 * keep that shape: `X-Total-Count` (all matches), `X-Next-Cursor` and an RFC 8288 `Link` with
 * rel="next" (only when more follow).
 */
export function sendListHeaders(req: Request, res: Response, list: { totalCount: number; nextCursor: string | null }, args: ListArgs): void {
  res.setHeader('X-Total-Count', String(list.totalCount));
  if (!list.nextCursor) return;
  res.setHeader('X-Next-Cursor', list.nextCursor);
  const next = new URL(req.originalUrl, 'http://placeholder');
  next.searchParams.set('limit', String(args.limit));
  next.searchParams.set('after', list.nextCursor);
  res.setHeader('Link', `<${next.pathname}${next.search}>; rel="next"`);
}

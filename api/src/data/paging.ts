import { PAGE_SIZE_MAX } from '../domain/constants';
import { badInput } from '../errors';

/**
 * Paging for every list, whichever transport asks: the page-size bound and the three kinds of
 * opaque cursor. Keyset cursors are on (sort key, id); the sort key is kept as PostgreSQL's
 * own text form so timestamps keep their microseconds (a JS Date would drop them and skip rows).
 */

/** One page of anything, as the services and loaders hand it over. */
export interface Page<T> {
  items: { node: T; cursor: string }[];
  hasNextPage: boolean;
  totalCount: number;
}

/** Refuses a page size outside 1..PAGE_SIZE_MAX (GraphQL's arguments and REST's collectPages stay inside it). */
export function checkPageSize(first: number): void {
  const message = `first must be between 1 and ${PAGE_SIZE_MAX}`;
  if (!Number.isInteger(first) || first < 1 || first > PAGE_SIZE_MAX) throw badInput(message, [{ field: 'first', message }]);
}

const badCursor = () => badInput('The cursor is not valid; start again from the first page.', [{ field: 'after', message: 'not a valid cursor' }]);

/** The JSON a cursor carries, or undefined when it is not base64url JSON. */
function readCursor(cursor: string): unknown {
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

const writeCursor = (value: unknown): string => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

export function encodeCursor(sortKey: string, id: string): string {
  return writeCursor([sortKey, id]);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID.test(value);

export function decodeCursor(cursor: string): { sortKey: string; id: string } {
  const value = readCursor(cursor);
  if (Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && typeof value[1] === 'string' && UUID.test(value[1])) {
    return { sortKey: value[0], id: value[1] };
  }
  throw badCursor();
}

/** Relevance results are paged by position: the cursor is the offset, at most `max`. */
export const encodeOffsetCursor = (offset: number): string => writeCursor({ o: offset });

export function decodeOffsetCursor(cursor: string | null | undefined, max: number): number {
  if (!cursor) return 0;
  const value = readCursor(cursor) as { o?: unknown } | undefined;
  const offset = value?.o;
  if (typeof offset === 'number' && Number.isInteger(offset) && offset >= 0 && offset <= max) return offset;
  throw badCursor();
}

/** A cursor on a unique key of a small list that is computed whole (colleges by name). */
export const encodeKeyCursor = (key: string): string => writeCursor(['key', key]);

function decodeKeyCursor(cursor: string): string {
  const value = readCursor(cursor);
  if (Array.isArray(value) && value.length === 2 && value[0] === 'key' && typeof value[1] === 'string') return value[1];
  throw badCursor();
}

/**
 * Pages a list that the database computes whole anyway (an aggregate with one row per college):
 * the cursor is the last key seen, so a key that disappeared between pages resumes at the next
 * one in the list's own order.
 */
export function pageOfList<T>(all: readonly T[], keyOf: (item: T) => string, first: number, after?: string | null): Page<T> {
  checkPageSize(first);
  let start = 0;
  if (after) {
    const key = decodeKeyCursor(after);
    const at = all.findIndex((item) => keyOf(item) === key);
    start = at >= 0 ? at + 1 : all.findIndex((item) => keyOf(item).localeCompare(key) > 0);
    if (start < 0) start = all.length;
  }
  const slice = all.slice(start, start + first);
  return { items: slice.map((node) => ({ node, cursor: encodeKeyCursor(keyOf(node)) })), hasNextPage: start + first < all.length, totalCount: all.length };
}

import type { DataSource } from 'typeorm';
import { PAGE_SIZE_MAX } from '../domain/constants';
import { badInput } from '../errors';
import { decodeCursor, encodeCursor } from './cursor';
import { NOTE_COLUMNS, type NoteRecord } from './note-record';

export interface NotePage {
  items: { note: NoteRecord; cursor: string; snippet?: string | null }[];
  hasNextPage: boolean;
  totalCount: number;
}

export interface NoteListQuery {
  /** FROM clause; the notes table must be aliased `n`. */
  from: string;
  /** Conditions joined with AND; `?` marks where the next param goes. */
  where: [string, ...unknown[]][];
  /** A timestamptz expression to sort on, newest first (ties broken by n.id). */
  sortKey: string;
  /** A cheaper exact count for this list, when one is known; otherwise count(*) over the list. */
  count?: { sql: string; params: unknown[] };
}

/**
 * Keyset paging over notes, newest first: a page query (LIMIT first + 1 to learn whether more
 * follow) and a count query, run together. Every list of notes goes through here.
 */
export async function pageNotes(ds: DataSource, query: NoteListQuery, first: number, after?: string | null): Promise<NotePage> {
  if (!Number.isInteger(first) || first < 1 || first > PAGE_SIZE_MAX) throw badInput(`first must be between 1 and ${PAGE_SIZE_MAX}`);
  const params: unknown[] = [];
  const conditions = query.where.map(([sql, ...values]) =>
    sql.replace(/\?/g, () => {
      params.push(values.shift());
      return `$${params.length}`;
    }),
  );
  const countSql = query.count?.sql ?? `SELECT count(*)::int AS count FROM ${query.from}${conditions.length ? ` WHERE ${conditions.join(' AND ')}` : ''}`;
  const countParams = query.count?.params ?? [...params];
  if (after) {
    const cursor = decodeCursor(after);
    params.push(cursor.sortKey, cursor.id);
    conditions.push(`(${query.sortKey}, n.id) < ($${params.length - 1}::timestamptz, $${params.length}::uuid)`);
  }
  params.push(first + 1);
  const pageSql = `
    SELECT ${NOTE_COLUMNS}, ${query.sortKey}::text AS "sortKey"
    FROM ${query.from}
    ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
    ORDER BY ${query.sortKey} DESC, n.id DESC
    LIMIT $${params.length}`;
  const [rows, countRows] = await Promise.all([
    ds.query(pageSql, params) as Promise<(NoteRecord & { sortKey: string })[]>,
    ds.query(countSql, countParams) as Promise<{ count: number }[]>,
  ]);
  const page = rows.slice(0, first);
  return {
    items: page.map(({ sortKey, ...note }) => ({ note, cursor: encodeCursor(sortKey, note.id) })),
    hasNextPage: rows.length > first,
    totalCount: countRows[0]?.count ?? 0,
  };
}

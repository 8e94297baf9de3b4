import type { DataSource } from 'typeorm';
import { PAGE_SIZE_MAX } from '../domain/constants';
import { badInput } from '../errors';
import { decodeCursor, encodeCursor } from './cursor';
import { NOTE_COLUMNS, type NoteRecord } from './note-record';

export interface NoteCounts {
  likes: number;
  comments: number;
}

export interface NotePage {
  /** Each note with the like and comment counts its card shows, read in the same statement. */
  items: { note: NoteRecord; cursor: string; snippet?: string | null; counts?: NoteCounts }[];
  hasNextPage: boolean;
  totalCount: number;
  /** False when totalCount is a floor (search counts its matches up to a cap); absent means exact. */
  totalCountIsExact?: boolean;
}

export interface NoteListQuery {
  /** FROM clause; the notes table must be aliased `n`. */
  from: string;
  /** Conditions joined with AND; `?` marks where the next param goes. */
  where: [string, ...unknown[]][];
  /** A timestamptz expression to sort on, newest first (ties broken by n.id). */
  sortKey: string;
  /** A cheaper exact count for this list, when one is known (`?` placeholders); otherwise count(*) over the list. */
  count?: { sql: string; params: unknown[] };
}

type PageRow = NoteRecord & { sortKey: string; sortAt: Date; total: number; likes: number; comments: number };

/**
 * Keyset paging over notes, newest first, in one statement and so one round trip: the total,
 * the page (LIMIT first + 1 to learn whether more follow) and each row's like and comment
 * counts (index-only counts, computed for the page's rows only, after the LIMIT). The total
 * is the outer row, so an empty page still carries it. Every list of notes goes through here.
 */
export async function pageNotes(ds: DataSource, query: NoteListQuery, first: number, after?: string | null): Promise<NotePage> {
  if (!Number.isInteger(first) || first < 1 || first > PAGE_SIZE_MAX) throw badInput(`first must be between 1 and ${PAGE_SIZE_MAX}`);
  const params: unknown[] = [];
  const bind = (sql: string, values: unknown[]) =>
    sql.replace(/\?/g, () => {
      params.push(values.shift());
      return `$${params.length}`;
    });
  const conditions = query.where.map(([sql, ...values]) => bind(sql, values));
  const where = (list: string[]) => (list.length ? `WHERE ${list.join(' AND ')}` : '');
  const countSql = query.count ? bind(query.count.sql, [...query.count.params]) : `SELECT count(*)::int AS count FROM ${query.from} ${where(conditions)}`;
  const pageConditions = [...conditions];
  if (after) {
    const cursor = decodeCursor(after);
    params.push(cursor.sortKey, cursor.id);
    pageConditions.push(`(${query.sortKey}, n.id) < ($${params.length - 1}::timestamptz, $${params.length}::uuid)`);
  }
  params.push(first + 1);
  const sql = `
    SELECT t.count AS total, p.*,
           (SELECT count(*) FROM likes l WHERE l.note_id = p.id)::int AS likes,
           (SELECT count(*) FROM comments c WHERE c.note_id = p.id)::int AS comments
    FROM (${countSql}) t
    LEFT JOIN LATERAL (
      SELECT ${NOTE_COLUMNS}, ${query.sortKey}::text AS "sortKey", ${query.sortKey} AS "sortAt"
      FROM ${query.from}
      ${where(pageConditions)}
      ORDER BY ${query.sortKey} DESC, n.id DESC
      LIMIT $${params.length}
    ) p ON true
    ORDER BY p."sortAt" DESC, p.id DESC`;
  const rows: PageRow[] = await ds.query(sql, params);
  const totalCount = rows[0]?.total ?? 0;
  const found = rows.filter((r) => r.id !== null);
  return {
    items: found.slice(0, first).map(({ sortKey, sortAt: _sortAt, total: _total, likes, comments, ...note }) => ({ note, cursor: encodeCursor(sortKey, note.id), counts: { likes, comments } })),
    hasNextPage: found.length > first,
    totalCount,
  };
}

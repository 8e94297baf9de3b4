import type { DataSource } from 'typeorm';
import type { SqlRunner } from './sql-runner';
import { decodeCursor, encodeCursor } from './paging';

/**
 * The comments table as the services and both transports read it: one row type, one column
 * list, and the batched reads the per-request loaders make.
 */
export interface CommentRow {
  id: string;
  noteId: string;
  authorId: string;
  text: string;
  createdAt: Date;
  editedAt: Date | null;
}

/** SELECT (or RETURNING) list matching CommentRow, for a table alias or none. */
export function commentColumns(alias?: string): string {
  const c = (column: string) => (alias ? `${alias}.${column}` : column);
  return `${c('id')}, ${c('note_id')} AS "noteId", ${c('author_id')} AS "authorId", ${c('text')}, ${c('created_at')} AS "createdAt", ${c('edited_at')} AS "editedAt"`;
}

export const COMMENT_COLUMNS = commentColumns();

export interface CommentPageKey {
  noteId: string;
  first: number;
  after: string | null;
}

export interface CommentPage {
  items: { node: CommentRow; cursor: string }[];
  hasNextPage: boolean;
  totalCount: number;
}

/** Every visible comment of each note, oldest first, in one query for all the notes. */
export async function visibleCommentsOf(ds: DataSource, noteIds: readonly string[]): Promise<CommentRow[][]> {
  const rows: CommentRow[] = await ds.query(`SELECT ${COMMENT_COLUMNS} FROM comments WHERE note_id = ANY($1::uuid[]) AND NOT hidden ORDER BY created_at, id`, [
    noteIds,
  ]);
  const byNote = new Map<string, CommentRow[]>();
  for (const row of rows) {
    const list = byNote.get(row.noteId) ?? [];
    list.push(row);
    byNote.set(row.noteId, list);
  }
  return noteIds.map((id) => byNote.get(id) ?? []);
}

/**
 * A page of comments for each note of a list in one statement: notes asking for the same page
 * (same first and after, as every card of a list does) share one query; the total is counted
 * beside each note's page, so an empty page still has it. A cursor is (created_at, id) as
 * PostgreSQL's text, so comments posted in the same millisecond keep their order.
 */
export async function commentPagesOf(ds: DataSource, keys: readonly CommentPageKey[]): Promise<CommentPage[]> {
  const groups = new Map<string, CommentPageKey[]>();
  for (const key of keys) {
    const shape = `${key.first}\u0000${key.after ?? ''}`;
    groups.set(shape, [...(groups.get(shape) ?? []), key]);
  }
  const byKey = new Map<CommentPageKey, CommentPage>();
  await Promise.all(
    [...groups.values()].map(async (group) => {
      const { first, after } = group[0];
      const cursor = after ? decodeCursor(after) : null;
      const rows: (CommentRow & { total: number; sortKey: string | null })[] = await ds.query(
        `SELECT t.note AS "noteId", (SELECT count(*) FROM comments c WHERE c.note_id = t.note AND NOT c.hidden)::int AS total,
                p.id, p."authorId", p.text, p."createdAt", p."editedAt", p."sortKey"
         FROM unnest($1::uuid[]) AS t(note)
         LEFT JOIN LATERAL (
           SELECT ${commentColumns('c')}, c.created_at::text AS "sortKey"
           FROM comments c
           WHERE c.note_id = t.note AND NOT c.hidden AND ($2::timestamptz IS NULL OR (c.created_at, c.id) > ($2::timestamptz, $3::uuid))
           ORDER BY c.created_at, c.id
           LIMIT $4
         ) p ON true
         ORDER BY t.note, p."createdAt", p.id`,
        [group.map((k) => k.noteId), cursor?.sortKey ?? null, cursor?.id ?? null, first + 1],
      );
      const perNote = new Map<string, typeof rows>();
      for (const row of rows) {
        const list = perNote.get(row.noteId);
        if (list) list.push(row);
        else perNote.set(row.noteId, [row]);
      }
      for (const key of group) {
        const mine = perNote.get(key.noteId) ?? [];
        const found = mine.filter((r) => r.id !== null);
        byKey.set(key, {
          items: found.slice(0, first).map(({ total: _total, sortKey, ...node }) => ({ node, cursor: encodeCursor(sortKey!, node.id) })),
          hasNextPage: found.length > first,
          totalCount: mine[0]?.total ?? 0,
        });
      }
    }),
  );
  return keys.map((key) => byKey.get(key)!);
}

/** One comment by id, hidden or not, or undefined. */
export async function commentById(db: SqlRunner, id: string): Promise<CommentRow | undefined> {
  const rows: CommentRow[] = await db.query(`SELECT ${COMMENT_COLUMNS} FROM comments WHERE id = $1`, [id]);
  return rows[0];
}

export async function insertComment(tx: SqlRunner, noteId: string, authorId: string, text: string): Promise<CommentRow> {
  const [row]: CommentRow[] = await tx.query(`INSERT INTO comments (note_id, author_id, text) VALUES ($1, $2, $3) RETURNING ${COMMENT_COLUMNS}`, [
    noteId,
    authorId,
    text,
  ]);
  return row;
}

/** New text, marked as edited now. */
export async function updateCommentText(db: SqlRunner, id: string, text: string): Promise<CommentRow> {
  const [rows]: [CommentRow[], number] = await db.query(`UPDATE comments SET text = $2, edited_at = now() WHERE id = $1 RETURNING ${COMMENT_COLUMNS}`, [
    id,
    text,
  ]);
  return rows[0];
}

export async function deleteComment(sql: SqlRunner, commentId: string): Promise<void> {
  await sql.query(`DELETE FROM comments WHERE id = $1`, [commentId]);
}

import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import { UserEntity } from '../entities';
import { decodeCursor, encodeCursor } from '../services/cursor';
import type { NoteCounts } from '../services/note-pager';

export interface CommentRow {
  id: string;
  noteId: string;
  authorId: string;
  text: string;
  createdAt: Date;
  editedAt: Date | null;
}

/**
 * Per-request batching: every uploader, comment author, count and comment list asked for
 * while resolving one operation is fetched with one query per kind, whatever the list length.
 */
export interface Loaders {
  user: DataLoader<string, UserEntity | null>;
  /** Likes and comments of each note, both from one query (a card shows both). */
  counts: DataLoader<string, NoteCounts>;
  /** Every visible comment of each note (the REST shim's note JSON). */
  comments: DataLoader<string, CommentRow[]>;
  /** One page of each note's visible comments (GraphQL's Note.comments connection). */
  commentPages: DataLoader<CommentPageKey, CommentPage, string>;
  /** The text extracted from each note's document at upload ('' when none could be read). */
  documentText: DataLoader<string, string>;
  /** Whether the viewer saved each note (all false for visitors, without a query). */
  viewerSaved: DataLoader<string, boolean>;
  /** Whether the viewer likes each note. */
  viewerLiked: DataLoader<string, boolean>;
}

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

/**
 * A page of comments for each note of a list in one statement: notes asking for the same page
 * (same first and after, as every card of a list does) share one query; the total is counted
 * beside each note's page, so an empty page still has it. A cursor is (created_at, id) as
 * PostgreSQL's text, so comments posted in the same millisecond keep their order.
 */
async function commentPagesOf(ds: DataSource, keys: readonly CommentPageKey[]): Promise<CommentPage[]> {
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
           SELECT c.id, c.author_id AS "authorId", c.text, c.created_at AS "createdAt", c.edited_at AS "editedAt", c.created_at::text AS "sortKey"
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

function viewerFlags(ds: DataSource, table: 'saved_notes' | 'likes', viewerId: string | undefined) {
  return new DataLoader<string, boolean>(async (ids) => {
    if (!viewerId) return ids.map(() => false);
    const rows: { id: string }[] = await ds.query(`SELECT note_id AS id FROM ${table} WHERE user_id = $1 AND note_id = ANY($2::uuid[])`, [viewerId, ids]);
    const set = new Set(rows.map((r) => r.id));
    return ids.map((id) => set.has(id));
  });
}

export type { NoteCounts };

/** Counts already read with a page of notes (see pageNotes) need no second query. */
export function primeCounts(loaders: Loaders, items: readonly { note: { id: string }; counts?: NoteCounts }[]): void {
  for (const { note, counts } of items) if (counts) loaders.counts.prime(note.id, counts);
}

/** Two index-only counts per note in one round trip, instead of one query per count kind. */
async function countsOf(ds: DataSource, ids: readonly string[]): Promise<NoteCounts[]> {
  const rows: ({ id: string } & NoteCounts)[] = await ds.query(
    `SELECT t.note AS id,
            (SELECT count(*) FROM likes l WHERE l.note_id = t.note)::int AS likes,
            (SELECT count(*) FROM comments c WHERE c.note_id = t.note)::int AS comments
     FROM unnest($1::uuid[]) AS t(note)`,
    [ids],
  );
  const byId = new Map(rows.map((r) => [r.id, { likes: r.likes, comments: r.comments }]));
  return ids.map((id) => byId.get(id) ?? { likes: 0, comments: 0 });
}

export function createLoaders(ds: DataSource, viewerId?: string): Loaders {
  return {
    user: new DataLoader(async (ids) => {
      const users = await ds.getRepository(UserEntity).createQueryBuilder('u').where('u.id = ANY(:ids)', { ids }).getMany();
      const byId = new Map(users.map((u) => [u.id, u]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    counts: new DataLoader((ids) => countsOf(ds, ids)),
    comments: new DataLoader(async (ids) => {
      const rows: CommentRow[] = await ds.query(
        `SELECT id, note_id AS "noteId", author_id AS "authorId", text, created_at AS "createdAt", edited_at AS "editedAt"
         FROM comments WHERE note_id = ANY($1::uuid[]) AND NOT hidden ORDER BY created_at, id`,
        [ids],
      );
      const byNote = new Map<string, CommentRow[]>();
      for (const row of rows) {
        const list = byNote.get(row.noteId) ?? [];
        list.push(row);
        byNote.set(row.noteId, list);
      }
      return ids.map((id) => byNote.get(id) ?? []);
    }),
    commentPages: new DataLoader((keys) => commentPagesOf(ds, keys), { cacheKeyFn: (k) => `${k.noteId}|${k.first}|${k.after ?? ''}` }),
    documentText: new DataLoader(async (ids) => {
      const rows: { id: string; text: string | null }[] = await ds.query(`SELECT id, extracted_text AS text FROM notes WHERE id = ANY($1::uuid[])`, [ids]);
      const byId = new Map(rows.map((r) => [r.id, r.text ?? '']));
      return ids.map((id) => byId.get(id) ?? '');
    }),
    viewerSaved: viewerFlags(ds, 'saved_notes', viewerId),
    viewerLiked: viewerFlags(ds, 'likes', viewerId),
  };
}

import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import type { UserEntity } from '../entities';
import { USER_COLUMNS } from './user.data';
import { slugsOfPairs } from './catalogue.data';
import type { CatalogueKind } from '../domain/discovery';
import { type NoteCounts, noteCountColumns } from './note.data';
import { type CommentPage, type CommentPageKey, type CommentRow, commentPagesOf, visibleCommentsOf } from './comment.data';

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
  /** The start of that text (EXCERPT_CHARS, whitespace collapsed): what a note's page shows crawlers. */
  documentExcerpt: DataLoader<string, string>;
  /** Whether the viewer saved each note (all false for visitors, without a query). */
  viewerSaved: DataLoader<string, boolean>;
  /** Whether the viewer likes each note. */
  viewerLiked: DataLoader<string, boolean>;
  /** The slug of each college or subject name (the note page's links), both kinds in one statement; null for a name without one. */
  catalogueSlug: DataLoader<{ kind: CatalogueKind; name: string }, string | null, string>;
}

/** How much of a document's text a note's page carries for search engines: enough to rank, not the whole document. */
export const EXCERPT_CHARS = 1200;

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

/** Uploaders already read with a page of notes (pageNotes' withUploaders) need no second query. */
export function primeUploaders(loaders: Loaders, items: readonly { note: { uploaderId: string }; uploader?: UserEntity | null }[]): void {
  for (const { note, uploader } of items) if (uploader !== undefined) loaders.user.prime(note.uploaderId, uploader);
}

/** Two index-only counts per note in one round trip, instead of one query per count kind. */
async function countsOf(ds: DataSource, ids: readonly string[]): Promise<NoteCounts[]> {
  const rows: ({ id: string } & NoteCounts)[] = await ds.query(`SELECT t.note AS id, ${noteCountColumns('t.note')} FROM unnest($1::uuid[]) AS t(note)`, [ids]);
  const byId = new Map(rows.map((r) => [r.id, { likes: r.likes, comments: r.comments }]));
  return ids.map((id) => byId.get(id) ?? { likes: 0, comments: 0 });
}

export function createLoaders(ds: DataSource, viewerId?: string): Loaders {
  return {
    user: new DataLoader(async (ids) => {
      // Plain SQL rather than TypeORM's query builder, which built the statement and hydrated
      // entities on every batch: the rows have UserEntity's property names (user.data.ts).
      const users: UserEntity[] = await ds.query(`SELECT ${USER_COLUMNS} FROM users u WHERE u.id = ANY($1::uuid[])`, [ids]);
      const byId = new Map(users.map((u) => [u.id, u]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    counts: new DataLoader((ids) => countsOf(ds, ids)),
    comments: new DataLoader((ids) => visibleCommentsOf(ds, ids)),
    commentPages: new DataLoader((keys) => commentPagesOf(ds, keys), { cacheKeyFn: (k) => `${k.noteId}|${k.first}|${k.after ?? ''}` }),
    documentText: new DataLoader(async (ids) => {
      const rows: { id: string; text: string | null }[] = await ds.query(`SELECT id, extracted_text AS text FROM notes WHERE id = ANY($1::uuid[])`, [ids]);
      const byId = new Map(rows.map((r) => [r.id, r.text ?? '']));
      return ids.map((id) => byId.get(id) ?? '');
    }),
    documentExcerpt: new DataLoader(async (ids) => {
      const rows: { id: string; text: string | null }[] = await ds.query(`SELECT id, left(extracted_text, $2) AS text FROM notes WHERE id = ANY($1::uuid[])`, [
        ids,
        EXCERPT_CHARS,
      ]);
      const byId = new Map(rows.map((r) => [r.id, (r.text ?? '').replace(/\s+/g, ' ').trim()]));
      return ids.map((id) => byId.get(id) ?? '');
    }),
    viewerSaved: viewerFlags(ds, 'saved_notes', viewerId),
    viewerLiked: viewerFlags(ds, 'likes', viewerId),
    catalogueSlug: new DataLoader((keys) => slugsOfPairs(ds, keys), { cacheKeyFn: (k) => `${k.kind}\u0000${k.name}` }),
  };
}

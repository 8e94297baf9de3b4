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

/** Two index-only counts per note in one round trip, instead of one query per count kind. */
async function countsOf(ds: DataSource, ids: readonly string[]): Promise<NoteCounts[]> {
  const rows: ({ id: string } & NoteCounts)[] = await ds.query(`SELECT t.note AS id, ${noteCountColumns('t.note')} FROM unnest($1::uuid[]) AS t(note)`, [ids]);
  const byId = new Map(rows.map((r) => [r.id, { likes: r.likes, comments: r.comments }]));
  return ids.map((id) => byId.get(id) ?? { likes: 0, comments: 0 });
}

/**
 * The loaders of one request, each made the first time it is read, then kept: a request builds
 * only those its operation uses (a visitor's page of cards: none of nine). The getters are the
 * class's, so spreading an instance copies nothing; add to one with Object.assign.
 */
class RequestLoaders implements Loaders {
  private made: Partial<Loaders> = {};

  constructor(
    private readonly ds: DataSource,
    private readonly viewerId: string | undefined,
  ) {}

  get user(): Loaders['user'] {
    return (this.made.user ??= new DataLoader(async (ids) => {
      // Plain SQL rather than TypeORM's query builder, which built the statement and hydrated
      // entities on every batch: the rows have UserEntity's property names (user.data.ts).
      const users: UserEntity[] = await this.ds.query(`SELECT ${USER_COLUMNS} FROM users u WHERE u.id = ANY($1::uuid[])`, [ids]);
      const byId = new Map(users.map((u) => [u.id, u]));
      return ids.map((id) => byId.get(id) ?? null);
    }));
  }

  get counts(): Loaders['counts'] {
    return (this.made.counts ??= new DataLoader((ids) => countsOf(this.ds, ids)));
  }

  get comments(): Loaders['comments'] {
    return (this.made.comments ??= new DataLoader((ids) => visibleCommentsOf(this.ds, ids)));
  }

  get commentPages(): Loaders['commentPages'] {
    return (this.made.commentPages ??= new DataLoader((keys) => commentPagesOf(this.ds, keys), {
      cacheKeyFn: (k) => `${k.noteId}|${k.first}|${k.after ?? ''}`,
    }));
  }

  get documentText(): Loaders['documentText'] {
    return (this.made.documentText ??= new DataLoader(async (ids) => {
      const rows: { id: string; text: string | null }[] = await this.ds.query(`SELECT id, extracted_text AS text FROM notes WHERE id = ANY($1::uuid[])`, [ids]);
      const byId = new Map(rows.map((r) => [r.id, r.text ?? '']));
      return ids.map((id) => byId.get(id) ?? '');
    }));
  }

  get documentExcerpt(): Loaders['documentExcerpt'] {
    return (this.made.documentExcerpt ??= new DataLoader(async (ids) => {
      const rows: { id: string; text: string | null }[] = await this.ds.query(
        `SELECT id, left(extracted_text, $2) AS text FROM notes WHERE id = ANY($1::uuid[])`,
        [ids, EXCERPT_CHARS],
      );
      const byId = new Map(rows.map((r) => [r.id, (r.text ?? '').replace(/\s+/g, ' ').trim()]));
      return ids.map((id) => byId.get(id) ?? '');
    }));
  }

  get viewerSaved(): Loaders['viewerSaved'] {
    return (this.made.viewerSaved ??= viewerFlags(this.ds, 'saved_notes', this.viewerId));
  }

  get viewerLiked(): Loaders['viewerLiked'] {
    return (this.made.viewerLiked ??= viewerFlags(this.ds, 'likes', this.viewerId));
  }

  get catalogueSlug(): Loaders['catalogueSlug'] {
    return (this.made.catalogueSlug ??= new DataLoader((keys) => slugsOfPairs(this.ds, keys), { cacheKeyFn: (k) => `${k.kind}\u0000${k.name}` }));
  }
}

export function createLoaders(ds: DataSource, viewerId?: string): Loaders {
  return new RequestLoaders(ds, viewerId);
}

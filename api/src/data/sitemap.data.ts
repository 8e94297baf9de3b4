import { PUBLIC_NOTE } from './note.data';
import type { SqlRunner } from './sql-runner';

/**
 * What search engines read about approved notes: the sitemap rows. Read-only and public: every query here is restricted to public notes (approved and not held by reports).
 */

/** The sitemap protocol's limit per file; larger catalogues get a sitemap index. */
export const SITEMAP_PAGE_SIZE = 50_000;

export async function approvedNoteCount(ds: SqlRunner): Promise<number> {
  const rows: { count: number }[] = await ds.query(`SELECT count(*)::int AS count FROM notes n WHERE ${PUBLIC_NOTE}`);
  return rows[0].count;
}

export interface SitemapRow {
  id: string;
  updatedAt: Date;
}

/** A public study list the sitemap lists, with its last change. */
export interface SitemapListRow {
  id: string;
  updatedAt: Date;
}

/** A list's item table holds a public note (the default list's items are its owner's saved notes). */
const HOLDS_PUBLIC_NOTE = `CASE WHEN l.is_default
    THEN EXISTS (SELECT 1 FROM saved_notes i JOIN notes n ON n.id = i.note_id WHERE i.user_id = l.owner_id AND ${PUBLIC_NOTE})
    ELSE EXISTS (SELECT 1 FROM study_list_notes i JOIN notes n ON n.id = i.note_id WHERE i.list_id = l.id AND ${PUBLIC_NOTE})
  END`;

/**
 * Public study lists with at least one public note (a list whose notes are all pending or hidden
 * shows a visitor nothing), oldest first, at most `limit`. Private lists never.
 */
export function publicStudyListsForSitemap(ds: SqlRunner, limit: number): Promise<SitemapListRow[]> {
  return ds.query(
    `SELECT l.id, l.updated_at AS "updatedAt" FROM study_lists l WHERE l.is_public AND ${HOLDS_PUBLIC_NOTE} ORDER BY l.created_at, l.id LIMIT $1`,
    [limit],
  );
}

/** Page `page` (1-based) of approved notes, oldest first so that earlier pages stay stable as notes are added. */
export function approvedNotesPage(ds: SqlRunner, page: number, size: number): Promise<SitemapRow[]> {
  return ds.query(`SELECT n.id, n.updated_at AS "updatedAt" FROM notes n WHERE ${PUBLIC_NOTE} ORDER BY n.created_at, n.id LIMIT $1 OFFSET $2`, [
    size,
    (page - 1) * size,
  ]);
}

/** Last change among the notes of each sitemap page, for the index's <lastmod>. */
export async function sitemapPageDates(ds: SqlRunner, size: number): Promise<Date[]> {
  const rows: { lastmod: Date }[] = await ds.query(
    `SELECT max(updated_at) AS lastmod
       FROM (SELECT n.updated_at, (row_number() OVER (ORDER BY n.created_at, n.id) - 1) / $1 AS page FROM notes n WHERE ${PUBLIC_NOTE}) p
      GROUP BY page ORDER BY page`,
    [size],
  );
  return rows.map((r) => r.lastmod);
}

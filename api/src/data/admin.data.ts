import type { UserEntity } from '../entities';
import { NOTE_COLUMNS, type NoteRecord } from './note.data';
import type { SqlRunner } from './sql-runner';
import { USER_COLUMNS, USER_NOTES_COUNT } from './user.data';

/** The admin dashboard's aggregates and lists over users and notes (AdminService's statements). */

export interface DashboardCounts {
  totalUsers: number;
  totalNotes: number;
  pendingApprovals: number;
  totalDownloads: number;
}

export interface CollegeSummary {
  name: string;
  totalNotes: number;
  approvedNotes: number;
  pendingNotes: number;
  totalDownloads: number;
}

export type AdminUserRow = UserEntity & { notesCount: number };

export async function dashboardCounts(db: SqlRunner): Promise<DashboardCounts> {
  const [counts]: DashboardCounts[] = await db.query(`
        SELECT (SELECT count(*) FROM users)::int AS "totalUsers", n."totalNotes", n."pendingApprovals", n."totalDownloads"
        FROM (SELECT count(*)::int AS "totalNotes", count(*) FILTER (WHERE NOT approved)::int AS "pendingApprovals",
                     coalesce(sum(download_count), 0)::float8 AS "totalDownloads"
              FROM notes) n`);
  return counts;
}

/** The most downloaded notes, pending ones included, with their uploader's username. */
export function mostDownloadedNotes(db: SqlRunner, limit: number): Promise<(NoteRecord & { uploaderUsername: string })[]> {
  return db.query(
    `SELECT ${NOTE_COLUMNS}, u.username AS "uploaderUsername"
         FROM notes n JOIN users u ON u.id = n.uploader_id
         ORDER BY n.download_count DESC, n.id DESC
         LIMIT $1`,
    [limit],
  );
}

/**
 * Accounts newest first, optionally those whose username or email matches the ILIKE `pattern`:
 * up to `limit` after the keyset cursor, and the total of the matches (two statements at once).
 */
export async function adminUserPage(
  db: SqlRunner,
  pattern: string | null,
  cursor: { sortKey: string; id: string } | null,
  limit: number,
): Promise<{ rows: (AdminUserRow & { sortKey: string })[]; count: number }> {
  const params: unknown[] = [];
  const conditions: string[] = [];
  if (pattern) {
    params.push(pattern);
    conditions.push(`(u.username ILIKE $1 OR u.email ILIKE $1)`);
  }
  const countSql = `SELECT count(*)::int AS count FROM users u${conditions.length ? ` WHERE ${conditions.join(' AND ')}` : ''}`;
  const countParams = [...params];
  if (cursor) {
    params.push(cursor.sortKey, cursor.id);
    conditions.push(`(u.created_at, u.id) < ($${params.length - 1}::timestamptz, $${params.length}::uuid)`);
  }
  params.push(limit);
  const pageSql = `
      SELECT ${USER_COLUMNS}, u.created_at::text AS "sortKey", ${USER_NOTES_COUNT}
      FROM users u
      ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
      ORDER BY u.created_at DESC, u.id DESC
      LIMIT $${params.length}`;
  const [rows, [{ count }]] = await Promise.all([
    db.query(pageSql, params) as Promise<(AdminUserRow & { sortKey: string })[]>,
    db.query(countSql, countParams) as Promise<{ count: number }[]>,
  ]);
  return { rows, count };
}

/** One account with its notes count, or undefined. */
export async function adminUserById(db: SqlRunner, id: string): Promise<AdminUserRow | undefined> {
  const rows: AdminUserRow[] = await db.query(`SELECT ${USER_COLUMNS}, ${USER_NOTES_COUNT} FROM users u WHERE u.id = $1`, [id]);
  return rows[0];
}

/**
 * One aggregate over the notes, grouped by college, alphabetical; optionally only colleges
 * whose name matches the ILIKE `pattern`. The name is matched after grouping (a dozen names, not
 * every note's), hence the materialized CTE the planner cannot push the filter into.
 */
export function collegeSummaries(db: SqlRunner, pattern: string | null): Promise<CollegeSummary[]> {
  return db.query(
    `WITH summary AS MATERIALIZED (
         SELECT college AS name, count(*)::int AS "totalNotes", count(*) FILTER (WHERE approved)::int AS "approvedNotes",
                count(*) FILTER (WHERE NOT approved)::int AS "pendingNotes", coalesce(sum(download_count), 0)::float8 AS "totalDownloads"
         FROM notes
         GROUP BY college)
       SELECT * FROM summary ${pattern ? 'WHERE name ILIKE $1' : ''} ORDER BY name`,
    pattern ? [pattern] : [],
  );
}

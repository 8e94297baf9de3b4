import type { SqlRunner } from './sql-runner';
import type { NoteDetails } from './note.data';
import { studyListsForExport } from './study-list.data';

/**
 * data_exports (a student's personal data exports) and the reads that gather everything the
 * service holds about one account, for the export job. No secret leaves: password hashes,
 * session ids and token hashes are never selected.
 */

export const DATA_EXPORT_STATUSES = ['pending', 'running', 'ready', 'failed'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

export interface DataExportRow {
  id: string;
  userId: string;
  status: DataExportStatus;
  fileKey: string | null;
  size: number | null;
  error: string | null;
  createdAt: Date;
  finishedAt: Date | null;
  expiresAt: Date | null;
}

/** Rows of an UPDATE or DELETE ... RETURNING: TypeORM answers those with [rows, affected count]. */
function returnedRows<T>(result: T[] | [T[], number]): T[] {
  return result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number' ? (result[0] as T[]) : (result as T[]);
}

const EXPORT_COLUMNS = `id, user_id AS "userId", status, file_key AS "fileKey", size::float8 AS size, error, created_at AS "createdAt", finished_at AS "finishedAt", expires_at AS "expiresAt"`;

/** A new waiting export; the partial unique index refuses a second one while one waits or runs (23505). */
export async function insertDataExport(sql: SqlRunner, userId: string): Promise<DataExportRow> {
  const [row]: DataExportRow[] = await sql.query(`INSERT INTO data_exports (user_id) VALUES ($1) RETURNING ${EXPORT_COLUMNS}`, [userId]);
  return row;
}

export async function dataExportById(sql: SqlRunner, id: string): Promise<DataExportRow | null> {
  const rows: DataExportRow[] = await sql.query(`SELECT ${EXPORT_COLUMNS} FROM data_exports WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/** The account's newest export, whatever its state. */
export async function latestDataExport(sql: SqlRunner, userId: string): Promise<DataExportRow | null> {
  const rows: DataExportRow[] = await sql.query(`SELECT ${EXPORT_COLUMNS} FROM data_exports WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1`, [
    userId,
  ]);
  return rows[0] ?? null;
}

/** The waiting or running export of the account, if any (the one a second request is told about). */
export async function runningDataExport(sql: SqlRunner, userId: string): Promise<DataExportRow | null> {
  const rows: DataExportRow[] = await sql.query(`SELECT ${EXPORT_COLUMNS} FROM data_exports WHERE user_id = $1 AND status IN ('pending', 'running')`, [userId]);
  return rows[0] ?? null;
}

/** Finished exports of the account other than `keepId`, removed as rows; their file keys are returned so the caller deletes them. */
export async function removeOlderDataExports(sql: SqlRunner, userId: string, keepId: string): Promise<string[]> {
  const rows = returnedRows<{ fileKey: string | null }>(
    await sql.query(`DELETE FROM data_exports WHERE user_id = $1 AND id <> $2 AND status IN ('ready', 'failed') RETURNING file_key AS "fileKey"`, [
      userId,
      keepId,
    ]),
  );
  return rows.flatMap((row) => (row.fileKey ? [row.fileKey] : []));
}

export async function markDataExportRunning(sql: SqlRunner, id: string): Promise<DataExportRow | null> {
  const rows = returnedRows<DataExportRow>(
    await sql.query(`UPDATE data_exports SET status = 'running' WHERE id = $1 AND status IN ('pending', 'running') RETURNING ${EXPORT_COLUMNS}`, [id]),
  );
  return rows[0] ?? null;
}

/** False when the export is gone meanwhile (its account was deleted): the caller removes the zip. */
export async function markDataExportReady(sql: SqlRunner, id: string, fileKey: string, size: number, ttlHours: number): Promise<boolean> {
  const rows = returnedRows<{ id: string }>(
    await sql.query(
      `UPDATE data_exports SET status = 'ready', file_key = $2, size = $3, finished_at = now(), expires_at = now() + make_interval(hours => $4) WHERE id = $1 RETURNING id`,
      [id, fileKey, size, ttlHours],
    ),
  );
  return rows.length > 0;
}

/** The zips of an account's exports: deleted with the account's other files. */
export async function dataExportKeysOf(sql: SqlRunner, userId: string): Promise<string[]> {
  const rows: { fileKey: string }[] = await sql.query(`SELECT file_key AS "fileKey" FROM data_exports WHERE user_id = $1 AND file_key IS NOT NULL`, [userId]);
  return rows.map((row) => row.fileKey);
}

export async function markDataExportFailed(sql: SqlRunner, id: string, error: string): Promise<void> {
  await sql.query(`UPDATE data_exports SET status = 'failed', error = $2, finished_at = now() WHERE id = $1 AND status <> 'ready'`, [id, error]);
}

/** A note of the account, as the export lists it, with where its file is stored. */
export interface ExportedNote extends NoteDetails {
  id: string;
  status: 'approved' | 'pending';
  hidden: boolean;
  externalUrl: string | null;
  fileName: string | null;
  fileType: string | null;
  fileSize: number | null;
  fileSha256: string | null;
  fileKey: string | null;
  downloadCount: number;
  createdAt: Date;
  updatedAt: Date;
}

/** Everything about one account except the files' bytes; one query per table. */
export async function personalData(sql: SqlRunner, userId: string) {
  const q = <T>(text: string): Promise<T[]> => sql.query(text, [userId]);
  const [profile] = await q<Record<string, unknown> & { avatarKey: string | null }>(
    `SELECT id, username, email, role, avatar_key AS "avatarKey", avatar_url AS "avatarUrl", google_id IS NOT NULL AS "signsInWithGoogle",
            password_hash IS NOT NULL AS "hasPassword", created_at AS "createdAt"
     FROM users WHERE id = $1`,
  );
  const [notes, comments, likes, savedNotes, follows, notifications, notificationSettings, reports, apiTokens, sessions, auditRecords] = await Promise.all([
    q<ExportedNote>(
      `SELECT id, title, description, subject, course, semester, batch, college, CASE WHEN approved THEN 'approved' ELSE 'pending' END AS status, hidden,
              external_url AS "externalUrl", file_name AS "fileName", file_mime AS "fileType", file_size AS "fileSize", file_sha256 AS "fileSha256",
              file_key AS "fileKey", download_count AS "downloadCount", created_at AS "createdAt", updated_at AS "updatedAt"
       FROM notes WHERE uploader_id = $1 ORDER BY created_at, id`,
    ),
    q(`SELECT c.id, c.note_id AS "noteId", n.title AS "noteTitle", c.text, c.hidden, c.created_at AS "createdAt", c.edited_at AS "editedAt"
       FROM comments c JOIN notes n ON n.id = c.note_id WHERE c.author_id = $1 ORDER BY c.created_at, c.id`),
    q(
      `SELECT l.note_id AS "noteId", n.title AS "noteTitle", l.created_at AS "createdAt" FROM likes l JOIN notes n ON n.id = l.note_id WHERE l.user_id = $1 ORDER BY l.created_at`,
    ),
    q(
      `SELECT s.note_id AS "noteId", n.title AS "noteTitle", s.created_at AS "createdAt" FROM saved_notes s JOIN notes n ON n.id = s.note_id WHERE s.user_id = $1 ORDER BY s.created_at`,
    ),
    q(`SELECT kind, value, created_at AS "createdAt" FROM follows WHERE user_id = $1 ORDER BY created_at`),
    q(`SELECT id, kind, note_id AS "noteId", note_title AS "noteTitle", comment_id AS "commentId", reason, count, read_at AS "readAt", created_at AS "createdAt"
       FROM notifications WHERE recipient_id = $1 ORDER BY created_at, id`),
    q(`SELECT note_approved AS "noteApproved", note_rejected AS "noteRejected", note_unpublished AS "noteUnpublished", note_commented AS "noteCommented",
              note_liked AS "noteLiked", followed_note AS "followedNote", updated_at AS "updatedAt"
       FROM notification_settings WHERE user_id = $1`),
    q(`SELECT r.id, r.note_id AS "noteId", n.title AS "noteTitle", r.comment_id AS "commentId", r.reason, r.details, r.status, r.created_at AS "createdAt", r.resolved_at AS "resolvedAt"
       FROM reports r JOIN notes n ON n.id = r.note_id WHERE r.reporter_id = $1 ORDER BY r.created_at, r.id`),
    q(
      `SELECT name, token_prefix AS "tokenPrefix", created_at AS "createdAt", last_used_at AS "lastUsedAt" FROM api_tokens WHERE user_id = $1 ORDER BY created_at`,
    ),
    q(`SELECT created_at AS "createdAt", expires_at AS "expiresAt" FROM sessions WHERE user_id = $1 ORDER BY created_at`),
    q(
      `SELECT action, item_type AS "itemType", item_title AS "itemTitle", reason, created_at AS "createdAt" FROM audit_records WHERE item_type = 'user' AND item_id = $1::text ORDER BY created_at`,
    ),
  ]);
  const studyLists = await studyListsForExport(sql, userId);
  return {
    profile,
    notes,
    comments,
    likes,
    savedNotes,
    studyLists,
    follows,
    notifications,
    notificationSettings: notificationSettings[0] ?? null,
    reports,
    apiTokens,
    sessions,
    auditRecords,
  };
}
export type PersonalData = Awaited<ReturnType<typeof personalData>>;

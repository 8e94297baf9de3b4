import { commentColumns, type CommentRow } from './comment.data';
import type { ReportReason } from '../domain/community';
import type { SqlRunner } from './sql-runner';

/**
 * reports and moderation_actions, and the moderation reads of notes and comments (hidden ones
 * too): row types, column lists and statements of ReportService.
 */

export const REPORTED_KINDS = ['note', 'comment'] as const;
export type ReportedKind = (typeof REPORTED_KINDS)[number];
export const MODERATION_ACTIONS = ['dismiss', 'unpublish', 'delete'] as const;
export type ModerationDecision = (typeof MODERATION_ACTIONS)[number];
/** 'hide' is the threshold's own action (no actor); the others are an admin's decisions. */
export const MODERATION_ACTION_KINDS = ['hide', ...MODERATION_ACTIONS] as const;
export type ModerationActionKind = (typeof MODERATION_ACTION_KINDS)[number];

export interface ItemRef {
  kind: ReportedKind;
  id: string;
}

export interface ReportRecord {
  id: string;
  reason: ReportReason;
  details: string | null;
  createdAt: Date;
}

export interface ModerationActionRecord {
  id: string;
  noteId: string;
  commentId: string | null;
  actorId: string | null;
  action: ModerationActionKind;
  reason: string | null;
  itemTitle: string;
  createdAt: Date;
}

/** A comment as moderation reads it: hidden ones too, so with the flag. */
export interface CommentRecord extends CommentRow {
  hidden: boolean;
}

const COMMENT_COLUMNS = `${commentColumns('c')}, c.hidden`;
const ACTION_COLUMNS = `id, note_id AS "noteId", comment_id AS "commentId", actor_id AS "actorId", action, reason, item_title AS "itemTitle", created_at AS "createdAt"`;

/** The item's condition in SQL over reports r / moderation_actions, parameters from $first. */
const itemCondition = (ref: ItemRef, first: number) => (ref.kind === 'note' ? `note_id = $${first} AND comment_id IS NULL` : `comment_id = $${first}`);

export async function insertReport(
  sql: SqlRunner,
  report: { noteId: string; commentId: string | null; reporterId: string; reason: ReportReason; details: string | null },
): Promise<ReportRecord> {
  const [row]: ReportRecord[] = await sql.query(
    `INSERT INTO reports (note_id, comment_id, reporter_id, reason, details) VALUES ($1, $2, $3, $4, $5)
           RETURNING id, reason, details, created_at AS "createdAt"`,
    [report.noteId, report.commentId, report.reporterId, report.reason, report.details],
  );
  return row;
}

/** Which of these notes or comments the account has reported. */
export async function reportedIds(sql: SqlRunner, reporterId: string, kind: ReportedKind, ids: string[]): Promise<string[]> {
  const rows: { id: string }[] = await sql.query(
    kind === 'note'
      ? `SELECT note_id AS id FROM reports WHERE reporter_id = $1 AND note_id = ANY($2::uuid[]) AND comment_id IS NULL`
      : `SELECT comment_id AS id FROM reports WHERE reporter_id = $1 AND comment_id = ANY($2::uuid[])`,
    [reporterId, ids],
  );
  return rows.map((row) => row.id);
}

/** Comments as moderation reads them (hidden ones too). */
export function moderatedCommentsByIds(sql: SqlRunner, ids: string[]): Promise<CommentRecord[]> {
  return sql.query(`SELECT ${COMMENT_COLUMNS} FROM comments c WHERE c.id = ANY($1::uuid[])`, [ids]);
}

/** Holds the item once its open reports reach `threshold`; true when this call held it. */
export async function hideIfReportedEnough(tx: SqlRunner, ref: ItemRef, threshold: number): Promise<boolean> {
  const table = ref.kind === 'note' ? 'notes' : 'comments';
  const [rows]: [{ id: string }[], number] = await tx.query(
    `UPDATE ${table} SET hidden = true
       WHERE id = $1 AND NOT hidden AND (SELECT count(*) FROM reports WHERE ${itemCondition(ref, 1)} AND status = 'open') >= $2
       RETURNING id`,
    [ref.id, threshold],
  );
  return rows.length > 0;
}

export interface ReportQueueRow {
  total: number;
  noteId: string;
  commentId: string | null;
  itemId: string;
  openReports: number;
  firstAt: string;
  lastAt: Date;
  reports: ReportRecord[];
}

/** Up to `limit` reported items with open reports, most reported first, after the keyset cursor. */
export function reportQueueRows(sql: SqlRunner, limit: number, after: [number, string, string] | null): Promise<ReportQueueRow[]> {
  const params: unknown[] = [limit];
  let keyset = '';
  if (after) {
    params.push(...after);
    keyset = `WHERE (i.open_reports < $2 OR (i.open_reports = $2 AND (i.first_at, i.item_id) > ($3::timestamptz, $4::uuid)))`;
  }
  return sql.query(
    `WITH items AS (
     SELECT r.note_id, r.comment_id, coalesce(r.comment_id, r.note_id) AS item_id, count(*)::int AS open_reports,
            min(r.created_at) AS first_at, max(r.created_at) AS last_at,
            json_agg(json_build_object('id', r.id, 'reason', r.reason, 'details', r.details, 'createdAt', r.created_at) ORDER BY r.created_at, r.id) AS reports
     FROM reports r WHERE r.status = 'open' GROUP BY r.note_id, r.comment_id)
   SELECT (SELECT count(*) FROM items)::int AS total, i.note_id AS "noteId", i.comment_id AS "commentId", i.item_id AS "itemId",
          i.open_reports AS "openReports", i.first_at::text AS "firstAt", i.last_at AS "lastAt", i.reports
   FROM items i ${keyset}
   ORDER BY i.open_reports DESC, i.first_at, i.item_id
   LIMIT $1`,
    params,
  );
}

export async function openReportedItemCount(sql: SqlRunner): Promise<number> {
  const [row]: { count: number }[] = await sql.query(
    `SELECT count(*)::int AS count FROM (SELECT DISTINCT note_id, comment_id FROM reports WHERE status = 'open') t`,
  );
  return row.count;
}

/** Every moderation step on one item, oldest first. */
export function moderationHistory(sql: SqlRunner, ref: ItemRef): Promise<ModerationActionRecord[]> {
  return sql.query(`SELECT ${ACTION_COLUMNS} FROM moderation_actions WHERE ${itemCondition(ref, 1)} ORDER BY created_at, id`, [ref.id]);
}

export function moderationActionsOfNotes(sql: SqlRunner, noteIds: string[]): Promise<ModerationActionRecord[]> {
  return sql.query(`SELECT ${ACTION_COLUMNS} FROM moderation_actions WHERE note_id = ANY($1::uuid[]) ORDER BY created_at, id`, [noteIds]);
}

export async function unhideItem(sql: SqlRunner, ref: ItemRef): Promise<void> {
  await sql.query(`UPDATE ${ref.kind === 'note' ? 'notes' : 'comments'} SET hidden = false WHERE id = $1`, [ref.id]);
}

/** A note back to pending (and no longer held). */
export async function unpublishNote(sql: SqlRunner, noteId: string): Promise<void> {
  await sql.query(`UPDATE notes SET approved = false, hidden = false WHERE id = $1`, [noteId]);
}

export { deleteComment } from './comment.data';

export async function closeReports(tx: SqlRunner, ref: ItemRef, adminId: string, status: 'dismissed' | 'actioned'): Promise<number> {
  const [, count]: [unknown, number] = await tx.query(
    `UPDATE reports SET status = $2, resolved_at = now(), resolved_by = $3 WHERE ${itemCondition(ref, 1)} AND status = 'open'`,
    [ref.id, status, adminId],
  );
  return count;
}

export async function recordModerationAction(
  tx: SqlRunner,
  ref: ItemRef,
  noteId: string,
  actorId: string | null,
  action: ModerationActionKind,
  reason: string | null,
  title: string,
): Promise<ModerationActionRecord> {
  const [row]: ModerationActionRecord[] = await tx.query(
    `INSERT INTO moderation_actions (note_id, comment_id, actor_id, action, reason, item_title) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${ACTION_COLUMNS}`,
    [noteId, ref.kind === 'comment' ? ref.id : null, actorId, action, reason, title],
  );
  return row;
}

import type { LiveNotification, NotificationFields, NotificationKind } from '../domain/notification';
import { PUBLIC_NOTE } from './note.data';
import type { SqlRunner } from './sql-runner';

/**
 * The notifications and notification_settings tables: the settings' columns, the statements that
 * write a notification (each skipped when its recipient turned that kind off), and the reads of
 * one recipient's list, unread count and live stream.
 */

/** The switches of the notification settings, each covering the kinds it names. */
export const NOTIFICATION_SETTINGS = ['noteApproved', 'noteRejected', 'noteUnpublished', 'noteCommented', 'noteLiked', 'followedNote'] as const;
export type NotificationSetting = (typeof NOTIFICATION_SETTINGS)[number];
export type NotificationSettingsRecord = Record<NotificationSetting, boolean>;

/** The notification_settings column that can turn each kind off (a removal is told with rejections). */
const SETTING_COLUMN: Record<NotificationKind, string> = {
  note_approved: 'note_approved',
  note_rejected: 'note_rejected',
  note_removed: 'note_rejected',
  note_unpublished: 'note_unpublished',
  note_commented: 'note_commented',
  note_liked: 'note_liked',
  followed_note: 'followed_note',
};
const SETTING_COLUMNS: Record<NotificationSetting, string> = {
  noteApproved: 'note_approved',
  noteRejected: 'note_rejected',
  noteUnpublished: 'note_unpublished',
  noteCommented: 'note_commented',
  noteLiked: 'note_liked',
  followedNote: 'followed_note',
};
const SETTINGS_SELECT = NOTIFICATION_SETTINGS.map((key) => `${SETTING_COLUMNS[key]} AS "${key}"`).join(', ');
const ALL_ON = Object.fromEntries(NOTIFICATION_SETTINGS.map((key) => [key, true])) as NotificationSettingsRecord;

/** SQL true when recipient $1 has not turned `kind` off (a row exists only for those who changed something). */
const wanted = (kind: NotificationKind) => `NOT EXISTS (SELECT 1 FROM notification_settings s WHERE s.user_id = $1::uuid AND NOT s.${SETTING_COLUMN[kind]})`;

/** A notifications row as the services read it. */
export interface NotificationRow extends NotificationFields {
  readAt: Date | null;
  createdAt: Date;
}

const NOTIFICATION_COLUMNS = `id, kind, note_id AS "noteId", note_title AS "noteTitle", comment_id AS "commentId", actor_id AS "actorId",
              reason, count, read_at AS "readAt", created_at AS "createdAt"`;

/** The notification the note's deletion leaves (no note to point at: the title is copied). */
export async function insertDeletedNoteNotification(
  sql: SqlRunner,
  recipientId: string,
  kind: NotificationKind,
  noteTitle: string,
  reason: string | null,
): Promise<void> {
  await sql.query(`INSERT INTO notifications (recipient_id, kind, note_title, reason) SELECT $1::uuid, $2::text, $3::text, $4::text WHERE ${wanted(kind)}`, [
    recipientId,
    kind,
    noteTitle,
    reason,
  ]);
}

/** One unread "liked" notification per note: a new like counts into it and names the latest liker. */
export async function upsertLikedNotification(sql: SqlRunner, recipientId: string, noteId: string, noteTitle: string, likerId: string): Promise<void> {
  await sql.query(
    `INSERT INTO notifications (recipient_id, kind, note_id, note_title, actor_id) SELECT $1::uuid, 'note_liked', $2::uuid, $3::text, $4::uuid WHERE ${wanted('note_liked')}
       ON CONFLICT (recipient_id, note_id) WHERE kind = 'note_liked' AND read_at IS NULL
       DO UPDATE SET count = notifications.count + 1, actor_id = EXCLUDED.actor_id, created_at = now()`,
    [recipientId, noteId, noteTitle, likerId],
  );
}

export async function insertNotification(
  sql: SqlRunner,
  recipientId: string,
  kind: NotificationKind,
  note: { id: string; title: string },
  extra: { actorId?: string | null; commentId?: string | null; reason?: string | null },
): Promise<void> {
  await sql.query(
    `INSERT INTO notifications (recipient_id, kind, note_id, note_title, actor_id, comment_id, reason)
       SELECT $1::uuid, $2::text, $3::uuid, $4::text, $5::uuid, $6::uuid, $7::text WHERE ${wanted(kind)}`,
    [recipientId, kind, note.id, note.title, extra.actorId ?? null, extra.commentId ?? null, extra.reason ?? null],
  );
}

/**
 * Everyone who follows the note's course or subject (once, even when following both; never its
 * uploader nor the approving admin), in one set-based statement. Only while the note is public,
 * and never twice for one note, so a retried run (or a note approved again) adds nothing.
 */
export async function insertFollowedNoteNotifications(sql: SqlRunner, noteId: string, actorId: string | null): Promise<void> {
  await sql.query(
    `INSERT INTO notifications (recipient_id, kind, note_id, note_title)
           SELECT DISTINCT f.user_id, 'followed_note', n.id, n.title
           FROM notes n JOIN follows f ON (f.kind = 'course' AND f.value = n.course) OR (f.kind = 'subject' AND f.value = n.subject)
           LEFT JOIN notification_settings s ON s.user_id = f.user_id
           WHERE n.id = $1 AND ${PUBLIC_NOTE} AND f.user_id <> n.uploader_id AND f.user_id IS DISTINCT FROM $2::uuid
             AND coalesce(s.followed_note, true)
             AND NOT EXISTS (SELECT 1 FROM notifications x WHERE x.note_id = n.id AND x.kind = 'followed_note' AND x.recipient_id = f.user_id)`,
    [noteId, actorId],
  );
}

/** A user's switches: everything on until they turn something off. */
export async function settingsOf(sql: SqlRunner, userId: string): Promise<NotificationSettingsRecord> {
  const [row]: NotificationSettingsRecord[] = await sql.query(`SELECT ${SETTINGS_SELECT} FROM notification_settings WHERE user_id = $1`, [userId]);
  return row ?? { ...ALL_ON };
}

/** Turns the given switches on or off (the others stay as they were); returns every switch. */
export async function upsertSettings(
  sql: SqlRunner,
  userId: string,
  given: NotificationSetting[],
  changes: Partial<Record<NotificationSetting, boolean | null>>,
): Promise<NotificationSettingsRecord> {
  const columns = given.map((key) => SETTING_COLUMNS[key]);
  const values = given.map((key) => changes[key]);
  const [row]: NotificationSettingsRecord[] = await sql.query(
    `INSERT INTO notification_settings (user_id, ${columns.join(', ')}) VALUES ($1, ${columns.map((_, i) => `$${i + 2}`).join(', ')})
       ON CONFLICT (user_id) DO UPDATE SET ${columns.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}, updated_at = now()
       RETURNING ${SETTINGS_SELECT}`,
    [userId, ...values],
  );
  return row;
}

/** One notification of the recipient's, or undefined. */
export async function notificationOf(sql: SqlRunner, id: string, recipientId: string): Promise<NotificationRow | undefined> {
  const [row]: NotificationRow[] = await sql.query(
    `SELECT ${NOTIFICATION_COLUMNS}
       FROM notifications WHERE id = $1 AND recipient_id = $2`,
    [id, recipientId],
  );
  return row;
}

/** Up to `limit` of the recipient's notifications after the keyset cursor, newest first, each with the recipient's total. */
export async function notificationRows(
  sql: SqlRunner,
  recipientId: string,
  limit: number,
  after: { sortKey: string; id: string } | null,
): Promise<(NotificationRow & { sortKey: string; total: number })[]> {
  const params: unknown[] = [recipientId];
  let keyset = '';
  if (after) {
    params.push(after.sortKey, after.id);
    keyset = `AND (x.created_at, x.id) < ($2::timestamptz, $3::uuid)`;
  }
  params.push(limit);
  return sql.query(
    `SELECT t.count AS total, p.* FROM (SELECT count(*)::int AS count FROM notifications WHERE recipient_id = $1) t
       LEFT JOIN LATERAL (
         SELECT x.id, x.kind, x.note_id AS "noteId", x.note_title AS "noteTitle", x.comment_id AS "commentId", x.actor_id AS "actorId",
                x.reason, x.count, x.read_at AS "readAt", x.created_at AS "createdAt", x.created_at::text AS "sortKey"
         FROM notifications x
         WHERE x.recipient_id = $1 ${keyset}
         ORDER BY x.created_at DESC, x.id DESC
         LIMIT $${params.length}
       ) p ON true
       ORDER BY p."createdAt" DESC, p.id DESC`,
    params,
  );
}

export async function unreadCountOf(sql: SqlRunner, userId: string): Promise<number> {
  const [row]: { count: number }[] = await sql.query(`SELECT count(*)::int AS count FROM notifications WHERE recipient_id = $1 AND read_at IS NULL`, [userId]);
  return row.count;
}

/** Marks the given notifications (null: all) of the recipient's read. */
export async function markNotificationsRead(sql: SqlRunner, recipientId: string, ids: string[] | null): Promise<void> {
  await sql.query(
    `UPDATE notifications SET read_at = now() WHERE recipient_id = $1 AND read_at IS NULL ${ids === null ? '' : 'AND id = ANY($2::uuid[])'}`,
    ids === null ? [recipientId] : [recipientId, ids],
  );
}

/** Each recipient's unread count and unread notifications newer than `since` (microseconds since the epoch). */
export async function latestNotificationRows(
  sql: SqlRunner,
  wanted: { userId: string; since: number }[],
): Promise<{ userId: string; unread: number; newest: LiveNotification[] | null }[]> {
  return sql.query(
    `SELECT s.u AS "userId",
              (SELECT count(*) FROM notifications WHERE recipient_id = s.u AND read_at IS NULL)::int AS unread,
              (SELECT json_agg(x ORDER BY x.at) FROM (
                 SELECT id, kind, note_id AS "noteId", note_title AS "noteTitle", comment_id AS "commentId", actor_id AS "actorId", reason, count,
                        created_at AS "createdAt", (extract(epoch FROM created_at) * 1000000)::bigint AS at
                 FROM notifications
                 WHERE recipient_id = s.u AND read_at IS NULL AND created_at > to_timestamp(s.since / 1000000.0)
                 ORDER BY created_at DESC, id DESC LIMIT 20) x) AS newest
       FROM unnest($1::uuid[], $2::float8[]) AS s(u, since)`,
    [wanted.map((w) => w.userId), wanted.map((w) => w.since)],
  );
}

/** The database's clock in microseconds since the epoch. */
export async function databaseClock(sql: SqlRunner): Promise<number> {
  const [row]: { at: string }[] = await sql.query(`SELECT (extract(epoch FROM clock_timestamp()) * 1000000)::bigint AS at`);
  return Number(row.at);
}

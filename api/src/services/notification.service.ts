import type { DataSource } from 'typeorm';
import type { JobDefinition, JobQueue } from '../jobs';
import type { Viewer } from '../auth/viewer';
import { badInput } from '../errors';
import { requireViewer } from '../policies';
import { checkPageSize, decodeCursor, encodeCursor, isUuid } from '../data/paging';
import { noteById, notesByIds, type NoteRecord, PUBLIC_NOTE } from '../data/note.data';
import type { SqlRunner } from '../data/sql-runner';
import type { LiveNotification, NotificationFields, NotificationKind } from '../domain/notification';

export { NOTIFICATION_KINDS, type LiveNotification, type NotificationKind } from '../domain/notification';

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

export const FOLLOWER_FANOUT_JOB = 'notify-followers';
interface FollowerFanOutData {
  noteId: string;
  actorId: string | null;
}

/** Ids marked read in one call, at most. */
export const MARK_READ_MAX = 100;

export interface NotificationRecord extends NotificationFields {
  readAt: Date | null;
  createdAt: Date;
  /** The note as it is now, when it still exists. */
  note: NoteRecord | null;
}

export interface NotificationPage {
  items: { notification: NotificationRecord; cursor: string }[];
  hasNextPage: boolean;
  totalCount: number;
}

type NotificationRow = Omit<NotificationRecord, 'note'> & { sortKey: string; total: number };

/** The note a notification is about: enough to address the uploader and name the note. */
export type NoteRef = Pick<NoteRecord, 'id' | 'title' | 'uploaderId' | 'course' | 'subject'>;

/**
 * In-app notifications: written by the use cases they report on (approval, moderation, likes,
 * comments, new notes in followed courses and subjects), inside their transactions, and read
 * by their recipient. Inserting is all a producer does: a trigger on the table NOTIFYs the
 * recipients when the transaction commits, and api/src/db/notify.ts delivers that to the live
 * streams of every replica.
 */
export class NotificationService {
  constructor(
    private readonly ds: DataSource,
    private readonly jobs: JobQueue,
  ) {
    jobs.define(this.followerFanOut());
  }

  /** An admin approved a pending note, or set an approved one back to pending. */
  async noteReviewed(sql: SqlRunner, note: NoteRef & { approved: boolean }, actorId: string, wasApproved: boolean): Promise<void> {
    if (note.approved === wasApproved) return;
    if (!note.approved) return this.insert(sql, note.uploaderId, 'note_unpublished', note, { actorId: null });
    await this.insert(sql, note.uploaderId, 'note_approved', note, { actorId: null });
    await this.notifyFollowers(sql, note, actorId);
  }

  /** The note went back to pending after reports; the uploader reads the admin's reason. */
  noteUnpublished(sql: SqlRunner, note: NoteRef, reason: string): Promise<void> {
    return this.insert(sql, note.uploaderId, 'note_unpublished', note, { reason });
  }

  /**
   * An admin deleted the note: a pending one was rejected, a published one removed. Written
   * after the note row went: the title is copied, there is no note to point at.
   */
  async noteDeleted(sql: SqlRunner, note: NoteRef & { approved: boolean }, reason: string | null): Promise<void> {
    const kind: NotificationKind = note.approved ? 'note_removed' : 'note_rejected';
    await sql.query(`INSERT INTO notifications (recipient_id, kind, note_title, reason) SELECT $1::uuid, $2::text, $3::text, $4::text WHERE ${wanted(kind)}`, [note.uploaderId, kind, note.title, reason]);
  }

  /**
   * Likes are grouped: while the uploader has not read it, one "liked" notification per note
   * counts the new likes and names the latest liker, instead of one row per like.
   */
  async noteLiked(sql: SqlRunner, note: NoteRef, likerId: string): Promise<void> {
    if (likerId === note.uploaderId) return;
    await sql.query(
      `INSERT INTO notifications (recipient_id, kind, note_id, note_title, actor_id) SELECT $1::uuid, 'note_liked', $2::uuid, $3::text, $4::uuid WHERE ${wanted('note_liked')}
       ON CONFLICT (recipient_id, note_id) WHERE kind = 'note_liked' AND read_at IS NULL
       DO UPDATE SET count = notifications.count + 1, actor_id = EXCLUDED.actor_id, created_at = now()`,
      [note.uploaderId, note.id, note.title, likerId],
    );
  }

  noteCommented(sql: SqlRunner, note: NoteRef, comment: { id: string; authorId: string }): Promise<void> {
    if (comment.authorId === note.uploaderId) return Promise.resolve();
    return this.insert(sql, note.uploaderId, 'note_commented', note, { actorId: comment.authorId, commentId: comment.id });
  }

  /**
   * Followers can be many: the approving transaction only queues a job (written by that
   * transaction, so it exists exactly when the approval commits), and a job worker on any
   * replica writes their notifications.
   */
  private async notifyFollowers(sql: SqlRunner, note: NoteRef, actorId: string): Promise<void> {
    await this.jobs.send<FollowerFanOutData>(FOLLOWER_FANOUT_JOB, { noteId: note.id, actorId }, {}, sql);
  }

  /**
   * Everyone who follows the note's course or subject (once, even when following both; never its
   * uploader nor the approving admin), in one set-based statement. Only while the note is public,
   * and never twice for one note, so a retried run (or a note approved again) adds nothing.
   */
  private followerFanOut(): JobDefinition<FollowerFanOutData> {
    return {
      name: FOLLOWER_FANOUT_JOB,
      retryLimit: 5,
      retryDelaySeconds: 5,
      backoff: true,
      timeoutSeconds: 120,
      run: async ({ noteId, actorId }) => {
        await this.ds.query(
          `INSERT INTO notifications (recipient_id, kind, note_id, note_title)
           SELECT DISTINCT f.user_id, 'followed_note', n.id, n.title
           FROM notes n JOIN follows f ON (f.kind = 'course' AND f.value = n.course) OR (f.kind = 'subject' AND f.value = n.subject)
           LEFT JOIN notification_settings s ON s.user_id = f.user_id
           WHERE n.id = $1 AND ${PUBLIC_NOTE} AND f.user_id <> n.uploader_id AND f.user_id IS DISTINCT FROM $2::uuid
             AND coalesce(s.followed_note, true)
             AND NOT EXISTS (SELECT 1 FROM notifications x WHERE x.note_id = n.id AND x.kind = 'followed_note' AND x.recipient_id = f.user_id)`,
          [noteId, actorId],
        );
      },
    };
  }

  private async insert(
    sql: SqlRunner,
    recipientId: string,
    kind: NotificationKind,
    note: NoteRef,
    extra: { actorId?: string | null; commentId?: string | null; reason?: string | null },
  ): Promise<void> {
    await sql.query(
      `INSERT INTO notifications (recipient_id, kind, note_id, note_title, actor_id, comment_id, reason)
       SELECT $1::uuid, $2::text, $3::uuid, $4::text, $5::uuid, $6::uuid, $7::text WHERE ${wanted(kind)}`,
      [recipientId, kind, note.id, note.title, extra.actorId ?? null, extra.commentId ?? null, extra.reason ?? null],
    );
  }

  /** The viewer's switches: everything on until they turn something off. */
  async settings(viewer: Viewer | null): Promise<NotificationSettingsRecord> {
    requireViewer(viewer);
    const [row]: NotificationSettingsRecord[] = await this.ds.query(`SELECT ${SETTINGS_SELECT} FROM notification_settings WHERE user_id = $1`, [viewer.id]);
    return row ?? { ...ALL_ON };
  }

  /** Turns the given kinds on or off (the others stay as they were); returns every switch. */
  async updateSettings(viewer: Viewer | null, changes: Partial<Record<NotificationSetting, boolean | null>>): Promise<NotificationSettingsRecord> {
    requireViewer(viewer);
    const given = NOTIFICATION_SETTINGS.filter((key) => typeof changes[key] === 'boolean');
    if (given.length === 0) throw badInput('Say which notifications to turn on or off.', [{ field: 'input', message: `Give at least one of ${NOTIFICATION_SETTINGS.join(', ')}.` }]);
    const columns = given.map((key) => SETTING_COLUMNS[key]);
    const values = given.map((key) => changes[key]);
    const [row]: NotificationSettingsRecord[] = await this.ds.query(
      `INSERT INTO notification_settings (user_id, ${columns.join(', ')}) VALUES ($1, ${columns.map((_, i) => `$${i + 2}`).join(', ')})
       ON CONFLICT (user_id) DO UPDATE SET ${columns.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}, updated_at = now()
       RETURNING ${SETTINGS_SELECT}`,
      [viewer.id, ...values],
    );
    return row;
  }

  /** One of the viewer's notifications (null when it is not theirs or is gone): what a subscription sends. */
  async findOwn(viewer: Viewer | null, id: string): Promise<NotificationRecord | null> {
    requireViewer(viewer);
    if (!isUuid(id)) return null;
    const [row]: Omit<NotificationRecord, 'note'>[] = await this.ds.query(
      `SELECT id, kind, note_id AS "noteId", note_title AS "noteTitle", comment_id AS "commentId", actor_id AS "actorId",
              reason, count, read_at AS "readAt", created_at AS "createdAt"
       FROM notifications WHERE id = $1 AND recipient_id = $2`,
      [id, viewer.id],
    );
    if (!row) return null;
    const note = row.noteId ? await noteById(this.ds, row.noteId) : undefined;
    return { ...row, note: note ?? null };
  }

  /** The viewer's notifications, newest first, one keyset page at a time, with the unread total. */
  async list(viewer: Viewer | null, first: number, after?: string | null): Promise<NotificationPage> {
    requireViewer(viewer);
    checkPageSize(first);
    const params: unknown[] = [viewer.id];
    let keyset = '';
    if (after) {
      const cursor = decodeCursor(after);
      params.push(cursor.sortKey, cursor.id);
      keyset = `AND (x.created_at, x.id) < ($2::timestamptz, $3::uuid)`;
    }
    params.push(first + 1);
    const rows: NotificationRow[] = await this.ds.query(
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
    const found = rows.filter((row) => row.id !== null).slice(0, first + 1);
    const page = found.slice(0, first);
    const noteIds = [...new Set(page.map((row) => row.noteId).filter((id): id is string => id !== null))];
    const notes = await notesByIds(this.ds, noteIds);
    const noteById = new Map(notes.map((note) => [note.id, note]));
    return {
      items: page.map(({ sortKey, total: _total, ...rest }) => ({
        notification: { ...rest, note: (rest.noteId && noteById.get(rest.noteId)) || null },
        cursor: encodeCursor(sortKey, rest.id),
      })),
      hasNextPage: found.length > first,
      totalCount: rows[0]?.total ?? 0,
    };
  }

  async unreadCount(viewer: Viewer | null): Promise<number> {
    requireViewer(viewer);
    return this.unreadCountOf(this.ds, viewer.id);
  }

  async unreadCountOf(sql: SqlRunner, userId: string): Promise<number> {
    const [row]: { count: number }[] = await sql.query(`SELECT count(*)::int AS count FROM notifications WHERE recipient_id = $1 AND read_at IS NULL`, [userId]);
    return row.count;
  }

  /** Marks the given notifications (or all) read; another account's ids are ignored. Returns the unread count left. */
  async markRead(viewer: Viewer | null, input: { ids?: string[] | null; all?: boolean | null }): Promise<number> {
    requireViewer(viewer);
    const ids = input.ids ?? [];
    if (!input.all && ids.length === 0) throw badInput('Say which notifications to mark read, or all of them.', [{ field: 'ids', message: 'Give ids or all: true.' }]);
    if (ids.length > MARK_READ_MAX) throw badInput(`At most ${MARK_READ_MAX} ids at a time.`, [{ field: 'ids', message: `At most ${MARK_READ_MAX}.` }]);
    if (ids.some((id) => !isUuid(id))) throw badInput('That is not a valid notification id.', [{ field: 'ids', message: 'not a valid id' }]);
    return this.ds.transaction(async (tx) => {
      await tx.query(
        `UPDATE notifications SET read_at = now() WHERE recipient_id = $1 AND read_at IS NULL ${input.all ? '' : 'AND id = ANY($2::uuid[])'}`,
        input.all ? [viewer.id] : [viewer.id, ids],
      );
      return this.unreadCountOf(tx, viewer.id);
    });
  }

  /**
   * What the live streams push, for several recipients at once: each one's unread count and
   * unread notifications newer than `since` (microseconds since the epoch, as `at` is).
   */
  async latestFor(wanted: { userId: string; since: number }[]): Promise<Map<string, { unread: number; newest: LiveNotification[] }>> {
    const out = new Map<string, { unread: number; newest: LiveNotification[] }>();
    if (wanted.length === 0) return out;
    const rows: { userId: string; unread: number; newest: LiveNotification[] | null }[] = await this.ds.query(
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
    for (const row of rows) out.set(row.userId, { unread: row.unread, newest: (row.newest ?? []).map((n) => ({ ...n, at: Number(n.at) })) });
    return out;
  }

  /** The database's clock in microseconds since the epoch: where a new live stream starts. */
  async clock(): Promise<number> {
    const [row]: { at: string }[] = await this.ds.query(`SELECT (extract(epoch FROM clock_timestamp()) * 1000000)::bigint AS at`);
    return Number(row.at);
  }
}

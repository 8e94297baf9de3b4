import type { DataSource } from 'typeorm';
import type { JobQueue } from '../jobs';
import { FOLLOWER_FANOUT_JOB, type FollowerFanOutData } from '../jobs/notify-followers.job';
import type { Viewer } from '../auth/viewer';
import { badInput } from '../errors';
import { requireViewer } from '../policies';
import { checkPageSize, decodeCursor, encodeCursor, isUuid } from '../data/paging';
import { noteById, notesByIds, type NoteRecord } from '../data/note.data';
import {
  databaseClock,
  insertDeletedNoteNotification,
  insertNotification,
  latestNotificationRows,
  markNotificationsRead,
  NOTIFICATION_SETTINGS,
  notificationOf,
  notificationRows,
  type NotificationRow,
  type NotificationSetting,
  type NotificationSettingsRecord,
  settingsOf,
  unreadCountOf,
  upsertLikedNotification,
  upsertSettings,
} from '../data/notification.data';
import type { SqlRunner } from '../data/sql-runner';
import type { LiveNotification, NotificationKind } from '../domain/notification';

export { NOTIFICATION_KINDS, type LiveNotification, type NotificationKind } from '../domain/notification';
export { NOTIFICATION_SETTINGS, type NotificationSetting, type NotificationSettingsRecord } from '../data/notification.data';
export { FOLLOWER_FANOUT_JOB } from '../jobs/notify-followers.job';

/** Ids marked read in one call, at most. */
export const MARK_READ_MAX = 100;

export interface NotificationRecord extends NotificationRow {
  /** The note as it is now, when it still exists. */
  note: NoteRecord | null;
}

export interface NotificationPage {
  items: { notification: NotificationRecord; cursor: string }[];
  hasNextPage: boolean;
  totalCount: number;
}

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
  ) {}

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
    await insertDeletedNoteNotification(sql, note.uploaderId, kind, note.title, reason);
  }

  /**
   * Likes are grouped: while the uploader has not read it, one "liked" notification per note
   * counts the new likes and names the latest liker, instead of one row per like.
   */
  async noteLiked(sql: SqlRunner, note: NoteRef, likerId: string): Promise<void> {
    if (likerId === note.uploaderId) return;
    await upsertLikedNotification(sql, note.uploaderId, note.id, note.title, likerId);
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

  private async insert(
    sql: SqlRunner,
    recipientId: string,
    kind: NotificationKind,
    note: NoteRef,
    extra: { actorId?: string | null; commentId?: string | null; reason?: string | null },
  ): Promise<void> {
    await insertNotification(sql, recipientId, kind, note, extra);
  }

  /** The viewer's switches: everything on until they turn something off. */
  async settings(viewer: Viewer | null): Promise<NotificationSettingsRecord> {
    requireViewer(viewer);
    return settingsOf(this.ds, viewer.id);
  }

  /** Turns the given kinds on or off (the others stay as they were); returns every switch. */
  async updateSettings(viewer: Viewer | null, changes: Partial<Record<NotificationSetting, boolean | null>>): Promise<NotificationSettingsRecord> {
    requireViewer(viewer);
    const given = NOTIFICATION_SETTINGS.filter((key) => typeof changes[key] === 'boolean');
    if (given.length === 0)
      throw badInput('Say which notifications to turn on or off.', [{ field: 'input', message: `Give at least one of ${NOTIFICATION_SETTINGS.join(', ')}.` }]);
    return upsertSettings(this.ds, viewer.id, given, changes);
  }

  /** One of the viewer's notifications (null when it is not theirs or is gone): what a subscription sends. */
  async findOwn(viewer: Viewer | null, id: string): Promise<NotificationRecord | null> {
    requireViewer(viewer);
    if (!isUuid(id)) return null;
    const row = await notificationOf(this.ds, id, viewer.id);
    if (!row) return null;
    const note = row.noteId ? await noteById(this.ds, row.noteId) : undefined;
    return { ...row, note: note ?? null };
  }

  /** The viewer's notifications, newest first, one keyset page at a time, with the unread total. */
  async list(viewer: Viewer | null, first: number, after?: string | null): Promise<NotificationPage> {
    requireViewer(viewer);
    checkPageSize(first);
    const rows = await notificationRows(this.ds, viewer.id, first + 1, after ? decodeCursor(after) : null);
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

  /** A user's unread count, for the live stream that pushes it. */
  unreadCountFor(userId: string): Promise<number> {
    return unreadCountOf(this.ds, userId);
  }

  async unreadCountOf(sql: SqlRunner, userId: string): Promise<number> {
    return unreadCountOf(sql, userId);
  }

  /** Marks the given notifications (or all) read; another account's ids are ignored. Returns the unread count left. */
  async markRead(viewer: Viewer | null, input: { ids?: string[] | null; all?: boolean | null }): Promise<number> {
    requireViewer(viewer);
    const ids = input.ids ?? [];
    if (!input.all && ids.length === 0)
      throw badInput('Say which notifications to mark read, or all of them.', [{ field: 'ids', message: 'Give ids or all: true.' }]);
    if (ids.length > MARK_READ_MAX) throw badInput(`At most ${MARK_READ_MAX} ids at a time.`, [{ field: 'ids', message: `At most ${MARK_READ_MAX}.` }]);
    if (ids.some((id) => !isUuid(id))) throw badInput('That is not a valid notification id.', [{ field: 'ids', message: 'not a valid id' }]);
    return this.ds.transaction(async (tx) => {
      await markNotificationsRead(tx, viewer.id, input.all ? null : ids);
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
    const rows = await latestNotificationRows(this.ds, wanted);
    for (const row of rows) out.set(row.userId, { unread: row.unread, newest: (row.newest ?? []).map((n) => ({ ...n, at: Number(n.at) })) });
    return out;
  }

  /** The database's clock in microseconds since the epoch: where a new live stream starts. */
  async clock(): Promise<number> {
    return databaseClock(this.ds);
  }
}

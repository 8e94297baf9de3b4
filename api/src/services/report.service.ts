import type { DataSource, EntityManager } from 'typeorm';
import type { Viewer } from '../auth/viewer';
import { commentColumns, type CommentRow } from '../data/comment.data';
import { MODERATION_REASON_MAX, REPORT_DETAILS_MAX, REPORT_REASONS, type ReportReason } from '../domain/community';
import { AppError, badInput, conflict, notFound } from '../errors';
import { authorize, can, requireViewer } from '../policies';
import { checkPageSize, isUuid } from '../data/paging';
import { noteById, notesByIds, type NoteRecord } from '../data/note.data';
import { recordAudit } from '../data/audit.data';
import type { NoteService } from './note.service';
import type { NotificationService } from './notification.service';

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

/** One reported note or comment with its open reports (never their reporters) and its history. */
export interface ReportedItemRecord {
  kind: ReportedKind;
  id: string;
  note: NoteRecord;
  comment: CommentRecord | null;
  openReports: number;
  firstReportedAt: Date;
  lastReportedAt: Date;
  reports: ReportRecord[];
  history: ModerationActionRecord[];
}

export interface ReportQueuePage {
  items: { item: ReportedItemRecord; cursor: string }[];
  hasNextPage: boolean;
  totalCount: number;
}

const COMMENT_COLUMNS = `${commentColumns('c')}, c.hidden`;
const ACTION_COLUMNS = `id, note_id AS "noteId", comment_id AS "commentId", actor_id AS "actorId", action, reason, item_title AS "itemTitle", created_at AS "createdAt"`;

/** Queue cursor: (open reports, first report, item id), the queue's own order. */
const encodeQueueCursor = (count: number, firstAt: string, id: string) => Buffer.from(JSON.stringify([count, firstAt, id])).toString('base64url');
function decodeQueueCursor(cursor: string): [number, string, string] {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && Number.isInteger(value[0]) && typeof value[1] === 'string' && typeof value[2] === 'string' && isUuid(value[2])) return value as [number, string, string];
  } catch {
    // fall through
  }
  throw badInput('The cursor is not valid; start again from the first page.', [{ field: 'after', message: 'not a valid cursor' }]);
}

function cleanText(value: string | null | undefined, field: string, max: number): string | null {
  const text = (value ?? '').trim();
  if (text.length > max) throw badInput(`At most ${max} characters.`, [{ field, message: `At most ${max} characters.` }]);
  return text || null;
}

/** The item's condition in SQL over reports r / moderation_actions, parameters from $first. */
const itemCondition = (ref: ItemRef, first: number) => (ref.kind === 'note' ? `note_id = $${first} AND comment_id IS NULL` : `comment_id = $${first}`);

/**
 * Reports and moderation after publishing: students report what is wrong once per item; enough
 * open reports hold the item from the public (REPORT_HIDE_THRESHOLD); admins work a queue of
 * reported items and dismiss, unpublish or delete, every step logged in moderation_actions.
 */
export class ReportService {
  constructor(
    private readonly ds: DataSource,
    private readonly notes: NoteService,
    private readonly notifications: NotificationService,
    private readonly hideThreshold: number,
  ) {}

  async report(viewer: Viewer | null, ref: ItemRef, reason: unknown, detailsInput: string | null | undefined): Promise<ReportRecord> {
    requireViewer(viewer);
    if (!(REPORT_REASONS as readonly unknown[]).includes(reason)) throw badInput('Choose a reason.', [{ field: 'reason', message: REPORT_REASONS.join(', ') }]);
    const details = cleanText(detailsInput, 'details', REPORT_DETAILS_MAX);
    if (reason === 'other' && !details) throw badInput('Say what is wrong.', [{ field: 'details', message: 'Required when the reason is other.' }]);
    const { note, comment } = await this.loadReportable(viewer, ref);
    authorize(viewer, 'create', { report: { authorId: comment ? comment.authorId : note.uploaderId } });
    try {
      return await this.ds.transaction(async (tx) => {
        const [row]: ReportRecord[] = await tx.query(
          `INSERT INTO reports (note_id, comment_id, reporter_id, reason, details) VALUES ($1, $2, $3, $4, $5)
           RETURNING id, reason, details, created_at AS "createdAt"`,
          [note.id, comment?.id ?? null, viewer.id, reason, details],
        );
        await this.holdIfReportedEnough(tx, ref, comment ? excerpt(comment.text) : note.title, note.id);
        return row;
      });
    } catch (err) {
      if ((err as { code?: string }).code === '23505') {
        const message = `You already reported this ${ref.kind}.`;
        throw new AppError('CONFLICT', message, [{ field: 'id', message }]);
      }
      throw err;
    }
  }

  /**
   * Which of these notes or comments the account has reported (in any state: one report per
   * item, ever), in one query whatever their number: the per-request loader's batch.
   */
  async reportedBy(reporterId: string, kind: ReportedKind, ids: readonly string[]): Promise<Set<string>> {
    const valid = ids.filter(isUuid);
    if (valid.length === 0) return new Set();
    const rows: { id: string }[] = await this.ds.query(
      kind === 'note'
        ? `SELECT note_id AS id FROM reports WHERE reporter_id = $1 AND note_id = ANY($2::uuid[]) AND comment_id IS NULL`
        : `SELECT comment_id AS id FROM reports WHERE reporter_id = $1 AND comment_id = ANY($2::uuid[])`,
      [reporterId, valid],
    );
    return new Set(rows.map((row) => row.id));
  }

  /** A note or comment the viewer may see, published, not already held. Anything else answers NOT_FOUND. */
  private async loadReportable(viewer: Viewer, ref: ItemRef): Promise<{ note: NoteRecord; comment: CommentRecord | null }> {
    if (!isUuid(ref.id)) throw notFound(`That ${ref.kind}`);
    let comment: CommentRecord | null = null;
    let noteId = ref.id;
    if (ref.kind === 'comment') {
      const rows: CommentRecord[] = await this.ds.query(`SELECT ${COMMENT_COLUMNS} FROM comments c WHERE c.id = $1`, [ref.id]);
      if (!rows[0] || rows[0].hidden) throw notFound('That comment');
      comment = rows[0];
      noteId = comment.noteId;
    }
    const note = await noteById(this.ds, noteId);
    if (!note || !can(viewer, 'view', { note })) throw notFound(`That ${ref.kind}`);
    if (!note.approved || note.hidden) throw badInput('Only published notes and their comments can be reported.', [{ field: 'id', message: 'not published' }]);
    return { note, comment };
  }

  /** Holds the item from the public once its open reports reach the threshold (0: never). */
  private async holdIfReportedEnough(tx: EntityManager, ref: ItemRef, title: string, noteId: string): Promise<void> {
    if (this.hideThreshold <= 0) return;
    const table = ref.kind === 'note' ? 'notes' : 'comments';
    const [rows]: [{ id: string }[], number] = await tx.query(
      `UPDATE ${table} SET hidden = true
       WHERE id = $1 AND NOT hidden AND (SELECT count(*) FROM reports WHERE ${itemCondition(ref, 1)} AND status = 'open') >= $2
       RETURNING id`,
      [ref.id, this.hideThreshold],
    );
    if (rows.length) {
      const reason = `${this.hideThreshold} open reports`;
      await this.record(tx, ref, noteId, null, 'hide', reason, title);
      await recordAudit(tx, { actor: null, action: 'hide', itemType: ref.kind, itemId: ref.id, itemTitle: title, reason });
    }
  }

  /**
   * Reported items with open reports: the most reported first, then the oldest first report,
   * one keyset page at a time; totalCount is the admin sidebar's badge.
   */
  async queue(viewer: Viewer | null, first: number, after?: string | null): Promise<ReportQueuePage> {
    authorize(viewer, 'moderate', 'site');
    checkPageSize(first);
    const params: unknown[] = [first + 1];
    let keyset = '';
    if (after) {
      const [count, firstAt, id] = decodeQueueCursor(after);
      params.push(count, firstAt, id);
      keyset = `WHERE (i.open_reports < $2 OR (i.open_reports = $2 AND (i.first_at, i.item_id) > ($3::timestamptz, $4::uuid)))`;
    }
    type Row = { total: number; noteId: string; commentId: string | null; itemId: string; openReports: number; firstAt: string; lastAt: Date; reports: ReportRecord[] };
    const rows: Row[] = await this.ds.query(
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
    const page = rows.slice(0, first);
    const items = await this.describe(
      page.map((row) => ({ kind: row.commentId ? 'comment' : 'note', id: row.itemId, noteId: row.noteId })),
    );
    const total = rows[0]?.total ?? (after ? await this.openItemCount() : 0);
    return {
      // An item deleted between the two reads has no reports left either: skipped.
      items: page.flatMap((row, i) => {
        const described = items[i];
        if (!described) return [];
        return [{
        item: {
          ...described,
          openReports: row.openReports,
          firstReportedAt: new Date(row.firstAt),
          lastReportedAt: row.lastAt,
          reports: row.reports.map((r) => ({ ...r, createdAt: new Date(r.createdAt) })),
        },
        cursor: encodeQueueCursor(row.openReports, row.firstAt, row.itemId),
      }];
      }),
      hasNextPage: rows.length > first,
      totalCount: total,
    };
  }

  /** Reported items awaiting a decision: the badge beside Reports in the admin sidebar. */
  async openCount(viewer: Viewer | null): Promise<number> {
    authorize(viewer, 'moderate', 'site');
    return this.openItemCount();
  }

  private async openItemCount(): Promise<number> {
    const [row]: { count: number }[] = await this.ds.query(`SELECT count(*)::int AS count FROM (SELECT DISTINCT note_id, comment_id FROM reports WHERE status = 'open') t`);
    return row.count;
  }

  /** Every moderation step on one item, oldest first; kept after the item is deleted. */
  async history(viewer: Viewer | null, ref: ItemRef): Promise<ModerationActionRecord[]> {
    authorize(viewer, 'moderate', 'site');
    if (!isUuid(ref.id)) throw notFound(`That ${ref.kind}`);
    return this.ds.query(`SELECT ${ACTION_COLUMNS} FROM moderation_actions WHERE ${itemCondition(ref, 1)} ORDER BY created_at, id`, [ref.id]);
  }

  /**
   * An admin's decision on a reported item: dismiss (reports closed, the item public again),
   * unpublish (a note back to pending; its uploader is told the reason) or delete. The open
   * reports are closed and the step recorded in the same transaction; a deleted note's row and
   * files go through NoteService first, so its rules (files removed after the row) hold.
   */
  async decide(viewer: Viewer | null, ref: ItemRef, decisionInput: unknown, reasonInput: string | null | undefined): Promise<ModerationActionRecord> {
    authorize(viewer, 'moderate', 'site');
    const decision = decisionInput as ModerationDecision;
    if (!MODERATION_ACTIONS.includes(decision)) throw badInput('Choose dismiss, unpublish or delete.', [{ field: 'action', message: MODERATION_ACTIONS.join(', ') }]);
    const reason = cleanText(reasonInput, 'reason', MODERATION_REASON_MAX);
    if (decision === 'unpublish' && ref.kind !== 'note') throw badInput('Only notes can be unpublished; delete the comment instead.', [{ field: 'action', message: 'not for comments' }]);
    if (decision === 'unpublish' && !reason) throw badInput('Tell the uploader why the note is unpublished.', [{ field: 'reason', message: 'Required to unpublish.' }]);
    if (!isUuid(ref.id)) throw notFound(`That ${ref.kind}`);
    const [item] = await this.describe([{ kind: ref.kind, id: ref.id, noteId: null }]);
    if (!item) throw notFound(`That ${ref.kind}`);
    const title = item.comment ? excerpt(item.comment.text) : item.note.title;

    if (decision === 'delete' && ref.kind === 'note') {
      let recorded: ModerationActionRecord | undefined;
      await this.notes.remove(viewer, ref.id, {
        action: 'delete',
        reason,
        also: async (tx) => {
          await this.notifications.noteDeleted(tx, item.note, reason);
          recorded = await this.record(tx, ref, item.note.id, viewer.id, 'delete', reason, title);
        },
      });
      return recorded!;
    }
    return this.ds.transaction(async (tx) => {
      const closed = await this.closeReports(tx, ref, viewer.id, decision === 'dismiss' ? 'dismissed' : 'actioned');
      if (decision === 'dismiss') {
        if (closed === 0) throw conflict('This item has no open reports to dismiss.');
        await tx.query(`UPDATE ${ref.kind === 'note' ? 'notes' : 'comments'} SET hidden = false WHERE id = $1`, [ref.id]);
      } else if (decision === 'unpublish') {
        await tx.query(`UPDATE notes SET approved = false, hidden = false WHERE id = $1`, [ref.id]);
        await this.notifications.noteUnpublished(tx, item.note, reason!);
      } else {
        await tx.query(`DELETE FROM comments WHERE id = $1`, [ref.id]);
      }
      await recordAudit(tx, { actor: viewer, action: decision === 'dismiss' ? 'report_dismiss' : decision, itemType: ref.kind, itemId: ref.id, itemTitle: title, reason });
      return this.record(tx, ref, item.note.id, viewer.id, decision, reason, title);
    });
  }

  private async closeReports(tx: EntityManager, ref: ItemRef, adminId: string, status: 'dismissed' | 'actioned'): Promise<number> {
    const [, count]: [unknown, number] = await tx.query(
      `UPDATE reports SET status = $2, resolved_at = now(), resolved_by = $3 WHERE ${itemCondition(ref, 1)} AND status = 'open'`,
      [ref.id, status, adminId],
    );
    return count;
  }

  private async record(tx: EntityManager, ref: ItemRef, noteId: string, actorId: string | null, action: ModerationActionKind, reason: string | null, title: string): Promise<ModerationActionRecord> {
    const [row]: ModerationActionRecord[] = await tx.query(
      `INSERT INTO moderation_actions (note_id, comment_id, actor_id, action, reason, item_title) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${ACTION_COLUMNS}`,
      [noteId, ref.kind === 'comment' ? ref.id : null, actorId, action, reason, title],
    );
    return row;
  }

  /** Notes, comments and histories of several items, three queries whatever their number. */
  private async describe(refs: { kind: ReportedKind; id: string; noteId: string | null }[]): Promise<(Omit<ReportedItemRecord, 'openReports' | 'firstReportedAt' | 'lastReportedAt' | 'reports'> | undefined)[]> {
    if (refs.length === 0) return [];
    const commentIds = refs.filter((r) => r.kind === 'comment').map((r) => r.id);
    const comments: CommentRecord[] = commentIds.length ? await this.ds.query(`SELECT ${COMMENT_COLUMNS} FROM comments c WHERE c.id = ANY($1::uuid[])`, [commentIds]) : [];
    const commentById = new Map(comments.map((c) => [c.id, c]));
    const noteIds = refs.map((r) => (r.kind === 'note' ? r.id : (r.noteId ?? commentById.get(r.id)?.noteId))).filter((id): id is string => Boolean(id));
    const [notes, actions]: [NoteRecord[], ModerationActionRecord[]] = await Promise.all([
      notesByIds(this.ds, noteIds),
      this.ds.query(`SELECT ${ACTION_COLUMNS} FROM moderation_actions WHERE note_id = ANY($1::uuid[]) ORDER BY created_at, id`, [noteIds]),
    ]);
    const noteById = new Map(notes.map((n) => [n.id, n]));
    return refs.map((ref) => {
      const comment = ref.kind === 'comment' ? (commentById.get(ref.id) ?? null) : null;
      const note = noteById.get(ref.kind === 'note' ? ref.id : (comment?.noteId ?? ''));
      if (!note || (ref.kind === 'comment' && !comment)) return undefined;
      const history = actions.filter((a) => a.noteId === note.id && a.commentId === (comment?.id ?? null));
      return { kind: ref.kind, id: ref.id, note, comment, history };
    });
  }
}

/** A comment's name in the history: its first words. */
const excerpt = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);

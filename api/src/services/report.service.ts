import type { DataSource, EntityManager } from 'typeorm';
import type { Viewer } from '../auth/viewer';
import {
  closeReports,
  type CommentRecord,
  deleteComment,
  hideIfReportedEnough,
  insertReport,
  type ItemRef,
  MODERATION_ACTIONS,
  type ModerationActionRecord,
  moderationActionsOfNotes,
  type ModerationDecision,
  moderationHistory,
  moderatedCommentsByIds,
  openReportedItemCount,
  recordModerationAction,
  reportedIds,
  type ReportedKind,
  reportQueueRows,
  type ReportRecord,
  unhideItem,
  unpublishNote,
} from '../data/report.data';
import { MODERATION_REASON_MAX, REPORT_DETAILS_MAX, REPORT_REASONS, type ReportReason } from '../domain/community';
import { AppError, badInput, conflict, notFound } from '../errors';
import { authorize, can, requireViewer } from '../policies';
import { checkPageSize, isUuid } from '../data/paging';
import { noteById, notesByIds, type NoteRecord } from '../data/note.data';
import { recordAudit } from '../data/audit.data';
import type { NoteService } from './note.service';
import type { NotificationService } from './notification.service';

export {
  type CommentRecord,
  type ItemRef,
  MODERATION_ACTION_KINDS,
  MODERATION_ACTIONS,
  type ModerationActionKind,
  type ModerationActionRecord,
  type ModerationDecision,
  REPORTED_KINDS,
  type ReportedKind,
  type ReportRecord,
} from '../data/report.data';

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

/** Queue cursor: (open reports, first report, item id), the queue's own order. */
const encodeQueueCursor = (count: number, firstAt: string, id: string) => Buffer.from(JSON.stringify([count, firstAt, id])).toString('base64url');
function decodeQueueCursor(cursor: string): [number, string, string] {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && Number.isInteger(value[0]) && typeof value[1] === 'string' && typeof value[2] === 'string' && isUuid(value[2]))
      return value as [number, string, string];
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
        const row = await insertReport(tx, { noteId: note.id, commentId: comment?.id ?? null, reporterId: viewer.id, reason: reason as ReportReason, details });
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
    return new Set(await reportedIds(this.ds, reporterId, kind, valid));
  }

  /** A note or comment the viewer may see, published, not already held. Anything else answers NOT_FOUND. */
  private async loadReportable(viewer: Viewer, ref: ItemRef): Promise<{ note: NoteRecord; comment: CommentRecord | null }> {
    if (!isUuid(ref.id)) throw notFound(`That ${ref.kind}`);
    let comment: CommentRecord | null = null;
    let noteId = ref.id;
    if (ref.kind === 'comment') {
      const rows = await moderatedCommentsByIds(this.ds, [ref.id]);
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
    if (await hideIfReportedEnough(tx, ref, this.hideThreshold)) {
      const reason = `${this.hideThreshold} open reports`;
      await recordModerationAction(tx, ref, noteId, null, 'hide', reason, title);
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
    const rows = await reportQueueRows(this.ds, first + 1, after ? decodeQueueCursor(after) : null);
    const page = rows.slice(0, first);
    const items = await this.describe(page.map((row) => ({ kind: row.commentId ? 'comment' : 'note', id: row.itemId, noteId: row.noteId })));
    const total = rows[0]?.total ?? (after ? await this.openItemCount() : 0);
    return {
      // An item deleted between the two reads has no reports left either: skipped.
      items: page.flatMap((row, i) => {
        const described = items[i];
        if (!described) return [];
        return [
          {
            item: {
              ...described,
              openReports: row.openReports,
              firstReportedAt: new Date(row.firstAt),
              lastReportedAt: row.lastAt,
              reports: row.reports.map((r) => ({ ...r, createdAt: new Date(r.createdAt) })),
            },
            cursor: encodeQueueCursor(row.openReports, row.firstAt, row.itemId),
          },
        ];
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
    return openReportedItemCount(this.ds);
  }

  /** Every moderation step on one item, oldest first; kept after the item is deleted. */
  async history(viewer: Viewer | null, ref: ItemRef): Promise<ModerationActionRecord[]> {
    authorize(viewer, 'moderate', 'site');
    if (!isUuid(ref.id)) throw notFound(`That ${ref.kind}`);
    return moderationHistory(this.ds, ref);
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
    if (!MODERATION_ACTIONS.includes(decision))
      throw badInput('Choose dismiss, unpublish or delete.', [{ field: 'action', message: MODERATION_ACTIONS.join(', ') }]);
    const reason = cleanText(reasonInput, 'reason', MODERATION_REASON_MAX);
    if (decision === 'unpublish' && ref.kind !== 'note')
      throw badInput('Only notes can be unpublished; delete the comment instead.', [{ field: 'action', message: 'not for comments' }]);
    if (decision === 'unpublish' && !reason)
      throw badInput('Tell the uploader why the note is unpublished.', [{ field: 'reason', message: 'Required to unpublish.' }]);
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
          recorded = await recordModerationAction(tx, ref, item.note.id, viewer.id, 'delete', reason, title);
        },
      });
      return recorded!;
    }
    return this.ds.transaction(async (tx) => {
      const closed = await closeReports(tx, ref, viewer.id, decision === 'dismiss' ? 'dismissed' : 'actioned');
      if (decision === 'dismiss') {
        if (closed === 0) throw conflict('This item has no open reports to dismiss.');
        await unhideItem(tx, ref);
      } else if (decision === 'unpublish') {
        await unpublishNote(tx, ref.id);
        await this.notifications.noteUnpublished(tx, item.note, reason!);
      } else {
        await deleteComment(tx, ref.id);
      }
      await recordAudit(tx, {
        actor: viewer,
        action: decision === 'dismiss' ? 'report_dismiss' : decision,
        itemType: ref.kind,
        itemId: ref.id,
        itemTitle: title,
        reason,
      });
      return recordModerationAction(tx, ref, item.note.id, viewer.id, decision, reason, title);
    });
  }

  /** Notes, comments and histories of several items, three queries whatever their number. */
  private async describe(
    refs: { kind: ReportedKind; id: string; noteId: string | null }[],
  ): Promise<(Omit<ReportedItemRecord, 'openReports' | 'firstReportedAt' | 'lastReportedAt' | 'reports'> | undefined)[]> {
    if (refs.length === 0) return [];
    const commentIds = refs.filter((r) => r.kind === 'comment').map((r) => r.id);
    const comments = commentIds.length ? await moderatedCommentsByIds(this.ds, commentIds) : [];
    const commentById = new Map(comments.map((c) => [c.id, c]));
    const noteIds = refs.map((r) => (r.kind === 'note' ? r.id : (r.noteId ?? commentById.get(r.id)?.noteId))).filter((id): id is string => Boolean(id));
    const [notes, actions]: [NoteRecord[], ModerationActionRecord[]] = await Promise.all([
      notesByIds(this.ds, noteIds),
      moderationActionsOfNotes(this.ds, noteIds),
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

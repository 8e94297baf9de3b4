import type { DataSource } from 'typeorm';
import type { Viewer } from '../auth/viewer';
import { type Role, ROLES } from '../domain/constants';
import type { UserEntity } from '../entities';
import { AppError, badInput, conflict, type FieldError, notFound } from '../errors';
import { recordAudit } from '../data/audit.data';
import { REJECTION_DETAILS_MAX, REJECTION_REASONS, type RejectionReason, rejectionText } from '../domain/audit';
import { authorize, PROCESSING_FAILED_MESSAGE } from '../policies';
import { checkPageSize, decodeCursor, encodeCursor, isUuid } from '../data/paging';
import { type NotePage, type NoteRecord, pageNotes } from '../data/note.data';
import { adminNotesQuery } from '../data/note-list.data';
import { noteExists, setNoteApproved } from '../data/note-write.data';
import { adminIds, setUserRole } from '../data/user.data';
import { adminUserById, adminUserPage, type CollegeSummary, collegeSummaries, dashboardCounts, mostDownloadedNotes } from '../data/admin.data';
import type { SqlRunner } from '../data/sql-runner';
import type { NoteService } from './note.service';
import type { NotificationService } from './notification.service';
import type { UserService } from './user.service';

/** Rows of the dashboard's Most Downloaded Notes table. */
export const MOST_DOWNLOADED_LIMIT = 5;

export const NOTE_STATUSES = ['approved', 'pending'] as const;
/** The order of the admin's note lists by upload time. */
export const NOTE_ORDERS = ['oldest', 'newest'] as const;
export type NoteOrder = (typeof NOTE_ORDERS)[number];
export type NoteStatus = (typeof NOTE_STATUSES)[number];

export interface DashboardStats {
  totalUsers: number;
  totalNotes: number;
  pendingApprovals: number;
  totalDownloads: number;
  mostDownloadedNotes: (NoteRecord & { uploaderUsername: string })[];
}

export interface AdminUserRecord {
  user: UserEntity;
  notesCount: number;
}

export interface AdminUserPage {
  items: (AdminUserRecord & { cursor: string })[];
  hasNextPage: boolean;
  totalCount: number;
}

export interface AdminNoteFilter {
  /** Substring of the title, the subject or the uploader's username. */
  search?: string | null;
  /** Exact college name. */
  college?: string | null;
  status?: string | null;
}

export interface AdminUserChanges {
  username?: string | null;
  email?: string | null;
  role?: string | null;
}

export type { CollegeSummary };

const SEARCH_MAX = 200;

/** `%term%` for ILIKE (the term's own wildcards taken literally); null for no search. */
function containing(search: string | null | undefined): string | null {
  const term = search?.trim();
  if (!term) return null;
  if (term.length > SEARCH_MAX)
    throw badInput(`The search is too long: at most ${SEARCH_MAX} characters.`, [{ field: 'search', message: `at most ${SEARCH_MAX} characters` }]);
  return `%${term.replace(/[\\%_]/g, '\\$&')}%`;
}

/**
 * Moderation: dashboard figures, every account and every note (pending ones included),
 * approval, and college summaries. Everything is an aggregate or a keyset page in SQL; edits
 * and deletions go through UserService and NoteService so their rules (validation, the last
 * admin, files removed after the rows) hold here too.
 */
export class AdminService {
  constructor(
    private readonly ds: DataSource,
    private readonly users: UserService,
    private readonly notes: NoteService,
    private readonly notifications: NotificationService,
  ) {}

  async stats(viewer: Viewer | null): Promise<DashboardStats> {
    authorize(viewer, 'administer', 'site');
    const [counts, mostDownloaded] = await Promise.all([dashboardCounts(this.ds), mostDownloadedNotes(this.ds, MOST_DOWNLOADED_LIMIT)]);
    return { ...counts, mostDownloadedNotes: mostDownloaded };
  }

  /** Accounts newest first, optionally those whose username or email contains `search`. */
  async listUsers(viewer: Viewer | null, search: string | null | undefined, first: number, after?: string | null): Promise<AdminUserPage> {
    authorize(viewer, 'administer', 'site');
    checkPageSize(first);
    const pattern = containing(search);
    const { rows, count } = await adminUserPage(this.ds, pattern, after ? decodeCursor(after) : null, first + 1);
    return {
      items: rows.slice(0, first).map(({ sortKey, notesCount, ...user }) => ({ user, notesCount, cursor: encodeCursor(sortKey, user.id) })),
      hasNextPage: rows.length > first,
      totalCount: count,
    };
  }

  /**
   * Sets an account's username, email and role. Username and email go through the profile
   * update (same rules and uniqueness as sign-up); the role changes under a lock on the admin
   * rows so that two admins demoting each other cannot leave none.
   */
  async updateUser(viewer: Viewer | null, id: string, changes: AdminUserChanges): Promise<AdminUserRecord> {
    authorize(viewer, 'administer', 'site');
    const username = typeof changes.username === 'string' ? changes.username.trim() : '';
    const email = typeof changes.email === 'string' ? changes.email.trim() : '';
    const role = changes.role as Role;
    const errors: FieldError[] = [];
    if (!username) errors.push({ field: 'username', message: 'Username is required.' });
    if (!email) errors.push({ field: 'email', message: 'Email is required.' });
    if (!ROLES.includes(role)) errors.push({ field: 'role', message: 'Role must be user or admin.' });
    if (errors.length) throw badInput(errors[0].message, errors);

    const target = await this.users.findById(id);
    if (!target) throw notFound('That account');
    // Checked before the profile changes too, so a refused demotion changes nothing.
    if (target.role === 'admin' && role !== 'admin') await this.assertOtherAdminExists(this.ds, id, false);
    await this.users.updateProfile(viewer, id, { username, email });
    const renamed = username !== target.username;
    const emailChanged = email.toLowerCase() !== target.email.toLowerCase();
    if (renamed || emailChanged) {
      const changes = [
        ...(renamed ? [{ field: 'username', from: target.username, to: username }] : []),
        ...(emailChanged ? [{ field: 'email', from: target.email, to: email }] : []),
      ];
      await recordAudit(this.ds, { actor: viewer, action: 'account_edit', itemType: 'user', itemId: id, itemTitle: username, changes });
    }
    if (role !== target.role) {
      await this.ds.transaction(async (tx) => {
        if (role !== 'admin') await this.assertOtherAdminExists(tx, id, true);
        await setUserRole(tx, id, role);
        await recordAudit(tx, {
          actor: viewer,
          action: 'role_change',
          itemType: 'user',
          itemId: id,
          itemTitle: username,
          changes: [{ field: 'role', from: target.role, to: role }],
        });
      });
    }
    return this.findUser(id);
  }

  /** Deletes the account with its notes, comments, likes, sessions and files; never the last admin. */
  async deleteUser(viewer: Viewer | null, id: string): Promise<void> {
    authorize(viewer, 'administer', 'site');
    if (!isUuid(id)) throw notFound('That account');
    await this.users.deleteAccount(viewer, id);
  }

  /** Every note, approved and pending, newest first (or oldest first); searched, by college, by status. */
  listNotes(viewer: Viewer | null, filter: AdminNoteFilter, first: number, after?: string | null, order: NoteOrder = 'newest'): Promise<NotePage> {
    authorize(viewer, 'administer', 'site');
    let status: 'approved' | 'pending' | null = null;
    if (filter.status != null && filter.status !== '') {
      if (!(NOTE_STATUSES as readonly string[]).includes(filter.status))
        throw badInput('status must be approved or pending.', [{ field: 'status', message: 'approved or pending' }]);
      status = filter.status as NoteStatus;
    }
    const pattern = containing(filter.search);
    if (!(NOTE_ORDERS as readonly string[]).includes(order))
      throw badInput('order must be oldest or newest.', [{ field: 'order', message: NOTE_ORDERS.join(', ') }]);
    const query = adminNotesQuery({
      status,
      college: filter.college?.trim() || null,
      search: pattern ? { term: (filter.search ?? '').trim(), pattern } : null,
      order: order === 'oldest' ? 'asc' : 'desc',
    });
    return pageNotes(this.ds, query, first, after);
  }

  /** The approval queue: pending notes, oldest first by default (the longest waits are reviewed first). */
  pendingNotes(viewer: Viewer | null, first: number, after?: string | null, order: NoteOrder = 'oldest'): Promise<NotePage> {
    return this.listNotes(viewer, { status: 'pending' }, first, after, order);
  }

  /** Approves a note (public at once) or sets it back to pending. */
  async reviewNote(viewer: Viewer | null, id: string, approved: unknown): Promise<NoteRecord> {
    authorize(viewer, 'administer', 'site');
    if (typeof approved !== 'boolean') throw badInput('approved must be true or false.', [{ field: 'approved', message: 'must be true or false' }]);
    const note = await this.notes.load(this.ds.manager, id);
    // Setting a note back to pending is always possible; approving asks the note's own rules.
    if (approved) authorize(viewer, 'approve', { note });
    const row = await this.ds.transaction(async (tx) => {
      // The processing job may have failed the note since it was loaded: approve only if it still has not.
      const updated = await setNoteApproved(tx, id, approved);
      if (!updated && approved && (await noteExists(tx, id))) throw conflict(PROCESSING_FAILED_MESSAGE);
      if (updated) await this.notifications.noteReviewed(tx, updated, viewer.id, note.approved);
      if (updated && approved !== note.approved) {
        await recordAudit(tx, { actor: viewer, action: approved ? 'approve' : 'unpublish', itemType: 'note', itemId: id, itemTitle: updated.title });
      }
      return updated;
    });
    if (!row) throw notFound('That note');
    return row;
  }

  /** Deletes a note and its file; the uploader is told, the deletion recorded. */
  async deleteNote(viewer: Viewer | null, id: string): Promise<void> {
    authorize(viewer, 'administer', 'site');
    await this.notes.remove(viewer, id, { action: 'delete', also: (tx, note) => this.notifications.noteDeleted(tx, note, null) });
  }

  /**
   * Rejects a pending note: a reason from the common ones (plus the admin's words, required
   * for 'other'), which the uploader reads in their notification and which stays in the audit
   * trail, the note's history. The note and its file are deleted, as rejection always did: a
   * rejected upload is not kept on the server; the uploader keeps their own copy and the reason.
   */
  async rejectNote(viewer: Viewer | null, id: string, reasonInput: unknown, detailsInput: string | null | undefined): Promise<void> {
    authorize(viewer, 'administer', 'site');
    const reason = reasonInput as RejectionReason;
    if (!REJECTION_REASONS.includes(reason)) throw badInput('Choose a reason for the rejection.', [{ field: 'reason', message: REJECTION_REASONS.join(', ') }]);
    const details = (typeof detailsInput === 'string' ? detailsInput : '').trim() || null;
    if (details && details.length > REJECTION_DETAILS_MAX)
      throw badInput(`At most ${REJECTION_DETAILS_MAX} characters.`, [{ field: 'details', message: `At most ${REJECTION_DETAILS_MAX} characters.` }]);
    if (reason === 'other' && !details)
      throw badInput('Tell the uploader why the note is rejected.', [{ field: 'details', message: 'Required when the reason is other.' }]);
    const note = await this.notes.load(this.ds.manager, id);
    if (note.approved) throw conflict('This note is already published: unpublish or delete it instead.');
    const text = rejectionText(reason, details);
    await this.notes.remove(viewer, id, {
      action: 'reject',
      reason: text,
      also: (tx, removed) => this.notifications.noteDeleted(tx, { ...removed, approved: false }, text),
    });
  }

  /** Colleges with their notes' figures, alphabetical; optionally only those whose name contains `search`. */
  async colleges(viewer: Viewer | null, search?: string | null): Promise<CollegeSummary[]> {
    authorize(viewer, 'administer', 'site');
    return collegeSummaries(this.ds, containing(search));
  }

  private async findUser(id: string): Promise<AdminUserRecord> {
    const row = await adminUserById(this.ds, id);
    if (!row) throw notFound('That account');
    const { notesCount, ...user } = row;
    return { user, notesCount };
  }

  /**
   * Refuses to demote the last admin. With `lock` it holds every admin row, always in id order
   * (two admins demoting each other queue instead of deadlocking), until the caller commits.
   */
  private async assertOtherAdminExists(db: SqlRunner, id: string, lock: boolean): Promise<void> {
    const admins = await adminIds(db, lock);
    if (!admins.some((adminId) => adminId !== id)) {
      const message = 'The last admin account cannot be made a user. Make another account an admin first.';
      throw new AppError('CONFLICT', message, [{ field: 'role', message }]);
    }
  }
}

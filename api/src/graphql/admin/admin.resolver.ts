import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { AdminUserRecord } from '../../services/admin.service';
import type { GraphQLContext } from '../context';
import { pageOfList } from '../../data/paging';
import { presentConnection, toConnection as toPageConnection } from '../common/connection';
import { ACCOUNT_ERROR_CODES, NOTE_ERROR_CODES, withRemovedId, withUserErrors } from '../common/user-error';
import { DeleteNotePayload, NotePayload } from '../note/note-mutation.types';
import { notePayload, presentNote, toConnection } from '../note/present-note';
import { NoteConnection } from '../note/note.types';
import { presentUser } from '../user/present-user';
import {
  AdminCollegeConnection,
  AdminCollegesArgs,
  AdminNotesArgs,
  PendingNotesArgs,
  AdminStats,
  AdminUpdateUserInput,
  AdminUser,
  AdminUserConnection,
  AdminUserPayload,
  AdminUsersArgs,
  DeleteUserPayload,
} from './admin.types';

const presentAdminUser = ({ user, notesCount }: AdminUserRecord): AdminUser => Object.assign(new AdminUser(), presentUser(user), { notesCount });

/** The admin area. Every field needs an admin: visitors get UNAUTHENTICATED, others FORBIDDEN. */
@Authorized('ADMIN')
@Resolver()
export class AdminResolver {
  @Query(() => AdminStats, { description: 'Dashboard figures: accounts, notes, pending approvals, downloads, most downloaded notes.' })
  async adminStats(@Ctx() { services, viewer }: GraphQLContext): Promise<AdminStats> {
    const stats = await services.admin.stats(viewer);
    return { ...stats, mostDownloadedNotes: stats.mostDownloadedNotes.map(presentNote) };
  }

  @Query(() => AdminUserConnection, { description: 'Every account, newest first, with its notes count; searched by username or email.' })
  async adminUsers(@Args() { first, after, search }: AdminUsersArgs, @Ctx() { services, viewer }: GraphQLContext): Promise<AdminUserConnection> {
    return presentConnection(await services.admin.listUsers(viewer, search, first, after), presentAdminUser);
  }

  @Mutation(() => AdminUserPayload, { description: "Changes an account's username, email and role. The last admin cannot be made a USER (CONFLICT)." })
  adminUpdateUser(@Arg('input') input: AdminUpdateUserInput, @Ctx() { services, viewer }: GraphQLContext): Promise<AdminUserPayload> {
    return withUserErrors<AdminUserPayload>(
      async () => ({ user: presentAdminUser(await services.admin.updateUser(viewer, input.id, input)) }),
      { user: null },
      ACCOUNT_ERROR_CODES,
    );
  }

  @Mutation(() => DeleteUserPayload, {
    description: 'Deletes an account with all its notes, their files, comments, likes and saved notes. The last admin cannot be deleted (CONFLICT).',
  })
  adminDeleteUser(
    @Arg('id', () => ID, { description: 'The account id.' }) id: string,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<DeleteUserPayload> {
    return withRemovedId<DeleteUserPayload>('deletedId', id, () => services.admin.deleteUser(viewer, id), ACCOUNT_ERROR_CODES);
  }

  @Query(() => NoteConnection, {
    description: "Every note, approved and pending, newest first; searched by title, subject or uploader's username, by college and by status.",
  })
  async adminNotes(@Args() { first, after, search, college, status }: AdminNotesArgs, @Ctx() { services, viewer }: GraphQLContext): Promise<NoteConnection> {
    return toConnection(await services.admin.listNotes(viewer, { search, college, status }, first, after));
  }

  @Query(() => NoteConnection, {
    description: 'Notes waiting for approval, oldest first unless `order` says NEWEST; totalCount is the Pending Approvals badge.',
  })
  async pendingNotes(@Args() { first, after, order }: PendingNotesArgs, @Ctx() { services, viewer }: GraphQLContext): Promise<NoteConnection> {
    return toConnection(await services.admin.pendingNotes(viewer, first, after, order));
  }

  @Mutation(() => NotePayload, { description: 'Approves a note (public at once) or sets it back to pending.' })
  reviewNote(
    @Arg('id', () => ID, { description: 'The note id.' }) id: string,
    @Arg('approved', { description: 'true approves; false sets it back to pending.' }) approved: boolean,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<NotePayload> {
    return notePayload(() => services.admin.reviewNote(viewer, id, approved));
  }

  @Mutation(() => DeleteNotePayload, {
    description: 'Deletes a note and its file; the uploader is notified and the deletion recorded. To reject a pending note with a reason, use rejectNote.',
  })
  adminDeleteNote(@Arg('id', () => ID, { description: 'The note id.' }) id: string, @Ctx() { services, viewer }: GraphQLContext): Promise<DeleteNotePayload> {
    return withRemovedId<DeleteNotePayload>('deletedId', id, () => services.admin.deleteNote(viewer, id), NOTE_ERROR_CODES);
  }

  @Query(() => AdminCollegeConnection, {
    description: 'Colleges with their note counts and downloads, alphabetical, a page at a time; optionally those whose name contains `search`.',
  })
  async adminColleges(@Args() { first, after, search }: AdminCollegesArgs, @Ctx() { services, viewer }: GraphQLContext): Promise<AdminCollegeConnection> {
    // One aggregate row per college, computed whole by the database: paged here (one query per page).
    return toPageConnection(pageOfList(await services.admin.colleges(viewer, search), (college) => college.name, first, after));
  }
}

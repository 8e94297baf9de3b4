import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Info, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { isNoteId } from '../../domain/note-id';
import { notFound } from '../../errors';
import { can, requireViewer } from '../../policies';
import type { GraphQLContext } from '../context';
import { Comment, CommentConnection } from '../comment/comment.types';
import { PageArgs, toConnection as toPageConnection } from '../common/connection';
import { fieldsAt, selects } from '../common/selection';
import { receiveUpload, receiveUploads } from '../common/upload';
import { NOTE_ERROR_CODES, withRemovedId } from '../common/user-error';
import { presentPublicUser } from '../user/present-user';
import { PublicUser } from '../user/user.types';
import { CreateNoteInput, DeleteNotePayload, NotePayload, PersonalNotesArgs, UpdateNoteInput } from './note-mutation.types';
import { downloadUrlOf } from '../../presenters/note.presenter';
import { notePayload, presentNote, readsPreviewThumbnailOnly, recordKeysFor, toConnection } from './present-note';
import { BrowseFilterOptions, Note, NoteAbilities, NoteConnection, NotesArgs } from './note.types';

@Resolver(() => Note)
export class NoteResolver {
  @Query(() => NoteConnection, {
    description: 'Approved notes, filtered and searched, in the order asked for (newest first, or most relevant with search words); a page at a time.',
  })
  async notes(
    @Args() { first, after, filter, sort }: NotesArgs,
    @Ctx() { services }: GraphQLContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<NoteConnection> {
    // Cards that show their uploader get them from the page's own statement: one round trip.
    const withUploaders = selects(info, ['edges', 'node', 'uploader']);
    // The page reads the columns of the fields asked for (a card's are a third of a note's).
    const fields = fieldsAt(info, ['edges', 'node']);
    const recordKeys = recordKeysFor(fields);
    // A card's thumbnail is the one part of the preview column it shows.
    const previewThumbnailOnly = recordKeys !== null && readsPreviewThumbnailOnly(fields);
    // No count of every approved note when the operation does not ask for it.
    const withTotal = selects(info, ['totalCount']);
    return toConnection(await services.notes.listApproved(filter ?? {}, first, after, { withUploaders, recordKeys, withTotal, previewThumbnailOnly }, sort));
  }

  @Query(() => Note, {
    nullable: true,
    description: 'One note; null when it does not exist or is pending and not yours. An id that cannot be a note id (a truncated link) is NOT_FOUND.',
  })
  async note(@Arg('id', () => ID, { description: 'The note id.' }) id: string, @Ctx() { services, viewer }: GraphQLContext): Promise<Note | null> {
    if (!isNoteId(id)) throw notFound('That note');
    const record = await services.notes.findVisible(viewer, id);
    return record ? presentNote(record) : null;
  }

  @Query(() => BrowseFilterOptions, { description: 'Values present in approved notes, for the browse filters.' })
  browseFilterOptions(@Ctx() { services }: GraphQLContext): Promise<BrowseFilterOptions> {
    return services.notes.filterOptions();
  }

  @Authorized()
  @Query(() => NoteConnection, { description: 'Notes you uploaded, pending ones included, newest first.' })
  async myUploads(@Args() { first, after, userId }: PersonalNotesArgs, @Ctx() { services, viewer }: GraphQLContext): Promise<NoteConnection> {
    requireViewer(viewer);
    return toConnection(await services.notes.uploadsBy(viewer, userId ?? viewer.id, first, after));
  }

  @Authorized()
  @Mutation(() => NotePayload, { description: 'Shares a note. It starts pending until an admin approves it.' })
  createNote(@Arg('input') input: CreateNoteInput, @Ctx() { services, viewer }: GraphQLContext): Promise<NotePayload> {
    return notePayload(async () => services.notes.create(viewer, input, await receiveUpload(input.file), await receiveUploads(input.photos)));
  }

  @Authorized()
  @Mutation(() => NotePayload, { description: "Changes a note. A student's change to an approved note's file or text sends it back to pending." })
  updateNote(@Arg('input') input: UpdateNoteInput, @Ctx() { services, viewer }: GraphQLContext): Promise<NotePayload> {
    return notePayload(async () => services.notes.update(viewer, input.id, input, await receiveUpload(input.file)));
  }

  @Authorized()
  @Mutation(() => DeleteNotePayload, { description: 'Deletes a note and its file (its uploader or an admin).' })
  deleteNote(@Arg('id', () => ID, { description: 'The note id.' }) id: string, @Ctx() { services, viewer }: GraphQLContext): Promise<DeleteNotePayload> {
    return withRemovedId<DeleteNotePayload>('deletedId', id, () => services.notes.remove(viewer, id), NOTE_ERROR_CODES);
  }

  @FieldResolver(() => PublicUser, { nullable: true, description: 'Who shared the note.' })
  uploader(@Root() note: Note, @Ctx() { loaders }: GraphQLContext): PublicUser | null | Promise<PublicUser | null> {
    // Read with the page (a card list): answered at once, no promise per card.
    if (note.pageUploader !== undefined) return note.pageUploader ? presentPublicUser(note.pageUploader) : null;
    return loaders.user.load(note.uploaderId).then((user) => (user ? presentPublicUser(user) : null));
  }

  @FieldResolver(() => Int, { description: 'How many accounts like the note.' })
  likeCount(@Root() note: Note, @Ctx() { loaders }: GraphQLContext): number | Promise<number> {
    return note.pageCounts ? note.pageCounts.likes : loaders.counts.load(note.id).then((counts) => counts.likes);
  }

  @FieldResolver(() => Int, { description: 'How many comments the note has.' })
  commentCount(@Root() note: Note, @Ctx() { loaders }: GraphQLContext): number | Promise<number> {
    return note.pageCounts ? note.pageCounts.comments : loaders.counts.load(note.id).then((counts) => counts.comments);
  }

  @FieldResolver(() => CommentConnection, { description: 'Comments, oldest first, a page at a time (hidden ones left out).' })
  async comments(@Root() note: Note, @Args() { first, after }: PageArgs, @Ctx() { loaders }: GraphQLContext): Promise<CommentConnection> {
    const page = await loaders.commentPages.load({ noteId: note.id, first, after: after ?? null });
    return toPageConnection({ ...page, items: page.items.map(({ node, cursor }) => ({ cursor, node: Object.assign(new Comment(), node) })) });
  }

  @FieldResolver(() => Boolean, { description: 'Whether you saved this note (false for visitors).' })
  viewerHasSaved(@Root() note: Note, @Ctx() { viewer, loaders }: GraphQLContext): boolean | Promise<boolean> {
    // Visitors have saved nothing: answered at once, without a loader's promise per card.
    return viewer ? loaders.viewerSaved.load(note.id) : false;
  }

  @FieldResolver(() => Boolean, { description: 'Whether you like this note (false for visitors).' })
  viewerHasLiked(@Root() note: Note, @Ctx() { viewer, loaders }: GraphQLContext): boolean | Promise<boolean> {
    return viewer ? loaders.viewerLiked.load(note.id) : false;
  }

  @FieldResolver(() => NoteAbilities, { description: 'What you may do with this note.' })
  viewerCan(@Root() note: Note, @Ctx() { viewer }: GraphQLContext): NoteAbilities {
    return {
      edit: can(viewer, 'update', { note }),
      delete: can(viewer, 'delete', { note }),
      download: can(viewer, 'download', { note }),
      approve: can(viewer, 'approve', { note }),
    };
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      "The document's plain text as read at upload, for previews of DOC and DOCX files: only for those who may download it (null for visitors and links; empty when no text could be read).",
  })
  async previewText(@Root() note: Note, @Ctx() { viewer, loaders }: GraphQLContext): Promise<string | null> {
    if (!note.hasFile || !can(viewer, 'download', { note })) return null;
    return loaders.documentText.load(note.id);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      "The start of the document's text as read at upload (at most 1200 characters, whitespace collapsed), public like the note: what its page shows search engines. Null for links and when no text could be read.",
  })
  async excerpt(@Root() note: Note, @Ctx() { loaders }: GraphQLContext): Promise<string | null> {
    if (!note.hasFile) return null;
    return (await loaders.documentExcerpt.load(note.id)) || null;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'Where the in-app viewer fetches the file: like the download path, but not counted as a download (null for links).',
  })
  previewUrl(@Root() note: Note): string | null {
    return note.hasFile ? `/api/notes/${note.id}/preview` : null;
  }

  @FieldResolver(() => String, {
    description: 'Where to download the document: the api download path for files (sign-in needed), the external http(s) address for links.',
  })
  downloadUrl(@Root() note: Note): string {
    return downloadUrlOf(note);
  }
}

import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { StudyListRow } from '../../data/study-list.data';
import { can } from '../../policies';
import type { GraphQLContext } from '../context';
import { PageArgs, presentConnection } from '../common/connection';
import { STUDY_LIST_ERROR_CODES, withRemovedId, withUserErrors } from '../common/user-error';
import { NoteConnection } from '../note/note.types';
import { presentNote, toConnection } from '../note/present-note';
import { loadPublicUser } from '../user/present-user';
import { PublicUser } from '../user/user.types';
import {
  CreateStudyListInput,
  DeleteStudyListPayload,
  MoveStudyListNoteInput,
  PublicStudyListsArgs,
  StudyList,
  StudyListAbilities,
  StudyListConnection,
  StudyListNoteInput,
  StudyListPayload,
  UpdateStudyListInput,
} from './study-list.types';

const present = (row: StudyListRow): StudyList => Object.assign(new StudyList(), row, { path: `/lists/${row.id}` });

/** Runs a list change and answers its payload: the list after it (and the note it was about), or the user's mistakes. */
function listPayload(change: () => Promise<{ list: StudyListRow; note?: StudyListPayload['note'] }>): Promise<StudyListPayload> {
  return withUserErrors<StudyListPayload>(
    async () => {
      const { list, note } = await change();
      return { studyList: present(list), note: note ?? null };
    },
    { studyList: null, note: null },
    STUDY_LIST_ERROR_CODES,
  );
}

@Resolver(() => StudyList)
export class StudyListResolver {
  @Authorized()
  @Query(() => StudyListConnection, { description: 'Your study lists: the default one (your saved notes) first, then the others oldest first.' })
  async myStudyLists(@Args() { first, after }: PageArgs, @Ctx() { services, viewer }: GraphQLContext): Promise<StudyListConnection> {
    return presentConnection(await services.studyLists.mine(viewer, first, after), (edge) => present(edge.node));
  }

  @Query(() => StudyListConnection, { description: "A person's public study lists (none for an unknown username), default list first." })
  async publicStudyLists(@Args() { username, first, after }: PublicStudyListsArgs, @Ctx() { services, viewer }: GraphQLContext): Promise<StudyListConnection> {
    return presentConnection(await services.studyLists.publicOf(viewer, username, first, after), (edge) => present(edge.node));
  }

  @Query(() => StudyList, {
    nullable: true,
    description: "One study list: yours, or anyone's public one. Null when it does not exist or is private to someone else.",
  })
  async studyList(@Arg('id', () => ID, { description: 'The list id.' }) id: string, @Ctx() { services, viewer }: GraphQLContext): Promise<StudyList | null> {
    const list = await services.studyLists.findVisible(viewer, id);
    return list ? present(list) : null;
  }

  @Authorized()
  @Query(() => [ID], { description: 'The ids of your study lists that hold the note (for an "add to list" menu).' })
  studyListIdsWithNote(
    @Arg('noteId', () => ID, { description: 'The note id.' }) noteId: string,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<string[]> {
    return services.studyLists.idsWithNote(viewer, noteId);
  }

  @Authorized()
  @Mutation(() => StudyListPayload, { description: 'Makes a study list, private unless asked, optionally holding a first note.' })
  createStudyList(@Arg('input') input: CreateStudyListInput, @Ctx() { services, viewer }: GraphQLContext): Promise<StudyListPayload> {
    return listPayload(async () => {
      const list = await services.studyLists.create(viewer, input);
      return { list, note: input.noteId ? await this.noteOf(input.noteId, services, viewer) : null };
    });
  }

  @Authorized()
  @Mutation(() => StudyListPayload, { description: 'Renames a study list or makes it public or private (its owner).' })
  updateStudyList(@Arg('input') input: UpdateStudyListInput, @Ctx() { services, viewer }: GraphQLContext): Promise<StudyListPayload> {
    return listPayload(async () => ({ list: await services.studyLists.update(viewer, input.id, input) }));
  }

  @Authorized()
  @Mutation(() => DeleteStudyListPayload, { description: 'Deletes a study list (its owner); the notes themselves stay. The default list cannot be deleted.' })
  deleteStudyList(
    @Arg('id', () => ID, { description: 'The list id.' }) id: string,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<DeleteStudyListPayload> {
    return withRemovedId<DeleteStudyListPayload>('deletedId', id, () => services.studyLists.delete(viewer, id), STUDY_LIST_ERROR_CODES);
  }

  @Authorized()
  @Mutation(() => StudyListPayload, {
    description: 'Adds an approved note at the end of a study list (its owner); adding it again changes nothing. A pending note: NOTE_NOT_APPROVED.',
  })
  addNoteToStudyList(@Arg('input') input: StudyListNoteInput, @Ctx() context: GraphQLContext): Promise<StudyListPayload> {
    return this.changeMembership(input, context, true);
  }

  @Authorized()
  @Mutation(() => StudyListPayload, { description: 'Takes a note out of a study list (its owner).' })
  removeNoteFromStudyList(@Arg('input') input: StudyListNoteInput, @Ctx() context: GraphQLContext): Promise<StudyListPayload> {
    return this.changeMembership(input, context, false);
  }

  @Authorized()
  @Mutation(() => StudyListPayload, { description: 'Moves a note within a study list: right after another of its notes, or first (its owner).' })
  moveNoteInStudyList(@Arg('input') input: MoveStudyListNoteInput, @Ctx() context: GraphQLContext): Promise<StudyListPayload> {
    return listPayload(async () => {
      const list = await context.services.studyLists.moveNote(context.viewer, input.listId, input.noteId, input.afterNoteId ?? null);
      return { list, note: await this.noteOf(input.noteId, context.services, context.viewer) };
    });
  }

  @FieldResolver(() => NoteConnection, { description: "The notes of the list you may see, in the list's order (others see only public notes)." })
  async notes(@Root() list: StudyList, @Args() { first, after }: PageArgs, @Ctx() { services, viewer }: GraphQLContext): Promise<NoteConnection> {
    return toConnection(await services.studyLists.notes(viewer, list, first, after));
  }

  @FieldResolver(() => PublicUser, { nullable: true, description: 'Whose list it is; null if the account is gone.' })
  owner(@Root() list: StudyList, @Ctx() { loaders }: GraphQLContext): Promise<PublicUser | null> {
    return loadPublicUser(loaders, list.ownerId);
  }

  @FieldResolver(() => StudyListAbilities, { description: 'What you may do with this list.' })
  viewerCan(@Root() list: StudyList, @Ctx() { viewer }: GraphQLContext): StudyListAbilities {
    return { edit: can(viewer, 'update', { studyList: list }), delete: !list.isDefault && can(viewer, 'delete', { studyList: list }) };
  }

  /**
   * Puts a note in a list or takes it out; the default list is the Saved Notes, so the
   * request's "saved" answer for the note follows it.
   */
  private changeMembership(input: StudyListNoteInput, context: GraphQLContext, member: boolean): Promise<StudyListPayload> {
    const { services, viewer, loaders } = context;
    return listPayload(async () => {
      const { listId, noteId } = input;
      const list = await (member ? services.studyLists.addNote(viewer, listId, noteId) : services.studyLists.removeNote(viewer, listId, noteId));
      if (list.isDefault) loaders.viewerSaved.clear(input.noteId).prime(input.noteId, member);
      return { list, note: await this.noteOf(input.noteId, services, viewer) };
    });
  }

  private async noteOf(noteId: string, services: GraphQLContext['services'], viewer: GraphQLContext['viewer']) {
    const note = await services.notes.findVisible(viewer, noteId);
    return note ? presentNote(note) : null;
  }
}

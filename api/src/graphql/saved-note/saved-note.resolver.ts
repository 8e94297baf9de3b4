import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { requireViewer } from '../../policies';
import type { GraphQLContext } from '../context';
import { NotePayload, PersonalNotesArgs } from '../note/note-mutation.types';
import { NoteConnection } from '../note/note.types';
import { notePayload, toConnection } from '../note/present-note';

/** Saved ("archived") notes; a note's viewerHasSaved is a field of Note (note.resolver.ts). */
@Resolver()
export class SavedNoteResolver {
  @Authorized()
  @Query(() => NoteConnection, { description: 'Notes you saved, most recently saved first.' })
  async savedNotes(@Args() { first, after, userId }: PersonalNotesArgs, @Ctx() { services, viewer }: GraphQLContext): Promise<NoteConnection> {
    requireViewer(viewer);
    return toConnection(await services.savedNotes.savedBy(viewer, userId ?? viewer.id, first, after));
  }

  @Authorized()
  @Mutation(() => NotePayload, { description: 'Saves (archives) a note to your Saved Notes. Saving twice is harmless.' })
  saveNote(@Arg('id', () => ID, { description: 'The note id.' }) id: string, @Ctx() { services, viewer, loaders }: GraphQLContext): Promise<NotePayload> {
    return notePayload(async () => {
      const note = await services.savedNotes.save(viewer, id);
      loaders.viewerSaved.clear(id).prime(id, true);
      return note;
    });
  }

  @Authorized()
  @Mutation(() => NotePayload, { description: 'Removes a note from your Saved Notes; `note` is null if you can no longer see it.' })
  unsaveNote(@Arg('id', () => ID, { description: 'The note id.' }) id: string, @Ctx() { services, viewer, loaders }: GraphQLContext): Promise<NotePayload> {
    return notePayload(async () => {
      await services.savedNotes.unsave(viewer, id);
      loaders.viewerSaved.clear(id).prime(id, false);
      return services.notes.findVisible(viewer, id);
    });
  }
}

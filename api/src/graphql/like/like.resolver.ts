import { Arg, Authorized, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../context';
import { NotePayload } from '../note/note-mutation.types';
import { notePayload } from '../note/present-note';

/** Likes; a note's likeCount and viewerHasLiked are fields of Note (note.resolver.ts). */
@Resolver()
export class LikeResolver {
  @Authorized()
  @Mutation(() => NotePayload, {
    description: 'Likes a note, or takes the like back if you already like it; the payload has its new likeCount and viewerHasLiked.',
  })
  toggleLike(@Arg('id', () => ID, { description: 'The note id.' }) id: string, @Ctx() { services, viewer, loaders }: GraphQLContext): Promise<NotePayload> {
    return notePayload(async () => {
      const { note, liked } = await services.likes.toggleLike(viewer, id);
      loaders.viewerLiked.clear(id).prime(id, liked);
      loaders.counts.clear(id); // read again after the commit, with the comment count alongside
      return note;
    });
  }
}

import { Arg, Args, Ctx, FieldResolver, ID, Int, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../context';
import { Comment } from '../comment/comment.types';
import { presentPublicUser } from '../user/present-user';
import { PublicUser } from '../user/user.types';
import { presentNote } from './present-note';
import { BrowseFilterOptions, Note, NoteConnection, NotesArgs } from './note.types';

@Resolver(() => Note)
export class NoteResolver {
  @Query(() => NoteConnection, { description: 'Approved notes, newest first, filtered and searched; a page at a time.' })
  async notes(@Args() { first, after, filter }: NotesArgs, @Ctx() { services }: GraphQLContext): Promise<NoteConnection> {
    const page = await services.catalog.listApproved(filter ?? {}, first, after);
    return {
      edges: page.items.map(({ note, cursor }) => ({ cursor, node: presentNote(note) })),
      pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.items.at(-1)?.cursor ?? null },
      totalCount: page.totalCount,
    };
  }

  @Query(() => Note, { nullable: true, description: 'One note; null when it does not exist or is pending and not yours.' })
  async note(@Arg('id', () => ID, { description: 'The note id.' }) id: string, @Ctx() { services, viewer }: GraphQLContext): Promise<Note | null> {
    const record = await services.catalog.findVisible(viewer, id);
    return record ? presentNote(record) : null;
  }

  @Query(() => BrowseFilterOptions, { description: 'Values present in approved notes, for the browse filters.' })
  browseFilterOptions(@Ctx() { services }: GraphQLContext): Promise<BrowseFilterOptions> {
    return services.catalog.filterOptions();
  }

  @FieldResolver(() => PublicUser, { nullable: true, description: 'Who shared the note.' })
  async uploader(@Root() note: Note, @Ctx() { loaders }: GraphQLContext): Promise<PublicUser | null> {
    const user = await loaders.user.load(note.uploaderId);
    return user ? presentPublicUser(user) : null;
  }

  @FieldResolver(() => Int, { description: 'How many accounts like the note.' })
  likeCount(@Root() note: Note, @Ctx() { loaders }: GraphQLContext): Promise<number> {
    return loaders.likeCount.load(note.id);
  }

  @FieldResolver(() => Int, { description: 'How many comments the note has.' })
  commentCount(@Root() note: Note, @Ctx() { loaders }: GraphQLContext): Promise<number> {
    return loaders.commentCount.load(note.id);
  }

  @FieldResolver(() => [Comment], { description: 'Comments, oldest first.' })
  async comments(@Root() note: Note, @Ctx() { loaders }: GraphQLContext): Promise<Comment[]> {
    const rows = await loaders.comments.load(note.id);
    return rows.map((row) => Object.assign(new Comment(), row));
  }
}

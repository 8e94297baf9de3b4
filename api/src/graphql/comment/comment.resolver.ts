import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from 'type-graphql';
import { can } from '../../policies';
import type { GraphQLContext } from '../context';
import { COMMENT_ERROR_CODES, withUserErrors } from '../common/user-error';
import { loadPublicUser } from '../user/present-user';
import { PublicUser } from '../user/user.types';
import { AddCommentInput, Comment, CommentAbilities, CommentPayload, EditCommentInput } from './comment.types';

const present = (row: Omit<Comment, never>) => Object.assign(new Comment(), row);

/** Runs a comment change and answers its payload: the comment after it, or the user's mistakes. */
function commentPayload(change: () => Promise<Omit<Comment, never>>): Promise<CommentPayload> {
  return withUserErrors<CommentPayload>(async () => ({ comment: present(await change()) }), { comment: null }, COMMENT_ERROR_CODES);
}

@Resolver(() => Comment)
export class CommentResolver {
  @Authorized()
  @Mutation(() => CommentPayload, { description: 'Comments on a note you can see.' })
  addComment(@Arg('input') input: AddCommentInput, @Ctx() { services, viewer }: GraphQLContext): Promise<CommentPayload> {
    return commentPayload(() => services.comments.addComment(viewer, input.noteId, input.text));
  }

  @Authorized()
  @Mutation(() => CommentPayload, { description: 'Changes a comment (its author or an admin).' })
  editComment(@Arg('input') input: EditCommentInput, @Ctx() { services, viewer }: GraphQLContext): Promise<CommentPayload> {
    return commentPayload(() => services.comments.editComment(viewer, input.id, input.text));
  }

  @Authorized()
  @Mutation(() => CommentPayload, { description: 'Deletes a comment (its author or an admin); the payload has it as it was.' })
  deleteComment(@Arg('id', () => ID, { description: 'The comment id.' }) id: string, @Ctx() { services, viewer }: GraphQLContext): Promise<CommentPayload> {
    return commentPayload(() => services.comments.deleteComment(viewer, id));
  }

  @FieldResolver(() => PublicUser, { nullable: true, description: 'Who wrote the comment; null if the account is gone.' })
  author(@Root() comment: Comment, @Ctx() { loaders }: GraphQLContext): Promise<PublicUser | null> {
    return loadPublicUser(loaders, comment.authorId);
  }

  @FieldResolver(() => CommentAbilities, { description: 'What you may do with this comment.' })
  viewerCan(@Root() comment: Comment, @Ctx() { viewer }: GraphQLContext): CommentAbilities {
    return { edit: can(viewer, 'update', { comment }), delete: can(viewer, 'delete', { comment }) };
  }
}

import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from 'type-graphql';
import { can } from '../../policies';
import type { GraphQLContext } from '../context';
import { COMMENT_ERROR_CODES, withUserErrors } from '../common/user-error';
import { presentPublicUser } from '../user/present-user';
import { PublicUser } from '../user/user.types';
import { AddCommentInput, Comment, CommentAbilities, CommentPayload, EditCommentInput } from './comment.types';

const present = (row: Omit<Comment, never>) => Object.assign(new Comment(), row);

@Resolver(() => Comment)
export class CommentResolver {
  @Authorized()
  @Mutation(() => CommentPayload, { description: 'Comments on a note you can see.' })
  addComment(@Arg('input') input: AddCommentInput, @Ctx() { services, viewer }: GraphQLContext): Promise<CommentPayload> {
    return withUserErrors<CommentPayload>(
      async () => ({ comment: present(await services.comments.addComment(viewer, input.noteId, input.text)) }),
      { comment: null },
      COMMENT_ERROR_CODES,
    );
  }

  @Authorized()
  @Mutation(() => CommentPayload, { description: 'Changes a comment (its author or an admin).' })
  editComment(@Arg('input') input: EditCommentInput, @Ctx() { services, viewer }: GraphQLContext): Promise<CommentPayload> {
    return withUserErrors<CommentPayload>(
      async () => ({ comment: present(await services.comments.editComment(viewer, input.id, input.text)) }),
      { comment: null },
      COMMENT_ERROR_CODES,
    );
  }

  @Authorized()
  @Mutation(() => CommentPayload, { description: 'Deletes a comment (its author or an admin); the payload has it as it was.' })
  deleteComment(@Arg('id', () => ID, { description: 'The comment id.' }) id: string, @Ctx() { services, viewer }: GraphQLContext): Promise<CommentPayload> {
    return withUserErrors<CommentPayload>(
      async () => ({ comment: present(await services.comments.deleteComment(viewer, id)) }),
      { comment: null },
      COMMENT_ERROR_CODES,
    );
  }

  @FieldResolver(() => PublicUser, { nullable: true, description: 'Who wrote the comment; null if the account is gone.' })
  async author(@Root() comment: Comment, @Ctx() { loaders }: GraphQLContext): Promise<PublicUser | null> {
    const user = await loaders.user.load(comment.authorId);
    return user ? presentPublicUser(user) : null;
  }

  @FieldResolver(() => CommentAbilities, { description: 'What you may do with this comment.' })
  viewerCan(@Root() comment: Comment, @Ctx() { viewer }: GraphQLContext): CommentAbilities {
    return { edit: can(viewer, 'update', { comment }), delete: can(viewer, 'delete', { comment }) };
  }
}

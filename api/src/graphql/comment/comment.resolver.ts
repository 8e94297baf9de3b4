import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../context';
import { presentPublicUser } from '../user/present-user';
import { PublicUser } from '../user/user.types';
import { Comment } from './comment.types';

@Resolver(() => Comment)
export class CommentResolver {
  @FieldResolver(() => PublicUser, { nullable: true, description: 'Who wrote the comment; null if the account is gone.' })
  async author(@Root() comment: Comment, @Ctx() { loaders }: GraphQLContext): Promise<PublicUser | null> {
    const user = await loaders.user.load(comment.authorId);
    return user ? presentPublicUser(user) : null;
  }
}

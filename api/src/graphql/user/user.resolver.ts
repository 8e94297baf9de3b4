import { Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../context';
import { presentUser } from './present-user';
import { User } from './user.types';

@Resolver(() => User)
export class UserResolver {
  @Query(() => User, { nullable: true, description: 'The signed-in account; null for visitors.' })
  async me(@Ctx() { viewer, loaders }: GraphQLContext): Promise<User | null> {
    if (!viewer) return null;
    const user = await loaders.user.load(viewer.id);
    return user ? presentUser(user) : null;
  }
}

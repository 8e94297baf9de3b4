import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { requireViewer } from '../../policies';
import { SuccessPayload } from '../auth/auth.types';
import type { GraphQLContext } from '../context';
import { ACCOUNT_ERROR_CODES, withSuccess, withUserErrors } from '../common/user-error';
import { presentUser } from './present-user';
import { ChangePasswordInput, UpdateProfileInput, User, UserPayload } from './user.types';

/** Accounts as their owners (and admins) see and change them; signing in and tokens are auth/. */
@Resolver(() => User)
export class UserResolver {
  @Query(() => User, { nullable: true, description: 'The signed-in account; null for visitors.' })
  async me(@Ctx() { viewer, loaders }: GraphQLContext): Promise<User | null> {
    if (!viewer) return null;
    const user = await loaders.user.load(viewer.id);
    return user ? presentUser(user) : null;
  }

  @Authorized()
  @Mutation(() => UserPayload, { description: 'Changes the username and/or the profile picture.' })
  updateProfile(@Arg('input') input: UpdateProfileInput, @Ctx() { services, viewer }: GraphQLContext): Promise<UserPayload> {
    return withUserErrors<UserPayload>(
      async () => {
        requireViewer(viewer);
        const avatar = input.avatar ? { stream: (await input.avatar).createReadStream() } : null;
        const user = await services.users.updateProfile(viewer, input.userId ?? viewer.id, { username: input.username, avatar });
        return { user: presentUser(user) };
      },
      { user: null },
      ACCOUNT_ERROR_CODES,
    );
  }

  @Authorized()
  @Mutation(() => SuccessPayload, { description: 'Sets a new password; the current one is required when the account has one.' })
  changePassword(@Arg('input') input: ChangePasswordInput, @Ctx() { services, viewer }: GraphQLContext): Promise<SuccessPayload> {
    return withSuccess<SuccessPayload>(async () => {
      requireViewer(viewer);
      await services.users.updateProfile(viewer, viewer.id, { password: input.newPassword, currentPassword: input.currentPassword ?? '' });
    });
  }

  @Authorized()
  @Mutation(() => SuccessPayload, { description: 'Deletes an account with its notes, files, comments, likes, saved notes and sessions.' })
  deleteAccount(
    @Arg('userId', () => ID, { nullable: true, description: 'Account to delete; defaults to the signed-in one (admins may name another).' })
    userId: string | null,
    @Ctx() { services, viewer, session }: GraphQLContext,
  ): Promise<SuccessPayload> {
    return withSuccess<SuccessPayload>(async () => {
      requireViewer(viewer);
      const target = userId ?? viewer.id;
      await services.users.deleteAccount(viewer, target);
      if (target === viewer.id) await session.end();
    }, ['CONFLICT', 'NOT_FOUND']);
  }
}

import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { withRateLimitHeaders } from '../../auth/rate-limit';
import type { GraphQLContext } from '../context';
import { PageArgs, toConnection } from '../common/connection';
import { ACCOUNT_ERROR_CODES, withRemovedId, withSuccess, withUserErrors } from '../common/user-error';
import { presentUser } from '../user/present-user';
import {
  ApiTokenConnection,
  AuthPayload,
  CreateApiTokenInput,
  CreateApiTokenPayload,
  RequestPasswordResetInput,
  RequestPasswordResetPayload,
  ResetPasswordInput,
  ResetPasswordPayload,
  RevokeApiTokenPayload,
  SignInInput,
  SignUpInput,
  SuccessPayload,
} from './auth.types';

const landingFor = (role: string) => (role === 'admin' ? '/admin-dashboard' : '/profile');

@Resolver()
export class AuthResolver {
  @Mutation(() => AuthPayload, { description: 'Creates an account and signs it in.' })
  signUp(@Arg('input') input: SignUpInput, @Ctx() { services, session, ip, res }: GraphQLContext): Promise<AuthPayload> {
    return withUserErrors<AuthPayload>(
      async () => {
        const user = await withRateLimitHeaders(res, () => services.users.signUp(input, ip));
        await session.start(user.id);
        return { user: presentUser(user), redirectTo: landingFor(user.role) };
      },
      { user: null, redirectTo: '' },
    );
  }

  @Mutation(() => AuthPayload, { description: 'Signs in with email and password. A wrong email or password gets one message.' })
  signIn(@Arg('input') input: SignInInput, @Ctx() { services, session, ip, res }: GraphQLContext): Promise<AuthPayload> {
    return withUserErrors<AuthPayload>(
      async () => {
        const user = await withRateLimitHeaders(res, () => services.users.signIn(input.email, input.password, ip));
        await session.start(user.id);
        return { user: presentUser(user), redirectTo: landingFor(user.role) };
      },
      { user: null, redirectTo: '' },
      ['BAD_USER_INPUT', 'UNAUTHENTICATED'],
    );
  }

  @Mutation(() => SuccessPayload, { description: 'Ends the current session (harmless without one): success is always true.' })
  async signOut(@Ctx() { session }: GraphQLContext): Promise<SuccessPayload> {
    await session.end();
    return { success: true, errors: [] };
  }

  @Query(() => Boolean, {
    description: 'Whether this server can send password reset links. False in production without SMTP: then requestPasswordReset answers NOT_IMPLEMENTED.',
  })
  passwordResetAvailable(@Ctx() { services }: GraphQLContext): boolean {
    return services.passwordResets.available;
  }

  @Mutation(() => RequestPasswordResetPayload, {
    description:
      'Forgot password: mails a link to set a new password (valid 30 minutes, once) if an account has this email. The same answer for an email without an account. Rate limited (TOO_MANY_REQUESTS, like sign-in); NOT_IMPLEMENTED where passwordResetAvailable is false.',
  })
  requestPasswordReset(@Arg('input') input: RequestPasswordResetInput, @Ctx() { services, ip, res }: GraphQLContext): Promise<RequestPasswordResetPayload> {
    return withSuccess<RequestPasswordResetPayload>(
      () => withRateLimitHeaders(res, () => services.passwordResets.request(input.email, ip)),
      ['BAD_USER_INPUT'],
    );
  }

  @Mutation(() => ResetPasswordPayload, {
    description:
      'Sets a new password with the token of a reset link. The link then stops working and every session of the account ends (its API tokens stay). Rate limited per address.',
  })
  resetPassword(@Arg('input') input: ResetPasswordInput, @Ctx() { services, ip, res }: GraphQLContext): Promise<ResetPasswordPayload> {
    return withSuccess<ResetPasswordPayload>(
      () => withRateLimitHeaders(res, () => services.passwordResets.reset(input.token, input.password, ip)),
      ['BAD_USER_INPUT'],
    );
  }

  @Authorized()
  @Query(() => ApiTokenConnection, { description: 'Your personal API tokens, newest first, a page at a time (at most 20 exist at once).' })
  async apiTokens(@Args() { first, after }: PageArgs, @Ctx() { services, viewer }: GraphQLContext): Promise<ApiTokenConnection> {
    return toConnection(await services.apiTokens.list(viewer, first, after));
  }

  @Authorized()
  @Mutation(() => CreateApiTokenPayload, { description: 'Creates a personal API token; its secret is returned only this once.' })
  createApiToken(@Arg('input') input: CreateApiTokenInput, @Ctx() { services, viewer }: GraphQLContext): Promise<CreateApiTokenPayload> {
    return withUserErrors<CreateApiTokenPayload>(
      async () => {
        const { token, record } = await services.apiTokens.create(viewer, input.name);
        return { token, apiToken: record };
      },
      { token: null, apiToken: null },
    );
  }

  @Authorized()
  @Mutation(() => RevokeApiTokenPayload, { description: "Revokes one of your API tokens at once; another account's token id reads as NOT_FOUND." })
  revokeApiToken(
    @Arg('id', () => ID, { description: 'The token id.' }) id: string,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<RevokeApiTokenPayload> {
    return withRemovedId<RevokeApiTokenPayload>('revokedId', id, () => services.apiTokens.revoke(viewer, id), ACCOUNT_ERROR_CODES);
  }
}

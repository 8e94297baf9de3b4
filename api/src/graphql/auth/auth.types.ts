import { IsEmail, MaxLength } from 'class-validator';
import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { ConnectionOf } from '../common/connection';
import { TextInput } from '../common/text-input';
import { AccountError, PayloadOf } from '../common/user-error';
import { User } from '../user/user.types';

@InputType({ description: 'A new account.' })
export class SignUpInput {
  @TextInput('Display name: 3 to 40 letters, digits, dots, dashes or underscores.', { maxLength: 40 })
  username: string;

  @TextInput('Email address used to sign in.', { maxLength: 254 })
  email: string;

  @TextInput('At least 8 characters.', { maxLength: 200 })
  password: string;
}

@InputType({ description: 'Email and password sign-in.' })
export class SignInInput {
  @Field({ description: 'Email address of the account.' })
  @IsEmail({}, { message: 'Enter a valid email address.' })
  @MaxLength(254)
  email: string;

  @TextInput('The account password.', { maxLength: 200 })
  password: string;
}

@ObjectType({ description: 'Result of signing in or up.' })
export class AuthPayload extends PayloadOf(AccountError) {
  @Field(() => User, { nullable: true, description: 'The signed-in account; null when there are errors.' })
  user: User | null;

  @Field({ nullable: true, description: 'Where the app goes next: /admin-dashboard for admins, /profile for others.' })
  redirectTo: string;
}

@ObjectType({ description: 'Result of a change that needs no object back.' })
export class SuccessPayload extends PayloadOf(AccountError) {
  @Field({ description: 'Whether it was done.' })
  success: boolean;
}

@ObjectType({ description: 'A personal API token (its secret is shown only once, at creation).' })
export class ApiToken {
  @Field(() => ID, { description: 'Token id, used to revoke it.' })
  id: string;

  @Field({ description: 'Name given by its owner, e.g. "study bot".' })
  name: string;

  @Field({ description: 'First characters of the token, to recognise it.' })
  prefix: string;

  @Field({ description: 'When it was created.' })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'When it was last used (to the minute), if ever.' })
  lastUsedAt: Date | null;
}

@InputType({ description: 'A new API token.' })
export class CreateApiTokenInput {
  @TextInput('A name to recognise it by, 1 to 80 characters.', { maxLength: 80 })
  name: string;
}

@ObjectType({ description: 'A new API token with its secret.' })
export class CreateApiTokenPayload extends PayloadOf(AccountError) {
  @Field(() => String, { nullable: true, description: 'The secret: send it as `Authorization: Bearer <token>`. Shown only now.' })
  token: string | null;

  @Field(() => ApiToken, { nullable: true, description: 'The stored token, without its secret.' })
  apiToken: ApiToken | null;
}

@ObjectType({ description: 'A page of your API tokens, newest first.' })
export class ApiTokenConnection extends ConnectionOf(ApiToken, { one: 'token', many: 'tokens' }) {}

@ObjectType({ description: 'Result of revoking an API token.' })
export class RevokeApiTokenPayload extends PayloadOf(AccountError, 'Mistakes to fix (NOT_FOUND: no such token of yours); empty on success.') {
  @Field(() => ID, { nullable: true, description: 'Id of the revoked token; null when there are errors.' })
  revokedId: string | null;
}

@InputType({ description: 'Asks for a password reset link by mail.' })
export class RequestPasswordResetInput {
  @Field({ description: 'Email address of the account. The answer is the same whether or not an account has it.' })
  @IsEmail({}, { message: 'Enter a valid email address.' })
  @MaxLength(254)
  email: string;
}

@ObjectType({ description: 'Result of asking for a password reset link.' })
export class RequestPasswordResetPayload extends PayloadOf(AccountError, 'Mistakes to fix (BAD_USER_INPUT: not an email address); empty on success.') {
  @Field({
    description:
      'True once the request is taken: if an account has this email, a link is on its way (valid 30 minutes, once). The same for an email without an account.',
  })
  success: boolean;
}

@InputType({ description: 'A new password, set with the token of a reset link.' })
export class ResetPasswordInput {
  @TextInput('The `token` parameter of the link in the reset mail.', { maxLength: 200 })
  token: string;

  @TextInput('The new password: at least 8 characters.', { maxLength: 200 })
  password: string;
}

@ObjectType({ description: 'Result of setting a new password with a reset link.' })
export class ResetPasswordPayload extends PayloadOf(
  AccountError,
  'Mistakes to fix (BAD_USER_INPUT with field `token`: the link was used, expired or never existed; with field `password`: too short or too long); empty on success.',
) {
  @Field({ description: 'True when the password was changed; every session of the account has ended, so sign in with the new password.' })
  success: boolean;
}

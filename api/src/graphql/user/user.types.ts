import { IsOptional } from 'class-validator';
import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { type Role as RoleValue, ROLES } from '../../domain/constants';
import { describedEnum } from '../common/enum';
import { TextInput } from '../common/text-input';
import { GraphQLUpload, type FileUpload } from '../common/upload';
import { AccountError, PayloadOf } from '../common/user-error';

export type Role = RoleValue;
export const Role = describedEnum(ROLES, 'Role', 'What an account may do: USER for students, ADMIN for moderators.', {
  USER: 'A student: shares, comments, likes and saves notes; manages their own account.',
  ADMIN: 'A moderator: also approves and deletes any note, and manages accounts and colleges.',
});

@ObjectType({ description: 'What anyone may see of an account: its name and picture.' })
export class PublicUser {
  @Field(() => ID, { description: 'Stable account id.' })
  id: string;

  @Field({ description: 'Display name, unique across accounts.' })
  username: string;

  @Field(() => String, { nullable: true, description: 'URL of the profile picture, if any.' })
  avatarUrl: string | null;
}

/** The public fields (PublicUser) and those only the owner and admins may read. */
@ObjectType({ description: 'The signed-in account as its owner sees it.' })
export class User extends PublicUser {
  @Field({ description: 'Sign-in email; shown only to its owner and to admins.' })
  email: string;

  @Field(() => Role, { description: 'USER or ADMIN.' })
  role: Role;

  @Field({ description: 'Whether the account can sign in with a password (Google-only accounts cannot).' })
  hasPassword: boolean;

  @Field({ description: 'When the account was created ("Member since").' })
  createdAt: Date;
}

@InputType({ description: 'Changes to an account; omitted fields stay as they are.' })
export class UpdateProfileInput {
  @TextInput('Account to change; defaults to the signed-in one (admins may name another).', { optional: true, id: true })
  userId?: string | null;

  @TextInput('New username.', { optional: true, maxLength: 40 })
  username?: string | null;

  @Field(() => GraphQLUpload, { nullable: true, description: 'New profile picture: PNG, JPEG, GIF or WebP, at most 2 MB.' })
  @IsOptional()
  avatar?: Promise<FileUpload> | null;
}

@InputType({ description: 'A new password.' })
export class ChangePasswordInput {
  @TextInput('The current password; required when the account has one.', { optional: true, maxLength: 200 })
  currentPassword?: string | null;

  @TextInput('The new password, at least 8 characters.', { maxLength: 200 })
  newPassword: string;
}

@ObjectType({ description: 'Result of a profile change.' })
export class UserPayload extends PayloadOf(AccountError) {
  @Field(() => User, { nullable: true, description: 'The account after the change; null when there are errors.' })
  user: User | null;
}

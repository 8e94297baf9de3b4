import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import type { Role as RoleValue } from '../../domain/constants';

export enum Role {
  USER = 'user',
  ADMIN = 'admin',
}
registerEnumType(Role, {
  name: 'Role',
  description: 'What an account may do: USER for students, ADMIN for moderators.',
  valuesConfig: {
    USER: { description: 'A student: shares, comments, likes and saves notes; manages their own account.' },
    ADMIN: { description: 'A moderator: also approves and deletes any note, and manages accounts and colleges.' },
  },
});

export const toRole = (role: RoleValue): Role => (role === 'admin' ? Role.ADMIN : Role.USER);

@ObjectType({ description: 'What anyone may see of an account: its name and picture.' })
export class PublicUser {
  @Field(() => ID, { description: 'Stable account id.' })
  id: string;

  @Field({ description: 'Display name, unique across accounts.' })
  username: string;

  @Field(() => String, { nullable: true, description: 'URL of the profile picture, if any.' })
  avatarUrl: string | null;
}

@ObjectType({ description: 'The signed-in account as its owner sees it.' })
export class User {
  @Field(() => ID, { description: 'Stable account id.' })
  id: string;

  @Field({ description: 'Display name, unique across accounts.' })
  username: string;

  @Field({ description: 'Sign-in email; shown only to its owner and to admins.' })
  email: string;

  @Field(() => String, { nullable: true, description: 'URL of the profile picture, if any.' })
  avatarUrl: string | null;

  @Field(() => Role, { description: 'USER or ADMIN.' })
  role: Role;

  @Field({ description: 'Whether the account can sign in with a password (Google-only accounts cannot).' })
  hasPassword: boolean;

  @Field({ description: 'When the account was created ("Member since").' })
  createdAt: Date;
}

import type { UserEntity } from '../../entities';
import { avatarUrlOf } from '../../presenters/user.presenter';
import { PublicUser, User } from './user.types';

export function presentPublicUser(user: UserEntity): PublicUser {
  return Object.assign(new PublicUser(), { id: user.id, username: user.username, avatarUrl: avatarUrlOf(user) });
}

export function presentUser(user: UserEntity): User {
  return Object.assign(new User(), {
    id: user.id,
    username: user.username,
    email: user.email,
    avatarUrl: avatarUrlOf(user),
    role: user.role,
    hasPassword: Boolean(user.passwordHash),
    createdAt: user.createdAt,
  });
}

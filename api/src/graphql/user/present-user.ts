import type { UserEntity } from '../../entities';
import { PublicUser, toRole, User } from './user.types';

/** Uploaded avatars are served by the api under /media; external ones (Google) as they are. */
export function avatarUrlOf(user: Pick<UserEntity, 'avatarKey' | 'avatarUrl'>): string | null {
  if (user.avatarKey) return `/media/${user.avatarKey}`;
  return user.avatarUrl ?? null;
}

export function presentPublicUser(user: UserEntity): PublicUser {
  return Object.assign(new PublicUser(), { id: user.id, username: user.username, avatarUrl: avatarUrlOf(user) });
}

export function presentUser(user: UserEntity): User {
  return Object.assign(new User(), {
    id: user.id,
    username: user.username,
    email: user.email,
    avatarUrl: avatarUrlOf(user),
    role: toRole(user.role),
    hasPassword: Boolean(user.passwordHash),
    createdAt: user.createdAt,
  });
}

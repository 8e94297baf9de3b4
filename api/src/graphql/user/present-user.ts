import type { Loaders } from '../../data/loaders';
import type { UserEntity } from '../../entities';
import { avatarUrlOf } from '../../presenters/user.presenter';
import { PublicUser, User } from './user.types';

export function presentPublicUser(user: Pick<UserEntity, 'id' | 'username' | 'avatarKey' | 'avatarUrl'>): PublicUser {
  return Object.assign(new PublicUser(), { id: user.id, username: user.username, avatarUrl: avatarUrlOf(user) });
}

/** The public face of the account `id`, through the request's user loader; null without an id or when the account is gone. */
export async function loadPublicUser(loaders: Loaders, id: string | null | undefined): Promise<PublicUser | null> {
  if (!id) return null;
  const user = await loaders.user.load(id);
  return user ? presentPublicUser(user) : null;
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

import type { UserEntity } from '../entities';

/** Uploaded avatars are served by the api under /media; external ones (Google) as they are. */
export function avatarUrlOf(user: Pick<UserEntity, 'avatarKey' | 'avatarUrl'>): string | null {
  if (user.avatarKey) return `/media/${user.avatarKey}`;
  return user.avatarUrl ?? null;
}

import type { UserEntity } from '../entities';
import { avatarUrlOf } from '../graphql/user/present-user';

/** A user in the spec's REST shape (`_id`, `avatar`, lower-case role). */
export function userJson(user: UserEntity) {
  return {
    _id: user.id,
    username: user.username,
    email: user.email,
    avatar: avatarUrlOf(user),
    role: user.role,
    createdAt: user.createdAt,
  };
}

/**
 * The users table as raw SQL reads it (the per-request user loader and the admin lists). The
 * aliases are UserEntity's property names, so a row has the entity's shape. Always aliased `u`.
 */
export const USER_COLUMNS = `u.id, u.username, u.email, u.password_hash AS "passwordHash", u.avatar_key AS "avatarKey", u.avatar_url AS "avatarUrl",
  u.role, u.google_id AS "googleId", u.created_at AS "createdAt"`;

/** How many notes the account uploaded, pending ones included (index-only, on notes_uploader_idx). */
export const USER_NOTES_COUNT = `(SELECT count(*) FROM notes c WHERE c.uploader_id = u.id)::int AS "notesCount"`;

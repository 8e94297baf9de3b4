import type { Role } from '../domain/constants';

/**
 * The users table as raw SQL reads it (the per-request user loader and the admin lists). The
 * aliases are UserEntity's property names, so a row has the entity's shape. Always aliased `u`.
 */
export const USER_COLUMNS = `u.id, u.username, u.email, u.password_hash AS "passwordHash", u.avatar_key AS "avatarKey", u.avatar_url AS "avatarUrl",
  u.role, u.google_id AS "googleId", u.created_at AS "createdAt"`;

/** How many notes the account uploaded, pending ones included (index-only, on notes_uploader_idx). */
export const USER_NOTES_COUNT = `(SELECT count(*) FROM notes c WHERE c.uploader_id = u.id)::int AS "notesCount"`;

/** A row of USER_COLUMNS: UserEntity's shape as plain data (no TypeORM decorators, so any file may import it). */
export interface UserRow {
  id: string;
  username: string;
  email: string;
  passwordHash: string | null;
  avatarKey: string | null;
  avatarUrl: string | null;
  role: Role;
  googleId: string | null;
  createdAt: Date;
}

/** One account by its username, matched as the unique index does (case aside), or undefined. */
export async function userByUsername(db: import('./sql-runner').SqlRunner, username: string): Promise<UserRow | undefined> {
  const rows: UserRow[] = await db.query(`SELECT ${USER_COLUMNS} FROM users u WHERE lower(u.username) = lower($1)`, [username]);
  return rows[0];
}

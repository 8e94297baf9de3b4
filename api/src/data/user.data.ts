import type { DataSource } from 'typeorm';
import type { Role } from '../domain/constants';
import { UserEntity } from '../entities';
import type { SqlRunner } from './sql-runner';

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
export async function userByUsername(db: SqlRunner, username: string): Promise<UserRow | undefined> {
  const rows: UserRow[] = await db.query(`SELECT ${USER_COLUMNS} FROM users u WHERE lower(u.username) = lower($1)`, [username]);
  return rows[0];
}

/** The account of this email (already normalized: trimmed, lowercased) as TypeORM's entity, or null. */
export function userEntityByEmail(ds: DataSource, email: string): Promise<UserEntity | null> {
  return ds.getRepository(UserEntity).createQueryBuilder('u').where('lower(u.email) = :email', { email }).getOne();
}

/** The account by its email (normalized) with what a mail to it needs, or undefined. */
export async function mailContactByEmail(db: SqlRunner, email: string): Promise<{ id: string; username: string; email: string } | undefined> {
  const [user]: { id: string; username: string; email: string }[] = await db.query(`SELECT id, username, email FROM users WHERE lower(email) = $1`, [email]);
  return user;
}

/** Holds the account's row until the transaction ends (serializes one account's changes). */
export async function lockUser(tx: SqlRunner, id: string): Promise<void> {
  await tx.query(`SELECT 1 FROM users WHERE id = $1 FOR UPDATE`, [id]);
}

/** The account's row as its deletion needs it, held until the transaction ends; undefined when there is none. */
export async function lockUserForDeletion(
  tx: SqlRunner,
  id: string,
): Promise<{ id: string; username: string; role: string; avatar_key: string | null } | undefined> {
  const [user]: { id: string; username: string; role: string; avatar_key: string | null }[] = await tx.query(
    `SELECT id, username, role, avatar_key FROM users WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return user;
}

export async function countAdmins(db: SqlRunner): Promise<number> {
  const [{ admins }]: { admins: number }[] = await db.query(`SELECT count(*)::int AS admins FROM users WHERE role = 'admin'`);
  return admins;
}

/** The admins' ids in id order; with `lock`, their rows held (always in that order, so no deadlock). */
export async function adminIds(db: SqlRunner, lock: boolean): Promise<string[]> {
  const admins: { id: string }[] = await db.query(`SELECT id FROM users WHERE role = 'admin' ORDER BY id${lock ? ' FOR UPDATE' : ''}`);
  return admins.map((admin) => admin.id);
}

export async function setUserRole(db: SqlRunner, id: string, role: Role): Promise<void> {
  await db.query(`UPDATE users SET role = $2 WHERE id = $1`, [id, role]);
}

/** Sets a new password hash; the account's email, or undefined when there is no such account. */
export async function setPasswordHash(db: SqlRunner, id: string, passwordHash: string): Promise<string | undefined> {
  const [rows]: [{ email: string }[], number] = await db.query(`UPDATE users SET password_hash = $2 WHERE id = $1 RETURNING email`, [id, passwordHash]);
  return rows[0]?.email;
}

export async function deleteUser(db: SqlRunner, id: string): Promise<void> {
  await db.query(`DELETE FROM users WHERE id = $1`, [id]);
}

/** Whether another account than this one already uses the username (case aside). */
export async function usernameTaken(db: SqlRunner, username: string): Promise<boolean> {
  const [{ taken }]: { taken: boolean }[] = await db.query(`SELECT EXISTS (SELECT 1 FROM users WHERE lower(username) = lower($1)) AS taken`, [username]);
  return taken;
}

/** Whether the username and the email are in use by an account other than `exceptId` (case aside), in one statement. */
export async function usernameAndEmailTaken(
  db: SqlRunner,
  username: string,
  email: string,
  exceptId: string | null,
): Promise<{ username_taken: boolean; email_taken: boolean }> {
  const rows: { username_taken: boolean; email_taken: boolean }[] = await db.query(
    `SELECT
         EXISTS (SELECT 1 FROM users WHERE lower(username) = lower($1) AND id IS DISTINCT FROM $3) AS username_taken,
         EXISTS (SELECT 1 FROM users WHERE lower(email) = lower($2) AND id IS DISTINCT FROM $3) AS email_taken`,
    [username, email, exceptId],
  );
  return rows[0];
}

/** The admin role for the account of this email (case aside); false when no account has it. */
export async function promoteEmailToAdmin(db: SqlRunner, email: string): Promise<boolean> {
  const [, affected]: [unknown[], number] = await db.query(`UPDATE users SET role = 'admin' WHERE lower(email) = lower($1)`, [email]);
  return affected > 0;
}

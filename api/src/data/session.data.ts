import type { Role } from '../domain/constants';
import type { SqlRunner } from './sql-runner';

/** The sessions table: one row per signed-in browser, keyed by the hash of the cookie's id. */

export async function insertSession(db: SqlRunner, idHash: string, userId: string, ttlMs: number): Promise<void> {
  await db.query(`INSERT INTO sessions (id_hash, user_id, expires_at) VALUES ($1, $2, now() + $3 * interval '1 millisecond')`, [idHash, userId, ttlMs]);
}

/** The account behind a live session, read live so role changes apply on the next request. */
export async function viewerOfSession(db: SqlRunner, idHash: string): Promise<{ id: string; role: Role } | undefined> {
  const rows: { id: string; role: Role }[] = await db.query(
    `SELECT u.id, u.role FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id_hash = $1 AND s.expires_at > now()`,
    [idHash],
  );
  return rows[0];
}

export async function deleteSession(db: SqlRunner, idHash: string): Promise<void> {
  await db.query(`DELETE FROM sessions WHERE id_hash = $1`, [idHash]);
}

/** Every session of the account (sign-out everywhere, a new password, a taken-over email). */
export async function deleteSessionsOf(db: SqlRunner, userId: string): Promise<void> {
  await db.query(`DELETE FROM sessions WHERE user_id = $1`, [userId]);
}

export async function deleteExpiredSessions(db: SqlRunner): Promise<void> {
  await db.query(`DELETE FROM sessions WHERE expires_at <= now()`);
}

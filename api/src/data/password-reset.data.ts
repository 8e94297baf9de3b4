import type { SqlRunner } from './sql-runner';

/** The password_resets table: single-use reset links, stored as the hash of their token. */

/** Whether a link of this hash is unused and not expired (a cheap look, before any password hashing). */
export async function liveResetExists(db: SqlRunner, tokenHash: string): Promise<boolean> {
  const [live]: { ok: boolean }[] = await db.query(
    `SELECT EXISTS (SELECT 1 FROM password_resets WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()) AS ok`,
    [tokenHash],
  );
  return live.ok;
}

/**
 * Spends a live link: one UPDATE both checks and spends it, so two tabs submitting at once
 * cannot both use it. The account's id, or undefined when the link was not live.
 */
export async function spendReset(tx: SqlRunner, tokenHash: string): Promise<string | undefined> {
  const [spent]: [{ user_id: string }[], number] = await tx.query(
    `UPDATE password_resets SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
    [tokenHash],
  );
  return spent[0]?.user_id;
}

/** The account's other links, unused ones, die with a reset. */
export async function deleteUnusedResetsOf(tx: SqlRunner, userId: string): Promise<void> {
  await tx.query(`DELETE FROM password_resets WHERE user_id = $1 AND used_at IS NULL`, [userId]);
}

export async function insertReset(db: SqlRunner, tokenHash: string, userId: string, minutes: number): Promise<void> {
  await db.query(`INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3))`, [
    tokenHash,
    userId,
    minutes,
  ]);
}

/** Links expired for a day go. */
export async function deleteExpiredResets(db: SqlRunner): Promise<void> {
  await db.query(`DELETE FROM password_resets WHERE expires_at <= now() - interval '1 day'`);
}

import type { SqlRunner } from './sql-runner';

/** A claimed idempotency key: `status` and `body` are null while its first request is running. */
export interface IdempotencyKeyRow {
  requestHash: string;
  status: number | null;
  body: string | null;
}

const COLUMNS = `request_hash AS "requestHash", status, body`;

/** Claims the key for the account; true when this request is the first with it. Drops the account's keys older than a day first. */
export async function claimIdempotencyKey(db: SqlRunner, userId: string, key: string, requestHash: string): Promise<boolean> {
  await db.query(`DELETE FROM idempotency_keys WHERE user_id = $1 AND created_at < now() - interval '1 day'`, [userId]);
  const rows: unknown[] = await db.query(
    `INSERT INTO idempotency_keys (user_id, key, request_hash) VALUES ($1, $2, $3) ON CONFLICT (user_id, key) DO NOTHING RETURNING key`,
    [userId, key, requestHash],
  );
  return rows.length === 1;
}

export async function findIdempotencyKey(db: SqlRunner, userId: string, key: string): Promise<IdempotencyKeyRow | null> {
  const rows: IdempotencyKeyRow[] = await db.query(`SELECT ${COLUMNS} FROM idempotency_keys WHERE user_id = $1 AND key = $2`, [userId, key]);
  return rows[0] ?? null;
}

/** Keeps the first request's answer, replayed to every repeat of the key. */
export async function completeIdempotencyKey(db: SqlRunner, userId: string, key: string, status: number, body: string): Promise<void> {
  await db.query(`UPDATE idempotency_keys SET status = $3, body = $4 WHERE user_id = $1 AND key = $2`, [userId, key, status, body]);
}

/** Frees the key of a request that failed on the server's side, so that a retry runs again. */
export async function releaseIdempotencyKey(db: SqlRunner, userId: string, key: string): Promise<void> {
  await db.query(`DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2 AND status IS NULL`, [userId, key]);
}

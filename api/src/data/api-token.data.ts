import type { Role } from '../domain/constants';
import type { SqlRunner } from './sql-runner';

/** The api_tokens table: personal API tokens, stored as the hash of the secret with its first characters. */

export interface ApiTokenRecord {
  id: string;
  name: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

const TOKEN_COLUMNS = `id, name, token_prefix AS prefix, created_at AS "createdAt", last_used_at AS "lastUsedAt"`;

export async function countApiTokens(db: SqlRunner, userId: string): Promise<number> {
  const [{ count }]: { count: number }[] = await db.query(`SELECT count(*)::int AS count FROM api_tokens WHERE user_id = $1`, [userId]);
  return count;
}

export async function insertApiToken(db: SqlRunner, token: { userId: string; name: string; hash: string; prefix: string }): Promise<ApiTokenRecord> {
  const [record]: ApiTokenRecord[] = await db.query(
    `INSERT INTO api_tokens (user_id, name, token_hash, token_prefix) VALUES ($1, $2, $3, $4)
       RETURNING ${TOKEN_COLUMNS}`,
    [token.userId, token.name, token.hash, token.prefix],
  );
  return record;
}

/**
 * Up to `limit` of the account's tokens, newest first, after the keyset cursor, with the total
 * on every row (one row with null columns when the page is empty, so the total is still there).
 */
export function apiTokenPageRows(
  db: SqlRunner,
  userId: string,
  cursor: { sortKey: string; id: string } | null,
  limit: number,
): Promise<(Omit<ApiTokenRecord, 'id'> & { id: string | null; total: number; sortKey: string | null })[]> {
  return db.query(
    `SELECT t.total, p.*
       FROM (SELECT count(*)::int AS total FROM api_tokens WHERE user_id = $1) t
       LEFT JOIN LATERAL (
         SELECT ${TOKEN_COLUMNS}, created_at::text AS "sortKey"
         FROM api_tokens
         WHERE user_id = $1 AND ($2::timestamptz IS NULL OR (created_at, id) < ($2::timestamptz, $3::uuid))
         ORDER BY created_at DESC, id DESC
         LIMIT $4
       ) p ON true
       ORDER BY p."createdAt" DESC, p.id DESC`,
    [userId, cursor?.sortKey ?? null, cursor?.id ?? null, limit],
  );
}

/** Deletes the owner's token; false when the owner has no token of that id. */
export async function deleteApiToken(db: SqlRunner, id: string, userId: string): Promise<boolean> {
  // TypeORM answers a DELETE with [rows, affectedCount].
  const [, affected]: [unknown[], number] = await db.query(`DELETE FROM api_tokens WHERE id = $1 AND user_id = $2`, [id, userId]);
  return affected > 0;
}

/** The account behind a token's hash; records the use at most once a minute. */
export async function viewerOfApiToken(db: SqlRunner, tokenHash: string): Promise<{ id: string; role: Role } | undefined> {
  const rows: { id: string; role: Role }[] = await db.query(
    `WITH t AS (
         UPDATE api_tokens SET last_used_at = now()
         WHERE token_hash = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')
       )
       SELECT u.id, u.role FROM api_tokens a JOIN users u ON u.id = a.user_id WHERE a.token_hash = $1`,
    [tokenHash],
  );
  return rows[0];
}

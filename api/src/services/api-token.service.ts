import type { DataSource } from 'typeorm';
import { randomToken, sha256 } from '../auth/secrets';
import type { Viewer } from '../auth/viewer';
import type { Role } from '../domain/constants';
import { badInput, notFound } from '../errors';
import { requireViewer } from '../policies';
import { checkPageSize, decodeCursor, encodeCursor, isUuid } from '../data/paging';

export interface ApiTokenRecord {
  id: string;
  name: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

export interface ApiTokenPage {
  items: { node: ApiTokenRecord; cursor: string }[];
  hasNextPage: boolean;
  totalCount: number;
}

const TOKEN_PREFIX = 'cn_';
const MAX_TOKENS_PER_USER = 20;

/**
 * Personal API tokens for third-party clients: shown once at creation, stored as a hash,
 * each acting as its owner with the owner's current role and the same policies.
 */
export class ApiTokenService {
  constructor(private readonly ds: DataSource) {}

  async create(viewer: Viewer | null, nameInput: string): Promise<{ token: string; record: ApiTokenRecord }> {
    requireViewer(viewer);
    const name = (nameInput ?? '').trim();
    if (!name || name.length > 80)
      throw badInput('Give the token a name of 1 to 80 characters.', [{ field: 'name', message: 'required, at most 80 characters' }]);
    const [{ count }] = await this.ds.query(`SELECT count(*)::int AS count FROM api_tokens WHERE user_id = $1`, [viewer.id]);
    if (count >= MAX_TOKENS_PER_USER) throw badInput(`You can have at most ${MAX_TOKENS_PER_USER} tokens; revoke one first.`);
    const token = `${TOKEN_PREFIX}${randomToken()}`;
    const [record]: ApiTokenRecord[] = await this.ds.query(
      `INSERT INTO api_tokens (user_id, name, token_hash, token_prefix) VALUES ($1, $2, $3, $4)
       RETURNING id, name, token_prefix AS prefix, created_at AS "createdAt", last_used_at AS "lastUsedAt"`,
      [viewer.id, name, sha256(token), token.slice(0, 10)],
    );
    return { token, record };
  }

  /** The viewer's tokens, newest first, a keyset page at a time with the total in the same query. */
  async list(viewer: Viewer | null, first: number, after?: string | null): Promise<ApiTokenPage> {
    requireViewer(viewer);
    checkPageSize(first);
    const cursor = after ? decodeCursor(after) : null;
    const rows: (ApiTokenRecord & { total: number; sortKey: string | null; id: string | null })[] = await this.ds.query(
      `SELECT t.total, p.*
       FROM (SELECT count(*)::int AS total FROM api_tokens WHERE user_id = $1) t
       LEFT JOIN LATERAL (
         SELECT id, name, token_prefix AS prefix, created_at AS "createdAt", last_used_at AS "lastUsedAt", created_at::text AS "sortKey"
         FROM api_tokens
         WHERE user_id = $1 AND ($2::timestamptz IS NULL OR (created_at, id) < ($2::timestamptz, $3::uuid))
         ORDER BY created_at DESC, id DESC
         LIMIT $4
       ) p ON true
       ORDER BY p."createdAt" DESC, p.id DESC`,
      [viewer.id, cursor?.sortKey ?? null, cursor?.id ?? null, first + 1],
    );
    const found = rows.filter((r) => r.id !== null);
    return {
      items: found
        .slice(0, first)
        .map(({ total: _total, sortKey, ...record }) => ({ node: record as ApiTokenRecord, cursor: encodeCursor(sortKey!, record.id!) })),
      hasNextPage: found.length > first,
      totalCount: rows[0]?.total ?? 0,
    };
  }

  /** Only the owner revokes; another user's token id answers NOT_FOUND, as if it did not exist. */
  async revoke(viewer: Viewer | null, id: string): Promise<void> {
    requireViewer(viewer);
    if (!isUuid(id)) throw notFound('That token');
    // TypeORM answers a DELETE with [rows, affectedCount].
    const [, affected]: [unknown[], number] = await this.ds.query(`DELETE FROM api_tokens WHERE id = $1 AND user_id = $2`, [id, viewer.id]);
    if (!affected) throw notFound('That token');
  }

  /** The account behind a bearer token; records the use at most once a minute. */
  async resolve(token: string): Promise<Viewer | null> {
    if (!token.startsWith(TOKEN_PREFIX)) return null;
    const rows: Viewer[] = await this.ds.query(
      `WITH t AS (
         UPDATE api_tokens SET last_used_at = now()
         WHERE token_hash = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')
       )
       SELECT u.id, u.role FROM api_tokens a JOIN users u ON u.id = a.user_id WHERE a.token_hash = $1`,
      [sha256(token)],
    );
    return rows[0] ? { id: rows[0].id, role: rows[0].role as Role } : null;
  }
}

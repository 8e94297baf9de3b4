import type { DataSource } from 'typeorm';
import { randomToken, sha256 } from '../auth/secrets';
import type { Viewer } from '../auth/viewer';
import { badInput, notFound } from '../errors';
import { requireViewer } from '../policies';
import { checkPageSize, decodeCursor, encodeCursor, isUuid } from '../data/paging';
import { apiTokenPageRows, type ApiTokenRecord, countApiTokens, deleteApiToken, insertApiToken, viewerOfApiToken } from '../data/api-token.data';

export type { ApiTokenRecord };

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
    const count = await countApiTokens(this.ds, viewer.id);
    if (count >= MAX_TOKENS_PER_USER) throw badInput(`You can have at most ${MAX_TOKENS_PER_USER} tokens; revoke one first.`);
    const token = `${TOKEN_PREFIX}${randomToken()}`;
    const record = await insertApiToken(this.ds, { userId: viewer.id, name, hash: sha256(token), prefix: token.slice(0, 10) });
    return { token, record };
  }

  /** The viewer's tokens, newest first, a keyset page at a time with the total in the same query. */
  async list(viewer: Viewer | null, first: number, after?: string | null): Promise<ApiTokenPage> {
    requireViewer(viewer);
    checkPageSize(first);
    const cursor = after ? decodeCursor(after) : null;
    const rows = await apiTokenPageRows(this.ds, viewer.id, cursor, first + 1);
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
    if (!(await deleteApiToken(this.ds, id, viewer.id))) throw notFound('That token');
  }

  /** The account behind a bearer token; records the use at most once a minute. */
  async resolve(token: string): Promise<Viewer | null> {
    if (!token.startsWith(TOKEN_PREFIX)) return null;
    const viewer = await viewerOfApiToken(this.ds, sha256(token));
    return viewer ? { id: viewer.id, role: viewer.role } : null;
  }
}

import type { AuditAction, AuditItemType } from '../domain/audit';
import { badInput } from '../errors';
import { checkPageSize, decodeCursor, encodeCursor, type Page } from './paging';
import type { SqlRunner } from './sql-runner';

/**
 * The audit_records table: its row type, the one insert every admin action goes through, and the
 * filtered keyset page the admin area reads. There is no update or delete here, and the table's
 * triggers refuse them anyway.
 */

export interface AuditRecordRow {
  id: string;
  actorId: string | null;
  actorName: string | null;
  action: AuditAction;
  itemType: AuditItemType;
  itemId: string;
  itemTitle: string;
  reason: string | null;
  changes: AuditChange[];
  createdAt: Date;
}

/** One action to record: who did it (null for the service itself), to what, and why. */
export interface AuditEntry {
  actor: { id: string } | null;
  action: AuditAction;
  itemType: AuditItemType;
  itemId: string;
  itemTitle: string;
  reason?: string | null;
  /** What changed, when the action has more to say (a role from and to, a merge's sources). */
  changes?: AuditChange[];
}

/** One value an action changed. */
export interface AuditChange {
  field: string;
  from: string | null;
  to: string | null;
}

export interface AuditFilter {
  actorId?: string | null;
  action?: AuditAction | null;
  itemType?: AuditItemType | null;
  itemId?: string | null;
  /** Inclusive lower bound of created_at. */
  from?: Date | null;
  /** Exclusive upper bound of created_at. */
  to?: Date | null;
}

const AUDIT_COLUMNS = `a.id, a.actor_id AS "actorId", a.actor_name AS "actorName", a.action, a.item_type AS "itemType", a.item_id AS "itemId",
  a.item_title AS "itemTitle", a.reason, coalesce(a.changes, '[]'::jsonb) AS changes, a.created_at AS "createdAt"`;

/**
 * Records one action, in the caller's transaction (`sql`), so the record exists exactly when the
 * action committed. The actor's username is copied: the record names them after their account goes.
 */
export async function recordAudit(sql: SqlRunner, entry: AuditEntry): Promise<AuditRecordRow> {
  const [row]: AuditRecordRow[] = await sql.query(
    `INSERT INTO audit_records AS a (actor_id, actor_name, action, item_type, item_id, item_title, reason, changes)
     VALUES ($1::uuid, (SELECT username FROM users WHERE id = $1::uuid), $2, $3, $4, $5, $6, $7::jsonb)
     RETURNING ${AUDIT_COLUMNS}`,
    [
      entry.actor?.id ?? null,
      entry.action,
      entry.itemType,
      entry.itemId,
      entry.itemTitle,
      entry.reason ?? null,
      entry.changes?.length ? JSON.stringify(entry.changes) : null,
    ],
  );
  return row;
}

/** Records newest first, filtered, one keyset page on (created_at, id). */
export async function pageAuditRecords(sql: SqlRunner, filter: AuditFilter, first: number, after?: string | null): Promise<Page<AuditRecordRow>> {
  checkPageSize(first);
  const params: unknown[] = [];
  const conditions: string[] = [];
  const add = (condition: (at: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(condition(`$${params.length}`));
  };
  if (filter.actorId) add((at) => `a.actor_id = ${at}::uuid`, filter.actorId);
  if (filter.action) add((at) => `a.action = ${at}`, filter.action);
  if (filter.itemType) add((at) => `a.item_type = ${at}`, filter.itemType);
  if (filter.itemId) add((at) => `a.item_id = ${at}`, filter.itemId);
  if (filter.from) add((at) => `a.created_at >= ${at}::timestamptz`, filter.from.toISOString());
  if (filter.to) add((at) => `a.created_at < ${at}::timestamptz`, filter.to.toISOString());
  const countConditions = [...conditions];
  const countParams = [...params];
  if (after) {
    const cursor = decodeCursor(after);
    if (Number.isNaN(Date.parse(cursor.sortKey)))
      throw badInput('The cursor is not valid; start again from the first page.', [{ field: 'after', message: 'not a valid cursor' }]);
    params.push(cursor.sortKey, cursor.id);
    conditions.push(`(a.created_at, a.id) < ($${params.length - 1}::timestamptz, $${params.length}::uuid)`);
  }
  params.push(first + 1);
  const where = (list: string[]) => (list.length ? `WHERE ${list.join(' AND ')}` : '');
  const [rows, [{ count }]] = await Promise.all([
    sql.query(
      `SELECT ${AUDIT_COLUMNS}, a.created_at::text AS "sortKey" FROM audit_records a ${where(conditions)}
       ORDER BY a.created_at DESC, a.id DESC LIMIT $${params.length}`,
      params,
    ) as Promise<(AuditRecordRow & { sortKey: string })[]>,
    sql.query(`SELECT count(*)::int AS count FROM audit_records a ${where(countConditions)}`, countParams) as Promise<{ count: number }[]>,
  ]);
  return {
    items: rows.slice(0, first).map(({ sortKey, ...node }) => ({ node, cursor: encodeCursor(sortKey, node.id) })),
    hasNextPage: rows.length > first,
    totalCount: count,
  };
}

/** Everyone who has a record, by name: the admin filter's choices. */
export function auditActors(sql: SqlRunner): Promise<{ id: string; name: string }[]> {
  return sql
    .query(
      `SELECT DISTINCT ON (a.actor_id) a.actor_id AS id, coalesce(u.username, a.actor_name, 'deleted account') AS name
     FROM audit_records a LEFT JOIN users u ON u.id = a.actor_id
     WHERE a.actor_id IS NOT NULL
     ORDER BY a.actor_id, a.created_at DESC`,
    )
    .then((rows: { id: string; name: string }[]) => rows.sort((x, y) => x.name.localeCompare(y.name)));
}

import type { DataSource } from 'typeorm';
import type { Viewer } from '../auth/viewer';
import { type AuditEntry, type AuditFilter, type AuditRecordRow, auditActors, pageAuditRecords, recordAudit } from '../data/audit.data';
import { AUDIT_ACTIONS, AUDIT_ITEM_TYPES } from '../domain/audit';
import { badInput } from '../errors';
import type { Page } from '../data/paging';
import { isUuid } from '../data/paging';
import { authorize } from '../policies';
import type { SqlRunner } from '../data/sql-runner';

/**
 * The audit trail: who did what to which item, when and why. Writing is one call,
 * `audit.record(tx, entry)` (or `recordAudit` from the data module), made by each admin use
 * case inside its own transaction; reading is for admins only. Nothing edits or deletes a
 * record: there is no such method, and the table's triggers refuse it.
 */
export class AuditService {
  constructor(private readonly ds: DataSource) {}

  /** Records one admin action in the caller's transaction (a college merge, say). */
  record(sql: SqlRunner, entry: AuditEntry): Promise<AuditRecordRow> {
    return recordAudit(sql, entry);
  }

  list(viewer: Viewer | null, filter: AuditFilter, first: number, after?: string | null): Promise<Page<AuditRecordRow>> {
    authorize(viewer, 'administer', 'site');
    if (filter.actorId && !isUuid(filter.actorId)) throw badInput('adminId is not an account id.', [{ field: 'adminId', message: 'not an account id' }]);
    if (filter.action && !(AUDIT_ACTIONS as readonly string[]).includes(filter.action))
      throw badInput('Unknown action.', [{ field: 'action', message: AUDIT_ACTIONS.join(', ') }]);
    if (filter.itemType && !(AUDIT_ITEM_TYPES as readonly string[]).includes(filter.itemType))
      throw badInput('Unknown item type.', [{ field: 'itemType', message: AUDIT_ITEM_TYPES.join(', ') }]);
    for (const field of ['from', 'to'] as const) {
      const value = filter[field];
      if (value && Number.isNaN(value.getTime())) throw badInput(`${field} is not a date.`, [{ field, message: 'not a date' }]);
    }
    if (filter.from && filter.to && filter.from >= filter.to) throw badInput('from must be before to.', [{ field: 'to', message: 'must be after from' }]);
    return pageAuditRecords(this.ds, filter, first, after);
  }

  /** The admins (and former admins) who have records: the filter's choices. */
  actors(viewer: Viewer | null): Promise<{ id: string; name: string }[]> {
    authorize(viewer, 'administer', 'site');
    return auditActors(this.ds);
  }
}

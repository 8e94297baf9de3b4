import { REJECTION_DETAILS_MAX, REJECTION_REASON_LABELS } from '@domain/audit';
import type { AuditAction, AuditRecordRowFragment, RejectionReason } from '../../graphql/__generated__/graphql';

/** How each recorded action reads in the audit table and a note's history. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  APPROVE: 'Approved',
  UNPUBLISH: 'Set to pending',
  REJECT: 'Rejected',
  DELETE: 'Deleted',
  REPORT_DISMISS: 'Dismissed reports',
  HIDE: 'Held by reports',
  ROLE_CHANGE: 'Changed role',
  ACCOUNT_EDIT: 'Edited account',
  ACCOUNT_DELETE: 'Deleted account',
  BAN: 'Banned',
  RENAME: 'Renamed',
  MERGE: 'Merged',
};

/** Who did it: the admin's name then, or the automatic hold. */
export const actorLabel = (record: Pick<AuditRecordRowFragment, 'actorId' | 'actorName'>) =>
  record.actorId ? (record.actorName ?? 'Deleted account') : 'Automatic (reports)';

/** "role: user → admin; username: a → b". */
export const changesLabel = (record: Pick<AuditRecordRowFragment, 'changes'>) =>
  record.changes.map((c) => `${c.field}: ${c.from ?? '—'} → ${c.to ?? '—'}`).join('; ');

/** The reasons an admin picks from to reject a pending note, in the order shown. */
export const REJECTION_CHOICES: readonly { value: RejectionReason; label: string }[] = [
  { value: 'NOT_ORIGINAL', label: REJECTION_REASON_LABELS.not_original },
  { value: 'WRONG_DETAILS', label: REJECTION_REASON_LABELS.wrong_details },
  { value: 'UNREADABLE', label: REJECTION_REASON_LABELS.unreadable },
  { value: 'DUPLICATE', label: REJECTION_REASON_LABELS.duplicate },
  { value: 'NOT_STUDY_MATERIAL', label: REJECTION_REASON_LABELS.not_study_material },
  { value: 'OTHER', label: 'Another reason (say which)' },
];

export { REJECTION_DETAILS_MAX };

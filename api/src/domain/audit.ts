/**
 * The audit trail's vocabulary and the rejection reasons, shared by the api and the web app
 * (through the `@domain` alias) so that the admin pages and the server spell them alike.
 */

/** What an admin (or the report threshold, for 'hide') did. New kinds are appended, never renamed. */
export const AUDIT_ACTIONS = [
  'approve',
  'unpublish',
  'reject',
  'delete',
  'report_dismiss',
  'hide',
  'role_change',
  'account_edit',
  'account_delete',
  'ban',
  'rename',
  'merge',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an audit record is about. */
export const AUDIT_ITEM_TYPES = ['note', 'comment', 'user', 'college', 'subject'] as const;
export type AuditItemType = (typeof AUDIT_ITEM_TYPES)[number];

/** How a reason given with an action may be long. */
export const AUDIT_REASON_MAX = 1000;

/** The common reasons to reject a pending note; 'other' needs the admin's own words. */
export const REJECTION_REASONS = ['not_original', 'wrong_details', 'unreadable', 'duplicate', 'not_study_material', 'other'] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

/** What the uploader reads for each reason (the admin's words follow it). */
export const REJECTION_REASON_LABELS: Record<RejectionReason, string> = {
  not_original: 'It is not your own work, or you may not share it',
  wrong_details: 'The course, subject, semester or batch is wrong',
  unreadable: 'The file is unreadable, blank or incomplete',
  duplicate: 'The same notes are already shared',
  not_study_material: 'It is not study material',
  other: 'Another reason',
};

/** The admin's own words added to a rejection. */
export const REJECTION_DETAILS_MAX = 500;

/** The sentence stored and sent to the uploader: the reason's label, then the admin's words. */
export function rejectionText(reason: RejectionReason, details: string | null): string {
  if (reason === 'other') return details ?? REJECTION_REASON_LABELS.other;
  return details ? `${REJECTION_REASON_LABELS[reason]}. ${details}` : REJECTION_REASON_LABELS[reason];
}

/** How long a personal data export can be downloaded after it is ready. */
export const DATA_EXPORT_TTL_HOURS = 24;

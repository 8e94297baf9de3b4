/**
 * Limits of reports, moderation and follows, shared by the api and the web app (through the
 * `@domain` alias) so that the dialogs and the server agree.
 */
export const REPORT_REASONS = ['copyright', 'wrong', 'spam', 'offensive', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Optional words a reporter adds to the reason (required for 'other'). */
export const REPORT_DETAILS_MAX = 500;
/** Why an admin unpublished or removed an item: told to the uploader. */
export const MODERATION_REASON_MAX = 500;

export const FOLLOW_KINDS = ['course', 'subject'] as const;
export type FollowKind = (typeof FOLLOW_KINDS)[number];
/** Courses and subjects one account may follow. */
export const FOLLOWS_MAX = 100;
export const FOLLOW_VALUE_MAX = 160;

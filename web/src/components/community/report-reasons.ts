import type { ReportReason } from '../../graphql/__generated__/graphql';

/** The reasons a student may give, in the order the dialog offers them. */
export const REPORT_REASONS: readonly { value: ReportReason; label: string; hint: string }[] = [
  { value: 'COPYRIGHT', label: 'Copyright', hint: 'Copied from a book, a paid course or someone else without permission' },
  { value: 'WRONG', label: 'Wrong or misleading', hint: 'The content is wrong or misleading' },
  { value: 'SPAM', label: 'Spam', hint: 'Advertising, links or unrelated content' },
  { value: 'OFFENSIVE', label: 'Offensive', hint: 'Abusive, hateful or otherwise offensive' },
  { value: 'OTHER', label: 'Other', hint: 'Say what is wrong below' },
];

export const REPORT_DETAILS_MAX = 500;

export const reasonLabel = (reason: ReportReason): string => REPORT_REASONS.find((r) => r.value === reason)?.label ?? reason;

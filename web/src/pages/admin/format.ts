import type { Role } from '../../graphql/__generated__/graphql';
import { formatInteger, formatShortDate } from '../../app/format';

/** Counts as people read them: 12,345 (Intl-free, see app/format.ts). */
export function formatCount(value: number): string {
  return formatInteger(Math.max(0, Math.round(value)));
}

/** Note dates (spec 9: en-US short month), e.g. "Mar 4, 2025". */
export function formatDate(iso: string): string {
  return formatShortDate(new Date(iso));
}

export const ROLE_LABELS: Record<Role, string> = { USER: 'User', ADMIN: 'Admin' };

/** Spec 9: an uploader shows as Unknown when the account is missing. */
export function uploaderName(uploader: { username: string } | null | undefined): string {
  return uploader?.username ?? 'Unknown';
}

/** "1 note", "2 notes", "1,234 notes": the count with the noun in the right number. */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(count)} ${count === 1 ? singular : plural}`;
}

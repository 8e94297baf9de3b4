import type { Role } from '../../graphql/__generated__/graphql';

/** Counts as people read them: 12,345. */
export function formatCount(value: number): string {
  return Math.max(0, Math.round(value)).toLocaleString('en-US');
}

/** Note dates (spec 9: en-US short month), e.g. "Mar 4, 2025". */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
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

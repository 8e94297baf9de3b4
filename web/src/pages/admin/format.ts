import type { Role } from '../../graphql/__generated__/graphql';
import { formatInteger } from '../../app/format';

/** Counts as people read them: 12,345 (Intl-free, see app/format.ts). */
export function formatCount(value: number): string {
  return formatInteger(Math.max(0, Math.round(value)));
}

export const ROLE_LABELS: Record<Role, string> = { USER: 'User', ADMIN: 'Admin' };

/** Spec 9: an uploader shows as Unknown when the account is missing. */
export function uploaderName(uploader: { username: string } | null | undefined): string {
  return uploader?.username ?? 'Unknown';
}

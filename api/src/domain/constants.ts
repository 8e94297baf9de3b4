/**
 * Business constants shared by the api and the web app (the web imports this file through
 * the `@domain` alias), so that the form and the server always agree.
 */
export const SEMESTERS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export const MIN_SEMESTER = 1;
export const MAX_SEMESTER = 8;
/**
 * Batches are four-year spans, "2024-2028". The list runs from the oldest batch on record (2020,
 * so every existing note stays valid) to next year's entrants, and grows with the calendar: no
 * list to edit each year. Read it when needed (currentBatches()), not once at start, so a server
 * running over New Year offers the new batch.
 */
export const BATCH_YEARS = 4;
export const BATCH_FIRST_START = 2020;

/** The batches a note may have in `year`, oldest first. */
export function batchesFor(year: number): string[] {
  const last = Math.max(year + 1, BATCH_FIRST_START);
  return Array.from({ length: last - BATCH_FIRST_START + 1 }, (_, i) => `${BATCH_FIRST_START + i}-${BATCH_FIRST_START + i + BATCH_YEARS}`);
}

export function currentBatches(now: Date = new Date()): string[] {
  return batchesFor(now.getFullYear());
}

/** The message for a batch outside the list, naming its ends. */
export function batchMistake(batches: readonly string[]): string {
  return `Batch must be a four-year batch from ${batches[0]} to ${batches[batches.length - 1]}.`;
}

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const ACCEPTED_EXTENSIONS = ['.pdf', '.doc', '.docx', '.pptx', '.ppt', '.odp', '.txt'] as const;
/** A deck with more slides than this is refused at upload (split it). */
export const MAX_SLIDES = 300;

/** Photos of pages: one note is 1 to MAX_PHOTOS of them, each at most MAX_UPLOAD_BYTES, together at most MAX_PHOTOS_TOTAL_BYTES. */
export const PHOTO_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.heic', '.heif'] as const;
export const MAX_PHOTOS = 40;
export const MAX_PHOTOS_TOTAL_BYTES = 150 * 1024 * 1024;
/** A photo declaring more pixels than this is refused unread (a decompression bomb); phones take 12 to 50. */
export const MAX_PHOTO_PIXELS = 100_000_000;

export const SUGGESTION_MIN_CHARS = 2;
export const SUGGESTION_MAX = 5;
/** Existing values suggested by the upload form's subject, course and college fields. */
export const FIELD_SUGGESTION_MAX = 8;

export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 5000;
export const FIELD_MAX = 160;
export const COMMENT_MAX = 2000;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 40;
export const PASSWORD_MIN = 8;

/** Page sizes of connections: default and the documented maximum. */
export const PAGE_SIZE_DEFAULT = 12;
export const PAGE_SIZE_MAX = 100;

export const PROFILE_BANNER_MS = 3000;
export const COPIED_INDICATOR_MS = 2000;

export type Role = 'user' | 'admin';
export const ROLES: readonly Role[] = ['user', 'admin'];

/** How long a forgot-password link works (it works once). */
export const PASSWORD_RESET_LINK_MINUTES = 30;

/** Study lists: a list's name is 1 to STUDY_LIST_NAME_MAX characters after trimming. */
export const STUDY_LIST_NAME_MAX = 80;
/** How many lists one student may keep, the default list (their saved notes) included. */
export const STUDY_LISTS_MAX = 50;
/** How many notes one list holds; the default list (saved notes) is not capped, as saving never was. */
export const STUDY_LIST_NOTES_MAX = 100;

/**
 * Discovery pages (college, subject, college+subject, contributor) and sort orders, shared by
 * the api and the web app (through `@domain`) so that URLs and the server spell them alike.
 */

/** How a list of notes can be ordered. `relevant` needs search words; without them it is `newest`. */
export const NOTE_SORTS = ['newest', 'liked', 'downloaded', 'relevant'] as const;
export type NoteSort = (typeof NOTE_SORTS)[number];

export const isNoteSort = (value: unknown): value is NoteSort => (NOTE_SORTS as readonly unknown[]).includes(value);

/** What the sort control and the URL call each order. */
export const NOTE_SORT_LABELS: Record<NoteSort, string> = {
  newest: 'Newest',
  liked: 'Most liked',
  downloaded: 'Most downloaded',
  relevant: 'Most relevant',
};

/** What has a page of its own: a college or a subject, addressed by its slug. */
export const CATALOGUE_KINDS = ['college', 'subject'] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];

/** A slug as the pages' URLs carry it (lowercase words and digits joined by '-'). */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const SLUG_MAX = 100;
export const isSlug = (value: unknown): value is string => typeof value === 'string' && value.length <= SLUG_MAX && SLUG_PATTERN.test(value);

/** Addresses of the pages, for links (web) and the sitemap (api). */
export const collegePath = (slug: string) => `/colleges/${slug}`;
export const subjectPath = (slug: string) => `/subjects/${slug}`;
export const collegeSubjectPath = (collegeSlug: string, subjectSlug: string) => `/colleges/${collegeSlug}/${subjectSlug}`;
export const contributorPath = (username: string) => `/u/${encodeURIComponent(username)}`;
/** A study list's shareable page (shown to others once public). */
export const studyListPath = (id: string) => `/lists/${id}`;

import type { NotePage, NoteRecord } from '../data/note.data';
import { type NoteView, presentNoteView } from '../presenters/note.presenter';
import { escapeHtml } from './html';
import type { NotePageExtras } from './seo-notes';

/*
 * Pages the server writes inside #root: a phone on a slow network shows them (and paints their
 * largest element) before the app's code has arrived, and crawlers read them without running
 * it. The markup follows the app's own page box for box, styled with the app's design tokens
 * (web/src/app/server-page.css), so that when the app's page replaces it nothing moves and
 * nothing the app draws is larger than what was already painted. Links only: a button or a
 * field would look usable before the app could answer it.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The app's note dates ("Mar 4, 2025", web/src/components/notes/format.ts). */
const shortDate = (d: Date) => `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;

/** The app shows N/A for a detail a note does not have. */
const orMissing = (value: string | number | null | undefined) => escapeHtml(String(value ?? '').trim() || 'N/A');

export const svg = (paths: string, className = 'srv-icon') =>
  `<svg class="${className}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${paths}</svg>`;
// Lucide's glyphs, as the app draws them (lucide-react).
const FILE_ICON = svg('<path d="M6 22a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.704.706l3.588 3.588A2.4 2.4 0 0 1 20 8v12a2 2 0 0 1-2 2z"/><path d="M14 2v5a1 1 0 0 0 1 1h5"/><path d="M10 9H8"/><path d="M16 13H8"/><path d="M16 17H8"/>');
const LINK_ICON = svg('<path d="M9 17H7A5 5 0 0 1 7 7h2"/><path d="M15 7h2a5 5 0 1 1 0 10h-2"/><line x1="8" x2="16" y1="12" y2="12"/>');
const ARROW_LEFT = svg('<path d="m12 19-7-7 7-7"/><path d="M19 12H5"/>');
export const CHECK_CIRCLE = svg('<circle cx="12" cy="12" r="10"/><path d="m16 9-5.5 5.5L8 12"/>');
const BOOK_OPEN = svg('<path d="M12 5v16"/><path d="M20.001 19A2 2 0 0022 17V5a2 2 0 00-1.999-2L16 3.002A5 5 0 0012 5a5 5 0 00-4-2H4a2 2 0 00-2 2v12a2 2 0 001.999 2H8a5 5 0 014 2 5 5 0 014-2z"/>');
const GRADUATION_CAP = svg('<path d="M21.42 10.922a1 1 0 0 0-.019-1.838L12.83 5.18a2 2 0 0 0-1.66 0L2.6 9.08a1 1 0 0 0 0 1.832l8.57 3.908a2 2 0 0 0 1.66 0z"/><path d="M22 10v6"/><path d="M6 12.5V16a6 3 0 0 0 12 0v-3.5"/>');
const CALENDAR = svg('<path d="M8 2v3"/><path d="M16 2v3"/><rect x="3" y="3" width="18" height="18" rx="2"/><path d="M3 9h18"/>');

/** The app's header as far as it is links: the brand. Its buttons (theme, menu) come with the app. */
const SITE_HEADER = [
  '<header class="srv-header"><div class="srv-container srv-header__bar">',
  `<a class="srv-brand" href="/"><span class="srv-brand__logo">${FILE_ICON}</span><span class="srv-brand__name">CampusNotes</span><span class="srv-visually-hidden">, home</span></a>`,
  '</div></header>',
].join('');

/** `data-server-page` tells the app (web/src/main.tsx) that a page is on screen already. */
export function serverPage(main: string): string {
  return `<div class="srv-page" data-server-page>${SITE_HEADER}<main class="srv-main">${main}</main></div>`;
}

/** The first page image of a PDF note, as the app's page viewer shows it first. */
export function firstPageOf(note: Pick<NoteView, 'fileType' | 'previewPages'>): NoteView['previewPages'][number] | null {
  return note.fileType === 'pdf' ? (note.previewPages[0] ?? null) : null;
}

function previewSection(note: NoteView): string {
  const page = firstPageOf(note);
  if (!page) return '';
  const total = Math.max(note.pageCount ?? 0, note.previewPages.length);
  const pages = note.pageCount ? `<span class="srv-tag">${note.pageCount} ${note.pageCount === 1 ? 'page' : 'pages'}</span>` : '';
  return [
    '<section class="srv-card srv-preview" aria-labelledby="srv-preview-heading">',
    `<div class="srv-preview__head"><h2 id="srv-preview-heading">Preview</h2>${pages}</div>`,
    `<div class="srv-viewer"><p class="srv-viewer__bar"><span>Page 1 of ${total}</span></p><div class="srv-viewer__pages">`,
    `<div class="srv-viewer__page" style="aspect-ratio: ${page.width} / ${page.height}">`,
    // The page's largest paint: fetched first (the head preloads it too), never lazily.
    `<img src="${escapeHtml(page.url)}" width="${page.width}" height="${page.height}" alt="Page 1 of ${escapeHtml(note.title)}" loading="eager" fetchpriority="high" decoding="async">`,
    '</div></div></div>',
    '<p class="srv-hint">Sign in to read and download the whole PDF.</p>',
    '</section>',
  ].join('');
}

/** An approved note's page: what the app's note page shows above its buttons, then its details and an excerpt. */
export function notePageBody(record: NoteRecord, extras: NotePageExtras): string {
  const note = presentNoteView(record);
  const created = new Date(note.createdAt);
  const description = note.description.trim();
  const details: [string, string][] = [
    ['Subject', note.subject],
    ['Course', note.course],
    ['Semester', String(note.semester)],
    ['Batch', note.batch],
    ['College', note.college],
    ['Uploaded', created.toISOString().slice(0, 10)],
  ];
  return serverPage(
    [
      '<div class="srv-container srv-note">',
      `<p class="srv-back"><a href="/browse">${ARROW_LEFT}Back to Notes</a></p>`,
      '<article class="srv-card srv-note__article">',
      '<span class="srv-card__bar" aria-hidden="true"></span>',
      '<div class="srv-note__head">',
      `<p class="srv-badge">${CHECK_CIRCLE}Approved by Admin</p>`,
      `<h1>${escapeHtml(note.title)}</h1>`,
      `<p class="srv-note__tags"><span class="srv-tag srv-tag--brand">${BOOK_OPEN}<span>${orMissing(note.subject)}</span></span>`,
      `<span class="srv-tag srv-tag--teal">${GRADUATION_CAP}<span>${orMissing(note.course)}</span></span>`,
      `<span class="srv-note__date">${CALENDAR}<span>Shared on <time datetime="${created.toISOString()}">${shortDate(created)}</time></span></span></p>`,
      '</div>',
      `<p class="srv-note__description${description ? '' : ' srv-note__description--none'}">${escapeHtml(description || 'No description provided')}</p>`,
      // Where the app puts View, Download, Share and Archive.
      '<div class="srv-note__actions"></div>',
      '</article>',
      previewSection(note),
      `<section class="srv-card srv-details" aria-labelledby="srv-details-heading"><h2 id="srv-details-heading">Details</h2>`,
      `<dl>${details.map(([k, v]) => `<dt>${k}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl></section>`,
      extras.excerpt ? `<section class="srv-card srv-details"><h2>From the notes</h2><p>${escapeHtml(extras.excerpt)}</p></section>` : '',
      '</div>',
    ].join(''),
  );
}

function noteCard(record: NoteRecord, index: number): string {
  const note = presentNoteView(record);
  const kind = note.hasFile && note.fileType ? note.fileType.toUpperCase() : 'Link';
  const description = note.description.trim();
  // The first card's thumbnail is the largest thing on a phone's first screen: fetched first.
  const loading = index === 0 ? 'fetchpriority="high"' : 'loading="lazy"';
  const thumb = note.thumbnailUrl
    ? `<img src="${escapeHtml(note.thumbnailUrl)}" alt="" width="360" height="225" ${loading} decoding="async">`
    : note.hasFile
      ? FILE_ICON
      : LINK_ICON;
  const meta: [string, string | number][] = [
    ['Subject', note.subject],
    ['Course', note.course],
    ['College', note.college],
    ['Semester', note.semester],
  ];
  return [
    '<article class="srv-card srv-note-card">',
    `<a class="srv-note-card__link" href="/notes/${escapeHtml(note.id)}"><span class="srv-thumb">${thumb}</span>`,
    `<h2 class="srv-note-card__title">${orMissing(note.title)}</h2></a>`,
    `<span class="srv-thumb__badge">${kind}</span>`,
    `<p class="srv-note-card__description${description ? '' : ' srv-note-card__description--none'}">${orMissing(description)}</p>`,
    `<dl class="srv-note-card__meta">${meta.map(([k, v]) => `<div><dt>${k}:</dt><dd>${orMissing(v)}</dd></div>`).join('')}</dl>`,
    // Where the app puts the like, comment, download and detail buttons.
    '<div class="srv-note-card__actions"></div>',
    '</article>',
  ].join('');
}

/** The browse page: its heading, then the first page of the list the app would show for the same filters. */
export function browsePageBody(page: NotePage | null): string {
  const results = !page
    ? ''
    : page.items.length === 0
      ? '<div class="srv-empty"><h2>No notes found matching your filters</h2><p>Try adjusting your search criteria or clear filters.</p><p><a href="/browse">Show all notes</a></p></div>'
      : [
          `<div class="srv-grid">${page.items.map(({ note }, i) => noteCard(note, i)).join('')}</div>`,
          `<p class="srv-showing">Showing ${page.items.length} of ${page.totalCount}</p>`,
        ].join('');
  return serverPage(
    [
      '<section class="srv-hero" aria-labelledby="srv-browse-heading"><div class="srv-container srv-hero__inner">',
      '<p class="srv-eyebrow">Browse notes</p>',
      '<h1 id="srv-browse-heading">Explore Shared Notes</h1>',
      '<p class="srv-hero__lead">Approved notes from students across colleges and courses. Search inside the documents, or narrow the list by subject, course, semester and college.</p>',
      // Where the app puts the search field.
      '<div class="srv-search-space"></div>',
      '</div></section>',
      '<div class="srv-container srv-browse">',
      // Where the app puts the filters.
      '<div class="srv-filters-space"></div>',
      results,
      '</div>',
    ].join(''),
  );
}

import { MAX_SEMESTER, MIN_SEMESTER, PAGE_SIZE_DEFAULT } from '../domain/constants';
import type { NotePage } from '../data/note.data';
import type { NoteListFilter } from '../services/note-input';
import type { Services } from '../services';
import { presentNoteView } from '../presenters/note.presenter';
import { escapeHtml } from './html';
import { browsePageBody } from './server-page';

/** The lengths GraphQL's NoteFilter accepts: a longer value gets the app's error state, not a list. */
const MAX_TERM = 160;
const MAX_SEARCH = 200;

/**
 * The browse list's filter from the page's query string, read as the app reads it
 * (web/src/pages/Browse/useBrowseParams.ts, browseFilterOf), so that the server's first page is
 * the one the app's first query asks for. Undefined when the app's query would be refused.
 */
export function browseFilterOf(params: URLSearchParams): NoteListFilter | undefined {
  const filter: NoteListFilter = {};
  const search = params.get('search')?.trim();
  if (search) filter.search = search;
  for (const key of ['subject', 'course', 'college'] as const) {
    const value = params.get(key);
    if (value) filter[key] = value;
  }
  const semester = Number(params.get('semester') || NaN);
  if (Number.isInteger(semester) && semester >= MIN_SEMESTER && semester <= MAX_SEMESTER) filter.semester = semester;
  const tooLong = (filter.search?.length ?? 0) > MAX_SEARCH || (['subject', 'course', 'college'] as const).some((k) => (filter[k]?.length ?? 0) > MAX_TERM);
  return tooLong ? undefined : filter;
}

/** The first page of the public list for these filters, through the same service as the `notes` query. */
export async function browseFirstPage(services: Pick<Services, 'notes'>, params: URLSearchParams): Promise<NotePage | null> {
  const filter = browseFilterOf(params);
  return filter ? services.notes.listApproved(filter, PAGE_SIZE_DEFAULT) : null;
}

/** The app shell with the browse page's heading and list inside #root. */
export function withBrowsePage(html: string, page: NotePage | null): string {
  const first = page?.items[0];
  const thumb = first ? presentNoteView(first.note).thumbnailUrl : null;
  const preload = thumb ? `<link rel="preload" as="image" href="${escapeHtml(thumb)}" fetchpriority="high">` : '';
  return html.replace('</head>', () => `${preload}</head>`).replace('<div id="root"></div>', () => `<div id="root">${browsePageBody(page)}</div>`);
}

import { MAX_SEMESTER, MIN_SEMESTER } from './constants';

/**
 * The filter of a list of notes (browse, search), cleaned in one place for every entry: REST's
 * query string, GraphQL's NoteFilter and the browse page's URL (the web app imports this file).
 */
export interface NoteListFilter {
  subject?: string | null;
  course?: string | null;
  semester?: number | null;
  college?: string | null;
  search?: string | null;
}

/** Semesters are whole numbers from MIN_SEMESTER to MAX_SEMESTER. */
export function isSemester(value: number): boolean {
  return Number.isInteger(value) && value >= MIN_SEMESTER && value <= MAX_SEMESTER;
}

/** A semester written in a URL: undefined when absent or blank, null when it is not a semester. */
export function parseSemester(text: string | null | undefined): number | null | undefined {
  if (!text?.trim()) return undefined;
  const semester = Number(text);
  return isSemester(semester) ? semester : null;
}

/** What the lists apply: each text trimmed, blank ones left out; the semester as given. */
export function cleanNoteListFilter(filter: NoteListFilter): NoteListFilter {
  const clean: NoteListFilter = {};
  for (const key of ['search', 'subject', 'course', 'college'] as const) {
    const text = filter[key]?.trim();
    if (text) clean[key] = text;
  }
  if (filter.semester != null) clean.semester = filter.semester;
  return clean;
}

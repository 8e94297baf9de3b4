import { useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { parseSemester as parseSemesterText } from '@domain/note-list-filter';
import type { NoteFilter } from '../../graphql/__generated__/graphql';

/** The dropdown filters, in the order the page shows them. */
export const FILTER_KEYS = ['subject', 'course', 'semester', 'college'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

type ParamKey = FilterKey | 'search' | 'note';

/** A semester the URL names; one that is not a semester is left out (the api's own check, shared). */
function parseSemester(text: string | null): number | undefined {
  return parseSemesterText(text) ?? undefined;
}

interface FilterValues {
  search: string;
  subject: string;
  course: string;
  semester: number | undefined;
  college: string;
}

function noteFilter({ search, subject, course, semester, college }: FilterValues): NoteFilter {
  const next: NoteFilter = {};
  if (search) next.search = search;
  if (subject) next.subject = subject;
  if (course) next.course = course;
  if (semester !== undefined) next.semester = semester;
  if (college) next.college = college;
  return next;
}

/**
 * The list's filter as the page builds it from a query string, so that the app's start can
 * request the same first page (same variables) before the page's code has arrived.
 */
export function browseFilterOf(params: URLSearchParams): NoteFilter {
  return noteFilter({
    search: params.get('search')?.trim() ?? '',
    subject: params.get('subject') ?? '',
    course: params.get('course') ?? '',
    semester: parseSemester(params.get('semester')),
    college: params.get('college') ?? '',
  });
}

/**
 * Browse's state lives in the query string (?search=&subject=&course=&semester=&college=, and
 * ?note= for the inline view), so a view can be shared and survives a reload.
 */
export function useBrowseParams() {
  const [params, setParams] = useSearchParams();
  // Changes apply to the URL as it is now. React Router's functional update would hand a caller
  // holding an older callback (the dropdowns' state machines do) the query string of its render,
  // bringing back a search that Reset Filters had just cleared.
  const current = useRef(params);
  useLayoutEffect(() => {
    current.current = params;
  }, [params]);
  const search = params.get('search')?.trim() ?? '';
  const subject = params.get('subject') ?? '';
  const course = params.get('course') ?? '';
  const college = params.get('college') ?? '';
  const semester = parseSemester(params.get('semester'));
  const noteId = params.get('note');

  // Only the filters that are set: the cache keys the list by this object.
  const filter = useMemo<NoteFilter>(() => noteFilter({ search, subject, course, semester, college }), [search, subject, course, semester, college]);

  const values: Record<FilterKey, string> = {
    subject,
    course,
    semester: semester === undefined ? '' : String(semester),
    college,
  };

  function update(changes: Partial<Record<ParamKey, string | null>>, { replace = false } = {}) {
    const next = new URLSearchParams(current.current);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    current.current = next;
    setParams(next, { replace, preventScrollReset: true });
  }

  return {
    search,
    values,
    filter,
    noteId,
    /** Typing replaces the history entry; a picked suggestion or Enter adds one. */
    setSearch: (text: string, options?: { replace?: boolean }) => update({ search: text.trim() || null }, options),
    setFilter: (key: FilterKey, value: string | null) => update({ [key]: value }),
    reset: () => update({ search: null, subject: null, course: null, semester: null, college: null }),
    openNote: (id: string) => update({ note: id }),
    closeNote: () => update({ note: null }),
  };
}

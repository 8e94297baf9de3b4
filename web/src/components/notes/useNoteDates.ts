import { useHydrated } from '../../app/rendered-page';
import { formatDate } from '../../app/format';
import { formatCommentDate } from './format';

/**
 * Note and comment dates for a page the server renders: in UTC on the server and while the
 * browser hydrates (the server cannot know the reader's time zone, and hydration must match
 * it), then in the reader's own zone.
 */
export function useNoteDates() {
  const zone = useHydrated() ? 'local' : 'utc';
  return {
    noteDate: (iso: string) => formatDate(iso, zone),
    commentDate: (iso: string) => formatCommentDate(iso, zone),
  };
}

import { useNoteDates } from './useNoteDates';

/*
 * A date in the reader's own zone once the page has hydrated (UTC before, as the server rendered
 * it). The zone changes right after hydration, which React renders at once, in one piece: as a
 * leaf, only this text renders again, not the page or the card around it.
 */

export function NoteDate({ iso }: { iso: string }) {
  return <>{useNoteDates().noteDate(iso)}</>;
}

export function CommentDate({ iso }: { iso: string }) {
  return <>{useNoteDates().commentDate(iso)}</>;
}

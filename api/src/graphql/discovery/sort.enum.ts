import { NOTE_SORTS, type NoteSort as NoteSortValue } from '../../domain/discovery';
import { describedEnum } from '../common/enum';

export type NoteSort = NoteSortValue;
export const NoteSort = describedEnum(NOTE_SORTS, 'NoteSort', 'How a list of notes is ordered.', {
  NEWEST: 'Newest first (the default without search words).',
  LIKED: 'Most liked first.',
  DOWNLOADED: 'Most downloaded first.',
  RELEVANT: 'Best match for the search words first (the default with search words); newest first without them.',
});

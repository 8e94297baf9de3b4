import { presentNoteView } from '../../presenters/note.presenter';
import { type Loaders, primeCounts, primeUploaders } from '../../data/loaders';
import type { NotePage, NoteRecord } from '../../data/note.data';
import { toConnection as toPageConnection } from '../common/connection';
import { NOTE_ERROR_CODES, withUserErrors } from '../common/user-error';
import { NotePayload } from './note-mutation.types';
import { Note, NoteConnection } from './note.types';

/** The shared note view as GraphQL's Note class (field resolvers read it as their root). */
export function presentNote(record: NoteRecord): Note {
  return Object.assign(new Note(), presentNoteView(record));
}

/**
 * A note change's payload: the note after the change (null once the viewer may no longer see
 * it), or the user's own mistakes, coded as NoteErrorCode.
 */
export function notePayload(change: () => Promise<NoteRecord | null>): Promise<NotePayload> {
  return withUserErrors<NotePayload>(
    async () => {
      const note = await change();
      return { note: note ? presentNote(note) : null };
    },
    { note: null },
    NOTE_ERROR_CODES,
  );
}

/**
 * A page of notes as a connection. Given the request's loaders, it primes them with the like and
 * comment counts (and the uploaders, when read) the page came with, so that the cards' counts
 * and uploaders cost no query of their own.
 */
export function toConnection(page: NotePage, loaders?: Loaders): NoteConnection {
  if (loaders) {
    primeCounts(loaders, page.items);
    primeUploaders(loaders, page.items);
  }
  return {
    ...toPageConnection({
      ...page,
      items: page.items.map(({ note, cursor, snippet, counts, uploader }) => {
        const node = presentNote(note);
        if (counts) node.pageCounts = counts;
        if (uploader !== undefined) node.pageUploader = uploader;
        return { cursor, node, snippet: snippet ?? null };
      }),
    }),
    totalCountIsExact: page.totalCountIsExact ?? true,
    didYouMean: page.didYouMean ?? null,
  };
}

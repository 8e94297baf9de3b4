import { presentNoteView } from '../../presenters/note.presenter';
import type { NotePage, NoteRecord } from '../../data/note.data';
import { Note, NoteConnection } from './note.types';

/** The shared note view as GraphQL's Note class (field resolvers read it as their root). */
export function presentNote(record: NoteRecord): Note {
  return Object.assign(new Note(), presentNoteView(record));
}

export function toConnection(page: NotePage): NoteConnection {
  return {
    edges: page.items.map(({ note, cursor, snippet }) => ({ cursor, node: presentNote(note), snippet: snippet ?? null })),
    pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.items.at(-1)?.cursor ?? null },
    totalCount: page.totalCount,
    totalCountIsExact: page.totalCountIsExact ?? true,
  };
}

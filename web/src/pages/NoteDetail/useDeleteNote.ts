import type { Reference } from '@apollo/client';
import type { Modifier } from '@apollo/client/cache';
import { useMutation } from '@apollo/client/react';
import { DeleteNoteFromDetailDocument } from '../../graphql/__generated__/graphql';

interface CachedConnection {
  totalCount: number;
  edges: readonly { node: Reference }[];
}

/** Lists of notes that may hold the deleted one: it leaves them in place instead of being refetched. */
const NOTE_LISTS = ['notes', 'myUploads', 'savedNotes', 'pendingNotes', 'adminNotes'] as const;

export function useDeleteNote(noteId: string) {
  return useMutation(DeleteNoteFromDetailDocument, {
    variables: { id: noteId },
    update(cache, { data }) {
      if (!data?.deleteNote.deletedId) return;
      // Every cached page of every list (one per filter) holds edges of { cursor, node: Reference }.
      const withoutNote: Modifier<CachedConnection> = (connection, { readField }) => {
        const edges = connection.edges.filter((edge) => readField('id', edge.node) !== noteId);
        if (edges.length === connection.edges.length) return connection;
        return { ...connection, edges, totalCount: Math.max(0, connection.totalCount - 1) };
      };
      cache.modify<Record<(typeof NOTE_LISTS)[number], CachedConnection>>({
        id: 'ROOT_QUERY',
        fields: Object.fromEntries(NOTE_LISTS.map((field) => [field, withoutNote])),
      });
      cache.evict({ id: cache.identify({ __typename: 'Note', id: noteId }) });
      cache.gc();
    },
    // The page showing the note is about to leave: do not refetch it now that it is gone.
    onQueryUpdated: () => false,
  });
}

import { isReference, type ApolloCache, type Reference } from '@apollo/client';

/** Every root field of the schema that lists notes as a connection (NoteConnection). */
const NOTE_CONNECTIONS = ['myUploads', 'savedNotes', 'notes', 'pendingNotes', 'adminNotes'] as const;
type NoteConnectionField = (typeof NOTE_CONNECTIONS)[number];

interface StoredConnection {
  totalCount?: number;
  edges?: readonly { node?: Reference | unknown }[];
}

const isConnection = (value: unknown): value is StoredConnection =>
  Boolean(value) && typeof value === 'object' && Array.isArray((value as StoredConnection).edges);

/**
 * Takes a note out of the cached connections named (every page and filter of each), keeping
 * totalCount right, so lists update without a refetch.
 */
export function removeNoteFromConnections(cache: ApolloCache, noteId: string, fieldNames: readonly NoteConnectionField[]): void {
  const noteRef = cache.identify({ __typename: 'Note', id: noteId });
  if (!noteRef) return;
  cache.modify({
    id: 'ROOT_QUERY',
    fields: Object.fromEntries(
      fieldNames.map((fieldName) => [
        fieldName,
        (existing: unknown) => {
          if (!isConnection(existing) || !existing.edges) return existing;
          const edges = existing.edges.filter((edge) => !(isReference(edge.node) && edge.node.__ref === noteRef));
          if (edges.length === existing.edges.length) return existing;
          const removed = existing.edges.length - edges.length;
          const totalCount = typeof existing.totalCount === 'number' ? Math.max(0, existing.totalCount - removed) : existing.totalCount;
          return { ...existing, edges, totalCount };
        },
      ]),
    ),
  });
}

/** A deleted note: out of every cached list, then out of the cache. */
export function forgetDeletedNote(cache: ApolloCache, noteId: string): void {
  removeNoteFromConnections(cache, noteId, NOTE_CONNECTIONS);
  const id = cache.identify({ __typename: 'Note', id: noteId });
  if (id) cache.evict({ id });
  cache.gc();
}

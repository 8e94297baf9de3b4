import { isReference, type ApolloCache, type Reference } from '@apollo/client';

/** Every root field of the schema that lists notes as a connection (NoteConnection). */
export const NOTE_CONNECTIONS = ['myUploads', 'savedNotes', 'notes', 'pendingNotes', 'adminNotes'] as const;
export type NoteConnectionField = (typeof NOTE_CONNECTIONS)[number];

export interface StoredConnection {
  totalCount?: number;
  edges?: readonly { node?: Reference | unknown }[];
}

const isConnection = (value: unknown): value is StoredConnection =>
  Boolean(value) && typeof value === 'object' && Array.isArray((value as StoredConnection).edges);

/** The connection without the edges of `ref` (a note, an admin's user row); totalCount goes down by how many went. */
export function withoutNode<C extends StoredConnection>(connection: C, ref: Reference | undefined): C {
  if (!ref || !connection.edges) return connection;
  const edges = connection.edges.filter((edge) => !(isReference(edge.node) && edge.node.__ref === ref.__ref));
  const removed = connection.edges.length - edges.length;
  if (removed === 0) return connection;
  const totalCount = typeof connection.totalCount === 'number' ? Math.max(0, connection.totalCount - removed) : connection.totalCount;
  return { ...connection, edges, totalCount };
}

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
      fieldNames.map((fieldName) => [fieldName, (existing: unknown) => (isConnection(existing) ? withoutNode(existing, { __ref: noteRef }) : existing)]),
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

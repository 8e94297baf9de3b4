import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useLoadMore } from '../../hooks/useLoadMore';
import { MY_NOTES_PAGE_SIZE } from './ListParts';

interface NoteConnection {
  edges: readonly { node: { id: string } }[];
  pageInfo: { endCursor?: string | null; hasNextPage: boolean };
  totalCount: number;
}

/**
 * One of the reader's own note lists (uploads, saved) at `data[field]`: its first page, then
 * Load more; returns what PagedList takes about the list's state.
 */
export function useMyNotesList<K extends string, TData extends Record<K, NoteConnection>>(
  document: TypedDocumentNode<TData, { first: number; after?: string | null }>,
  field: K,
) {
  const { data, loading, error, fetchMore, refetch } = useQuery(document, { variables: { first: MY_NOTES_PAGE_SIZE } });
  const more = useLoadMore(data, field, fetchMore);
  return { connection: data?.[field], loading, error, onRetry: () => void refetch(), more };
}

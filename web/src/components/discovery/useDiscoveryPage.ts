import { useEffect } from 'react';
import { type CombinedGraphQLErrors, NetworkStatus, type TypedDocumentNode } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { PAGE_SIZE_DEFAULT } from '@domain/constants';
import { type DiscoveryNotesProps, usePageListParams } from './DiscoveryNotes';

/** What every discovery page's query answers besides its own figures: its semesters and a page of notes. */
type DiscoveryPageShape = Pick<DiscoveryNotesProps, 'semesters' | 'notes'>;

/** The variables the list adds to every discovery page's own (its slug or username). */
type ListVariables = 'first' | 'after' | 'sort' | 'semester';

const isNotFound = (error: unknown) => ((error as CombinedGraphQLErrors | undefined)?.errors ?? []).some((e) => e.extensions?.code === 'NOT_FOUND');

/**
 * A discovery page's query (a college, a subject, a contributor) with the URL's sort and semester:
 * the page once loaded, whether it does not exist, and the props of its notes list with Load more.
 */
export function useDiscoveryPage<Field extends string, Page extends DiscoveryPageShape, Variables extends { first: number; after?: string | null }>(
  document: TypedDocumentNode<{ [K in Field]: Page | null }, Variables>,
  field: Field,
  pageVariables: Omit<Variables, ListVariables>,
) {
  const { variables: listVariables } = usePageListParams();
  // The list's variables complete the page's own: together they are the query's Variables.
  const variables = { ...pageVariables, first: PAGE_SIZE_DEFAULT, ...listVariables } as unknown as Variables;
  const { data, previousData, error, refetch, fetchMore, networkStatus } = useQuery(document, { variables, notifyOnNetworkStatusChange: true });
  const notFoundError = isNotFound(error);
  const client = useApolloClient();
  // Errors are not cached: the browser's hydration reads the server's "not found" as null.
  if (notFoundError && typeof window === 'undefined')
    client.cache.writeQuery({ query: document, variables, data: { [field]: null } as { [K in Field]: null } });
  useEffect(() => {
    if (error && !notFoundError) console.error('Could not load the page', error);
  }, [error, notFoundError]);

  const notFound = Boolean(data && !data[field]) || notFoundError;
  const page = notFound ? null : ((data ?? previousData)?.[field] ?? null);
  const notesProps = (loaded: Page): DiscoveryNotesProps => ({
    semesters: loaded.semesters,
    notes: loaded.notes,
    refreshing: !data && Boolean(previousData),
    loadingMore: networkStatus === NetworkStatus.fetchMore,
    onLoadMore: () =>
      void fetchMore({ variables: { after: loaded.notes.pageInfo.endCursor } as Partial<Variables> }).catch((e: unknown) =>
        console.error('Could not load more notes', e),
      ),
  });
  return { page, notFound, error, refetch, notesProps };
}

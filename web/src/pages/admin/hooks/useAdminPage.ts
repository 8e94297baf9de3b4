import { useState } from 'react';
import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { useCursorPages, useRefillEmptyPage } from './useCursorPages';

interface Connection {
  totalCount: number;
  edges: readonly unknown[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
}

interface PageVariables {
  first: number;
  after?: string | null;
}

interface AdminPageOptions<TVariables> {
  pageSize: number;
  /** The query's other arguments (search, filters). */
  variables: Omit<TVariables, keyof PageVariables>;
  /** A new value (new search or filter) starts again from page 1. */
  resetKey: string;
  /** Keeps the rows on screen while another page or search loads, instead of "Loading...". */
  keepPrevious?: boolean;
}

/**
 * One numbered page of an admin list at `data[field]`: asked with cache-and-network so a change
 * made elsewhere shows, stepped back when actions empty it, with the Pager's props.
 */
export function useAdminPage<TData extends Record<K, Connection>, TVariables extends PageVariables, K extends string>(
  document: TypedDocumentNode<TData, TVariables>,
  field: K,
  { pageSize, variables, resetKey, keepPrevious = false }: AdminPageOptions<TVariables>,
) {
  const pages = useCursorPages(resetKey);
  const { data, previousData, loading, error, refetch } = useQuery(document, {
    // The page arguments complete what the caller gave: TVariables as a whole.
    variables: { ...variables, first: pageSize, after: pages.after } as unknown as TVariables,
    fetchPolicy: 'cache-and-network',
  } as useQuery.Options<TData, TVariables>);
  useRefillEmptyPage(data?.[field], pages, refetch);
  const connection: TData[K] | undefined = keepPrevious ? (data ?? previousData)?.[field] : data?.[field];
  return { connection, loading, error, pager: { pages, pageSize, disabled: loading } };
}

/**
 * An admin list under a search box (and any other filters): what is typed, and the page of what
 * it finds, asked once typing pauses; rows stay on screen while another search loads.
 */
export function useSearchedAdminPage<TData extends Record<K, Connection>, TVariables extends PageVariables & { search?: string | null }, K extends string>(
  document: TypedDocumentNode<TData, TVariables>,
  field: K,
  pageSize: number,
  filters: Omit<TVariables, keyof PageVariables | 'search'> = {} as Omit<TVariables, keyof PageVariables | 'search'>,
) {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim());
  const page = useAdminPage(document, field, {
    pageSize,
    variables: { search: term || null, ...filters } as Omit<TVariables, keyof PageVariables>,
    resetKey: JSON.stringify([term, filters]),
    keepPrevious: true,
  });
  return { ...page, search, setSearch };
}

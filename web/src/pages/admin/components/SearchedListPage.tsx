import type { ReactNode } from 'react';
import { Flex } from '@chakra-ui/react';
import { AdminPage, CountBadge } from './AdminPage';
import { SearchField } from './SearchField';
import { QueryStatus } from './StatusViews';

/** What useSearchedAdminPage answers that the frame shows: the total, the search box's text, the query's state. */
interface SearchedPageState {
  connection: { totalCount: number } | undefined;
  loading: boolean;
  error?: unknown;
  search: string;
  setSearch: (value: string) => void;
}

interface SearchedListPageProps {
  /** The list's state (useSearchedAdminPage). */
  page: SearchedPageState;
  title: string;
  description: string;
  /** What the list holds, one of them ("user"): the count beside the title says "12 users". */
  noun: string;
  search: { label: string; placeholder: string };
  /** Filters beside the search box. */
  filters?: ReactNode;
  /** The spec's words for a failed first load ("Failed to fetch users") and for the spinner. */
  errorTitle: string;
  loadingLabel: string;
  /** The list itself. */
  children: ReactNode;
}

/**
 * An admin screen of a searchable list (users, colleges, notes): title and count, the search box
 * and filters, the query's state (the spinner only while nothing is on screen yet), the list.
 */
export function SearchedListPage({ page, title, description, noun, search, filters, errorTitle, loadingLabel, children }: SearchedListPageProps) {
  const { connection } = page;
  return (
    <AdminPage title={title} description={description} aside={connection ? <CountBadge count={connection.totalCount} noun={noun} /> : null}>
      <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
        <SearchField label={search.label} placeholder={search.placeholder} value={page.search} onChange={page.setSearch} />
        {filters}
      </Flex>
      <QueryStatus error={page.error} errorTitle={errorTitle} loading={page.loading && !connection} loadingLabel={loadingLabel} />
      {children}
    </AdminPage>
  );
}

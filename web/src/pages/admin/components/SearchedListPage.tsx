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
  /**
   * What the list holds, one of them ("user"). The screen's words follow from it: the title
   * "Users", the count "12 users", the search box "Search users", and the spec's "Failed to fetch
   * users" and "Loading users..." unless `errorTitle` and `loadingLabel` say otherwise.
   */
  noun: string;
  description: string;
  /** The search box's hint; its label ("Search users") when not given. */
  searchPlaceholder?: string;
  /** Filters beside the search box. */
  filters?: ReactNode;
  /** The spec's words for a failed first load and for the spinner, where they do not follow from the noun. */
  errorTitle?: string;
  loadingLabel?: string;
  /** The list itself. */
  children: ReactNode;
}

/**
 * An admin screen of a searchable list (users, colleges, notes): title and count, the search box
 * and filters, the query's state (the spinner only while nothing is on screen yet), the list.
 */
export function SearchedListPage({ page, noun, description, searchPlaceholder, filters, errorTitle, loadingLabel, children }: SearchedListPageProps) {
  const { connection } = page;
  const nouns = `${noun}s`;
  const searchLabel = `Search ${nouns}`;
  return (
    <AdminPage
      title={nouns.charAt(0).toUpperCase() + nouns.slice(1)}
      description={description}
      aside={connection ? <CountBadge count={connection.totalCount} noun={noun} /> : null}
    >
      <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
        <SearchField label={searchLabel} placeholder={searchPlaceholder ?? searchLabel} value={page.search} onChange={page.setSearch} />
        {filters}
      </Flex>
      <QueryStatus
        error={page.error}
        errorTitle={errorTitle ?? `Failed to fetch ${nouns}`}
        loading={page.loading && !connection}
        loadingLabel={loadingLabel ?? `Loading ${nouns}...`}
      />
      {children}
    </AdminPage>
  );
}

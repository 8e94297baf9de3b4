import type { ReactNode } from 'react';
import { Flex } from '@chakra-ui/react';
import { AdminPage, CountBadge } from './AdminPage';
import { SearchField, type SearchFieldProps } from './SearchField';
import { QueryStatus, type QueryStatusProps } from './StatusViews';

interface SearchedListPageProps {
  title: string;
  description: string;
  /** What the list holds, one of them ("user"): the count beside the title says "12 users". */
  noun: string;
  /** The list's total once its first page has come. */
  totalCount: number | undefined;
  search: SearchFieldProps;
  /** Filters beside the search box. */
  filters?: ReactNode;
  status: QueryStatusProps;
  /** The list itself. */
  children: ReactNode;
}

/** An admin screen of a searchable list (users, colleges, notes): title and count, the search box and filters, the query's state, the list. */
export function SearchedListPage({ title, description, noun, totalCount, search, filters, status, children }: SearchedListPageProps) {
  return (
    <AdminPage title={title} description={description} aside={totalCount !== undefined ? <CountBadge count={totalCount} noun={noun} /> : null}>
      <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
        <SearchField {...search} />
        {filters}
      </Flex>
      <QueryStatus {...status} />
      {children}
    </AdminPage>
  );
}

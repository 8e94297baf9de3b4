import { useState } from 'react';
import { Badge, Flex } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { AdminCollegesDocument, AdminNotesDocument, type NoteStatus } from '../../../graphql/__generated__/graphql';
import { AdminPage } from '../components/AdminPage';
import { FilterSelect } from '../components/FilterSelect';
import { ModeratedNotes } from '../components/ModeratedNotes';
import { Pager } from '../components/Pager';
import { SearchField } from '../components/SearchField';
import { EmptyState, ErrorBanner, LoadingState } from '../components/StatusViews';
import { failure } from '../hooks/errors';
import { useCursorPages, useRefillEmptyPage } from '../hooks/useCursorPages';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { formatCount } from '../format';

import { COLLEGE_FILTER_SIZE, NOTES_PAGE_SIZE } from '../page-sizes';

const STATUS_OPTIONS: readonly { value: NoteStatus; label: string }[] = [
  { value: 'APPROVED', label: 'Approved' },
  { value: 'PENDING', label: 'Pending' },
];

const isStatus = (value: string): value is NoteStatus => STATUS_OPTIONS.some((option) => option.value === value);

export default function AdminNotesPage() {
  const [search, setSearch] = useState('');
  const [college, setCollege] = useState('');
  const [status, setStatus] = useState('');
  const term = useDebouncedValue(search.trim());
  const pages = useCursorPages(JSON.stringify([term, college, status]));
  const { data, previousData, loading, error, refetch } = useQuery(AdminNotesDocument, {
    variables: {
      first: NOTES_PAGE_SIZE,
      after: pages.after,
      search: term || null,
      college: college || null,
      status: isStatus(status) ? status : null,
    },
    fetchPolicy: 'cache-and-network',
  });
  const colleges = useQuery(AdminCollegesDocument, { variables: { first: COLLEGE_FILTER_SIZE, search: null }, fetchPolicy: 'cache-and-network' });
  const connection = (data ?? previousData)?.adminNotes;
  useRefillEmptyPage(data?.adminNotes, pages, refetch);

  return (
    <AdminPage
      title="Notes"
      description="Every note, approved and pending: review, set back to pending or remove."
      aside={
        connection ? (
          <Badge size="lg" colorPalette="brand" variant="subtle" rounded="full" px="3">
            {formatCount(connection.totalCount)} {connection.totalCount === 1 ? 'note' : 'notes'}
          </Badge>
        ) : null
      }
    >
      <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
        <SearchField label="Search notes" placeholder="Search by title, subject or uploader" value={search} onChange={setSearch} />
        <FilterSelect
          label="College"
          allLabel="All Colleges"
          value={college}
          onChange={setCollege}
          options={(colleges.data?.adminColleges.edges ?? []).map(({ node }) => ({ value: node.name, label: node.name }))}
        />
        <FilterSelect label="Status" allLabel="All Statuses" value={status} onChange={setStatus} options={STATUS_OPTIONS} />
      </Flex>
      {error ? <ErrorBanner failure={failure('Failed to fetch notes', error)} /> : null}
      {loading && !connection ? <LoadingState label="Loading notes..." /> : null}
      {connection ? (
        <ModeratedNotes
          notes={connection.edges.map((edge) => edge.node)}
          empty={<EmptyState message="No notes found matching your search." />}
          footer={
            <Pager
              pages={pages}
              pageSize={NOTES_PAGE_SIZE}
              connection={connection}
              noun="notes"
              disabled={loading}
            />
          }
        />
      ) : null}
    </AdminPage>
  );
}

import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { AdminCollegesDocument, AdminNotesDocument, type NoteStatus } from '../../../graphql/__generated__/graphql';
import { FilterSelect } from '../components/FilterSelect';
import { ModeratedNotes } from '../components/ModeratedNotes';
import { Pager } from '../components/Pager';
import { SearchedListPage } from '../components/SearchedListPage';
import { EmptyState } from '../components/StatusViews';
import { useSearchedAdminPage } from '../hooks/useAdminPage';

import { COLLEGE_FILTER_SIZE, NOTES_PAGE_SIZE } from '../page-sizes';

const STATUS_OPTIONS: readonly { value: NoteStatus; label: string }[] = [
  { value: 'APPROVED', label: 'Approved' },
  { value: 'PENDING', label: 'Pending' },
];

const isStatus = (value: string): value is NoteStatus => STATUS_OPTIONS.some((option) => option.value === value);

export default function AdminNotesPage() {
  const [college, setCollege] = useState('');
  const [status, setStatus] = useState('');
  const page = useSearchedAdminPage(AdminNotesDocument, 'adminNotes', NOTES_PAGE_SIZE, {
    college: college || null,
    status: isStatus(status) ? status : null,
  });
  const { connection, pager } = page;
  const colleges = useQuery(AdminCollegesDocument, { variables: { first: COLLEGE_FILTER_SIZE, search: null }, fetchPolicy: 'cache-and-network' });

  return (
    <SearchedListPage
      noun="note"
      page={page}
      description="Every note, approved and pending: review, set back to pending or remove."
      searchPlaceholder="Search by title, subject or uploader"
      filters={
        <>
          <FilterSelect
            label="College"
            allLabel="All Colleges"
            value={college}
            onChange={setCollege}
            options={(colleges.data?.adminColleges.edges ?? []).map(({ node }) => ({ value: node.name, label: node.name }))}
          />
          <FilterSelect label="Status" allLabel="All Statuses" value={status} onChange={setStatus} options={STATUS_OPTIONS} />
        </>
      }
    >
      {connection ? (
        <ModeratedNotes
          notes={connection.edges.map((edge) => edge.node)}
          empty={<EmptyState message="No notes found matching your search." />}
          footer={<Pager {...pager} connection={connection} noun="notes" />}
        />
      ) : null}
    </SearchedListPage>
  );
}

import { AdminNotesDocument } from '../../../graphql/__generated__/graphql';
import { ModeratedNotes } from '../components/ModeratedNotes';
import { Pager } from '../components/Pager';
import { EmptyState, ErrorBanner, LoadingState } from '../components/StatusViews';
import { failure } from '../hooks/errors';
import { useAdminPage } from '../hooks/useAdminPage';
import { NOTES_PAGE_SIZE } from '../page-sizes';

/** "Notes from {college}": every note of one college, approved and pending, with the moderation actions. */
export function CollegeNotes({ college }: { college: string }) {
  const { connection, loading, error, pager } = useAdminPage(AdminNotesDocument, 'adminNotes', {
    pageSize: NOTES_PAGE_SIZE,
    variables: { college },
    resetKey: college,
  });

  if (error && !connection) return <ErrorBanner failure={failure('Failed to fetch college notes', error)} />;
  if (!connection) return loading ? <LoadingState label="Loading college data..." /> : null;
  return (
    <>
      {error ? <ErrorBanner failure={failure('Failed to fetch college notes', error)} /> : null}
      <ModeratedNotes
        notes={connection.edges.map((edge) => edge.node)}
        empty={<EmptyState message="No notes found for this college" />}
        footer={<Pager {...pager} connection={connection} noun="notes" />}
      />
    </>
  );
}

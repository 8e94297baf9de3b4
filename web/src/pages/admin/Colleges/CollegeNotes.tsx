import { useQuery } from '@apollo/client/react';
import { AdminNotesDocument } from '../../../graphql/__generated__/graphql';
import { ModeratedNotes } from '../components/ModeratedNotes';
import { Pager } from '../components/Pager';
import { EmptyState, ErrorBanner, LoadingState } from '../components/StatusViews';
import { failure } from '../hooks/errors';
import { useCursorPages, useRefillEmptyPage } from '../hooks/useCursorPages';
import { NOTES_PAGE_SIZE } from '../page-sizes';

/** "Notes from {college}": every note of one college, approved and pending, with the moderation actions. */
export function CollegeNotes({ college }: { college: string }) {
  const pages = useCursorPages(college);
  const { data, loading, error, refetch } = useQuery(AdminNotesDocument, {
    variables: { first: NOTES_PAGE_SIZE, after: pages.after, college },
    fetchPolicy: 'cache-and-network',
  });
  const connection = data?.adminNotes;
  useRefillEmptyPage(connection, pages, refetch);

  if (error && !connection) return <ErrorBanner failure={failure('Failed to fetch college notes', error)} />;
  if (!connection) return loading ? <LoadingState label="Loading college data..." /> : null;
  return (
    <>
      {error ? <ErrorBanner failure={failure('Failed to fetch college notes', error)} /> : null}
      <ModeratedNotes
        notes={connection.edges.map((edge) => edge.node)}
        empty={<EmptyState message="No notes found for this college" />}
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
    </>
  );
}

import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors, NetworkStatus } from '@apollo/client';
import { useParams } from 'react-router';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { NoteDetailDocument } from '../../graphql/__generated__/graphql';
import { NoteDetailError, NoteDetailLoading, NoteNotFound, NoteStateFrame } from './NoteDetailStates';
import { NoteView } from './NoteView';
import { withApollo } from '../../app/ApolloIsland';

function NoteDetailPage() {
  const { notesId = '' } = useParams();
  const { isSignedIn } = useCurrentUser();
  const { data, error, refetch, networkStatus } = useQuery(NoteDetailDocument, {
    variables: { id: notesId },
    notifyOnNetworkStatusChange: true,
  });
  // A link cut short names no note: the api says NOT_FOUND (domain/note-id.ts), shown as for a missing note.
  const notFound = (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'NOT_FOUND'));

  useEffect(() => {
    if (error && !notFound) console.error('Could not load the note', error);
  }, [error, notFound]);

  if (data?.note) return <NoteView note={data.note} isSignedIn={isSignedIn} />;
  return (
    <NoteStateFrame>
      {data || notFound ? (
        // null: no such note, or a pending one that is not the viewer's; NOT_FOUND or a malformed id: no such note.
        <NoteNotFound />
      ) : error ? (
        <NoteDetailError retrying={networkStatus === NetworkStatus.refetch} onRetry={() => void refetch().catch(() => undefined)} />
      ) : (
        <NoteDetailLoading />
      )}
    </NoteStateFrame>
  );
}

// Brings Apollo Client with the page: the first load of other pages does not carry it.
export default withApollo(NoteDetailPage);

import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { NetworkStatus } from '@apollo/client';
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

  useEffect(() => {
    if (error) console.error('Could not load the note', error);
  }, [error]);

  if (data?.note) return <NoteView note={data.note} isSignedIn={isSignedIn} />;
  return (
    <NoteStateFrame>
      {data ? (
        // null: no such note, or a pending one that is not the viewer's.
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

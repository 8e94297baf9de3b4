import { useEffect } from 'react';
import { skipToken, useQuery } from '@apollo/client/react';
import { NetworkStatus } from '@apollo/client';
import { useParams } from 'react-router';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { NoteDetailDocument } from '../../graphql/__generated__/graphql';
import { NoteDetailError, NoteDetailLoading, NoteNotFound, NoteStateFrame } from './NoteDetailStates';
import { NoteView } from './NoteView';
import { withApollo } from '../../app/ApolloIsland';
import { HttpStatus } from '../../app/rendered-page';

/** A note's id is a UUID. */
const NOTE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function NoteDetailPage() {
  const { notesId = '' } = useParams();
  const { isSignedIn } = useCurrentUser();
  // An address that cannot be a note's is not found without asking (the server answers it 404).
  const validId = NOTE_ID.test(notesId);
  const { data, error, refetch, networkStatus } = useQuery(NoteDetailDocument, validId ? { variables: { id: notesId }, notifyOnNetworkStatusChange: true } : skipToken);

  useEffect(() => {
    if (error) console.error('Could not load the note', error);
  }, [error]);

  if (!validId) {
    return (
      <NoteStateFrame>
        <HttpStatus code={404} />
        <NoteNotFound />
      </NoteStateFrame>
    );
  }
  if (data?.note) return <NoteView note={data.note} isSignedIn={isSignedIn} />;
  return (
    <NoteStateFrame>
      {data ? (
        // null: no such note, or a pending one that is not the viewer's.
        <>
          <HttpStatus code={404} />
          <NoteNotFound />
        </>
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

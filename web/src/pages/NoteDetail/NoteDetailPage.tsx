import { useEffect } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { type CombinedGraphQLErrors, NetworkStatus } from '@apollo/client';
import { useParams } from 'react-router';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { NoteDetailDocument } from '../../graphql/__generated__/graphql';
import { NoteDetailError, NoteDetailLoading, NoteNotFound, NoteStateFrame } from './NoteDetailStates';
import { NoteView } from './NoteView';
import { withApollo } from '../../app/ApolloIsland';
import { HttpStatus } from '../../app/rendered-page';
import { useOfflineCopy } from '../../offline/useOfflineData';
import { useOnline } from '../../offline/network';

/** The api answers NOT_FOUND for an id that cannot be a note's (a truncated link, domain/note-id.ts): for the reader (and the server's status) that note is not found. */
// Read by shape: on the server the error may come from another copy of Apollo Client's module than this one's class.
const isMalformedId = (error: unknown) => ((error as CombinedGraphQLErrors | undefined)?.errors ?? []).some((e) => e.extensions?.code === 'NOT_FOUND');

function NoteDetailPage() {
  const { notesId = '' } = useParams();
  const { isSignedIn } = useCurrentUser();
  const { data, error, refetch, networkStatus } = useQuery(NoteDetailDocument, {
    variables: { id: notesId },
    notifyOnNetworkStatusChange: true,
  });
  const malformed = isMalformedId(error);
  // A saved note's offline copy (src/offline/): read when the network does not answer.
  const offline = useOfflineCopy(notesId);
  const online = useOnline();
  const client = useApolloClient();
  // Errors are not cached: for the browser's hydration to read the same "not found" the server
  // rendered, the server's cache gets the refused id's answer as `note: null`.
  if (malformed && typeof window === 'undefined') client.cache.writeQuery({ query: NoteDetailDocument, variables: { id: notesId }, data: { note: null } });

  useEffect(() => {
    if (error && !malformed) console.error('Could not load the note', error);
  }, [error, malformed]);

  // Changes made offline were sent: the page shows the api's answer (the comment, the counts).
  useEffect(() => {
    let unsubscribe = () => {};
    void import('../../offline/queue').then(({ onQueueFlushed }) => {
      unsubscribe = onQueueFlushed(() => void refetch().catch(() => undefined));
    });
    return () => unsubscribe();
  }, [refetch]);

  // Offline, a saved note shows its copy (newer than a page kept before it was saved), with the likes as they are now.
  if (data?.note && !online && offline.copy?.data.note) {
    return (
      <NoteView
        note={{ ...offline.copy.data.note, likeCount: data.note.likeCount, viewerHasLiked: data.note.viewerHasLiked }}
        isSignedIn={isSignedIn}
        fromOfflineCopy
      />
    );
  }
  if (data?.note) return <NoteView note={data.note} isSignedIn={isSignedIn} />;
  const copy = error && !malformed ? offline.copy?.data.note : null;
  if (copy) return <NoteView note={copy} isSignedIn={isSignedIn} fromOfflineCopy />;
  return (
    <NoteStateFrame>
      {data || malformed ? (
        // null: no such note, a pending one that is not the viewer's, or an id that cannot be a note's.
        <>
          <HttpStatus code={404} />
          <NoteNotFound />
        </>
      ) : error && !offline.checked ? (
        <NoteDetailLoading />
      ) : error ? (
        <NoteDetailError offline={!online} retrying={networkStatus === NetworkStatus.refetch} onRetry={() => void refetch().catch(() => undefined)} />
      ) : (
        <NoteDetailLoading />
      )}
    </NoteStateFrame>
  );
}

// Brings Apollo Client with the page: the first load of other pages does not carry it.
export default withApollo(NoteDetailPage);

import { useApolloClient, useMutation } from '@apollo/client/react';
import { isOffline } from '../../offline/network';
import { queueOffline } from '../../offline/queue-offline';
import { ToggleLikeDocument, type ToggleLikeMutation } from '../../graphql/__generated__/graphql';

export interface LikeableNote {
  id: string;
  likeCount: number;
  viewerHasLiked: boolean;
}

/**
 * Likes or unlikes at once: the optimistic answer updates the normalized Note, so every card
 * and panel showing it changes together; a failure rolls the change back by itself.
 */
export function useToggleLike() {
  const [toggleLike] = useMutation(ToggleLikeDocument);
  const client = useApolloClient();
  return (note: LikeableNote) =>
    // Offline: shown at once, queued, and sent once when the connection returns (src/offline/queue.ts).
    isOffline()
      ? queueOffline(
          client,
          { kind: 'like', noteId: note.id },
          { likeCount: Math.max(0, note.likeCount + (note.viewerHasLiked ? -1 : 1)), viewerHasLiked: !note.viewerHasLiked },
        )
      : toggleLike({
          variables: { id: note.id },
          // The generated types leave __typename out, but the cache needs it to find the Note.
          optimisticResponse: {
            toggleLike: {
              __typename: 'NotePayload',
              note: {
                __typename: 'Note',
                id: note.id,
                likeCount: Math.max(0, note.likeCount + (note.viewerHasLiked ? -1 : 1)),
                viewerHasLiked: !note.viewerHasLiked,
              },
              errors: [],
            },
          } as ToggleLikeMutation,
        })
          .then(({ data }) => {
            // A refusal in the payload (the note was deleted meanwhile): the answer has no note, so
            // the optimistic change is undone as for a failure; it is logged the same way.
            const problem = data?.toggleLike.errors[0];
            if (problem) console.error('Could not change the like', problem.message);
          })
          .catch((error: unknown) => {
            // Spec: like failures are logged only; the optimistic change is already undone.
            console.error('Could not change the like', error);
          });
}

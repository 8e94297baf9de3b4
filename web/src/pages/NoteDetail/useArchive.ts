import { CombinedGraphQLErrors, type ApolloCache } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { isOffline } from '../../offline/network';
import { queueOffline } from '../../offline/queue-offline';
import { toaster } from '../../components/Toaster/toaster';
import { SaveNoteDocument, UnsaveNoteDocument } from '../../graphql/__generated__/graphql';

function forgetSavedList(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'savedNotes' });
}

/** Save a note (the API's saveNote; the original client called it "archive") or unsave it, told in a toast; the Saved Notes list is dropped from the cache so it reloads when next shown. */
export function useArchive(noteId: string) {
  const [saveNote, saveState] = useMutation(SaveNoteDocument, { update: forgetSavedList });
  const [unsaveNote, unsaveState] = useMutation(UnsaveNoteDocument, {
    update(cache, { data }) {
      forgetSavedList(cache);
      // unsaveNote answers no note when you can no longer see it: clear the flag ourselves then.
      if (data && !data.unsaveNote.errors.length && !data.unsaveNote.note) {
        cache.modify({ id: cache.identify({ __typename: 'Note', id: noteId }), fields: { viewerHasSaved: () => false } });
      }
    },
  });

  const client = useApolloClient();

  async function toggle(saved: boolean) {
    if (isOffline()) {
      // Offline: queued and sent once back online; the copy made now (from this page's data) reads offline already.
      await queueOffline(client, { kind: saved ? 'unsave' : 'save', noteId }, { viewerHasSaved: !saved });
      toaster.info({ title: saved ? 'Will be removed from your saved notes when you are back online' : 'Will be saved when you are back online' });
      return;
    }
    try {
      // A refusal in the payload (e.g. the note is gone) is told like a refused request.
      const problem = saved
        ? (await unsaveNote({ variables: { id: noteId } })).data?.unsaveNote.errors[0]
        : (await saveNote({ variables: { id: noteId } })).data?.saveNote.errors[0];
      if (problem) {
        toaster.error({ title: problem.message, closable: true });
        return;
      }
      toaster.success({ title: saved ? 'Note removed from your saved notes' : 'Note saved' });
      // Saving keeps an offline copy (src/offline/); unsaving removes it.
      void import('../../offline/save-copy')
        .then(async (offline) => {
          if (saved) await offline.removeOfflineCopy(noteId);
          else await offline.storeOfflineCopy(client, noteId);
        })
        .catch((error: unknown) => console.error('Could not update the offline copy', error));
    } catch (error) {
      // Spec 8: the server's message, else "Failed to save the note"; no answer at all is a network error.
      const text = CombinedGraphQLErrors.is(error) ? (error.errors[0]?.message ?? 'Failed to save the note') : 'Something went wrong while saving.';
      toaster.error({ title: text, closable: true });
    }
  }

  return { toggle, busy: saveState.loading || unsaveState.loading };
}

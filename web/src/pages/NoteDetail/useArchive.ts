import { useState } from 'react';
import { CombinedGraphQLErrors, type ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { SaveNoteDocument, UnsaveNoteDocument } from '../../graphql/__generated__/graphql';

function forgetSavedList(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'savedNotes' });
}

export type ArchiveNotice = { status: 'success' | 'error'; text: string } | null;

/** Archive (save) or un-archive a note; the Saved Notes list is dropped from the cache so it reloads when next shown. */
export function useArchive(noteId: string) {
  const [notice, setNotice] = useState<ArchiveNotice>(null);
  const [saveNote, saveState] = useMutation(SaveNoteDocument, { update: forgetSavedList });
  const [unsaveNote, unsaveState] = useMutation(UnsaveNoteDocument, {
    update(cache, { data }) {
      forgetSavedList(cache);
      // unsaveNote answers null when the note is gone: clear the flag ourselves then.
      if (!data?.unsaveNote) {
        cache.modify({ id: cache.identify({ __typename: 'Note', id: noteId }), fields: { viewerHasSaved: () => false } });
      }
    },
  });

  async function toggle(saved: boolean) {
    setNotice(null);
    try {
      if (saved) {
        await unsaveNote({ variables: { id: noteId } });
        setNotice({ status: 'success', text: 'Note removed from your saved notes' });
      } else {
        await saveNote({ variables: { id: noteId } });
        setNotice({ status: 'success', text: 'Note archived successfully' });
      }
    } catch (error) {
      // Spec 8: the server's message, else "Failed to archive the note"; no answer at all is a network error.
      const text = CombinedGraphQLErrors.is(error)
        ? (error.errors[0]?.message ?? 'Failed to archive the note')
        : 'Something went wrong while archiving.';
      setNotice({ status: 'error', text });
    }
  }

  return { toggle, busy: saveState.loading || unsaveState.loading, notice, dismiss: () => setNotice(null) };
}

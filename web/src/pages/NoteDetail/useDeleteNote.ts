import { useMutation } from '@apollo/client/react';
import { forgetDeletedNote } from '../../app/note-list-cache';
import { DeleteNoteFromDetailDocument } from '../../graphql/__generated__/graphql';

export function useDeleteNote(noteId: string) {
  return useMutation(DeleteNoteFromDetailDocument, {
    variables: { id: noteId },
    update(cache, { data }) {
      // The deleted note leaves every cached list in place instead of them being refetched.
      if (data?.deleteNote.deletedId) forgetDeletedNote(cache, noteId);
    },
    // The page showing the note is about to leave: do not refetch it now that it is gone.
    onQueryUpdated: () => false,
  });
}

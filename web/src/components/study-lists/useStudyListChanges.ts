import { useApolloClient, useMutation } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client';
import {
  AddNoteToStudyListDocument,
  CreateStudyListDocument,
  DeleteStudyListDocument,
  MoveNoteInStudyListDocument,
  RemoveNoteFromStudyListDocument,
  UpdateStudyListDocument,
} from '../../graphql/__generated__/graphql';
import { listCreated, listDeleted, noteAdded, noteMoved, noteRemoved } from './study-list-cache';

/** A change's outcome: null when done, else the message to show (the payload's first mistake or the refusal). */
export type ChangeProblem = string | null;

function problemOf(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? 'That did not work. Please try again.';
  return 'Something went wrong. Check your connection and try again.';
}

async function attempt(run: () => Promise<{ message: string } | undefined>): Promise<ChangeProblem> {
  try {
    return (await run())?.message ?? null;
  } catch (error) {
    return problemOf(error);
  }
}

/** A note added to a list is kept for offline reading, as a saved one is (src/offline/); loaded only when needed. */
function keepOfflineCopy(client: ApolloClient, noteId: string): void {
  void import('../../offline/save-copy')
    .then((offline) => offline.storeOfflineCopy(client, noteId))
    .catch((error: unknown) => console.error('Could not keep an offline copy', error));
}

/** Every change to the reader's study lists, each updating the Apollo cache in place (study-list-cache.ts). */
export function useStudyListChanges() {
  const client = useApolloClient();
  const [create, creating] = useMutation(CreateStudyListDocument);
  const [update, updating] = useMutation(UpdateStudyListDocument);
  const [remove, deleting] = useMutation(DeleteStudyListDocument);
  const [add] = useMutation(AddNoteToStudyListDocument);
  const [takeOut] = useMutation(RemoveNoteFromStudyListDocument);
  const [move] = useMutation(MoveNoteInStudyListDocument);

  return {
    busy: creating.loading || updating.loading || deleting.loading,
    createList: (input: { name: string; isPublic: boolean; noteId?: string }) =>
      attempt(async () => {
        const { data } = await create({
          variables: { input },
          update: (cache, { data: result }) => {
            const created = result?.createStudyList.studyList;
            if (created) listCreated(cache, created, input.noteId);
          },
        });
        if (data?.createStudyList.studyList && input.noteId) keepOfflineCopy(client, input.noteId);
        return data?.createStudyList.errors[0];
      }),
    updateList: (input: { id: string; name?: string; isPublic?: boolean }) =>
      attempt(async () => (await update({ variables: { input } })).data?.updateStudyList.errors[0]),
    deleteList: (id: string) =>
      attempt(async () => {
        const { data } = await remove({
          variables: { id },
          update: (cache, { data: result }) => {
            if (result?.deleteStudyList.deletedId) listDeleted(cache, id);
          },
        });
        return data?.deleteStudyList.errors[0];
      }),
    addNote: (list: { id: string; isDefault: boolean }, noteId: string) =>
      attempt(async () => {
        const { data } = await add({
          variables: { input: { listId: list.id, noteId } },
          update: (cache, { data: result }) => {
            if (result?.addNoteToStudyList.studyList) noteAdded(cache, list, noteId);
          },
        });
        if (data?.addNoteToStudyList.studyList) keepOfflineCopy(client, noteId);
        return data?.addNoteToStudyList.errors[0];
      }),
    removeNote: (list: { id: string; isDefault: boolean }, noteId: string) =>
      attempt(async () => {
        const { data } = await takeOut({
          variables: { input: { listId: list.id, noteId } },
          update: (cache, { data: result }) => {
            if (result?.removeNoteFromStudyList.studyList) noteRemoved(cache, list, noteId);
          },
        });
        return data?.removeNoteFromStudyList.errors[0];
      }),
    moveNote: (listId: string, noteId: string, afterNoteId: string | null) =>
      attempt(async () => {
        // The new order shows at once; the answer confirms it (or the error puts it back).
        const { data } = await move({
          variables: { input: { listId, noteId, afterNoteId } },
          update: (cache, { data: result }) => {
            if (result?.moveNoteInStudyList.studyList) noteMoved(cache, listId, noteId, afterNoteId);
          },
        });
        return data?.moveNoteInStudyList.errors[0];
      }),
  };
}

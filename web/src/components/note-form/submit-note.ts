import type { ApolloCache } from '@apollo/client';
import { sendMultipart, type MultipartOptions } from '../../app/multipart';
import {
  NoteFormCreateDocument,
  NoteFormNoteFragmentDoc,
  NoteFormUpdateDocument,
  type CreateNoteInput,
  type NoteFormNoteFragment,
  type UpdateNoteInput,
} from '../../graphql/__generated__/graphql';
import { mistakesFromGraphQLErrors, type FieldMistake } from '../account/form-errors';

export type NoteSubmission = { mode: 'create'; input: CreateNoteInput } | { mode: 'update'; input: UpdateNoteInput; wasApproved: boolean };

export interface NoteSubmissionResult {
  note: NoteFormNoteFragment | null;
  mistakes: FieldMistake[];
}

/**
 * Sends a note with its file as one GraphQL multipart request (progress reported as the bytes
 * go), then brings the Apollo cache up to date: the saved note itself, and the lists it now
 * belongs to or left. Network failures throw; the api's answers come back as mistakes.
 */
export async function submitNote(cache: ApolloCache, submission: NoteSubmission, options: MultipartOptions): Promise<NoteSubmissionResult> {
  const response =
    submission.mode === 'create'
      ? await sendMultipart(NoteFormCreateDocument, { input: submission.input }, options)
      : await sendMultipart(NoteFormUpdateDocument, { input: submission.input }, options);
  const data = response.data as { createNote?: Payload; updateNote?: Payload } | null | undefined;
  const payload = submission.mode === 'create' ? data?.createNote : data?.updateNote;

  if (response.errors?.length && !payload) return { note: null, mistakes: mistakesFromGraphQLErrors(response.errors) };
  if (!payload) return { note: null, mistakes: [] };
  if (payload.errors.length || !payload.note) return { note: null, mistakes: payload.errors };

  const note = payload.note;
  cache.writeFragment({ fragment: NoteFormNoteFragmentDoc, fragmentName: 'NoteFormNote', data: note });
  if (submission.mode === 'create') {
    // A new (pending) note belongs at the top of My Uploads: that list is fetched again when shown.
    cache.evict({ id: 'ROOT_QUERY', fieldName: 'myUploads' });
  } else if (submission.wasApproved && !note.approved) {
    // Back to pending: it left the public lists.
    cache.evict({ id: 'ROOT_QUERY', fieldName: 'notes' });
  }
  return { note, mistakes: [] };
}

interface Payload {
  note: NoteFormNoteFragment | null;
  errors: FieldMistake[];
}

import { useQuery } from '@apollo/client/react';
import { NotePreviewStateDocument, NoteThumbStateDocument } from '../../../graphql/__generated__/graphql';

/** How often a processing note is asked about again: page images take seconds, OCR longer. */
export const PROCESSING_POLL_MS = 2500;

/**
 * While a note is processing, asks for its preview fields every few seconds; the answer lands
 * in the normalized cache, so every view of the note updates, and polling stops by itself once
 * the status changes (`skip`).
 */
export function useProcessingPoll(noteId: string, status: string | undefined, scope: 'page' | 'thumb') {
  const skip = status !== 'processing';
  useQuery(scope === 'page' ? NotePreviewStateDocument : NoteThumbStateDocument, {
    variables: { id: noteId },
    skip,
    pollInterval: PROCESSING_POLL_MS,
    fetchPolicy: 'network-only',
  });
}

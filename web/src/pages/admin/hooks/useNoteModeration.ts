import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import {
  AdminDeleteNoteDocument,
  AdminRejectNoteDocument,
  AdminReviewNoteDocument,
  type AdminNoteRowFragment,
  type RejectionReason,
} from '../../../graphql/__generated__/graphql';
import { toaster } from '../../../components/Toaster/toaster';
import { noteDeleted, noteReviewed } from '../cache/admin-cache';
import { failure, payloadFailure, type AdminFailure } from './errors';

export interface ModerationMessages {
  /** Banner when approving or setting back to pending fails. */
  reviewFailed: string;
  /** Banner when deleting (or rejecting) fails. */
  deleteFailed: string;
}

export type ModerationAction = 'approve' | 'unapprove' | 'delete' | 'reject';

export interface NoteModeration {
  /** The note as it is now, or null when it failed (the error is set). */
  review: (note: AdminNoteRowFragment, approved: boolean) => Promise<AdminNoteRowFragment | null>;
  remove: (note: AdminNoteRowFragment) => Promise<boolean>;
  /** Rejects a pending note with a reason the uploader reads; the note is deleted. */
  reject: (note: AdminNoteRowFragment, reason: RejectionReason, details: string | null) => Promise<boolean>;
  /** The note being worked on and how, to show a spinner on the right button. */
  busy: { id: string; action: ModerationAction } | null;
  error: AdminFailure | null;
  clearError: () => void;
}

/** Approve, set back to pending and delete, with the cache kept right (see admin-cache.ts) and a toast on success. */
export function useNoteModeration(messages: ModerationMessages): NoteModeration {
  const [reviewNote] = useMutation(AdminReviewNoteDocument);
  const [deleteNote] = useMutation(AdminDeleteNoteDocument);
  const [rejectNote] = useMutation(AdminRejectNoteDocument);
  const [busy, setBusy] = useState<NoteModeration['busy']>(null);
  const [error, setError] = useState<AdminFailure | null>(null);

  /**
   * One request on `note`: its button spins meanwhile, and a request that throws shows the banner
   * and answers `failed`. What the payload reports is the request's own business.
   */
  const attempt = async <T>(note: AdminNoteRowFragment, action: ModerationAction, failedTitle: string, failed: T, request: () => Promise<T>) => {
    setError(null);
    setBusy({ id: note.id, action });
    try {
      return await request();
    } catch (caught) {
      setError(failure(failedTitle, caught));
      return failed;
    } finally {
      setBusy(null);
    }
  };

  const review = (note: AdminNoteRowFragment, approved: boolean) =>
    attempt(note, approved ? 'approve' : 'unapprove', messages.reviewFailed, null, async () => {
      const { data } = await reviewNote({
        variables: { id: note.id, approved },
        update: (cache, result) => {
          const reviewed = result.data?.reviewNote.note;
          if (reviewed) noteReviewed(cache, reviewed, note.approved);
        },
      });
      const refused = payloadFailure(messages.reviewFailed, data?.reviewNote.errors ?? []);
      if (refused) setError(refused);
      const updated = data?.reviewNote.note ?? null;
      if (updated) toaster.success({ title: approved ? 'Note approved' : 'Note set to pending', description: note.title });
      return updated;
    });

  /**
   * Deleting or rejecting `note` answered: the payload's refusal as the banner (false), or the
   * success toast (true). The request's own cache update has taken the note out of the lists.
   */
  const takenDown = (errors: readonly { message: string }[] | undefined, toast: { title: string; description: string }) => {
    const refused = payloadFailure(messages.deleteFailed, errors ?? []);
    if (refused) {
      setError(refused);
      return false;
    }
    toaster.success(toast);
    return true;
  };

  const remove = (note: AdminNoteRowFragment) =>
    attempt(note, 'delete', messages.deleteFailed, false, async () => {
      const { data } = await deleteNote({
        variables: { id: note.id },
        update: (cache, result) => {
          if (result.data?.adminDeleteNote.deletedId) noteDeleted(cache, note);
        },
      });
      return takenDown(data?.adminDeleteNote.errors, { title: 'Note deleted', description: note.title });
    });

  const reject = (note: AdminNoteRowFragment, reason: RejectionReason, details: string | null) =>
    attempt(note, 'reject', messages.deleteFailed, false, async () => {
      const { data } = await rejectNote({
        variables: { input: { id: note.id, reason, details } },
        update: (cache, result) => {
          if (result.data?.rejectNote.rejectedId) noteDeleted(cache, note);
        },
      });
      return takenDown(data?.rejectNote.errors, { title: 'Note rejected', description: `${note.title}: the uploader was told why.` });
    });

  return { review, remove, reject, busy, error, clearError: () => setError(null) };
}

/**
 * The note open in the details modal. Opening or closing it clears the last failure: while the
 * modal is open it shows a failure, otherwise the page's banner does.
 */
export function useNoteDetails(moderation: Pick<NoteModeration, 'clearError'>) {
  const [viewed, setViewed] = useState<AdminNoteRowFragment | null>(null);
  const open = (note: AdminNoteRowFragment) => {
    moderation.clearError();
    setViewed(note);
  };
  const close = () => {
    setViewed(null);
    moderation.clearError();
  };
  return { viewed, setViewed, open, close };
}

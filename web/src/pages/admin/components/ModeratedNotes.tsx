import { useState, type ReactNode } from 'react';
import { focusAfterRender } from '../focus';
import { Button, Stack } from '@chakra-ui/react';
import type { AdminNoteRowFragment } from '../../../graphql/__generated__/graphql';
import { useNoteDetails, useNoteModeration } from '../hooks/useNoteModeration';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { CheckIcon, TrashIcon, UndoIcon } from './icons';
import { NoteDetailsDialog } from './NoteDetailsDialog';
import { NotesTable } from './NotesTable';
import { Panel } from './AdminPage';
import { ErrorBanner } from './StatusViews';

export const DELETE_NOTE_QUESTION = 'Are you sure you want to delete this note?';

interface ModeratedNotesProps {
  notes: readonly AdminNoteRowFragment[];
  /** Shown in the panel instead of the table when there are no notes. */
  empty: ReactNode;
  /** Under the table: the pager. */
  footer?: ReactNode;
}

/**
 * A notes table with everything a moderator does from it: the details modal, approve or set
 * back to pending, delete after a confirmation, and the spec's banners when one fails.
 */
export function ModeratedNotes({ notes, empty, footer }: ModeratedNotesProps) {
  const moderation = useNoteModeration({ reviewFailed: 'Failed to update note status', deleteFailed: 'Failed to delete note' });
  // The note shown in the modal; the list's copy is preferred (it is kept up to date by the cache).
  const { viewed, setViewed, open: openDetails, close: closeDetails } = useNoteDetails(moderation);
  const [deleting, setDeleting] = useState<AdminNoteRowFragment | null>(null);
  const shown = viewed ? (notes.find((note) => note.id === viewed.id) ?? viewed) : null;

  const review = async (note: AdminNoteRowFragment, approved: boolean) => {
    const updated = await moderation.review(note, approved);
    if (updated && viewed?.id === updated.id) setViewed(updated);
    // The row's button swapped (Approve <-> Set to pending) while disabled: keep focus on it.
    if (updated && !viewed) focusAfterRender(() => document.querySelector<HTMLElement>(`[data-review-for="${updated.id}"]`));
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const deleted = await moderation.remove(deleting);
    if (deleted && viewed?.id === deleting.id) setViewed(null);
    setDeleting(null);
  };

  const busyOnShown = shown && moderation.busy?.id === shown.id ? moderation.busy.action : null;

  return (
    <Stack gap="4">
      {moderation.error && !shown ? <ErrorBanner failure={moderation.error} onDismiss={moderation.clearError} /> : null}
      <Panel>
        {notes.length > 0 ? <NotesTable notes={notes} busy={moderation.busy} onView={openDetails} onReview={review} onDelete={setDeleting} /> : empty}
        {footer}
      </Panel>

      <NoteDetailsDialog
        note={shown}
        onClose={closeDetails}
        error={moderation.error}
        actions={
          shown ? (
            <>
              {/* Approving and setting back to pending are one toggle: the button offers the other state. */}
              <Button
                size="sm"
                rounded="full"
                variant={shown.approved ? 'outline' : 'solid'}
                colorPalette={shown.approved ? 'orange' : 'green'}
                loading={busyOnShown === (shown.approved ? 'unapprove' : 'approve')}
                disabled={busyOnShown !== null}
                onClick={() => review(shown, !shown.approved)}
              >
                {shown.approved ? (
                  <>
                    <UndoIcon /> Set to Pending
                  </>
                ) : (
                  <>
                    <CheckIcon /> Approve
                  </>
                )}
              </Button>
              <Button size="sm" rounded="full" variant="outline" colorPalette="red" disabled={busyOnShown !== null} onClick={() => setDeleting(shown)}>
                <TrashIcon /> Delete
              </Button>
            </>
          ) : null
        }
      />

      <ConfirmDialog
        open={deleting !== null}
        title="Delete note"
        message={DELETE_NOTE_QUESTION}
        detail={deleting?.title}
        confirmLabel="Delete"
        busy={moderation.busy?.action === 'delete'}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}

import { useState } from 'react';
import { Button, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { toaster } from '../../components/Toaster/toaster';
import { PencilIcon, TrashIcon } from '../../components/notes/icons';
import { useDeleteNote } from './useDeleteNote';

interface OwnerActionsProps {
  noteId: string;
  /** Named in the message shown on Browse once the note is deleted. */
  title: string;
  canEdit: boolean;
  canDelete: boolean;
}

/** Edit and Delete, shown only to those the api allows (the uploader or an admin). */
export function OwnerActions({ noteId, title, canEdit, canDelete }: OwnerActionsProps) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [failed, setFailed] = useState(false);
  const [deleteNote, { loading }] = useDeleteNote(noteId);
  if (!canEdit && !canDelete) return null;

  async function confirmDelete() {
    try {
      const { data } = await deleteNote();
      setConfirming(false);
      if (data?.deleteNote.errors.length) {
        console.error('Could not delete the note', data.deleteNote.errors[0].message);
        setFailed(true);
        return;
      }
      // The page is gone: Browse says what happened, so the student is not left wondering.
      toaster.success({ title: 'Note deleted', description: `“${title}” was deleted.` });
      void navigate('/browse', { replace: true });
    } catch (error) {
      console.error('Could not delete the note', error);
      setConfirming(false);
      setFailed(true);
    }
  }

  return (
    <HStack gap="2" wrap="wrap">
      {canEdit ? (
        <Button asChild size="sm" variant="outline" rounded="full" bg="bg.panel">
          <RouterLink to={`/update-notes/${noteId}`}>
            <PencilIcon /> Edit
          </RouterLink>
        </Button>
      ) : null}
      {canDelete ? (
        <Button size="sm" variant="outline" colorPalette="red" rounded="full" bg="bg.panel" onClick={() => setConfirming(true)}>
          <TrashIcon /> Delete
        </Button>
      ) : null}
      {failed ? (
        <Text fontSize="sm" color="fg.error" role="alert">
          Failed to delete note
        </Text>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="Delete note"
        message="Are you sure you want to delete this note?"
        confirmLabel="Delete"
        busy={loading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      />
    </HStack>
  );
}

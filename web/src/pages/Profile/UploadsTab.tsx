import { useState } from 'react';
import { Button, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { forgetDeletedNote } from '../../app/note-list-cache';
import { EmptyState } from '../../components/account/EmptyState';
import { pluralize } from '../../app/format';
import { firstProblem } from '../../components/account/form-errors';
import { PencilIcon, PlusIcon, TrashIcon } from '../../components/account/icons';
import { ListHeader, PagedList, RowRemoveButton } from '../../components/account/ListParts';
import { MyNoteRow } from '../../components/account/MyNoteRow';
import { UploadIcon } from '../../components/icons';
import { useMyNotesList } from '../../components/account/useMyNotesList';
import { DeleteMyUploadDocument, MyUploadsDocument } from '../../graphql/__generated__/graphql';

export const DELETE_NOTE_QUESTION = 'Are you sure you want to delete this note?';

export function UploadsTab() {
  const list = useMyNotesList(MyUploadsDocument, 'myUploads');
  const [deleting, setDeleting] = useState<{ id: string; title: string } | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [deleteNote, deletion] = useMutation(DeleteMyUploadDocument);

  const uploads = list.connection;

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteError(null);
    const problem = await firstProblem(
      async () => {
        const { data } = await deleteNote({
          variables: { id: deleting.id },
          // Out of the cached lists at once: no refetch of the uploads.
          update: (cache, result) => {
            if (result.data?.deleteNote.deletedId) forgetDeletedNote(cache, deleting.id);
          },
        });
        return data?.deleteNote.errors;
      },
      'Failed to delete the note.',
      // Spec 8: a failed delete is logged; the dialog also says so, since the note is still there.
      (failure) => console.error('deleting a note failed', failure),
    );
    if (problem) setDeleteError(problem);
    else setDeleting(null);
  };

  const addNew = (
    <Button asChild colorPalette="brand" rounded="full" size="sm" px="4">
      <RouterLink to="/uploading-notes">
        <PlusIcon /> Add New
      </RouterLink>
    </Button>
  );

  const body = (
    <PagedList
      {...list}
      errorMessage="There was an error loading your uploads."
      empty={
        <EmptyState
          icon={<UploadIcon boxSize="7" />}
          title="You haven't uploaded any notes yet"
          description="Share your lecture notes: an admin reviews each upload before it goes live."
          action={
            <Button asChild colorPalette="brand" rounded="full">
              <RouterLink to="/uploading-notes">Upload Your First Note</RouterLink>
            </Button>
          }
        />
      }
      label="My uploads"
    >
      {uploads?.edges.map(({ node }) => (
        <MyNoteRow
          key={node.id}
          note={node}
          showStatus
          actions={
            <>
              {node.viewerCan.edit ? (
                <Button asChild size="sm" variant="outline" rounded="full" aria-label={`Edit ${node.title}`}>
                  <RouterLink to={`/update-notes/${node.id}`}>
                    <PencilIcon /> Edit
                  </RouterLink>
                </Button>
              ) : null}
              {node.viewerCan.delete ? (
                <RowRemoveButton
                  aria-label={`Delete ${node.title}`}
                  onClick={() => {
                    setDeleteError(null);
                    setDeleting({ id: node.id, title: node.title });
                  }}
                >
                  <TrashIcon /> Delete
                </RowRemoveButton>
              ) : null}
            </>
          }
        />
      ))}
    </PagedList>
  );

  return (
    <Stack gap="5">
      <ListHeader title="My Uploads" count={uploads?.totalCount ? pluralize(uploads.totalCount, 'note') : undefined} action={addNew} />
      {body}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete note"
        message={DELETE_NOTE_QUESTION}
        confirmLabel="Delete"
        busy={deletion.loading}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}

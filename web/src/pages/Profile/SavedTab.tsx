import { useState } from 'react';
import { Button, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router';
import { removeNoteFromConnections } from '../../app/note-list-cache';
import { BrowseNotesButton, EmptyState } from '../../components/account/EmptyState';
import { pluralize } from '../../app/format';
import { BookmarkIcon, EyeIcon } from '../../components/account/icons';
import { ListHeader, PagedList, RowRemoveButton } from '../../components/account/ListParts';
import { MyNoteRow } from '../../components/account/MyNoteRow';
import { useMyNotesList } from '../../components/account/useMyNotesList';
import { MySavedNotesDocument, UnsaveNoteDocument } from '../../graphql/__generated__/graphql';
import { AvailableOfflineBadge } from '../../offline/OfflineCopyMark';
import { OfflineCopiesPanel } from '../../offline/OfflineCopiesPanel';
import { useOfflineCopies } from '../../offline/useOfflineData';

export function SavedTab() {
  const list = useMyNotesList(MySavedNotesDocument, 'savedNotes');
  const [removing, setRemoving] = useState<string | null>(null);
  const [removeNote] = useMutation(UnsaveNoteDocument);

  const saved = list.connection;
  const offlineIds = new Set(useOfflineCopies().map((copy) => copy.id));

  const remove = async (id: string) => {
    setRemoving(id);
    try {
      const { data } = await removeNote({
        variables: { id },
        update: (cache, result) => {
          if (!result.data?.unsaveNote.errors.length) removeNoteFromConnections(cache, id, ['savedNotes']);
        },
      });
      const problem = data?.unsaveNote.errors[0];
      if (problem) console.error('removing a saved note failed', problem.message);
      // A note no longer saved keeps no offline copy.
      else void import('../../offline/save-copy').then(({ removeOfflineCopy }) => removeOfflineCopy(id));
    } catch (failure) {
      // Spec 8: removing a saved note fails silently for the user; it stays in the list.
      console.error('removing a saved note failed', failure);
    } finally {
      setRemoving(null);
    }
  };

  const body = (
    <PagedList
      {...list}
      errorMessage="There was an error loading your saved notes."
      empty={
        <EmptyState
          icon={<BookmarkIcon boxSize="7" />}
          title="You don't have any saved notes yet"
          description="When you save notes, they will appear here"
          action={<BrowseNotesButton />}
        />
      }
      label="Saved notes"
    >
      {saved?.edges.map(({ node }) => (
        <MyNoteRow
          key={node.id}
          note={node}
          byline={
            <>
              {node.uploader ? `by ${node.uploader.username}` : 'by Unknown'}
              {offlineIds.has(node.id) ? <AvailableOfflineBadge noteId={node.id} title={node.title} /> : null}
            </>
          }
          actions={
            <>
              <Button asChild size="sm" variant="outline" colorPalette="brand" rounded="full" aria-label={`View Note ${node.title}`}>
                <RouterLink to={`/notes/${node.id}`}>
                  <EyeIcon /> View Note
                </RouterLink>
              </Button>
              <RowRemoveButton aria-label={`Remove Note ${node.title}`} disabled={removing === node.id} onClick={() => void remove(node.id)}>
                {removing === node.id ? 'Removing...' : 'Remove Note'}
              </RowRemoveButton>
            </>
          }
        />
      ))}
    </PagedList>
  );

  return (
    <Stack gap="5">
      <ListHeader title="Saved Notes" count={saved?.totalCount ? pluralize(saved.totalCount, 'note') : undefined} />
      <OfflineCopiesPanel />
      {body}
    </Stack>
  );
}

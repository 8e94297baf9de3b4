import { useState } from 'react';
import { Button, Stack } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router';
import { removeNoteFromConnections } from '../../components/account/connection-cache';
import { BrowseNotesButton, EmptyState } from '../../components/account/EmptyState';
import { plural } from '../../components/account/format';
import { BookmarkIcon, EyeIcon } from '../../components/account/icons';
import { ListHeader, MY_NOTES_PAGE_SIZE, PagedList, RowRemoveButton } from '../../components/account/ListParts';
import { MyNoteRow } from '../../components/account/MyNoteRow';
import { useLoadMore } from '../../hooks/useLoadMore';
import { MySavedNotesDocument, UnsaveNoteDocument } from '../../graphql/__generated__/graphql';

export function SavedTab() {
  const { data, loading, error, fetchMore, refetch } = useQuery(MySavedNotesDocument, { variables: { first: MY_NOTES_PAGE_SIZE } });
  const [removing, setRemoving] = useState<string | null>(null);
  const [removeNote] = useMutation(UnsaveNoteDocument);

  const saved = data?.savedNotes;
  const more = useLoadMore(data, 'savedNotes', fetchMore);

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
    } catch (failure) {
      // Spec 8: removing a saved note fails silently for the user; it stays in the list.
      console.error('removing a saved note failed', failure);
    } finally {
      setRemoving(null);
    }
  };

  const body = (
    <PagedList
      connection={saved}
      loading={loading}
      error={error}
      errorMessage="There was an error loading your saved notes."
      onRetry={() => void refetch()}
      empty={
        <EmptyState
          icon={<BookmarkIcon boxSize="7" />}
          title="You don't have any saved notes yet"
          description="When you save notes, they will appear here"
          action={<BrowseNotesButton />}
        />
      }
      label="Saved notes"
      more={more}
    >
      {saved?.edges.map(({ node }) => (
        <MyNoteRow
          key={node.id}
          note={node}
          byline={node.uploader ? `by ${node.uploader.username}` : 'by Unknown'}
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
      <ListHeader title="Saved Notes" count={saved?.totalCount ? plural(saved.totalCount, 'note') : undefined} />
      {body}
    </Stack>
  );
}

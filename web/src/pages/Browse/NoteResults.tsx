import { useEffect } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { isNoteSort, NOTE_SORT_LABELS, type NoteSort } from '@domain/discovery';
import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { PAGE_SIZE_DEFAULT } from '@domain/constants';
import { SearchIcon } from '../../components/icons';
import { NoteCard } from '../../components/notes/NoteCard';
import { NoteGridSkeleton } from '../../components/notes/NoteCardSkeleton';
import { ChoiceGroup, type ChoiceLook, LoadMoreButton, NoteCountStatus, NoteGrid } from '../../components/notes/NoteListParts';
import { AlertIcon, RefreshIcon } from '../../components/notes/icons';
import { TryAgainButton } from '../../components/notes/TryAgainButton';
import { StateIcon, StateMessage } from '../../components/StateMessage/StateMessage';
import { BrowseNotesDocument, type NoteFilter } from '../../graphql/__generated__/graphql';
import { DidYouMean } from './DidYouMean';

const SORT_LOOK: ChoiceLook = { size: 'xs', colorPalette: 'brand', pressed: 'subtle', unpressed: 'ghost' };

interface NoteResultsProps {
  filter: NoteFilter;
  onOpenComments: (noteId: string) => void;
  onReset: () => void;
  /** Runs another search (the "Did you mean" link). */
  onSearch: (text: string) => void;
}

/** The card grid over the `notes` connection, a page at a time with Load more. */
export function NoteResults({ filter, onOpenComments, onReset, onSearch }: NoteResultsProps) {
  const [params, setParams] = useSearchParams();
  const sortText = params.get('sort');
  // Relevance needs search words; without them the default, newest, applies.
  const sort = isNoteSort(sortText) && (sortText !== 'relevant' || filter.search) ? sortText : null;
  const sorts: NoteSort[] = filter.search ? ['relevant', 'newest', 'liked', 'downloaded'] : ['newest', 'liked', 'downloaded'];
  const current = sort ?? sorts[0];
  const setSort = (value: NoteSort) => {
    const next = new URLSearchParams(params);
    if (value === sorts[0]) next.delete('sort');
    else next.set('sort', value);
    setParams(next, { replace: true, preventScrollReset: true });
  };
  const { data, previousData, error, networkStatus, fetchMore, refetch } = useQuery(BrowseNotesDocument, {
    // Without ?sort the same variables as the app's start requests (see browseFilterOf).
    variables: { first: PAGE_SIZE_DEFAULT, filter, ...(sort ? { sort: sort.toUpperCase() as Uppercase<NoteSort> } : {}) },
    notifyOnNetworkStatusChange: true,
  });
  // While a new filter loads, the previous results stay (dimmed) instead of flashing away.
  const connection = (data ?? previousData)?.notes;
  const loadingMore = networkStatus === NetworkStatus.fetchMore;
  const refreshing = !data && Boolean(previousData);
  // Spec 8: browse failures are logged (and here also shown, with a way to retry).
  useEffect(() => {
    if (error) console.error('Could not load notes', error);
  }, [error]);

  if (error && !data) {
    return (
      <Stack align="center" textAlign="center" gap="3" py="16" role="alert">
        <AlertIcon boxSize="8" color="orange.fg" />
        <Text fontWeight="700" color="fg">
          We couldn't load notes right now.
        </Text>
        <TryAgainButton refetch={refetch} colorPalette="brand" />
      </Stack>
    );
  }

  if (!connection) {
    return <NoteGridSkeleton />;
  }

  const didYouMean = filter.search ? <DidYouMean suggestion={connection.didYouMean} onSearch={onSearch} /> : null;

  if (connection.edges.length === 0) {
    return (
      <Stack gap="2">
        {didYouMean}
        <StateMessage
          icon={
            <StateIcon>
              <SearchIcon boxSize="6" />
            </StateIcon>
          }
          title="No notes found matching your filters"
          description="Try adjusting your search criteria or clear filters."
          py={{ base: '12', md: '20' }}
          px="4"
          aria-busy={refreshing}
        >
          <Button variant="outline" colorPalette="brand" rounded="full" mt="2" onClick={onReset}>
            <RefreshIcon /> Reset Filters
          </Button>
        </StateMessage>
      </Stack>
    );
  }

  const { edges, totalCount, pageInfo } = connection;
  const loadMore = () =>
    fetchMore({ variables: { after: pageInfo.endCursor } }).catch((loadError: unknown) => {
      console.error('Could not load more notes', loadError);
    });

  return (
    <Stack gap="8" aria-busy={refreshing}>
      {/* The count first, where a student looks after searching; announced when it changes. */}
      <ChoiceGroup
        label="Sort notes"
        mb="-4"
        lead={<NoteCountStatus count={totalCount} mr="2" />}
        choices={sorts.map((value) => ({ value, text: NOTE_SORT_LABELS[value] }))}
        current={current}
        onChoose={setSort}
        look={SORT_LOOK}
      />
      {didYouMean}
      <NoteGrid refreshing={refreshing} transition="opacity 0.15s ease">
        {edges.map((edge, index) => (
          <NoteCard key={edge.node.id} index={index} note={edge.node} snippet={filter.search ? edge.snippet : null} onOpenComments={onOpenComments} />
        ))}
      </NoteGrid>
      <Stack align="center" gap="3">
        <Text fontSize="sm" color="fg.muted" data-testid="showing-count">
          Showing {edges.length} of {totalCount}
        </Text>
        {pageInfo.hasNextPage ? <LoadMoreButton bg="bg.panel" loading={loadingMore} onClick={() => void loadMore()} /> : null}
      </Stack>
    </Stack>
  );
}

import { lazy, Suspense, useState } from 'react';
import { Container, Stack } from '@chakra-ui/react';
import { BrowseHero } from './BrowseHero';
import { BrowseFilters } from './BrowseFilters';
import { NoteResults } from './NoteResults';
import { SearchBox } from './SearchBox';
import { useBrowseParams } from './useBrowseParams';
import { withApollo } from '../../app/ApolloIsland';

// The drawer with a note's comments (and its dialogs and forms) loads when a note is first opened.
const InlineNoteView = lazy(() => import('./InlineNoteView').then((module) => ({ default: module.InlineNoteView })));

function BrowsePage() {
  const browse = useBrowseParams();
  const [resetSignal, setResetSignal] = useState(0);
  // Stays mounted once opened, so that closing it still animates.
  const [inlineOpened, setInlineOpened] = useState(browse.noteId !== null);
  if (browse.noteId !== null && !inlineOpened) setInlineOpened(true);

  function resetAll() {
    browse.reset();
    setResetSignal((signal) => signal + 1);
  }

  return (
    <>
      <title>Explore Shared Notes · CampusNotes</title>
      <BrowseHero>
        <SearchBox committed={browse.search} onCommit={browse.setSearch} resetSignal={resetSignal} />
      </BrowseHero>
      <Container maxW="6xl" px={{ base: '4', md: '8' }} pb={{ base: '14', md: '20' }}>
        <Stack gap={{ base: '6', md: '8' }}>
          <BrowseFilters values={browse.values} onChange={browse.setFilter} onReset={resetAll} />
          <NoteResults filter={browse.filter} onOpenComments={browse.openNote} onReset={resetAll} onSearch={browse.setSearch} />
        </Stack>
      </Container>
      {inlineOpened ? (
        <Suspense fallback={null}>
          <InlineNoteView noteId={browse.noteId} onClose={browse.closeNote} />
        </Suspense>
      ) : null}
    </>
  );
}

// Brings Apollo Client with the page: the first load of other pages does not carry it.
export default withApollo(BrowsePage);

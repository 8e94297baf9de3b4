import { useState } from 'react';
import { Container, Stack } from '@chakra-ui/react';
import { BrowseHero } from './BrowseHero';
import { BrowseFilters } from './BrowseFilters';
import { InlineNoteView } from './InlineNoteView';
import { NoteResults } from './NoteResults';
import { SearchBox } from './SearchBox';
import { useBrowseParams } from './useBrowseParams';

export default function BrowsePage() {
  const browse = useBrowseParams();
  const [resetSignal, setResetSignal] = useState(0);

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
          <NoteResults filter={browse.filter} onOpenComments={browse.openNote} onReset={resetAll} />
        </Stack>
      </Container>
      <InlineNoteView noteId={browse.noteId} onClose={browse.closeNote} />
    </>
  );
}

import { useState } from 'react';
import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
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
      <Box
        as="section"
        aria-labelledby="browse-heading"
        bgImage="linear-gradient(180deg, var(--chakra-colors-brand-50), var(--chakra-colors-bg-canvas))"
      >
        <Container maxW="6xl" px={{ base: '5', md: '8' }} pt={{ base: '10', md: '16' }} pb={{ base: '6', md: '8' }}>
          <Stack gap={{ base: '5', md: '6' }} align="center" textAlign="center" maxW="3xl" mx="auto">
            <Text fontSize="sm" fontWeight="700" letterSpacing="0.12em" textTransform="uppercase" color="brand.600">
              Browse notes
            </Text>
            <Heading
              id="browse-heading"
              as="h1"
              fontSize={{ base: '3xl', md: '5xl' }}
              lineHeight="1.1"
              fontWeight="800"
              letterSpacing="-0.03em"
              color="gray.900"
            >
              Explore Shared Notes
            </Heading>
            <Text fontSize={{ base: 'md', md: 'lg' }} color="gray.600" lineHeight="1.7" textWrap="balance">
              Approved notes from students across colleges and courses. Search inside the documents, or narrow the
              list by subject, course, semester and college.
            </Text>
            <SearchBox committed={browse.search} onCommit={browse.setSearch} resetSignal={resetSignal} />
          </Stack>
        </Container>
      </Box>
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

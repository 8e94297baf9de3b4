import { Container, Skeleton, Stack } from '@chakra-ui/react';
import { NoteGridSkeleton } from '../../components/notes/NoteCardSkeleton';
import { BrowseHero } from './BrowseHero';

/**
 * The browse page while its code loads: the real heading block, then placeholders where the
 * search box, the filters panel and the first cards will be, so nothing moves when they arrive.
 */
export function BrowseSkeleton() {
  return (
    <>
      <BrowseHero>
        <Skeleton h="12" w="full" rounded="full" />
      </BrowseHero>
      <Container maxW="6xl" px={{ base: '4', md: '8' }} pb={{ base: '14', md: '20' }}>
        <Stack gap={{ base: '6', md: '8' }}>
          <Skeleton h={{ base: '16', md: '40' }} rounded="2xl" />
          <NoteGridSkeleton />
        </Stack>
      </Container>
    </>
  );
}

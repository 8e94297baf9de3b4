import type { ReactNode } from 'react';
import { Box, Button, Container, Heading, Skeleton, SimpleGrid, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { ArrowLeftIcon } from '../../components/notes/icons';
import { mainCard } from './note-cards';

// Small and free of data code: the app's entry shows these while the note page's chunk loads.

/** The page frame of the states without a note: a back link and the page's title (kept while the state changes). */
export function NoteStateFrame({ children }: { children: ReactNode }) {
  return (
    <Container maxW="6xl" px={{ base: '4', md: '8' }} py={{ base: '8', md: '12' }}>
      <title>Note Details · CampusNotes</title>
      <Stack gap="6">
        <BackToNotes />
        <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="800" color="fg" letterSpacing="-0.02em">
          Note Details
        </Heading>
        {children}
      </Stack>
    </Container>
  );
}

export function BackToNotes() {
  return (
    <Box>
      <Button asChild variant="ghost" size="sm" rounded="full" ms="-3" color="fg.muted">
        <RouterLink to="/browse">
          <ArrowLeftIcon /> Back to Notes
        </RouterLink>
      </Button>
    </Box>
  );
}

export function NoteDetailLoading() {
  return (
    <Stack gap="6" role="status" aria-label="Loading note">
      <Stack gap="4" {...mainCard}>
        <Skeleton h="6" w="32" rounded="full" />
        <Skeleton h="9" w="75%" />
        <Skeleton h="4" w="40%" />
        <Skeleton h="16" w="full" />
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} h="10" rounded="full" />
          ))}
        </SimpleGrid>
      </Stack>
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6">
        <Skeleton h="48" rounded="2xl" gridColumn={{ lg: 'span 2' }} />
        <Skeleton h="48" rounded="2xl" />
      </SimpleGrid>
    </Stack>
  );
}

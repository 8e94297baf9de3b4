import type { ReactNode } from 'react';
import { Container } from '@chakra-ui/react';
import { NoteGridSkeleton } from '../notes/NoteCardSkeleton';
import { TryAgainButton } from '../notes/TryAgainButton';
import NotFoundPage from '../../pages/NotFound/NotFoundPage';

/** The width and padding every discovery page (a college, a subject, a contributor) sits in. */
export function DiscoveryPageFrame({ children }: { children: ReactNode }) {
  return (
    <Container maxW="6xl" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      {children}
    </Container>
  );
}

/** A discovery page before it has loaded: not found, failed (with Try Again) or loading. */
export function DiscoveryPageFallback({ notFound, error, refetch }: { notFound: boolean; error: unknown; refetch: () => Promise<unknown> }) {
  if (notFound) return <NotFoundPage />;
  return <DiscoveryPageFrame>{error ? <TryAgainButton refetch={refetch} colorPalette="brand" /> : <NoteGridSkeleton />}</DiscoveryPageFrame>;
}

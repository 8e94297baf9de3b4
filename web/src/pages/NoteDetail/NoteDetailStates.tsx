import type { ReactNode } from 'react';
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { SearchIcon } from '../../components/icons';
import { AlertIcon, RefreshIcon } from '../../components/notes/icons';

// The frame and the loading skeleton are also the route's Suspense fallback (same geometry while the page's code loads).
export { BackToNotes, NoteDetailLoading, NoteStateFrame } from './NoteDetailFrame';

function StateCard({ icon, title, text, children, role }: { icon: ReactNode; title: string; text: string; children: ReactNode; role?: string }) {
  return (
    <Stack
      role={role}
      align="center"
      textAlign="center"
      gap="4"
      px={{ base: '6', md: '12' }}
      py={{ base: '12', md: '16' }}
      rounded="2xl"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      shadow="card"
    >
      {icon}
      <Heading as="h2" fontSize="xl" fontWeight="800" color="fg">
        {title}
      </Heading>
      <Text color="fg.muted" maxW="md">
        {text}
      </Text>
      {children}
    </Stack>
  );
}

export function NoteDetailError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <StateCard
      role="alert"
      icon={
        <Box display="grid" placeItems="center" boxSize="14" rounded="2xl" bg="orange.subtle" color="orange.fg">
          <AlertIcon boxSize="7" />
        </Box>
      }
      title="Something went wrong"
      text="We couldn't load the notes you requested. Please try again later."
    >
      <Button colorPalette="brand" rounded="full" px="6" onClick={onRetry} loading={retrying}>
        <RefreshIcon /> Try Again
      </Button>
    </StateCard>
  );
}

export function NoteNotFound() {
  return (
    <StateCard
      icon={
        <Box display="grid" placeItems="center" boxSize="14" rounded="2xl" bg="brand.subtle" color="brand.fg">
          <SearchIcon boxSize="7" />
        </Box>
      }
      title="Note not found"
      text="This note doesn't exist, was deleted, or is still waiting for admin approval."
    >
      <Button asChild colorPalette="brand" rounded="full" px="6">
        <RouterLink to="/browse">Browse notes</RouterLink>
      </Button>
    </StateCard>
  );
}

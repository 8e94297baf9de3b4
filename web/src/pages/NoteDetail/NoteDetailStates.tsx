import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { SearchIcon } from '../../components/icons';
import { AlertIcon, RefreshIcon } from '../../components/notes/icons';
import { StateIcon, StateMessage } from '../../components/StateMessage/StateMessage';
import { cardSurface } from '../../components/card-surface';

// The frame and the loading skeleton are also the route's Suspense fallback (same geometry while the page's code loads).
export { BackToNotes, NoteDetailLoading, NoteStateFrame } from './NoteDetailFrame';

/** The note page's full-width states sit on a card like the note itself. */
function StateCard(props: Parameters<typeof StateMessage>[0]) {
  return (
    <StateMessage
      gap="4"
      px={{ base: '6', md: '12' }}
      py={{ base: '12', md: '16' }}
      rounded="2xl"
      {...cardSurface}
      descriptionProps={{ maxW: 'md' }}
      {...props}
    />
  );
}

/** Why the note could not load: offline without a saved copy, or a failure. */
const ERROR_TEXT = {
  offline: {
    title: 'This note needs the network',
    description: 'You are offline and this note is not saved on this device. Connect to the internet and try again; notes you save can be read offline.',
  },
  failed: { title: 'Something went wrong', description: "We couldn't load the notes you requested. Please try again later." },
};

export function NoteDetailError({ onRetry, retrying, offline = false }: { onRetry: () => void; retrying: boolean; offline?: boolean }) {
  const { title, description } = ERROR_TEXT[offline ? 'offline' : 'failed'];
  return (
    <StateCard
      role="alert"
      icon={
        <StateIcon palette="orange">
          <AlertIcon boxSize="7" />
        </StateIcon>
      }
      title={title}
      description={description}
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
        <StateIcon>
          <SearchIcon boxSize="7" />
        </StateIcon>
      }
      title="Note not found"
      description="This note doesn't exist, was deleted, or is still waiting for admin approval."
    >
      <Button asChild colorPalette="brand" rounded="full" px="6">
        <RouterLink to="/browse">Browse notes</RouterLink>
      </Button>
    </StateCard>
  );
}

import { HStack, Stack, Text } from '@chakra-ui/react';
import { useQueuedActions } from './useOfflineData';
import { SendLaterIcon } from './icons';
import type { QueuedAction } from './store';

const label = (action: QueuedAction) =>
  action.kind === 'comment' ? `Comment “${action.text ?? ''}”` : action.kind === 'like' ? 'Like' : action.kind === 'save' ? 'Save' : 'Remove from saved';

/** This note's likes, saves and comments made offline: "will be sent", or why they could not be. */
export function PendingActions({ noteId }: { noteId: string }) {
  const actions = useQueuedActions(noteId);
  if (actions.length === 0) return null;
  return (
    <Stack as="ul" data-testid="pending-actions" gap="2" listStyleType="none" aria-label="Changes made offline">
      {actions.map((action) => (
        <HStack
          as="li"
          key={action.key}
          gap="2"
          px="3"
          py="2"
          rounded="lg"
          fontSize="sm"
          bg={action.state === 'failed' ? 'orange.subtle' : 'bg.muted'}
          color={action.state === 'failed' ? 'orange.fg' : 'fg.muted'}
        >
          <SendLaterIcon boxSize="4" flexShrink={0} />
          <Text lineClamp={2}>
            {label(action)}: {action.state === 'failed' ? `could not be sent (${action.problem})` : 'will be sent when you are back online'}
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}

import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useOnline } from './network';
import { useWaitingUpdate } from './update';
import { useQueuedActions } from './useOfflineData';
import { OfflineIcon, SendLaterIcon, UpdateIcon } from './icons';
import type { QueuedAction } from './store';

const describe = (action: QueuedAction) =>
  action.kind === 'comment' ? 'Your comment' : action.kind === 'like' ? 'Your like' : action.kind === 'save' ? 'Saving' : 'Removing from saved';

/**
 * The app's connection and version bar, at the bottom of every page: "You are offline" (pages
 * visited before and saved notes open; others say they need the network), the count of changes
 * that will be sent, conflicts the api reported, and "Reload to update" when a new version waits.
 * Nothing on the server or while hydrating (the browser's state is not known there).
 */
export function OfflineStatusBar() {
  const online = useOnline();
  const update = useWaitingUpdate();
  const queued = useQueuedActions();
  const pending = queued.filter((action) => action.state === 'pending');
  const [reported, setReported] = useState<QueuedAction[]>([]);
  const [updating, setUpdating] = useState(false);

  useEffect(() => {
    let unsubscribe = () => {};
    void import('./queue').then(({ onQueueFlushed }) => {
      unsubscribe = onQueueFlushed(({ failed }) => setReported((before) => [...before, ...failed]));
    });
    return () => unsubscribe();
  }, []);

  if (online && !update && reported.length === 0 && pending.length === 0) return null;
  return (
    <Box position="fixed" insetX="0" bottom="0" zIndex="banner" px={{ base: '3', md: '6' }} pb="max(12px, env(safe-area-inset-bottom))" pointerEvents="none">
      <Stack gap="2" maxW="xl" mx="auto">
        {!online ? (
          <HStack
            role="status"
            data-testid="offline-banner"
            pointerEvents="auto"
            gap="3"
            px="4"
            py="3"
            rounded="xl"
            bg="gray.900"
            color="white"
            _dark={{ bg: 'gray.100', color: 'gray.900' }}
            shadow="lg"
          >
            <OfflineIcon boxSize="5" flexShrink={0} />
            <Text fontSize="sm">
              <strong>You are offline.</strong> Pages you visited and notes you saved still open; anything else needs the network.
              {pending.length ? ` ${pending.length} ${pending.length === 1 ? 'change' : 'changes'} will be sent when you are back online.` : ''}
            </Text>
          </HStack>
        ) : pending.length ? (
          <HStack role="status" pointerEvents="auto" gap="3" px="4" py="3" rounded="xl" bg="bg.panel" borderWidth="1px" shadow="lg">
            <SendLaterIcon boxSize="5" color="brand.fg" flexShrink={0} />
            <Text fontSize="sm">
              Sending {pending.length} {pending.length === 1 ? 'change' : 'changes'} made offline…
            </Text>
          </HStack>
        ) : null}
        {reported.map((action) => (
          <HStack
            key={action.key}
            role="alert"
            pointerEvents="auto"
            gap="3"
            px="4"
            py="3"
            rounded="xl"
            bg="orange.subtle"
            color="orange.fg"
            borderWidth="1px"
            borderColor="orange.muted"
            shadow="lg"
          >
            <Text fontSize="sm" flex="1">
              {describe(action)} on “{action.noteTitle || 'a note'}” could not be sent: {action.problem}
            </Text>
            <Button
              size="xs"
              variant="outline"
              colorPalette="orange"
              onClick={() => {
                setReported((before) => before.filter((other) => other.key !== action.key));
                void import('./queue').then(({ dismissFailed }) => dismissFailed(action.key));
              }}
            >
              Dismiss
            </Button>
          </HStack>
        ))}
        {update ? (
          <HStack
            role="status"
            data-testid="update-prompt"
            pointerEvents="auto"
            gap="3"
            px="4"
            py="3"
            rounded="xl"
            bg="bg.panel"
            borderWidth="1px"
            borderColor="brand.muted"
            shadow="lg"
          >
            <UpdateIcon boxSize="5" color="brand.fg" flexShrink={0} />
            <Text fontSize="sm" flex="1">
              A new version of CampusNotes is ready.
            </Text>
            <Button
              size="sm"
              colorPalette="brand"
              rounded="full"
              loading={updating}
              onClick={() => {
                setUpdating(true);
                void update();
              }}
            >
              Reload to update
            </Button>
          </HStack>
        ) : null}
      </Stack>
    </Box>
  );
}

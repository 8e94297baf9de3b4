import { HStack, Text } from '@chakra-ui/react';
import { useOnline } from './network';
import { useOfflineCopy } from './useOfflineData';
import { AvailableOfflineIcon } from './icons';

const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/**
 * "Offline copy from <date>" on a saved note's page read without the network (always when the
 * page was drawn from the copy, `fromCopy`); nothing online.
 */
export function OfflineCopyMark({ noteId, fromCopy = false }: { noteId: string; fromCopy?: boolean }) {
  const online = useOnline();
  const { copy } = useOfflineCopy(noteId);
  if (!copy || (online && !fromCopy)) return null;
  return (
    <HStack data-testid="offline-copy-mark" role="status" gap="2" px="3" py="2" rounded="lg" bg="teal.subtle" color="teal.fg" fontSize="sm" w="fit-content">
      <AvailableOfflineIcon boxSize="4" />
      <Text>
        Offline copy from <time dateTime={copy.savedAt}>{day.format(new Date(copy.savedAt))}</time>
      </Text>
    </HStack>
  );
}

/** "Available offline" beside a saved note that has an offline copy. */
export function AvailableOfflineBadge({ available }: { available: boolean }) {
  if (!available) return null;
  return (
    <HStack data-testid="available-offline" gap="1" px="2" py="0.5" rounded="full" bg="teal.subtle" color="teal.fg" fontSize="xs" fontWeight="medium" w="fit-content">
      <AvailableOfflineIcon boxSize="3.5" />
      <Text>Available offline</Text>
    </HStack>
  );
}

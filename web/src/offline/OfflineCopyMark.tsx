import { Box, HStack, IconButton, Text } from '@chakra-ui/react';
import { useOnline } from './network';
import { useOfflineCopy } from './useOfflineData';
import { AvailableOfflineIcon, CloseIcon } from './icons';

// Made on first use: building an Intl formatter loads ICU's data (tens of ms on a phone, see
// app/format.ts), and this module is part of every note page while the mark rarely shows.
let day: Intl.DateTimeFormat | undefined;
const formatSavedAt = (iso: string) =>
  (day ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' })).format(new Date(iso));

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
        Offline copy from <time dateTime={copy.savedAt}>{formatSavedAt(copy.savedAt)}</time>
      </Text>
    </HStack>
  );
}

/** "Available offline" in a saved note's row, with a button that removes the offline copy. Inline: it sits in the row's byline. */
export function AvailableOfflineBadge({ noteId, title }: { noteId: string; title: string }) {
  return (
    <Box
      as="span"
      data-testid="available-offline"
      display="inline-flex"
      alignItems="center"
      gap="1"
      ps="2"
      pe="0.5"
      py="0.5"
      ms="1"
      rounded="full"
      bg="teal.subtle"
      color="teal.fg"
      fontSize="xs"
      fontWeight="medium"
      verticalAlign="middle"
    >
      <AvailableOfflineIcon boxSize="3.5" />
      Available offline
      <IconButton
        size="2xs"
        variant="ghost"
        colorPalette="teal"
        rounded="full"
        minW="5"
        h="5"
        aria-label={`Remove the offline copy of ${title}`}
        title="Remove the offline copy"
        onClick={() => void import('./save-copy').then(({ removeOfflineCopy }) => removeOfflineCopy(noteId))}
      >
        <CloseIcon />
      </IconButton>
    </Box>
  );
}

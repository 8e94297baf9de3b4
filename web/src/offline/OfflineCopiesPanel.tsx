import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useOfflineCopies } from './useOfflineData';
import { StorageIcon } from './icons';

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/**
 * On the profile's saved notes: how many saved notes are kept for offline reading, the space
 * they and the app use on this device (navigator.storage.estimate()), whether the browser keeps
 * it (persisted), and removing the copies.
 */
export function OfflineCopiesPanel() {
  const copies = useOfflineCopies();
  const [estimate, setEstimate] = useState<{ usage: number; persisted: boolean } | null>(null);
  const [removing, setRemoving] = useState(false);

  useEffect(() => {
    let live = true;
    const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
    if (!storage?.estimate) return undefined;
    void Promise.all([storage.estimate(), storage.persisted?.() ?? Promise.resolve(false)]).then(
      ([{ usage = 0 }, persisted]) => {
        if (live) setEstimate({ usage, persisted });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [copies]);

  if (typeof window === 'undefined' || !('indexedDB' in window)) return null;
  const copyBytes = copies.reduce((sum, copy) => sum + copy.bytes, 0);
  return (
    <Stack data-testid="offline-copies" gap="3" p="4" rounded="xl" borderWidth="1px" bg="bg.panel">
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ base: 'stretch', sm: 'start' }}>
        <HStack gap="3" align="start" flex="1">
          <StorageIcon boxSize="5" color="teal.fg" mt="0.5" />
          <Stack gap="0.5" flex="1">
            <Text fontWeight="semibold">Offline reading</Text>
            <Text fontSize="sm" color="fg.muted">
              {copies.length === 0
                ? 'Notes you save are kept on this device so you can read them without a connection.'
                : `${copies.length} saved ${copies.length === 1 ? 'note is' : 'notes are'} available offline (${size(copyBytes)}).`}
              {estimate ? ` CampusNotes uses ${size(estimate.usage)} on this device${estimate.persisted ? ', kept by the browser' : ''}.` : ''}
            </Text>
          </Stack>
        </HStack>
        {copies.length ? (
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            rounded="full"
            loading={removing}
            onClick={() => {
              setRemoving(true);
              void import('./save-copy')
                .then(({ removeOfflineCopy }) => Promise.all(copies.map((copy) => removeOfflineCopy(copy.id))))
                .finally(() => setRemoving(false));
            }}
          >
            Remove offline copies
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}

import { Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { progressSlotRecipe } from '@chakra-ui/react/theme';

interface UploadProgressProps {
  /** 0 to 1: how much of the request has been sent. */
  fraction: number;
  onCancel?: () => void;
}

/**
 * The upload's progress bar. At 100% the file has arrived and the server is still checking it
 * (type, duplicates, text extraction), which the label says rather than looking stuck.
 */
export function UploadProgress({ fraction, onCancel }: UploadProgressProps) {
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  const label = percent < 100 ? `Uploading file… ${percent}%` : 'Upload complete: checking the file…';
  return (
    <Stack gap="2" p="4" rounded="xl" bg="brand.subtle" borderWidth="1px" borderColor="brand.muted">
      <HStack justify="space-between" gap="3">
        <Text fontSize="sm" fontWeight="600" color="brand.fg" aria-live="polite">
          {label}
        </Text>
        {onCancel && percent < 100 ? (
          <Button size="xs" variant="ghost" colorPalette="brand" rounded="full" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </HStack>
      {/* The recipe travels with this lazy page: the app-wide theme leaves Progress out (chakra-recipes.ts). */}
      <Progress.Root recipe={progressSlotRecipe} value={percent} max={100} colorPalette="brand" size="sm" striped={percent >= 100} animated={percent >= 100}>
        <Progress.Track rounded="full" bg="bg.panel" aria-label="Upload progress">
          <Progress.Range rounded="full" />
        </Progress.Track>
      </Progress.Root>
    </Stack>
  );
}

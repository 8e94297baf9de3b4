import { Badge, HStack, Spinner, Text } from '@chakra-ui/react';
import { AlertIcon, CheckIcon } from '../icons';

export interface Processing {
  status: string;
  reason?: string | null;
}

/** The processing state an uploader (or admin) sees: processing, ready, or failed with the reason. */
export function ProcessingStatus({ processing, compact = false }: { processing: Processing; compact?: boolean }) {
  if (processing.status === 'processing') {
    return (
      <HStack gap="2" role="status" data-testid="processing-status" data-status="processing">
        <Badge colorPalette="blue" variant="subtle" rounded="full" px="2.5" gap="1.5">
          <Spinner size="xs" borderWidth="1.5px" /> Processing
        </Badge>
        {compact ? null : (
          <Text fontSize="sm" color="fg.muted">
            Making page images and reading the text; this page updates when it is done.
          </Text>
        )}
      </HStack>
    );
  }
  if (processing.status === 'failed') {
    return (
      <HStack gap="2" align="flex-start" role="status" data-testid="processing-status" data-status="failed" wrap="wrap">
        <Badge colorPalette="red" variant="subtle" rounded="full" px="2.5" gap="1.5">
          <AlertIcon /> Processing failed
        </Badge>
        <Text fontSize="sm" color="fg.error">
          {processing.reason ?? 'The file could not be processed.'}
        </Text>
      </HStack>
    );
  }
  return (
    <HStack gap="2" data-testid="processing-status" data-status="ready">
      <Badge colorPalette="green" variant="subtle" rounded="full" px="2.5" gap="1.5">
        <CheckIcon /> Ready
      </Badge>
    </HStack>
  );
}

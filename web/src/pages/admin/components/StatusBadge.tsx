import { Badge } from '@chakra-ui/react';

/** Spec 4: Approved / Pending in lists. */
export function StatusBadge({ approved }: { approved: boolean }) {
  return (
    <Badge colorPalette={approved ? 'green' : 'orange'} variant="subtle" rounded="full" px="2.5">
      {approved ? 'Approved' : 'Pending'}
    </Badge>
  );
}

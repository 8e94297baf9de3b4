import { SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { CARD_THUMB_RATIO } from './NoteThumbnail';
import { cardSurface } from '../card-surface';

export const NOTE_GRID_COLUMNS = { base: 1, md: 2, lg: 3 } as const;

/** Placeholder card while the first page loads. */
export function NoteCardSkeleton() {
  return (
    <Stack gap="4" p="6" rounded="2xl" {...cardSurface} aria-hidden="true">
      {/* The thumbnail box: same proportions as the card's, so the grid does not move when cards arrive. */}
      <Skeleton w="full" aspectRatio={CARD_THUMB_RATIO} rounded="xl" />
      <Skeleton h="5" w="80%" />
      <Skeleton h="3" w="full" />
      <Skeleton h="3" w="70%" />
      <Stack gap="2" pt="2">
        <Skeleton h="3" w="60%" />
        <Skeleton h="3" w="55%" />
        <Skeleton h="3" w="65%" />
      </Stack>
      <Skeleton h="8" w="full" rounded="full" mt="2" />
    </Stack>
  );
}

/** The first page's grid while it loads: as many cards, in the same columns, as the results use. */
export function NoteGridSkeleton() {
  return (
    <SimpleGrid columns={NOTE_GRID_COLUMNS} gap="6" role="status" aria-label="Loading notes">
      {Array.from({ length: 6 }, (_, index) => (
        <NoteCardSkeleton key={index} />
      ))}
    </SimpleGrid>
  );
}

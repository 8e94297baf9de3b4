import { Box } from '@chakra-ui/react';
import type { MyNoteItemFragment } from '../../../graphql/__generated__/graphql';
import { NoteThumbnail } from '../NoteThumbnail';
import { ProcessingStatus } from './ProcessingStatus';
import { useProcessingPoll } from './useProcessingPoll';

const ROW_THUMB_RATIO = 3 / 4;

/** A list row's first-page thumbnail (portrait, fixed size), polled while the uploader's file is processing. */
export function MyNoteThumb({ note, watchProcessing }: { note: MyNoteItemFragment; watchProcessing: boolean }) {
  useProcessingPoll(note.id, watchProcessing ? note.processing.status : undefined, 'thumb');
  return (
    <Box display={{ base: 'none', sm: 'block' }} w="16" flexShrink={0}>
      <NoteThumbnail note={note} ratio={ROW_THUMB_RATIO} showBadge={false} iconSize="6" />
    </Box>
  );
}

/** The uploader's view of where a file's processing stands; nothing for links. */
export function MyNoteProcessing({ note }: { note: MyNoteItemFragment }) {
  if (!note.hasFile) return null;
  return <ProcessingStatus processing={note.processing} compact />;
}

import { Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import type { AdminNoteRowFragment } from '../../../graphql/__generated__/graphql';
import { CheckIcon, EyeIcon, XIcon } from '../components/icons';
import { formatDate } from '../../../app/format';
import { uploaderName } from '../format';
import type { ModerationAction } from '../hooks/useNoteModeration';
import { cardSurface, focusRing } from '../../../components/card-surface';

interface PendingNoteCardProps {
  note: AdminNoteRowFragment;
  /** What is being done to this note right now, if anything. */
  busy: ModerationAction | null;
  onView: () => void;
  onApprove: () => void;
  onReject: () => void;
}

/** A note waiting for review: what it is, who shared it, and the three decisions. */
export function PendingNoteCard({ note, busy, onView, onApprove, onReject }: PendingNoteCardProps) {
  const description = note.description.trim();
  // The server refuses to approve a note whose file could not be processed: say so here.
  const failed = note.processing.status === 'failed';
  const failedId = `pending-failed-${note.id}`;
  return (
    <Flex
      as="article"
      direction="column"
      {...cardSurface}
      rounded="2xl"
      p="5"
      gap="4"
      data-testid="pending-note-card"
      aria-labelledby={`pending-title-${note.id}`}
      // Focus target after the previous card was approved or rejected.
      tabIndex={-1}
      outline="none"
      _focusVisible={focusRing}
    >
      <Stack gap="2" flex="1">
        <HStack gap="2" fontSize="xs" fontWeight="700" color="fg.warning">
          <Box boxSize="2" rounded="full" bg="orange.400" />
          <Text textTransform="uppercase" letterSpacing="wider">
            Pending review
          </Text>
        </HStack>
        <Text as="h2" id={`pending-title-${note.id}`} fontFamily="heading" fontWeight="700" fontSize="lg" color="fg" lineHeight="short" lineClamp={2}>
          {note.title}
        </Text>
        <Text fontSize="sm" color="fg.muted" lineClamp={1}>
          {note.subject} · {note.college}
        </Text>
        {description ? (
          <Text fontSize="sm" color="fg.muted" lineClamp={2}>
            {description}
          </Text>
        ) : null}
        {failed ? (
          <Text id={failedId} fontSize="sm" color="fg.error" data-testid="pending-processing-failed">
            Cannot be approved: processing failed. {note.processing.reason ?? 'The file could not be read.'} The uploader has been told what to fix.
          </Text>
        ) : null}
        <Text fontSize="xs" color="fg.subtle" mt="auto" pt="1">
          By {uploaderName(note.uploader)} · {formatDate(note.createdAt)}
        </Text>
      </Stack>
      <Flex gap="2" wrap="wrap">
        <Button size="sm" variant="outline" rounded="full" onClick={onView} aria-label={`View ${note.title}`}>
          <EyeIcon /> View
        </Button>
        <Button
          size="sm"
          colorPalette="green"
          rounded="full"
          onClick={onApprove}
          loading={busy === 'approve'}
          disabled={busy !== null || failed}
          aria-label={`Approve ${note.title}`}
          aria-describedby={failed ? failedId : undefined}
        >
          <CheckIcon /> Approve
        </Button>
        <Button size="sm" variant="outline" colorPalette="red" rounded="full" onClick={onReject} disabled={busy !== null} aria-label={`Reject ${note.title}`}>
          <XIcon /> Reject
        </Button>
      </Flex>
    </Flex>
  );
}

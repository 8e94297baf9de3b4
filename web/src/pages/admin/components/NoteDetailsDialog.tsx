import type { ReactNode } from 'react';
import { Box, Button, Dialog, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { DownloadIcon } from '../../../components/icons';
import type { AdminNoteRowFragment } from '../../../graphql/__generated__/graphql';
import type { AdminFailure } from '../hooks/errors';
import { formatCount, formatDate, uploaderName } from '../format';
import { StatusBadge } from './StatusBadge';
import { AdminDialog } from './AdminDialog';
import { ErrorBanner } from './StatusViews';

interface NoteDetailsDialogProps {
  note: AdminNoteRowFragment | null;
  onClose: () => void;
  /** The moderation buttons of the screen: Approve / Set to Pending / Delete, or Approve / Reject. */
  actions?: ReactNode;
  error?: AdminFailure | null;
}

export const NO_DESCRIPTION = 'No description provided';

/** The note's details for a moderator, with its document one click away. */
export function NoteDetailsDialog({ note, onClose, actions, error }: NoteDetailsDialogProps) {
  return (
    <AdminDialog open={note !== null} onClose={onClose} size="lg" scrollInside>
      {note ? <NoteDetails note={note} actions={actions} error={error} /> : null}
    </AdminDialog>
  );
}

function NoteDetails({ note, actions, error }: { note: AdminNoteRowFragment; actions?: ReactNode; error?: AdminFailure | null }) {
  const external = !note.hasFile;
  const description = note.description.trim();
  return (
    <>
      <Dialog.Header pe="14">
        <Stack gap="2">
          <Box>
            <StatusBadge approved={note.approved} />
          </Box>
          <Dialog.Title fontWeight="800" fontSize="xl" lineHeight="short">
            {note.title}
          </Dialog.Title>
        </Stack>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="5">
          {error ? <ErrorBanner failure={error} /> : null}
          <SimpleGrid columns={2} gap={{ base: '2', sm: '3' }} as="dl">
            <Detail label="Subject" value={note.subject} />
            <Detail label="College" value={note.college} />
            <Detail label="Uploader" value={uploaderName(note.uploader)} />
            <Detail label="Downloads" value={formatCount(note.downloadCount)} />
            <Detail label="Status" value={note.approved ? 'Approved' : 'Pending'} />
            <Detail label="Uploaded" value={formatDate(note.createdAt)} />
          </SimpleGrid>
          <Box>
            <Text fontSize="xs" fontWeight="700" textTransform="uppercase" letterSpacing="wider" color="fg.subtle" mb="1.5">
              Description
            </Text>
            <Text color={description ? 'fg' : 'fg.subtle'} fontStyle={description ? undefined : 'italic'} whiteSpace="pre-line">
              {description || NO_DESCRIPTION}
            </Text>
          </Box>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Flex w="full" gap="2" justify="space-between" wrap="wrap">
          <Button asChild variant="outline" colorPalette="brand" rounded="full" size="sm">
            <a href={note.downloadUrl} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              <DownloadIcon /> Download Note
            </a>
          </Button>
          {actions ? (
            <Flex gap="2" wrap="wrap">
              {actions}
            </Flex>
          ) : null}
        </Flex>
      </Dialog.Footer>
    </>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Box bg="bg.subtle" rounded="lg" px="3" py="2.5" minW="0">
      <Text as="dt" fontSize="xs" fontWeight="700" textTransform="uppercase" letterSpacing="wider" color="fg.subtle">
        {label}
      </Text>
      <Text as="dd" fontWeight="600" color="fg" overflowWrap="anywhere">
        {value}
      </Text>
    </Box>
  );
}

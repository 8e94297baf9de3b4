import type { ReactNode } from 'react';
import { Box, Button, Dialog, Flex, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { DownloadIcon } from '../../../components/icons';
import { AdminNoteReviewDocument, type AdminNoteRowFragment } from '../../../graphql/__generated__/graphql';
import { formatShortDateTime } from '../../../app/format';
import { AUDIT_ACTION_LABELS, actorLabel, changesLabel } from '../audit-labels';
import type { AdminFailure } from '../hooks/errors';
import { formatDate } from '../../../app/format';
import { formatCount, uploaderName } from '../format';
import { StatusBadge } from './StatusBadge';
import { AdminDialog } from './AdminDialog';
import { ErrorBanner } from './StatusViews';
import { MergeNameButton } from './MergeNameButton';

interface NoteDetailsDialogProps {
  note: AdminNoteRowFragment | null;
  onClose: () => void;
  /** The moderation buttons of the screen: Approve / Set to Pending / Delete, or Approve / Reject. */
  actions?: ReactNode;
  error?: AdminFailure | null;
  /** Where focus goes once it closes (the next note after an approval); absent: back to the opener. */
  finalFocusEl?: () => HTMLElement | null;
}

export const NO_DESCRIPTION = 'No description provided';

/** The note's details for a moderator, with its document one click away. */
export function NoteDetailsDialog({ note, onClose, actions, error, finalFocusEl }: NoteDetailsDialogProps) {
  return (
    <AdminDialog open={note !== null} onClose={onClose} size="lg" scrollInside finalFocusEl={finalFocusEl}>
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
      {/* The details can be taller than the dialog: a focusable region lets a keyboard scroll them. */}
      <Dialog.Body tabIndex={0} role="region" aria-label={`Details of ${note.title}`}>
        <Stack gap="5">
          {error ? <ErrorBanner failure={error} /> : null}
          <SimpleGrid columns={2} gap={{ base: '2', sm: '3' }} as="dl">
            <Detail label="Subject" value={note.subject} action={<MergeNameButton kind="SUBJECT" name={note.subject} label="Merge subject" />} />
            <Detail label="College" value={note.college} />
            <Detail label="Course" value={note.course} />
            <Detail label="Semester" value={String(note.semester)} />
            <Detail label="Batch" value={note.batch} />
            <Detail label="Uploader" value={uploaderName(note.uploader)} />
            <Detail label="Downloads" value={formatCount(note.downloadCount)} />
            <Detail label="Status" value={note.approved ? 'Approved' : 'Pending'} />
            <Detail label="Uploaded" value={formatDate(note.createdAt)} />
          </SimpleGrid>
          <ReviewExtras note={note} />
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

/** A label and its value; `action`: a button about the value (merging a subject's spellings). */
function Detail({ label, value, action }: { label: string; value: string; action?: ReactNode }) {
  return (
    <Box bg="bg.subtle" rounded="lg" px="3" py="2.5" minW="0">
      <Text as="dt" fontSize="xs" fontWeight="700" textTransform="uppercase" letterSpacing="wider" color="fg.subtle">
        {label}
      </Text>
      <Text as="dd" fontWeight="600" color="fg" overflowWrap="anywhere">
        {/* Inside the <dd>: a <dl>'s groups may hold only their <dt> and <dd> (axe definition-list). The value keeps an element of its own. */}
        {action ? <span>{value}</span> : value}
        {action ? <Box mt="2">{action}</Box> : null}
      </Text>
    </Box>
  );
}

/** Page images to judge the document by, and what admins did to the note before (its audit records). */
function ReviewExtras({ note }: { note: AdminNoteRowFragment }) {
  const { data, loading, error } = useQuery(AdminNoteReviewDocument, { variables: { id: note.id }, fetchPolicy: 'cache-and-network' });
  const details = data?.note;
  const pages = details?.previewPages.slice(0, 2) ?? [];
  const history = [...(data?.auditRecords.edges ?? [])].map((edge) => edge.node).reverse();
  return (
    <>
      <Box as="section" aria-labelledby={`preview-${note.id}`}>
        <SectionLabel id={`preview-${note.id}`}>Preview</SectionLabel>
        {pages.length > 0 ? (
          <SimpleGrid columns={pages.length > 1 ? 2 : 1} gap="2" data-testid="review-preview">
            {pages.map((page, index) => (
              <Image
                key={page.url}
                src={page.url}
                alt={`Page ${index + 1} of ${note.title}`}
                width={page.width}
                height={page.height}
                w="full"
                h="auto"
                maxH="80"
                objectFit="contain"
                bg="bg.subtle"
                rounded="lg"
                borderWidth="1px"
                borderColor="border"
              />
            ))}
          </SimpleGrid>
        ) : (
          <Text color="fg.subtle" fontStyle="italic" fontSize="sm">
            {loading && !data
              ? 'Loading the preview...'
              : error
                ? 'The preview could not be loaded.'
                : details?.processing.status === 'processing'
                  ? 'Page images are still being made.'
                  : details?.processing.status === 'failed'
                    ? `No preview: ${details.processing.reason ?? 'processing failed.'}`
                    : note.hasFile
                      ? 'No page images for this file. Download it to check.'
                      : 'This note links to a document elsewhere: open it to check.'}
          </Text>
        )}
      </Box>
      <Box as="section" aria-labelledby={`history-${note.id}`}>
        <SectionLabel id={`history-${note.id}`}>History</SectionLabel>
        {history.length ? (
          <Stack as="ol" gap="1.5" listStyleType="none" data-testid="review-history">
            {history.map((record) => (
              <Box as="li" key={record.id} fontSize="sm" bg="bg.subtle" rounded="lg" px="3" py="2">
                <Text color="fg">
                  <Text as="span" fontWeight="700">
                    {AUDIT_ACTION_LABELS[record.action]}
                  </Text>{' '}
                  by {actorLabel(record)} · {formatShortDateTime(new Date(record.createdAt))}
                </Text>
                {record.reason ? <Text color="fg.muted">Reason: {record.reason}</Text> : null}
                {record.changes.length ? <Text color="fg.muted">{changesLabel(record)}</Text> : null}
              </Box>
            ))}
          </Stack>
        ) : (
          <Text color="fg.subtle" fontStyle="italic" fontSize="sm">
            {loading && !data ? 'Loading the history...' : 'No admin actions on this note yet.'}
          </Text>
        )}
      </Box>
    </>
  );
}

function SectionLabel({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Text id={id} fontSize="xs" fontWeight="700" textTransform="uppercase" letterSpacing="wider" color="fg.subtle" mb="1.5">
      {children}
    </Text>
  );
}

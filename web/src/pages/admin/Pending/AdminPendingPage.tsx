import { useRef, useState } from 'react';
import { Badge, Box, Button, Flex, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { AdminPendingNotesDocument, type AdminNoteRowFragment, type NoteOrder, type RejectionReason } from '../../../graphql/__generated__/graphql';
import { AdminPage, Panel } from '../components/AdminPage';
import { CheckIcon, PartyIcon, XIcon } from '../components/icons';
import { NoteDetailsDialog } from '../components/NoteDetailsDialog';
import { Pager } from '../components/Pager';
import { EmptyState, ErrorBanner, QueryStatus } from '../components/StatusViews';
import { useAdminPage } from '../hooks/useAdminPage';
import { useNoteDetails, useNoteModeration } from '../hooks/useNoteModeration';
import { formatCount } from '../format';
import { PendingNoteCard } from './PendingNoteCard';
import { RejectNoteDialog } from './RejectNoteDialog';
import { focusAfterRender, pageHeading } from '../focus';

import { PENDING_PAGE_SIZE } from '../page-sizes';
import { panelSurface } from '../../../components/card-surface';

/** The badge of the page (spec: "n Notes Pending"). */
export const pendingBadgeText = (count: number) => `${formatCount(count)} Notes Pending`;

export default function AdminPendingPage() {
  // Oldest first by default: the notes that waited longest are reviewed first.
  const [order, setOrder] = useState<NoteOrder>('OLDEST');
  const { connection, loading, error, pager } = useAdminPage(AdminPendingNotesDocument, 'pendingNotes', {
    pageSize: PENDING_PAGE_SIZE,
    variables: { order },
    resetKey: `pending-${order}`,
  });

  const moderation = useNoteModeration({ reviewFailed: 'Failed to approve note', deleteFailed: 'Failed to reject note' });
  const { viewed, setViewed, open: openDetails, close: closeDetails } = useNoteDetails(moderation);
  const [rejecting, setRejecting] = useState<AdminNoteRowFragment | null>(null);

  // Approved and rejected notes leave the list (and the modal) at once; focus moves on to the
  // card that took the note's place (the next one to review), or the heading when none is left.
  // A closing dialog hands focus back to what opened it, which is gone: it asks nextCard instead.
  const leftAt = useRef<number | null>(null);
  const nextCard = () => {
    if (leftAt.current === null) return null;
    const cards = document.querySelectorAll<HTMLElement>('[data-testid="pending-note-card"]');
    return cards[Math.min(leftAt.current, cards.length - 1)] ?? pageHeading();
  };
  const focusNextCard = (index: number) => {
    leftAt.current = index;
    focusAfterRender(nextCard);
  };
  const indexOf = (note: AdminNoteRowFragment) => connection?.edges.findIndex((edge) => edge.node.id === note.id) ?? 0;
  const approve = async (note: AdminNoteRowFragment) => {
    const index = indexOf(note);
    if (await moderation.review(note, true)) {
      setViewed((current) => (current?.id === note.id ? null : current));
      focusNextCard(index);
    }
  };
  const openReject = (note: AdminNoteRowFragment) => {
    leftAt.current = null;
    moderation.clearError();
    setRejecting(note);
  };
  const confirmReject = async (reason: RejectionReason, details: string | null) => {
    if (!rejecting) return;
    const note = rejecting;
    const index = indexOf(note);
    if (await moderation.reject(note, reason, details)) {
      setViewed((current) => (current?.id === note.id ? null : current));
      setRejecting(null);
      focusNextCard(index);
    }
  };
  const busyFor = (note: AdminNoteRowFragment) => (moderation.busy?.id === note.id ? moderation.busy.action : null);

  return (
    <AdminPage
      title="Pending Approvals"
      description="New notes wait here until a moderator approves them. Rejecting a note deletes it and tells its uploader why."
      aside={
        connection ? (
          <Badge size="lg" colorPalette="orange" variant="solid" rounded="full" px="3" data-testid="pending-badge">
            {pendingBadgeText(connection.totalCount)}
          </Badge>
        ) : null
      }
    >
      <Flex justify="flex-end">
        <NativeSelect.Root recipe={nativeSelectSlotRecipe} w={{ base: 'full', md: '56' }}>
          <NativeSelect.Field
            aria-label="Order of the queue"
            value={order}
            onChange={(event) => setOrder(event.target.value as NoteOrder)}
            bg="bg.panel"
            rounded="lg"
          >
            <option value="OLDEST">Oldest first (longest wait)</option>
            <option value="NEWEST">Newest first</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Flex>
      <QueryStatus error={error} errorTitle="Failed to fetch pending notes" loading={loading && !connection} loadingLabel="Loading pending notes..." />
      {moderation.error && !viewed && !rejecting ? <ErrorBanner failure={moderation.error} onDismiss={moderation.clearError} /> : null}
      {connection && connection.edges.length === 0 && connection.totalCount === 0 ? (
        <Panel>
          <EmptyState icon={PartyIcon} message="No notes pending approval!" hint="Every shared note has been reviewed." />
        </Panel>
      ) : null}
      {connection && connection.edges.length > 0 ? (
        <Box>
          <SimpleGrid columns={{ base: 1, md: 2, '2xl': 3 }} gap={{ base: '4', md: '5' }}>
            {connection.edges.map(({ node }) => (
              <PendingNoteCard
                key={node.id}
                note={node}
                busy={busyFor(node)}
                onView={() => {
                  leftAt.current = null;
                  openDetails(node);
                }}
                onApprove={() => approve(node)}
                onReject={() => openReject(node)}
              />
            ))}
          </SimpleGrid>
          {connection.totalCount > PENDING_PAGE_SIZE ? (
            <Box mt="5" {...panelSurface} rounded="2xl" overflow="hidden">
              <Pager {...pager} connection={connection} noun="pending notes" />
            </Box>
          ) : null}
        </Box>
      ) : null}

      <NoteDetailsDialog
        note={viewed}
        onClose={closeDetails}
        error={rejecting ? null : moderation.error}
        finalFocusEl={nextCard}
        actions={
          viewed ? (
            <>
              <Button
                size="sm"
                rounded="full"
                colorPalette="green"
                loading={busyFor(viewed) === 'approve'}
                disabled={busyFor(viewed) !== null}
                onClick={() => approve(viewed)}
              >
                <CheckIcon /> Approve
              </Button>
              <Button size="sm" rounded="full" variant="outline" colorPalette="red" disabled={busyFor(viewed) !== null} onClick={() => openReject(viewed)}>
                <XIcon /> Reject
              </Button>
            </>
          ) : null
        }
      />
      <RejectNoteDialog
        title={rejecting?.title ?? null}
        busy={moderation.busy?.action === 'reject'}
        error={rejecting && moderation.error ? [moderation.error.title, moderation.error.detail].filter(Boolean).join(': ') : null}
        onConfirm={(reason, details) => void confirmReject(reason, details)}
        onCancel={() => {
          setRejecting(null);
          moderation.clearError();
        }}
        finalFocusEl={nextCard}
      />
    </AdminPage>
  );
}

import { useState } from 'react';
import { Badge, Box, Button, SimpleGrid } from '@chakra-ui/react';
import { AdminPendingNotesDocument, type AdminNoteRowFragment } from '../../../graphql/__generated__/graphql';
import { AdminPage, Panel } from '../components/AdminPage';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { CheckIcon, PartyIcon, XIcon } from '../components/icons';
import { NoteDetailsDialog } from '../components/NoteDetailsDialog';
import { DELETE_NOTE_QUESTION } from '../components/ModeratedNotes';
import { Pager } from '../components/Pager';
import { EmptyState, ErrorBanner, QueryStatus } from '../components/StatusViews';
import { useAdminPage } from '../hooks/useAdminPage';
import { useNoteDetails, useNoteModeration } from '../hooks/useNoteModeration';
import { formatCount } from '../format';
import { PendingNoteCard } from './PendingNoteCard';
import { focusAfterRender } from '../focus';

import { PENDING_PAGE_SIZE } from '../page-sizes';
import { panelSurface } from '../../../components/card-surface';

/** The badge of the page (spec: "n Notes Pending"). */
export const pendingBadgeText = (count: number) => `${formatCount(count)} Notes Pending`;

export default function AdminPendingPage() {
  const { connection, loading, error, pager } = useAdminPage(AdminPendingNotesDocument, 'pendingNotes', {
    pageSize: PENDING_PAGE_SIZE,
    variables: {},
    resetKey: 'pending',
  });

  const moderation = useNoteModeration({ reviewFailed: 'Failed to approve note', deleteFailed: 'Failed to delete note' });
  const { viewed, setViewed, open: openDetails, close: closeDetails } = useNoteDetails(moderation);
  const [rejecting, setRejecting] = useState<AdminNoteRowFragment | null>(null);

  // Approved and rejected notes leave the list (and the modal) at once; focus moves on to the
  // card that took the note's place (the next one to review), or the heading when none is left.
  const focusNextCard = (index: number) =>
    focusAfterRender(() => {
      const cards = document.querySelectorAll<HTMLElement>('[data-testid="pending-note-card"]');
      return cards[Math.min(index, cards.length - 1)];
    });
  const indexOf = (note: AdminNoteRowFragment) => connection?.edges.findIndex((edge) => edge.node.id === note.id) ?? 0;
  const approve = async (note: AdminNoteRowFragment) => {
    const index = indexOf(note);
    if (await moderation.review(note, true)) {
      setViewed((current) => (current?.id === note.id ? null : current));
      focusNextCard(index);
    }
  };
  const confirmReject = async () => {
    if (!rejecting) return;
    const note = rejecting;
    const index = indexOf(note);
    if (await moderation.remove(note)) {
      setViewed((current) => (current?.id === note.id ? null : current));
      focusNextCard(index);
    }
    setRejecting(null);
  };
  const busyFor = (note: AdminNoteRowFragment) => (moderation.busy?.id === note.id ? moderation.busy.action : null);

  return (
    <AdminPage
      title="Pending Approvals"
      description="New notes wait here until a moderator approves them; rejecting a note deletes it."
      aside={
        connection ? (
          <Badge size="lg" colorPalette="orange" variant="solid" rounded="full" px="3" data-testid="pending-badge">
            {pendingBadgeText(connection.totalCount)}
          </Badge>
        ) : null
      }
    >
      <QueryStatus error={error} errorTitle="Failed to fetch pending notes" loading={loading && !connection} loadingLabel="Loading pending notes..." />
      {moderation.error && !viewed ? <ErrorBanner failure={moderation.error} onDismiss={moderation.clearError} /> : null}
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
                onView={() => openDetails(node)}
                onApprove={() => approve(node)}
                onReject={() => setRejecting(node)}
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
        error={moderation.error}
        actions={
          viewed ? (
            <>
              <Button size="sm" rounded="full" colorPalette="green" loading={busyFor(viewed) === 'approve'} disabled={busyFor(viewed) !== null} onClick={() => approve(viewed)}>
                <CheckIcon /> Approve
              </Button>
              <Button size="sm" rounded="full" variant="outline" colorPalette="red" disabled={busyFor(viewed) !== null} onClick={() => setRejecting(viewed)}>
                <XIcon /> Reject
              </Button>
            </>
          ) : null
        }
      />
      <ConfirmDialog
        open={rejecting !== null}
        title="Reject note"
        message={DELETE_NOTE_QUESTION}
        detail={rejecting ? `“${rejecting.title}” and its file will be deleted.` : null}
        confirmLabel="Reject and delete"
        busy={moderation.busy?.action === 'delete'}
        onConfirm={confirmReject}
        onCancel={() => setRejecting(null)}
      />
    </AdminPage>
  );
}

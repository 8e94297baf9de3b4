import { Table } from '@chakra-ui/react';
import type { AdminNoteRowFragment } from '../../../graphql/__generated__/graphql';
import type { NoteModeration } from '../hooks/useNoteModeration';
import { uploaderName } from '../format';
import { ActionButton } from './ActionButton';
import { CheckIcon, EyeIcon, TrashIcon, UndoIcon } from './icons';
import { StatusBadge } from './StatusBadge';
import { ACTIONS_COLUMN, AdminTable, CountCell, RowActionsCell, TextCell, TitleCell, type AdminColumn } from './AdminTable';

const NOTE_COLUMNS: readonly AdminColumn[] = [
  { label: 'Title' },
  { label: 'Subject' },
  { label: 'College' },
  { label: 'Uploader' },
  { label: 'Status' },
  { label: 'Downloads', alignEnd: true },
  ACTIONS_COLUMN,
];

interface NotesTableProps {
  notes: readonly AdminNoteRowFragment[];
  busy: NoteModeration['busy'];
  onView: (note: AdminNoteRowFragment) => void;
  onReview: (note: AdminNoteRowFragment, approved: boolean) => void;
  onDelete: (note: AdminNoteRowFragment) => void;
}

/** Title, Subject, College, Uploader, Status, Downloads and the moderation actions; one card per note on phones. */
export function NotesTable({ notes, busy, onView, onReview, onDelete }: NotesTableProps) {
  return (
    <AdminTable minWidth="800px" columns={NOTE_COLUMNS} interactive>
      {notes.map((note) => (
        <Table.Row key={note.id} data-testid="admin-note-row">
          <TitleCell text={note.title} minW="44" maxW="72" />
          <TextCell label="Subject" value={note.subject} maxW="40" />
          <TextCell label="College" value={note.college} maxW="36" />
          <TextCell label="Uploader" value={uploaderName(note.uploader)} maxW="32" />
          <Table.Cell data-label="Status">
            <StatusBadge approved={note.approved} />
          </Table.Cell>
          <CountCell label="Downloads" value={note.downloadCount} />
          <NoteRowActions note={note} busy={busy} onView={onView} onReview={onReview} onDelete={onDelete} />
        </Table.Row>
      ))}
    </AdminTable>
  );
}

interface NoteRowActionsProps extends Omit<NotesTableProps, 'notes'> {
  note: AdminNoteRowFragment;
}

function NoteRowActions({ note, busy, onView, onReview, onDelete }: NoteRowActionsProps) {
  const working = busy?.id === note.id;
  // The server refuses to approve a note whose file failed processing (setting back to pending stays possible).
  const cannotApprove = !note.approved && note.processing.status === 'failed';
  // Approving and setting back to pending are one toggle: the button offers the other state.
  const review = note.approved
    ? { label: 'Set to pending', icon: UndoIcon, colorPalette: 'orange', action: 'unapprove' as const }
    : { label: 'Approve', icon: CheckIcon, colorPalette: 'green', action: 'approve' as const };
  return (
    <RowActionsCell>
      <ActionButton label="View" icon={EyeIcon} onClick={() => onView(note)} />
      <ActionButton
        label={review.label}
        data-review-for={note.id}
        icon={review.icon}
        colorPalette={review.colorPalette}
        loading={working && busy?.action === review.action}
        disabled={working || cannotApprove}
        title={cannotApprove ? `Cannot be approved: processing failed. ${note.processing.reason ?? ''}`.trim() : undefined}
        onClick={() => onReview(note, !note.approved)}
      />
      <ActionButton label="Delete" icon={TrashIcon} colorPalette="red" disabled={working} onClick={() => onDelete(note)} />
    </RowActionsCell>
  );
}

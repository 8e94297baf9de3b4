import { Flex, HStack, Table, Text } from '@chakra-ui/react';
import type { AdminNoteRowFragment } from '../../../graphql/__generated__/graphql';
import type { NoteModeration } from '../hooks/useNoteModeration';
import { formatCount, uploaderName } from '../format';
import { ActionButton } from './ActionButton';
import { CheckIcon, EyeIcon, TrashIcon, UndoIcon } from './icons';
import { StatusBadge } from './StatusBadge';
import { AdminTable, type AdminColumn } from './AdminTable';

const NOTE_COLUMNS: readonly AdminColumn[] = [
  { label: 'Title' },
  { label: 'Subject' },
  { label: 'College' },
  { label: 'Uploader' },
  { label: 'Status' },
  { label: 'Downloads', alignEnd: true },
  { label: 'Actions', alignEnd: true, actions: true },
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
          <Table.Cell minW="44" maxW="72" data-primary="">
            <Text fontWeight="600" color="fg" lineClamp={2} title={note.title}>
              {note.title}
            </Text>
          </Table.Cell>
          <Table.Cell color="fg.muted" maxW="40" data-label="Subject">
            <Text truncate title={note.subject}>
              {note.subject}
            </Text>
          </Table.Cell>
          <Table.Cell color="fg.muted" maxW="36" data-label="College">
            <Text truncate title={note.college}>
              {note.college}
            </Text>
          </Table.Cell>
          <Table.Cell color="fg.muted" maxW="32" data-label="Uploader">
            <Text truncate title={uploaderName(note.uploader)}>
              {uploaderName(note.uploader)}
            </Text>
          </Table.Cell>
          <Table.Cell data-label="Status">
            <StatusBadge approved={note.approved} />
          </Table.Cell>
          <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" data-label="Downloads">
            {formatCount(note.downloadCount)}
          </Table.Cell>
          <Table.Cell data-actions="">
            <NoteRowActions note={note} busy={busy} onView={onView} onReview={onReview} onDelete={onDelete} />
          </Table.Cell>
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
  return (
    <Flex justify="flex-end">
      <HStack gap="1.5" justify="flex-end">
        <ActionButton label="View" icon={EyeIcon} onClick={() => onView(note)} />
        {note.approved ? (
          <ActionButton
            label="Set to pending"
            data-review-for={note.id}
            icon={UndoIcon}
            colorPalette="orange"
            loading={working && busy?.action === 'unapprove'}
            disabled={working}
            onClick={() => onReview(note, false)}
          />
        ) : (
          <ActionButton
            label="Approve"
            data-review-for={note.id}
            icon={CheckIcon}
            colorPalette="green"
            loading={working && busy?.action === 'approve'}
            disabled={working}
            onClick={() => onReview(note, true)}
          />
        )}
        <ActionButton label="Delete" icon={TrashIcon} colorPalette="red" disabled={working} onClick={() => onDelete(note)} />
      </HStack>
    </Flex>
  );
}

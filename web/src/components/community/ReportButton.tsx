import { useState } from 'react';
import { Button, IconButton } from '@chakra-ui/react';
import { useApolloClient, useFragment } from '@apollo/client/react';
import { CommentReportFlagFragmentDoc, NoteReportFlagFragmentDoc, type ReportedItemKind } from '../../graphql/__generated__/graphql';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { FlagIcon } from './icons';
import { ReportDialog } from './ReportDialog';

interface ReportButtonProps {
  kind: ReportedItemKind;
  id: string;
  /** The item's author: nobody reports their own note or comment. */
  authorId?: string | null;
  itemLabel: string;
  /** A small icon button (comments) instead of a labelled one (the note). */
  compact?: boolean;
}

const FLAG = {
  NOTE: { typename: 'Note', fragment: NoteReportFlagFragmentDoc },
  COMMENT: { typename: 'Comment', fragment: CommentReportFlagFragmentDoc },
} as const;

/**
 * "Report" for signed-in students on others' notes and comments; nothing for visitors. Whether
 * the student already reported it is the item's `viewerHasReported`, read from the cache (the
 * note and comment queries select it), and set there after a report so every view agrees.
 */
export function ReportButton({ kind, id, authorId, itemLabel, compact = false }: ReportButtonProps) {
  const { user } = useCurrentUser();
  const client = useApolloClient();
  const [open, setOpen] = useState(false);
  const { typename, fragment } = FLAG[kind];
  const { data } = useFragment({ fragment, from: { __typename: typename, id } });
  const done = data?.viewerHasReported === true;
  // Admins act on items directly; students never report their own.
  if (!user || user.role === 'ADMIN' || user.id === authorId) return null;

  const markReported = () => client.cache.writeFragment({ fragment, data: { __typename: typename, id, viewerHasReported: true } } as never);

  const label = done ? 'Reported' : kind === 'NOTE' ? 'Report note' : 'Report comment';
  const trigger = compact ? (
    <IconButton variant="ghost" size="xs" rounded="full" aria-label={label} title={label} disabled={done} onClick={() => setOpen(true)}>
      <FlagIcon />
    </IconButton>
  ) : (
    <Button id={kind === 'NOTE' ? 'report' : undefined} variant="ghost" size="sm" rounded="full" color="fg.muted" disabled={done} onClick={() => setOpen(true)}>
      <FlagIcon /> {label}
    </Button>
  );
  return (
    <>
      {trigger}
      <ReportDialog open={open} kind={kind} id={id} itemLabel={itemLabel} onClose={() => setOpen(false)} onReported={markReported} />
    </>
  );
}

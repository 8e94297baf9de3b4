import { useState, useSyncExternalStore } from 'react';
import { Button, IconButton } from '@chakra-ui/react';
import type { ReportedItemKind } from '../../graphql/__generated__/graphql';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { FlagIcon } from './icons';
import { ReportDialog } from './ReportDialog';

/** Items reported in this tab: the button stays "Reported" when the note page is opened again. */
const reported = new Set<string>();
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const markReported = (key: string) => {
  reported.add(key);
  listeners.forEach((listener) => listener());
};

interface ReportButtonProps {
  kind: ReportedItemKind;
  id: string;
  /** The item's author: nobody reports their own note or comment. */
  authorId?: string | null;
  itemLabel: string;
  /** A small icon button (comments) instead of a labelled one (the note). */
  compact?: boolean;
}

/** "Report" for signed-in students on others' notes and comments; nothing for visitors. */
export function ReportButton({ kind, id, authorId, itemLabel, compact = false }: ReportButtonProps) {
  const { user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const key = `${kind}:${id}`;
  const done = useSyncExternalStore(subscribe, () => reported.has(key));
  // Admins act on items directly; students never report their own.
  if (!user || user.role === 'ADMIN' || user.id === authorId) return null;

  const label = done ? 'Reported' : kind === 'NOTE' ? 'Report note' : 'Report comment';
  const trigger = compact ? (
    <IconButton variant="ghost" size="xs" rounded="full" aria-label={label} title={label} disabled={done} onClick={() => setOpen(true)}>
      <FlagIcon />
    </IconButton>
  ) : (
    <Button variant="ghost" size="sm" rounded="full" color="fg.muted" disabled={done} onClick={() => setOpen(true)}>
      <FlagIcon /> {label}
    </Button>
  );
  return (
    <>
      {trigger}
      <ReportDialog open={open} kind={kind} id={id} itemLabel={itemLabel} onClose={() => setOpen(false)} onReported={() => markReported(key)} />
    </>
  );
}

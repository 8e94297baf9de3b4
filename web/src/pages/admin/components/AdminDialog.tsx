import type { ReactNode } from 'react';
import { CloseButton, Dialog } from '@chakra-ui/react';
import { DialogFrame } from '../../../components/DialogFrame';

interface AdminDialogProps {
  open: boolean;
  onClose: () => void;
  size: 'md' | 'lg';
  /** Long content scrolls inside the dialog instead of the page. */
  scrollInside?: boolean;
  children: ReactNode;
  /** Where focus goes once it closes; null (or absent) gives it back to what opened it. */
  finalFocusEl?: () => HTMLElement | null;
}

/** The admin area's dialogs: centred, closed by Escape, the backdrop or the x in the corner. */
export function AdminDialog({ open, onClose, size, scrollInside = false, children, finalFocusEl }: AdminDialogProps) {
  return (
    <DialogFrame open={open} onClose={onClose} size={size} scrollInside={scrollInside} mountWhenOpen={false} finalFocusEl={finalFocusEl} card={{ mx: 'auto' }}>
      {children}
      <Dialog.CloseTrigger asChild top="3" insetEnd="3">
        <CloseButton size="sm" rounded="full" />
      </Dialog.CloseTrigger>
    </DialogFrame>
  );
}

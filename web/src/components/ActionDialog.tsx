import type { ReactNode } from 'react';
import { Button, Dialog, Stack } from '@chakra-ui/react';
import { DialogFrame } from './DialogFrame';
import { ProblemText } from './ProblemText';

export interface ActionDialogProps {
  open: boolean;
  title: string;
  /** What the dialog says or asks above the buttons. */
  children: ReactNode;
  /** A failure of the confirmed action, shown in the dialog. */
  error?: string | null;
  confirmLabel: string;
  confirmPalette: 'red' | 'orange';
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  role?: 'dialog' | 'alertdialog';
  size?: 'sm' | 'md';
  gap?: string;
  /** Renders its content only while open (lazyMount and unmountOnExit). */
  mountWhenOpen?: boolean;
  /** Where focus goes once it closes (when what opened it is gone); null gives it back to the opener. */
  finalFocusEl?: () => HTMLElement | null;
}

/** A dialog that asks before an action: Cancel and the action, which cannot close it while busy. */
export function ActionDialog({
  open,
  title,
  children,
  error,
  confirmLabel,
  confirmPalette,
  busy = false,
  onConfirm,
  onCancel,
  role = 'dialog',
  size = 'sm',
  gap = '3',
  mountWhenOpen = false,
  finalFocusEl,
}: ActionDialogProps) {
  return (
    <DialogFrame
      open={open}
      onClose={() => {
        if (!busy) onCancel();
      }}
      size={size}
      role={role}
      mountWhenOpen={mountWhenOpen}
      finalFocusEl={finalFocusEl}
    >
      <Dialog.Header>
        <Dialog.Title fontWeight="800">{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap={gap}>
          {children}
          <ProblemText>{error}</ProblemText>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" rounded="full" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button colorPalette={confirmPalette} rounded="full" onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}

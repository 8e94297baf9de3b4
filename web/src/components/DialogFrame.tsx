import type { ReactNode } from 'react';
import { Dialog, Portal } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';

interface DialogFrameProps {
  open: boolean;
  /** Asked to close: Escape, a click outside, or a close trigger inside. */
  onClose: () => void;
  size: 'sm' | 'md';
  role?: 'dialog' | 'alertdialog';
  /** Renders its content only while open (lazyMount and unmountOnExit). */
  mountWhenOpen?: boolean;
  /** Where focus goes once it closes (when what opened it is gone); null gives it back to the opener. */
  finalFocusEl?: () => HTMLElement | null;
  testId?: string;
  /** The dialog's header, body and footer. */
  children: ReactNode;
}

/** The centred, rounded card every small dialog of the app (report, add to list, confirm) sits in. */
export function DialogFrame({ open, onClose, size, role = 'dialog', mountWhenOpen = true, finalFocusEl, testId, children }: DialogFrameProps) {
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      role={role}
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      size={size}
      lazyMount={mountWhenOpen}
      unmountOnExit={mountWhenOpen}
      finalFocusEl={finalFocusEl}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content rounded="2xl" data-testid={testId}>
            {children}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

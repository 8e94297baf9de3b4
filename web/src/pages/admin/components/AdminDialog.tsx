import type { ReactNode } from 'react';
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';

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
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      size={size}
      scrollBehavior={scrollInside ? 'inside' : undefined}
      finalFocusEl={finalFocusEl}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content rounded="2xl" mx="auto">
            {children}
            <Dialog.CloseTrigger asChild top="3" insetEnd="3">
              <CloseButton size="sm" rounded="full" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

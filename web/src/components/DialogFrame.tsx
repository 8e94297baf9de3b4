import type { ReactNode } from 'react';
import { Dialog, Portal } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';

interface DialogFrameProps {
  open: boolean;
  /** Asked to close: Escape, a click outside, or a close trigger inside. */
  onClose: () => void;
  size: Dialog.RootProps['size'];
  role?: 'dialog' | 'alertdialog';
  /** Renders its content only while open (lazyMount and unmountOnExit). */
  mountWhenOpen?: boolean;
  /** Long content scrolls inside the dialog instead of the page. */
  scrollInside?: boolean;
  /** The card's own style over the rounded default (a wider card, a sheet filling a phone's screen). */
  card?: Omit<Dialog.ContentProps, 'children'>;
  /** No margin between the card and the screen's edges (a card that fills a phone's screen). */
  edgeless?: boolean;
  /** Where focus goes once it closes (when what opened it is gone); null gives it back to the opener. */
  finalFocusEl?: () => HTMLElement | null;
  testId?: string;
  /** The dialog's header, body and footer. */
  children: ReactNode;
}

/** The centred, rounded card every dialog of the app (report, add to list, confirm, preview, admin) sits in. */
export function DialogFrame(props: DialogFrameProps) {
  const { open, onClose, size, role = 'dialog', mountWhenOpen = true, scrollInside = false, card, edgeless = false, finalFocusEl, testId, children } = props;
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
      scrollBehavior={scrollInside ? 'inside' : undefined}
      lazyMount={mountWhenOpen}
      unmountOnExit={mountWhenOpen}
      finalFocusEl={finalFocusEl}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={edgeless ? undefined : '4'}>
          <Dialog.Content rounded="2xl" data-testid={testId} {...card}>
            {children}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

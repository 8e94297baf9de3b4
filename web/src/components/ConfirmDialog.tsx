import type { ReactNode } from 'react';
import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question, word for word from the spec. */
  message: string;
  /** What is about to go, e.g. the note's title. */
  detail?: ReactNode;
  /** A failure of the confirmed action, shown in the dialog. */
  error?: string | null;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question before something that cannot be undone; Cancel has the focus. */
export function ConfirmDialog({ open, title, message, detail, confirmLabel, busy = false, error, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog.Root recipe={dialogSlotRecipe}
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !busy) onCancel();
      }}
      placement="center"
      size="sm"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content rounded="2xl">
            <Dialog.Header>
              <Dialog.Title fontWeight="800">{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text color="fg.muted">{message}</Text>
                {detail ? (
                  <Text fontSize="sm" color="fg.muted" bg="bg.subtle" rounded="lg" px="3" py="2" fontWeight="600">
                    {detail}
                  </Text>
                ) : null}
                {error ? (
                  <Text role="alert" color="fg.error" fontSize="sm">
                    {error}
                  </Text>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" rounded="full" onClick={onCancel} disabled={busy}>
                Cancel
              </Button>
              <Button colorPalette="red" rounded="full" onClick={onConfirm} loading={busy}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

import { Button, Dialog, Portal, Text } from '@chakra-ui/react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question, word for word from the spec (e.g. "Are you sure you want to delete this note?"). */
  message: string;
  confirmLabel: string;
  busy?: boolean;
  /** A failure of the confirmed action, shown in the dialog. */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question before something that cannot be undone; Cancel has the focus. */
export function ConfirmDialog({ open, title, message, confirmLabel, busy = false, error, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog.Root
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
              <Text color="gray.700">{message}</Text>
              {error ? (
                <Text role="alert" color="red.600" fontSize="sm" mt="3">
                  {error}
                </Text>
              ) : null}
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

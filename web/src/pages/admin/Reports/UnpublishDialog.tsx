import { useState } from 'react';
import { Button, Dialog, Field, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';

export const UNPUBLISH_REASON_MAX = 500;

interface UnpublishDialogProps {
  open: boolean;
  title: string;
  busy: boolean;
  error: string | null;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** Unpublishing needs a reason: the uploader reads it in their notifications. */
export function UnpublishDialog({ open, title, busy, error, onConfirm, onCancel }: UnpublishDialogProps) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = () => {
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    onConfirm(reason.trim());
  };
  return (
    <Dialog.Root recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !busy) onCancel();
      }}
      placement="center"
      size="md"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content rounded="2xl">
            <Dialog.Header>
              <Dialog.Title fontWeight="800">Unpublish note</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text color="fg.muted">
                  “{title}” goes back to pending and leaves every public list. Its uploader is told why.
                </Text>
                <Field.Root required invalid={missing}>
                  <Field.Label>
                    Reason for the uploader <Field.RequiredIndicator />
                  </Field.Label>
                  <Textarea
                    value={reason}
                    onChange={(event) => {
                      setReason(event.target.value);
                      setMissing(false);
                    }}
                    maxLength={UNPUBLISH_REASON_MAX}
                    rows={3}
                    rounded="lg"
                  />
                  <Field.ErrorText>Write the reason the uploader will read.</Field.ErrorText>
                </Field.Root>
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
              <Button colorPalette="orange" rounded="full" onClick={submit} loading={busy}>
                Unpublish
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

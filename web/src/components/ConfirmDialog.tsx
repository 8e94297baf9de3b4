import type { ReactNode } from 'react';
import { Text } from '@chakra-ui/react';
import { ActionDialog } from './ActionDialog';

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
export function ConfirmDialog({ message, detail, ...dialog }: ConfirmDialogProps) {
  return (
    <ActionDialog {...dialog} role="alertdialog" confirmPalette="red">
      <Text color="fg.muted">{message}</Text>
      {detail ? (
        <Text fontSize="sm" color="fg.muted" bg="bg.subtle" rounded="lg" px="3" py="2" fontWeight="600">
          {detail}
        </Text>
      ) : null}
    </ActionDialog>
  );
}

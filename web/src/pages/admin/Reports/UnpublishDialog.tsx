import { useState } from 'react';
import { Text } from '@chakra-ui/react';
import { ReasonDetailsField } from '../../../components/reasons/ReasonDetailsField';
import { UploaderReasonDialog } from '../components/UploaderReasonDialog';

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
    <UploaderReasonDialog
      open={open}
      title="Unpublish note"
      error={error}
      confirmLabel="Unpublish"
      confirmPalette="orange"
      busy={busy}
      onConfirm={submit}
      onCancel={onCancel}
    >
      <Text color="fg.muted">“{title}” goes back to pending and leaves every public list. Its uploader is told why.</Text>
      <ReasonDetailsField
        label="Reason for the uploader"
        required
        invalid={missing}
        errorText="Write the reason the uploader will read."
        value={reason}
        onChange={(value) => {
          setReason(value);
          setMissing(false);
        }}
        maxLength={UNPUBLISH_REASON_MAX}
      />
    </UploaderReasonDialog>
  );
}

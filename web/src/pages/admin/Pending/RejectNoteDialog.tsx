import { useState } from 'react';
import { Text } from '@chakra-ui/react';
import { ReasonChoices } from '../../../components/reasons/ReasonChoices';
import { ReasonDetailsField } from '../../../components/reasons/ReasonDetailsField';
import { UploaderReasonDialog } from '../components/UploaderReasonDialog';
import type { RejectionReason } from '../../../graphql/__generated__/graphql';
import { REJECTION_CHOICES, REJECTION_DETAILS_MAX } from '../audit-labels';

interface RejectNoteDialogProps {
  /** The note's title; null when closed. */
  title: string | null;
  busy: boolean;
  /** The server's refusal, shown in the dialog. */
  error: string | null;
  onConfirm: (reason: RejectionReason, details: string | null) => void;
  onCancel: () => void;
  /** Where focus goes once it closes (the next note after a rejection). */
  finalFocusEl?: () => HTMLElement | null;
}

/**
 * Rejecting needs a reason: one of the common ones, plus the admin's own words (required for
 * "Another reason"). The uploader reads it in their notifications; it stays in the audit trail.
 */
export function RejectNoteDialog({ title, busy, error, onConfirm, onCancel, finalFocusEl }: RejectNoteDialogProps) {
  const [reason, setReason] = useState<RejectionReason | null>(null);
  const [details, setDetails] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    setReason(null);
    setDetails('');
    setProblem(null);
    onCancel();
  };
  /** Any change to the reason or its words takes back the complaint about them. */
  function edited<T>(set: (value: T) => void) {
    return (value: T) => {
      set(value);
      setProblem(null);
    };
  }
  const submit = () => {
    if (!reason) return setProblem('Choose a reason.');
    if (reason === 'OTHER' && !details.trim()) return setProblem('Write the reason the uploader will read.');
    setProblem(null);
    onConfirm(reason, details.trim() || null);
  };
  return (
    <UploaderReasonDialog
      open={title !== null}
      title="Reject note"
      error={problem ?? error}
      confirmLabel="Reject and delete"
      confirmPalette="red"
      busy={busy}
      onConfirm={submit}
      onCancel={close}
      finalFocusEl={finalFocusEl}
    >
      <Text color="fg.muted">
        “{title}” and its file will be deleted. Its uploader is told the reason in their notifications, and it stays in the audit trail.
      </Text>
      <ReasonChoices choices={REJECTION_CHOICES} value={reason} onChange={edited(setReason)} colorPalette="red" aria-label="Reason" />
      <ReasonDetailsField
        label={reason === 'OTHER' ? 'Reason for the uploader' : 'More for the uploader (optional)'}
        required={reason === 'OTHER'}
        value={details}
        onChange={edited(setDetails)}
        maxLength={REJECTION_DETAILS_MAX}
      />
    </UploaderReasonDialog>
  );
}

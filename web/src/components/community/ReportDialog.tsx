import { useState } from 'react';
import { Button, CloseButton, Dialog, Stack, Text } from '@chakra-ui/react';
import { DialogFrame } from '../DialogFrame';
import { ReasonChoices } from '../reasons/ReasonChoices';
import { ReasonDetailsField } from '../reasons/ReasonDetailsField';
import { useMutation } from '@apollo/client/react';
import { ReportContentDocument, type ReportedItemKind, type ReportReason } from '../../graphql/__generated__/graphql';
import { REPORT_DETAILS_MAX, REPORT_REASONS } from './report-reasons';

interface ReportDialogProps {
  open: boolean;
  kind: ReportedItemKind;
  id: string;
  /** What is being reported, in words: the note's title or "this comment". */
  itemLabel: string;
  onClose: () => void;
  /** Called once the report is stored (or the api says it already was). */
  onReported: () => void;
}

/** Report a note or a comment: a reason, optional words, the api's mistakes shown in place. */
export function ReportDialog({ open, kind, id, itemLabel, onClose, onReported }: ReportDialogProps) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [sent, setSent] = useState(false);
  const [report, { loading }] = useMutation(ReportContentDocument);

  const reset = () => {
    setReason(null);
    setDetails('');
    setErrors([]);
    setSent(false);
  };

  const close = () => {
    if (loading) return;
    onClose();
    reset();
  };

  const submit = async () => {
    if (!reason) {
      setErrors(['Choose a reason.']);
      return;
    }
    setErrors([]);
    try {
      const { data } = await report({ variables: { input: { kind, id, reason, details: details.trim() || null } } });
      const payload = data?.reportContent;
      if (payload?.errors.length) {
        setErrors(payload.errors.map((error) => error.message));
        // Reported before (in another tab, or before a reload): the button says so from now on.
        if (payload.errors.some((error) => error.code === 'CONFLICT')) onReported();
        return;
      }
      setSent(true);
      onReported();
    } catch (failure) {
      console.error('reporting failed', failure);
      setErrors(['The report could not be sent. Please try again.']);
    }
  };

  const titleText = kind === 'NOTE' ? 'Report this note' : 'Report this comment';
  return (
    <DialogFrame open={open} onClose={close} size="md" testId="report-dialog">
      <Dialog.Header>
        <Dialog.Title fontWeight="800">{titleText}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        {sent ? (
          <Text role="status" color="fg">
            Thank you. An admin will look at {itemLabel}. The uploader never learns who reported it.
          </Text>
        ) : (
          <Stack gap="5">
            <Text color="fg.muted" fontSize="sm">
              Tell the admins what is wrong with {itemLabel}. You can report an item once.
            </Text>
            <ReasonChoices choices={REPORT_REASONS} value={reason} onChange={setReason} colorPalette="brand" />
            <ReasonDetailsField
              label={`Details ${reason === 'OTHER' ? '(required for Other)' : '(optional)'}`}
              value={details}
              onChange={setDetails}
              maxLength={REPORT_DETAILS_MAX}
            />
            {errors.length ? (
              <Stack role="alert" gap="1" data-testid="report-errors">
                {errors.map((message) => (
                  <Text key={message} color="fg.error" fontSize="sm">
                    {message}
                  </Text>
                ))}
              </Stack>
            ) : null}
          </Stack>
        )}
      </Dialog.Body>
      <Dialog.Footer>
        {sent ? (
          <Button rounded="full" colorPalette="brand" onClick={close}>
            Done
          </Button>
        ) : (
          <>
            <Button variant="outline" rounded="full" onClick={close} disabled={loading}>
              Cancel
            </Button>
            <Button colorPalette="red" rounded="full" onClick={() => void submit()} loading={loading}>
              Send report
            </Button>
          </>
        )}
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Close" />
      </Dialog.CloseTrigger>
    </DialogFrame>
  );
}

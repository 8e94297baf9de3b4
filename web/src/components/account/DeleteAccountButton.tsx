import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { DeleteAccountDocument } from '../../graphql/__generated__/graphql';
import { ConfirmDialog } from '../ConfirmDialog';
import { mistakesFromError } from './form-errors';
import { TrashIcon } from './icons';
import { useLeaveSession } from './useLeaveSession';

export const DELETE_ACCOUNT_QUESTION = 'Are you sure you want to delete your account? This action cannot be undone.';
const DELETE_FAILED = 'Failed to delete your account.';

/** What deletion removes and what it keeps, and why: said beside the button and in the dialog. */
export const ACCOUNT_DELETION_REMOVES =
  'Deleting your account also deletes your notes and their files, comments, likes, saved notes, follows, notifications, reports and data exports.';
export const ACCOUNT_DELETION_KEEPS =
  'Kept: the audit records of admin actions on your account and notes (who, what, when, the title and the reason), so moderation stays accountable; nobody can edit or delete them. Download your data first if you want a copy.';

export function DeleteAccountButton() {
  const [deleteAccount, { loading }] = useMutation(DeleteAccountDocument);
  const leave = useLeaveSession();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onConfirm = async () => {
    setError(null);
    try {
      const { data } = await deleteAccount();
      if (data?.deleteAccount.success) {
        leave();
        return;
      }
      setError(data?.deleteAccount.errors[0]?.message ?? DELETE_FAILED);
    } catch (failure) {
      setError(mistakesFromError(failure, DELETE_FAILED)[0].message);
    }
  };

  return (
    <>
      <Button variant="outline" colorPalette="red" rounded="full" w="full" onClick={() => setConfirming(true)}>
        <TrashIcon /> Delete Account
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Delete Account"
        message={DELETE_ACCOUNT_QUESTION}
        detail={`${ACCOUNT_DELETION_REMOVES} ${ACCOUNT_DELETION_KEEPS}`}
        confirmLabel="Delete Account"
        busy={loading}
        error={error}
        onConfirm={onConfirm}
        onCancel={() => {
          setConfirming(false);
          setError(null);
        }}
      />
    </>
  );
}

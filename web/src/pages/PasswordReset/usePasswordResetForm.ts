import { useState } from 'react';
import { type FieldMistake, mistakesFromError, sortMistakes } from '../../components/account/form-errors';
import { useCheckedSubmit } from '../../components/account/useCheckedSubmit';

interface Options<F extends string> {
  fields: readonly F[];
  /** The form's message when neither the checks nor the api say more. */
  failed: string;
  /** The page's own checks, before anything is sent. */
  check: () => Record<F, string | undefined>;
  send: () => Promise<{ success: boolean; errors: readonly FieldMistake[] } | null | undefined>;
  onDone: () => void;
}

/** A step of the password reset: checked here, then sent; its mistakes sorted onto the fields. */
export function usePasswordResetForm<F extends string>({ fields, failed, check, send, onDone }: Options<F>) {
  const [busy, setBusy] = useState(false);
  const { errors, onSubmit } = useCheckedSubmit(check, async () => {
    setBusy(true);
    try {
      const payload = await send();
      if (payload?.success) {
        onDone();
        return null;
      }
      const sorted = sortMistakes(payload?.errors ?? [], fields);
      return sorted.form || Object.keys(sorted.fields).length ? sorted : { fields: {}, form: failed };
    } catch (error) {
      return sortMistakes(mistakesFromError(error, failed), fields);
    } finally {
      setBusy(false);
    }
  });

  return { errors, busy, onSubmit };
}

import { useState, type SyntheticEvent } from 'react';
import { type FieldMistake, type FormErrors, NO_ERRORS, mistakesFromError, sortMistakes } from '../../components/account/form-errors';
import { onlyMistakes } from '../../components/account/validation';

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
  const [errors, setErrors] = useState<FormErrors<F>>(NO_ERRORS);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const local = onlyMistakes<F>(check());
    if (Object.keys(local).length) {
      setErrors({ fields: local, form: null });
      return;
    }
    setBusy(true);
    try {
      const payload = await send();
      if (payload?.success) {
        setErrors(NO_ERRORS);
        onDone();
        return;
      }
      const sorted = sortMistakes(payload?.errors ?? [], fields);
      setErrors(sorted.form || Object.keys(sorted.fields).length ? sorted : { fields: {}, form: failed });
    } catch (error) {
      setErrors(sortMistakes(mistakesFromError(error, failed), fields));
    } finally {
      setBusy(false);
    }
  };

  return { errors, busy, onSubmit };
}

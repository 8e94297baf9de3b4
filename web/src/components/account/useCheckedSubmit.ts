import { useState, type SyntheticEvent } from 'react';
import { type FormErrors, NO_ERRORS } from './form-errors';
import { onlyMistakes } from './validation';

/**
 * The submit of an account form (sign-in, sign-up, the password reset steps): the page's own
 * checks first, their mistakes shown and nothing sent; otherwise the old mistakes go and `send`
 * runs, answering the mistakes to show (null when there are none).
 */
export function useCheckedSubmit<F extends string>(check: () => Record<F, string | undefined>, send: () => Promise<FormErrors<F> | null>) {
  const [errors, setErrors] = useState<FormErrors<F>>(NO_ERRORS);

  const onSubmit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const local = onlyMistakes<F>(check());
    if (Object.keys(local).length) {
      setErrors({ fields: local, form: null });
      return;
    }
    setErrors(NO_ERRORS);
    const outcome = await send();
    if (outcome) setErrors(outcome);
  };

  return { errors, onSubmit };
}

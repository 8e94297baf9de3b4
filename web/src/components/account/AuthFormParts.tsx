import { Button } from '@chakra-ui/react';
import { FormAlert } from './FormAlert';
import { InputField } from './FormField';

/** The email field of the sign-in and sign-up forms. */
export function EmailField({ value, error, onChange }: { value: string; error?: string; onChange: (value: string) => void }) {
  return (
    <InputField
      label="Email"
      error={error}
      required
      type="email"
      name="email"
      autoComplete="email"
      placeholder="you@college.edu"
      size="lg"
      value={value}
      onChange={onChange}
    />
  );
}

interface AuthSubmitProps {
  label: string;
  /** Shown on the button while the request runs. */
  busyLabel: string;
  busy: boolean;
  /** The mistake about the whole form, under the button. */
  formError: string | null;
}

/** The submit button of the sign-in and sign-up forms, and the form's own error under it. */
export function AuthSubmit({ label, busyLabel, busy, formError }: AuthSubmitProps) {
  return (
    <>
      <Button type="submit" colorPalette="brand" size="lg" rounded="full" disabled={busy} mt="1">
        {busy ? busyLabel : label}
      </Button>
      {formError ? <FormAlert status="error">{formError}</FormAlert> : null}
    </>
  );
}

import type { ComponentProps } from 'react';
import { Button } from '@chakra-ui/react';
import { FormAlert } from './FormAlert';
import { InputField } from './FormField';
import { PASSWORD_RULE, USERNAME_RULE } from './validation';

/** The username input wherever an account picks its name (sign-up, account settings): its rule under it. */
export const USERNAME_INPUT = { label: 'Username', helper: USERNAME_RULE, name: 'username', autoComplete: 'username' } as const;

/** A password being chosen (reset, account settings): its rule under it, and password managers may suggest one. */
export const NEW_PASSWORD_INPUT = { label: 'New password', type: 'password', autoComplete: 'new-password', helper: PASSWORD_RULE } as const;

/** A field of the sign-in and sign-up forms: required, in the forms' large size. */
export function AuthField(props: ComponentProps<typeof InputField>) {
  return <InputField required size="lg" {...props} />;
}

interface AuthValueProps {
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** The email field of the sign-in and sign-up forms. */
export function EmailField(props: AuthValueProps) {
  return <AuthField label="Email" type="email" name="email" autoComplete="email" placeholder="you@college.edu" {...props} />;
}

/** The password field: a new password (sign up) states the rule and lets password managers suggest one. */
export function PasswordField({ isNew = false, ...props }: AuthValueProps & { isNew?: boolean }) {
  return (
    <AuthField
      label="Password"
      type="password"
      name="password"
      autoComplete={isNew ? 'new-password' : 'current-password'}
      helper={isNew ? PASSWORD_RULE : undefined}
      {...props}
    />
  );
}

export interface AuthSubmitProps {
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

import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button, Stack } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AuthField, NEW_PASSWORD_INPUT } from '../../components/account/AuthFormParts';
import { AuthLayout } from '../../components/account/AuthLayout';
import { FormAlert } from '../../components/account/FormAlert';
import { forgetSignedIn } from '../../components/account/session-cache';
import { newPasswordMistake } from '../../components/account/validation';
import { ResetPasswordDocument } from '../../graphql/__generated__/graphql';
import { withApollo } from '../../app/ApolloIsland';
import { PITCH } from './pitch';
import { usePasswordResetForm } from './usePasswordResetForm';

const ASK_AGAIN = { prompt: 'Link expired or used?', to: '/forgot-password', label: 'Ask for a new one' };

/** Forgot password, step two: the link from the mail opens this page; a new password ends every session. */
function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const client = useApolloClient();
  const [resetPassword] = useMutation(ResetPasswordDocument);
  const [password, setPassword] = useState('');
  const [done, setDone] = useState(false);
  const { errors, busy, onSubmit } = usePasswordResetForm({
    fields: ['password'] as const,
    failed: 'Could not change the password. Please try again.',
    check: () => ({ password: newPasswordMistake(password) }),
    send: async () => (await resetPassword({ variables: { input: { token, password } } })).data?.resetPassword,
    onDone: () => {
      // Every session of the account has ended, this browser's included.
      forgetSignedIn(client.cache);
      setDone(true);
    },
  });

  if (!token) {
    return (
      <AuthLayout title="Choose a new password" subtitle="This page opens from the link in a password reset mail." pitch={PITCH} switchTo={ASK_AGAIN}>
        <FormAlert status="error">This address has no reset link in it. Open the link from the mail again, or ask for a new one.</FormAlert>
      </AuthLayout>
    );
  }

  if (done) {
    return (
      <AuthLayout
        title="Password changed"
        subtitle="You can sign in with your new password now."
        pitch={PITCH}
        switchTo={{ prompt: 'Not you?', to: '/forgot-password', label: 'Reset it again' }}
      >
        <Stack gap="5">
          <FormAlert status="success">Your password has been changed, and you have been signed out on every device.</FormAlert>
          <Button asChild colorPalette="brand" size="lg" rounded="full">
            <RouterLink to="/sign-in">Sign in</RouterLink>
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Choose a new password"
      subtitle="Setting it signs you out everywhere; then sign in with the new one."
      pitch={PITCH}
      switchTo={ASK_AGAIN}
      form={{ label: 'Choose a new password', onSubmit, submit: { label: 'Set new password', busyLabel: 'Saving...', busy, formError: errors.form } }}
    >
      <AuthField {...NEW_PASSWORD_INPUT} name="password" value={password} error={errors.fields.password} onChange={setPassword} />
    </AuthLayout>
  );
}

export default withApollo(ResetPasswordPage);

import { PASSWORD_RESET_LINK_MINUTES } from '@domain/constants';
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { EmailField } from '../../components/account/AuthFormParts';
import { AuthLayout } from '../../components/account/AuthLayout';
import { FormAlert } from '../../components/account/FormAlert';
import { emailMistake } from '../../components/account/validation';
import { PasswordResetAvailableDocument, RequestPasswordResetDocument } from '../../graphql/__generated__/graphql';
import { withApollo } from '../../app/ApolloIsland';
import { PITCH } from './pitch';
import { usePasswordResetForm } from './usePasswordResetForm';

const SIGN_IN = { prompt: 'Remembered it?', to: '/sign-in', label: 'Sign in' };

/** Forgot password, step one: the email of the account; a link is mailed if an account has it. */
function ForgotPasswordPage() {
  const available = useQuery(PasswordResetAvailableDocument, { fetchPolicy: 'cache-first' }).data?.passwordResetAvailable;
  const [requestReset] = useMutation(RequestPasswordResetDocument);
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { errors, busy, onSubmit } = usePasswordResetForm({
    fields: ['email'] as const,
    failed: 'Could not send the link. Please try again.',
    check: () => ({ email: emailMistake(email) }),
    send: async () => (await requestReset({ variables: { input: { email: email.trim() } } })).data?.requestPasswordReset,
    onDone: () => setSentTo(email.trim()),
  });

  const layout = { title: 'Forgot your password?', pitch: PITCH, switchTo: SIGN_IN };

  if (available === false) {
    return (
      <AuthLayout {...layout} subtitle="Choosing a new password needs mail, which this server cannot send.">
        <FormAlert status="warning" title="Password reset is not set up here">
          This CampusNotes server has no mail service, so it cannot send reset links. Ask the people who run it to reset your password, or sign in with Google
          if your account uses it.
        </FormAlert>
      </AuthLayout>
    );
  }

  if (sentTo) {
    return (
      <AuthLayout {...layout} title="Check your email" subtitle="The link is on its way.">
        <Stack gap="5">
          <FormAlert status="success">
            If an account uses <strong>{sentTo}</strong>, we have sent it a link to choose a new password. The link works once, within{' '}
            {PASSWORD_RESET_LINK_MINUTES} minutes.
          </FormAlert>
          <Text color="fg.muted" fontSize="sm">
            No mail after a few minutes? Look in your spam folder, check the address, or ask again.
          </Text>
          <Button variant="outline" rounded="full" size="lg" onClick={() => setSentTo(null)}>
            Use another email
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      {...layout}
      subtitle="Enter the email of your account and we will send you a link to choose a new password."
      form={{ label: 'Forgot password', onSubmit, submit: { label: 'Send reset link', busyLabel: 'Sending...', busy, formError: errors.form } }}
    >
      <EmailField value={email} error={errors.fields.email} onChange={setEmail} />
    </AuthLayout>
  );
}

export default withApollo(ForgotPasswordPage);

import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Link } from '@chakra-ui/react';
import { Link as RouterLink, Navigate, useSearchParams } from 'react-router';
import { EmailField, PasswordField } from '../../components/account/AuthFormParts';
import { AuthLayout } from '../../components/account/AuthLayout';
import { FormAlert } from '../../components/account/FormAlert';
import { useAuthForm } from '../../components/account/useSignedInRedirect';
import { emailMistake } from '../../components/account/validation';
import { SignInDocument } from '../../graphql/__generated__/graphql';
import { withApollo } from '../../app/ApolloIsland';

const FIELDS = ['email', 'password'] as const;

export const SIGN_IN_FAILED = 'Failed to sign in';

/** Messages for the `?error=` the Google callback sends back here. */
const GOOGLE_ERRORS: Record<string, string> = {
  google: 'Google sign-in failed. Please try again.',
  'google-not-configured': 'Google sign-in is not configured on this server.',
};

const PITCH = {
  heading: 'Welcome back to the student-made library of notes.',
  points: ['Download verified notes for free', 'Save notes to your dashboard for exam week', 'Share your own notes and help other students'],
};

function SignInPage() {
  const [searchParams] = useSearchParams();
  const [signIn, { loading }] = useMutation(SignInDocument);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { alreadySignedIn, next, errors, onSubmit } = useAuthForm({
    fields: FIELDS,
    failed: SIGN_IN_FAILED,
    check: () => ({ email: emailMistake(email), password: password ? undefined : 'Enter your password.' }),
    send: async () => (await signIn({ variables: { input: { email: email.trim(), password } } })).data?.signIn,
  });

  if (alreadySignedIn) return <Navigate to={next} replace />;

  const googleError = GOOGLE_ERRORS[searchParams.get('error') ?? ''];

  return (
    <AuthLayout
      title="Sign In"
      subtitle="Sign in with your email and password, or continue with Google."
      pitch={PITCH}
      notice={googleError ? <FormAlert status="error">{googleError}</FormAlert> : null}
      switchTo={{ prompt: "Don't have an account?", to: '/sign-up', label: 'Sign up' }}
      form={{ label: 'Sign in', onSubmit, submit: { label: 'Sign In', busyLabel: 'Signing in...', busy: loading, formError: errors.form } }}
    >
      <EmailField value={email} error={errors.fields.email} onChange={setEmail} />
      <PasswordField value={password} error={errors.fields.password} onChange={setPassword} />
      <Link asChild alignSelf="flex-end" mt="-2" fontSize="sm" color="brand.fg" fontWeight="600">
        <RouterLink to="/forgot-password">Forgot password?</RouterLink>
      </Link>
    </AuthLayout>
  );
}

// Brings Apollo Client with the page: the first load of other pages does not carry it.
export default withApollo(SignInPage);

import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Navigate } from 'react-router';
import { AuthField, EmailField, PasswordField, USERNAME_INPUT } from '../../components/account/AuthFormParts';
import { AuthLayout } from '../../components/account/AuthLayout';
import { useAuthForm } from '../../components/account/useSignedInRedirect';
import { emailMistake, newPasswordMistake, usernameMistake } from '../../components/account/validation';
import { SignUpDocument } from '../../graphql/__generated__/graphql';
import { withApollo } from '../../app/ApolloIsland';

const FIELDS = ['username', 'email', 'password'] as const;
type Field = (typeof FIELDS)[number];

const SIGN_UP_FAILED = 'Failed to sign up';

const PITCH = {
  heading: 'Join students who share what they learn.',
  points: [
    'Upload notes in PDF, DOC, DOCX, PPTX, PPT, ODP or TXT',
    'Every upload is reviewed by an admin before it goes live',
    'Like, comment on and save the notes that help you',
  ],
};

function SignUpPage() {
  const [signUp, { loading }] = useMutation(SignUpDocument);
  const [values, setValues] = useState<Record<Field, string>>({ username: '', email: '', password: '' });
  const { alreadySignedIn, next, errors, onSubmit } = useAuthForm({
    fields: FIELDS,
    failed: SIGN_UP_FAILED,
    check: () => ({
      username: usernameMistake(values.username),
      email: emailMistake(values.email),
      password: newPasswordMistake(values.password),
    }),
    // Success goes to the spec's dashboard, /profile (the api says /admin-dashboard for the configured admin email).
    send: async () => {
      const input = { username: values.username.trim(), email: values.email.trim(), password: values.password };
      return (await signUp({ variables: { input } })).data?.signUp;
    },
  });

  if (alreadySignedIn) return <Navigate to={next} replace />;

  const setValue = (field: Field, value: string) => setValues((current) => ({ ...current, [field]: value }));

  return (
    <AuthLayout
      title="Sign Up"
      subtitle="Create a free account to download, save and share notes."
      pitch={PITCH}
      switchTo={{ prompt: 'Already have an account?', to: '/sign-in', label: 'Sign in' }}
      form={{ label: 'Sign up', onSubmit, submit: { label: 'Sign Up', busyLabel: 'Creating account...', busy: loading, formError: errors.form } }}
    >
      <AuthField {...USERNAME_INPUT} value={values.username} error={errors.fields.username} onChange={(value) => setValue('username', value)} />
      <EmailField value={values.email} error={errors.fields.email} onChange={(value) => setValue('email', value)} />
      <PasswordField isNew value={values.password} error={errors.fields.password} onChange={(value) => setValue('password', value)} />
    </AuthLayout>
  );
}

// Brings Apollo Client with the page: the first load of other pages does not carry it.
export default withApollo(SignUpPage);

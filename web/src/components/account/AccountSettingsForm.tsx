import { useState } from 'react';
import { Button, Heading, Separator, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { ChangePasswordDocument, UpdateProfileDocument, type AccountUserFragment } from '../../graphql/__generated__/graphql';
import { FormAlert } from './FormAlert';
import { NEW_PASSWORD_INPUT, USERNAME_INPUT } from './AuthFormParts';
import { InputField } from './FormField';
import { type FieldMistake, type FormErrors, mistakesFromError, sortMistakes } from './form-errors';
import { newPasswordMistake, usernameMistake } from './validation';
import { useCheckedSubmit } from './useCheckedSubmit';
import { FormStack } from './FormStack';

const FIELDS = ['username', 'currentPassword', 'newPassword'] as const;
type Field = (typeof FIELDS)[number];
// changePassword reports the new password as `password`.
const ALIASES = { password: 'newPassword' } as const;
const UPDATE_FAILED = 'Failed to update your profile.';

/** A change's answer as the form's errors: its mistakes, or the generic failure when it did not take; null when it did. */
function refusal(done: boolean, mistakes: readonly FieldMistake[] = []): FormErrors<Field> | null {
  if (done && !mistakes.length) return null;
  return sortMistakes(mistakes.length ? mistakes : [{ message: UPDATE_FAILED }], FIELDS, ALIASES);
}

interface AccountSettingsFormProps {
  user: AccountUserFragment;
  onSaved: (message: string) => void;
}

/**
 * Username and password. The password is sent only when a new one was typed (spec 5); the
 * current one is asked for when the account has one (Google-only accounts have none).
 */
export function AccountSettingsForm({ user, onSaved }: AccountSettingsFormProps) {
  const [updateProfile, updating] = useMutation(UpdateProfileDocument);
  const [changePassword, changing] = useMutation(ChangePasswordDocument);
  const [username, setUsername] = useState(user.username);
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const busy = updating.loading || changing.loading;
  const usernameChanged = username.trim() !== user.username;
  const passwordTyped = newPassword !== '';

  const { errors, onSubmit } = useCheckedSubmit<Field>(
    () => ({
      username: usernameChanged ? usernameMistake(username) : undefined,
      newPassword: passwordTyped ? newPasswordMistake(newPassword) : undefined,
      currentPassword: passwordTyped && user.hasPassword && !currentPassword ? 'Enter your current password to set a new one.' : undefined,
    }),
    async () => {
      if (!usernameChanged && !passwordTyped) return { fields: {}, form: 'Change your username or type a new password first.' };
      try {
        if (usernameChanged) {
          const { data } = await updateProfile({ variables: { input: { username: username.trim() } } });
          const refused = refusal(Boolean(data?.updateProfile.user), data?.updateProfile.errors);
          if (refused) return refused;
        }
        if (passwordTyped) {
          const input = { newPassword, currentPassword: user.hasPassword ? currentPassword : null };
          const { data } = await changePassword({ variables: { input } });
          const refused = refusal(Boolean(data?.changePassword.success), data?.changePassword.errors);
          if (refused) return refused;
          setCurrentPassword('');
          setNewPassword('');
        }
        onSaved('Profile updated successfully.');
        return null;
      } catch (error) {
        return sortMistakes(mistakesFromError(error, UPDATE_FAILED), FIELDS, ALIASES);
      }
    },
  );

  return (
    <FormStack gap="5" onSubmit={onSubmit} aria-labelledby="account-settings-heading">
      <Stack gap="1">
        <Heading id="account-settings-heading" as="h2" fontSize="xl" fontWeight="800" letterSpacing="-0.01em">
          Account Settings
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          Signed in as {user.email}
        </Text>
      </Stack>
      <InputField {...USERNAME_INPUT} error={errors.fields.username} value={username} onChange={setUsername} />
      <Separator />
      <Stack gap="1">
        <Heading as="h3" fontSize="md" fontWeight="700">
          Change Password
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {user.hasPassword ? 'Leave these empty to keep your current password.' : 'You sign in with Google. Set a password to sign in with your email too.'}
        </Text>
      </Stack>
      {user.hasPassword ? (
        <InputField
          label="Current password"
          error={errors.fields.currentPassword}
          type="password"
          name="currentPassword"
          autoComplete="current-password"
          value={currentPassword}
          onChange={setCurrentPassword}
        />
      ) : null}
      <InputField {...NEW_PASSWORD_INPUT} name="newPassword" error={errors.fields.newPassword} value={newPassword} onChange={setNewPassword} />
      {errors.form ? <FormAlert status="error">{errors.form}</FormAlert> : null}
      <Button type="submit" colorPalette="brand" rounded="full" alignSelf={{ base: 'stretch', sm: 'flex-start' }} px="6" disabled={busy}>
        {busy ? 'Updating...' : 'Update Profile'}
      </Button>
    </FormStack>
  );
}

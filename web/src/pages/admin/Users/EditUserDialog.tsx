import { useState, type FormEvent } from 'react';
import { Button, Dialog, Field, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { useMutation } from '@apollo/client/react';
import { AdminUpdateUserDocument, type AdminUserRowFragment, type Role } from '../../../graphql/__generated__/graphql';
import { AdminDialog } from '../components/AdminDialog';
import { ErrorBanner } from '../components/StatusViews';
import { userUpdated } from '../cache/admin-cache';
import { failure, type AdminFailure } from '../hooks/errors';
import { ROLE_LABELS } from '../format';

interface EditUserDialogProps {
  /** The account being edited; null when the form is closed. */
  user: AdminUserRowFragment | null;
  onClose: () => void;
}

/** The Edit User form (spec 5): username and email required, role User or Admin; closes on Cancel or a successful Save. */
export function EditUserDialog({ user, onClose }: EditUserDialogProps) {
  return (
    <AdminDialog open={user !== null} onClose={onClose} size="md">
      {/* A fresh form for each account opened. */}
      {user ? <EditUserForm key={user.id} user={user} onClose={onClose} /> : null}
    </AdminDialog>
  );
}

type FieldName = 'username' | 'email' | 'role';
type FieldErrors = Partial<Record<FieldName, string>>;

const FIELD_NAMES: readonly string[] = ['username', 'email', 'role'] satisfies FieldName[];
const isFieldName = (field: string | null | undefined): field is FieldName => Boolean(field && FIELD_NAMES.includes(field));

function EditUserForm({ user, onClose }: { user: AdminUserRowFragment; onClose: () => void }) {
  const [username, setUsername] = useState(user.username);
  const [email, setEmail] = useState(user.email);
  const [role, setRole] = useState<Role>(user.role);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<AdminFailure | null>(null);
  const [updateUser, { loading }] = useMutation(AdminUpdateUserDocument);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { id: user.id, username: username.trim(), email: email.trim(), role };
    const missing: FieldErrors = {};
    if (!input.username) missing.username = 'Username is required';
    if (!input.email) missing.email = 'Email is required';
    setFieldErrors(missing);
    setFormError(null);
    if (Object.keys(missing).length > 0) return;

    try {
      const { data } = await updateUser({
        variables: { input },
        update: (cache, result) => {
          const updated = result.data?.adminUpdateUser.user;
          if (updated) userUpdated(cache, updated);
        },
      });
      const payload = data?.adminUpdateUser;
      if (!payload) throw new Error('No answer');
      if (payload.errors.length > 0) {
        const byField: FieldErrors = {};
        const general: string[] = [];
        for (const item of payload.errors) {
          if (isFieldName(item.field) && !byField[item.field]) byField[item.field] = item.message;
          else general.push(item.message);
        }
        setFieldErrors(byField);
        if (general.length > 0) setFormError({ title: 'Failed to update user', detail: general.join(' ') });
        return;
      }
      onClose();
    } catch (caught) {
      setFormError(failure('Failed to update user', caught));
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Edit User">
      <Dialog.Header pe="14">
        <Stack gap="0.5">
          <Dialog.Title fontWeight="800">Edit User</Dialog.Title>
          <Text fontSize="sm" color="fg.muted">
            Changes apply at once; the account keeps its notes and password.
          </Text>
        </Stack>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          {formError ? <ErrorBanner failure={formError} /> : null}
          <Field.Root required invalid={Boolean(fieldErrors.username)}>
            <Field.Label>
              Username <Field.RequiredIndicator />
            </Field.Label>
            <Input value={username} onChange={(event) => setUsername(event.target.value)} autoComplete="off" />
            <Field.ErrorText>{fieldErrors.username}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={Boolean(fieldErrors.email)}>
            <Field.Label>
              Email <Field.RequiredIndicator />
            </Field.Label>
            <Input type="email" value={email} onChange={(event) => setEmail(event.target.value)} autoComplete="off" />
            <Field.ErrorText>{fieldErrors.email}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(fieldErrors.role)}>
            <Field.Label>Role</Field.Label>
            <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
              <NativeSelect.Field value={role} onChange={(event) => setRole(event.target.value as Role)}>
                {(Object.keys(ROLE_LABELS) as Role[]).map((value) => (
                  <option key={value} value={value}>
                    {ROLE_LABELS[value]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{fieldErrors.role}</Field.ErrorText>
          </Field.Root>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" rounded="full" onClick={onClose} disabled={loading}>
          Cancel
        </Button>
        <Button type="submit" colorPalette="brand" rounded="full" loading={loading} loadingText="Saving...">
          Save
        </Button>
      </Dialog.Footer>
    </form>
  );
}

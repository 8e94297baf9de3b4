import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AdminUpdateUserDocument } from '../../../graphql/__generated__/graphql';
import { renderWithProviders } from '../../../test/render';
import { buildAdminUser } from '../testing';
import { EditUserDialog } from './EditUserDialog';

const USER = buildAdminUser({ id: 'u-7', username: 'priya_s', email: 'priya@example.edu', role: 'USER' });
const LAST_ADMIN = 'The last admin account cannot be made a user. Make another account an admin first.';

function renderForm(mocks: object[] = []) {
  const onClose = jest.fn();
  renderWithProviders(<EditUserDialog user={USER} onClose={onClose} />, { mocks: mocks as never[] });
  const form = screen.getByRole('dialog', { name: 'Edit User' });
  return { form, onClose };
}

const field = (form: HTMLElement, label: RegExp) => within(form).getByLabelText(label) as HTMLInputElement;

function updateMock(input: object, payload: object) {
  return {
    request: { query: AdminUpdateUserDocument, variables: { input } },
    result: { data: { adminUpdateUser: { __typename: 'AdminUserPayload', ...payload } } },
  };
}

describe('EditUserDialog', () => {
  it('opens prefilled with the account, role User or Admin', () => {
    const { form } = renderForm();
    expect(field(form, /^Username/)).toHaveValue('priya_s');
    expect(field(form, /^Email/)).toHaveValue('priya@example.edu');
    const role = field(form, /^Role/);
    expect(role).toHaveValue('USER');
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['User', 'Admin']);
  });

  it('requires a username and an email before sending anything', async () => {
    const { form, onClose } = renderForm();
    fireEvent.change(field(form, /^Username/), { target: { value: '   ' } });
    fireEvent.change(field(form, /^Email/), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Username is required')).toBeInTheDocument();
    expect(within(form).getByText('Email is required')).toBeInTheDocument();
    expect(field(form, /^Username/)).toHaveAttribute('aria-invalid', 'true');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on Cancel without saving', () => {
    const { form, onClose } = renderForm();
    fireEvent.change(field(form, /^Username/), { target: { value: 'someone_else' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('saves the trimmed values and the role, then closes', async () => {
    const input = { id: 'u-7', username: 'priya_sharma', email: 'priya@campus.edu', role: 'ADMIN' };
    const { form, onClose } = renderForm([updateMock(input, { user: buildAdminUser({ ...input, role: 'ADMIN' }), errors: [] })]);
    fireEvent.change(field(form, /^Username/), { target: { value: ' priya_sharma ' } });
    fireEvent.change(field(form, /^Email/), { target: { value: 'priya@campus.edu' } });
    fireEvent.change(field(form, /^Role/), { target: { value: 'ADMIN' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('shows the server refusing to demote the last admin, next to the role, and stays open', async () => {
    const admin = buildAdminUser({ role: 'ADMIN' });
    const onClose = jest.fn();
    renderWithProviders(<EditUserDialog user={admin} onClose={onClose} />, {
      mocks: [
        updateMock(
          { id: admin.id, username: admin.username, email: admin.email, role: 'USER' },
          { user: null, errors: [{ __typename: 'AccountError', field: 'role', message: LAST_ADMIN, code: 'CONFLICT' }] },
        ),
      ],
    });
    const form = screen.getByRole('dialog', { name: 'Edit User' });
    fireEvent.change(field(form, /^Role/), { target: { value: 'USER' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(LAST_ADMIN)).toBeInTheDocument();
    expect(field(form, /^Role/)).toHaveAttribute('aria-invalid', 'true');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says "Failed to update user" when the request fails', async () => {
    const input = { id: 'u-7', username: 'priya_s', email: 'priya@example.edu', role: 'USER' };
    const { form, onClose } = renderForm([{ request: { query: AdminUpdateUserDocument, variables: { input } }, error: new Error('network down') }]);
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Failed to update user');
    expect(onClose).not.toHaveBeenCalled();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AdminDeleteUserDocument, AdminUpdateUserDocument } from '../../../graphql/__generated__/graphql';
import { renderWithProviders } from '../../../test/render';
import { ADMIN_ME, buildAdminUser, confirmInDialog, meMock, userConnection, usersMock } from '../testing';
import AdminUsersPage from './AdminUsersPage';

const SELF = buildAdminUser({ id: ADMIN_ME.id, username: ADMIN_ME.username, email: ADMIN_ME.email, role: 'ADMIN', notesCount: 0 });
const PRIYA = buildAdminUser({ id: 'u-7', username: 'priya_s', email: 'priya@example.edu', notesCount: 3 });
const RAHUL = buildAdminUser({ id: 'u-8', username: 'rahul_k', email: 'rahul@example.edu', notesCount: 0 });
const FIRST_PAGE = usersMock({ data: { adminUsers: userConnection([SELF, PRIYA, RAHUL], 3) } });

function renderUsers(mocks: object[]) {
  return renderWithProviders(<AdminUsersPage />, { mocks: [meMock(), ...mocks] as never[] });
}

const row = (username: string) => screen.getAllByTestId('admin-user-row').find((item) => item.textContent?.includes(username)) as HTMLElement;

describe('AdminUsersPage', () => {
  it('shows Username, Email, Role, Notes count and the actions; your own account cannot be deleted here', async () => {
    renderUsers([FIRST_PAGE]);
    expect(screen.getByText('Loading users...')).toBeInTheDocument();
    await screen.findByText('priya@example.edu');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Username', 'Email', 'Role', 'Notes count', 'Actions']);
    expect(within(row('priya_s')).getByText('User')).toBeInTheDocument();
    expect(within(row('priya_s')).getByText('3')).toBeInTheDocument();
    expect(within(row('root_admin')).getByText('Admin')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(row('root_admin')).getByRole('button', { name: 'Delete root_admin', description: 'This is your account' })).toBeDisabled(),
    );
    expect(screen.getByTestId('pager-summary')).toHaveTextContent('Showing 1–3 of 3 users');
  });

  it('searches on the server, and says so when nobody matches', async () => {
    renderUsers([FIRST_PAGE, usersMock({ data: { adminUsers: userConnection([], 0) } }, { search: 'zzz' })]);
    await screen.findByText('priya@example.edu');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search users' }), { target: { value: ' zzz ' } });
    expect(await screen.findByText('No users found matching your search.')).toBeInTheDocument();
  });

  it('pages with Next and Previous', async () => {
    const second = buildAdminUser({ id: 'u-30', username: 'page_two', email: 'two@example.edu' });
    renderUsers([
      usersMock({ data: { adminUsers: userConnection([SELF, PRIYA], 21, true) } }),
      usersMock({ data: { adminUsers: userConnection([second], 21) } }, { after: 'cursor-u-7' }),
    ]);
    await screen.findByText('priya@example.edu');
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('two@example.edu')).toBeInTheDocument();
    expect(screen.getByTestId('pager-summary')).toHaveTextContent('Showing 21–21 of 21 users');
    fireEvent.click(screen.getByRole('button', { name: /Previous/ }));
    expect(await screen.findByText('priya@example.edu')).toBeInTheDocument();
  });

  it('opens the Edit User form from a row, closes it on Cancel, and saves a role change into the row', async () => {
    const input = { id: 'u-7', username: 'priya_s', email: 'priya@example.edu', role: 'ADMIN' };
    renderUsers([
      FIRST_PAGE,
      {
        request: { query: AdminUpdateUserDocument, variables: { input } },
        result: { data: { adminUpdateUser: { __typename: 'AdminUserPayload', user: { ...PRIYA, role: 'ADMIN' }, errors: [] } } },
      },
    ]);
    await screen.findByText('priya@example.edu');
    fireEvent.click(within(row('priya_s')).getByRole('button', { name: 'Edit priya_s' }));
    let form = await screen.findByRole('dialog', { name: 'Edit User' });
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.click(within(row('priya_s')).getByRole('button', { name: 'Edit priya_s' }));
    form = await screen.findByRole('dialog', { name: 'Edit User' });
    fireEvent.change(within(form).getByLabelText(/^Role/), { target: { value: 'ADMIN' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(row('priya_s')).getByText('Admin')).toBeInTheDocument();
  });

  it('deletes a user after the confirmation', async () => {
    renderUsers([
      FIRST_PAGE,
      {
        request: { query: AdminDeleteUserDocument, variables: { id: 'u-8' } },
        result: { data: { adminDeleteUser: { __typename: 'DeleteUserPayload', deletedId: 'u-8', errors: [] } } },
      },
    ]);
    await screen.findByText('rahul@example.edu');
    fireEvent.click(within(row('rahul_k')).getByRole('button', { name: 'Delete rahul_k' }));
    await confirmInDialog({
      title: 'Delete user',
      question: 'Are you sure you want to delete this user? This will also delete all their notes.',
      button: 'Delete user',
    });
    expect(screen.queryByText('rahul@example.edu')).not.toBeInTheDocument();
    expect(screen.getByTestId('pager-summary')).toHaveTextContent('Showing 1–2 of 2 users');
  });

  it('shows "Failed to delete user" with the server\'s reason', async () => {
    const reason = 'The last admin account cannot be deleted. Make another account an admin first.';
    renderUsers([
      FIRST_PAGE,
      { request: { query: AdminDeleteUserDocument, variables: { id: 'u-8' } }, result: { errors: [{ message: reason, extensions: { code: 'CONFLICT' } }] } },
    ]);
    await screen.findByText('rahul@example.edu');
    fireEvent.click(within(row('rahul_k')).getByRole('button', { name: 'Delete rahul_k' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete user' }));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Failed to delete user');
    expect(banner).toHaveTextContent(reason);
    expect(screen.getByText('rahul@example.edu')).toBeInTheDocument();
  });

  it('shows "Failed to fetch users" when the list cannot be loaded', async () => {
    renderUsers([usersMock({ error: new Error('api unreachable') })]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch users');
  });
});

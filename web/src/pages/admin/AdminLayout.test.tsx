import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SignOutDocument } from '../../graphql/__generated__/graphql';
import { renderPageAt } from '../../test/render';
import AdminArea from './AdminArea';
import { ADMIN_ME, meMock, noteConnection, pendingCountMock, pendingNotesMock } from './testing';

function renderArea(mocks: object[], route = '/admin-dashboard/pending') {
  return renderPageAt('/admin-dashboard/*', <AdminArea />, { route, mocks: [meMock(), pendingCountMock(7), ...mocks] as never[] });
}

describe('AdminLayout', () => {
  it("has the sidebar links, the header with the admin's name and the pending count", async () => {
    renderArea([pendingNotesMock({ data: { pendingNotes: noteConnection([], 0) } })]);
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: /Pending Approvals/ })).toHaveTextContent('7'));
    const links = Array.from(nav.querySelectorAll('a')).map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Dashboard', '/admin-dashboard'],
      ['Users', '/admin-dashboard/users'],
      ['Notes', '/admin-dashboard/notes'],
      ['Pending Approvals7', '/admin-dashboard/pending'],
      ['Reports', '/admin-dashboard/reports'],
      ['Colleges', '/admin-dashboard/colleges'],
      ['Audit Trail', '/admin-dashboard/audit'],
    ]);
    expect(screen.getByRole('link', { name: /Pending Approvals/ })).toHaveAttribute('aria-current', 'page');
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Admin Dashboard')).toBeInTheDocument();
    expect(within(header).getByText(ADMIN_ME.username)).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: /Sign Out/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('signs out: the api session ends, the app goes to / and forgets who was signed in', async () => {
    renderArea([
      pendingNotesMock({ data: { pendingNotes: noteConnection([], 0) } }),
      { request: { query: SignOutDocument }, result: { data: { signOut: { __typename: 'SuccessPayload', success: true } } } },
    ]);
    await screen.findByText('No notes pending approval!');
    expect(screen.getByTestId('me')).toHaveTextContent(ADMIN_ME.username);
    fireEvent.click(screen.getByRole('button', { name: /Sign Out/ }));
    expect(await screen.findByText('Landing page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    await waitFor(() => expect(screen.getByTestId('me')).toHaveTextContent('nobody'));
  });
});

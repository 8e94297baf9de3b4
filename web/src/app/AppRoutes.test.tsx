import { screen } from '@testing-library/react';
import { buildUser, meMock, statsMock } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import { AppRoutes } from './AppRoutes';

const STATS = { notesShared: 300, students: 200, colleges: 10, subjects: 50, likes: 500, downloads: 900 };

function renderAt(route: string, user: ReturnType<typeof buildUser> | null = null) {
  return renderWithProviders(<AppRoutes />, { route, mocks: [meMock(user), statsMock(STATS)] });
}

describe('AppRoutes', () => {
  it.each([
    ['/browse', 'Explore Shared Notes'],
    ['/notes/abc123', 'Note Details'],
    ['/sign-in', 'Sign In'],
    ['/signin', 'Sign In'],
    ['/sign-up', 'Sign Up'],
  ])('%s shows its screen', async (route, title) => {
    renderAt(route);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('serves the landing page eagerly at /', () => {
    renderAt('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Share & Discover Academic Notes Easily!' })).toBeInTheDocument();
  });

  it('lazy-loads the About page with live figures', async () => {
    renderAt('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'Built by students, for students' })).toBeInTheDocument();
    expect(await screen.findByText('50+')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Meet the Team' })).toBeInTheDocument();
  });

  it('shows a 404 page for unknown paths', async () => {
    renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it.each(['/profile', '/uploading-notes', '/update-notes/n1'])('sends visitors from %s to /sign-in', async (route) => {
    renderAt(route);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/sign-in');
  });

  it('opens the note form in create or update wording for signed-in users', async () => {
    renderAt('/update-notes/n1', buildUser());
    expect(await screen.findByRole('heading', { level: 1, name: 'Update Your Notes' })).toBeInTheDocument();
  });

  it('sends visitors from the admin area to /signin and users to /', async () => {
    renderAt('/admin-dashboard/users');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/signin');
  });

  it('sends non-admin users from the admin area to the landing page', async () => {
    renderAt('/admin-dashboard', buildUser());
    expect(await screen.findByRole('heading', { level: 1, name: 'Share & Discover Academic Notes Easily!' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it.each([
    ['/admin-dashboard', 'Admin Overview'],
    ['/admin-dashboard/users', 'Users'],
    ['/admin-dashboard/notes', 'Notes'],
    ['/admin-dashboard/pending', 'Pending Approvals'],
    ['/admin-dashboard/colleges', 'Colleges'],
  ])('lets admins into %s', async (route, title) => {
    renderAt(route, buildUser({ role: 'ADMIN', username: 'root_admin' }));
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
    expect(screen.getByText('root_admin')).toBeInTheDocument();
  });
});

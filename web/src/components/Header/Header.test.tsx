import { fireEvent, screen, within } from '@testing-library/react';
import { buildUser, meMock } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { Header } from './Header';

// jsdom ignores media queries, so it renders the base (mobile) layout: the desktop bar exists in
// the DOM but counts as hidden, which is why desktop assertions pass `hidden: true`.
const desktop = { hidden: true } as const;

describe('Header', () => {
  it('offers a Sign in button to visitors', async () => {
    renderWithProviders(<Header />, { mocks: [meMock(null)] });

    const signIn = await screen.findByRole('link', { name: 'Sign in', ...desktop });
    expect(signIn).toHaveAttribute('href', '/sign-in');
    // No "Pro" badge: the product is free.
    expect(screen.getByRole('link', { name: /^CampusNotes\s*,\s*home$/ })).toHaveTextContent(/^CampusNotes/);
    expect(screen.queryByText('Pro')).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main', ...desktop });
    // Browse and Upload, the two things the site is for; Upload asks a visitor to sign in first, then comes back.
    for (const [label, href] of [
      ['Home', '/'],
      ['Browse', '/browse'],
      ['Upload', '/sign-in?next=%2Fuploading-notes'],
      ['About', '/about'],
      ['Profile', '/profile'],
    ] as const) {
      expect(within(nav).getByRole('link', { name: label, ...desktop })).toHaveAttribute('href', href);
    }
  });

  it('shows the signed-in user with a link to the profile instead of Sign in', async () => {
    renderWithProviders(<Header />, { mocks: [meMock(buildUser({ username: 'priya_s' }))] });

    // One chip with avatar and name in the desktop bar, one avatar beside the mobile menu toggle.
    const profileLinks = await screen.findAllByRole('link', { name: /^priya_s\s*, your profile$/, ...desktop });
    expect(profileLinks).toHaveLength(2);
    for (const link of profileLinks) expect(link).toHaveAttribute('href', '/profile');
    expect(profileLinks[0]).toHaveTextContent('priya_s');
    expect(profileLinks[1]).toHaveTextContent('P');
    // The chip is the profile link: no separate "Profile" nav item for a signed-in user.
    expect(screen.queryByRole('link', { name: 'Profile', hidden: true })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in', ...desktop })).not.toBeInTheDocument();
  });

  it('gives admins on public pages the way back to the admin panel and sign-out, in the bar and the phone menu', async () => {
    renderWithProviders(<Header />, { mocks: [meMock(buildUser({ role: 'ADMIN', username: 'root_admin' }))] });

    const panel = await screen.findByRole('link', { name: 'Admin panel', ...desktop });
    expect(panel).toHaveAttribute('href', '/admin-dashboard');
    expect(screen.getByRole('button', { name: 'Sign out', ...desktop })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main', ...desktop });
    expect(within(nav).getByRole('link', { name: 'Browse', ...desktop })).toHaveAttribute('href', '/browse');
    expect(within(nav).getByRole('link', { name: 'Upload', ...desktop })).toHaveAttribute('href', '/uploading-notes');
    // No student chip or notifications for the admin.
    expect(screen.queryByRole('link', { name: /your profile$/, ...desktop })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByTestId('mobile-menu');
    expect(within(menu).getByRole('link', { name: 'Admin panel' })).toHaveAttribute('href', '/admin-dashboard');
    expect(within(menu).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('toggles the mobile menu, which offers Sign in to visitors', async () => {
    renderWithProviders(<Header />, { mocks: [meMock(null)] });
    await screen.findByRole('link', { name: 'Sign in', ...desktop });

    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByTestId('mobile-menu');
    const mobileNav = within(menu).getByRole('navigation', { name: 'Mobile' });
    expect(
      within(mobileNav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Browse', 'Upload', 'About', 'Profile']);
    expect(within(menu).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');

    // Following a link closes the menu.
    fireEvent.click(within(mobileNav).getByRole('link', { name: 'About' }));
    expect(screen.queryByTestId('mobile-menu')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/about');

    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByTestId('mobile-menu')).not.toBeInTheDocument();

    // Escape closes it too and gives focus back to the toggle.
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('mobile-menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('hides Sign in from the mobile menu when signed in', async () => {
    renderWithProviders(<Header />, { mocks: [meMock(buildUser({ username: 'arjun_m' }))] });
    await screen.findAllByRole('link', { name: /^arjun_m\s*, your profile$/, ...desktop });

    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByTestId('mobile-menu');
    expect(within(menu).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    // The avatar beside the toggle is the one profile link; the menu repeats neither it nor "Profile".
    expect(within(menu).queryByRole('link', { name: /profile/i })).not.toBeInTheDocument();
    expect(
      within(within(menu).getByRole('navigation', { name: 'Mobile' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Browse', 'Upload', 'About']);
  });
});

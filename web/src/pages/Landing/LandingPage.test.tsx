import { screen, waitFor, within } from '@testing-library/react';
import { buildUser, meMock, statsErrorMock, statsMock } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import LandingPage from './LandingPage';

const STATS = { notesShared: 1234, students: 587, colleges: 14, subjects: 61, likes: 2048, downloads: 9120 };

function communitySection() {
  return screen.getByRole('region', { name: 'Our Growing Community' });
}

describe('LandingPage', () => {
  it('renders every section of the spec', async () => {
    renderWithProviders(<LandingPage />, { mocks: [meMock(null), statsMock(STATS)] });

    expect(screen.getByRole('heading', { level: 1, name: 'Share & Discover Academic Notes Easily!' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'How It Works',
      'Why Use CampusNotes',
      'Our Growing Community',
      'What Students Are Saying',
      'Join the Movement!',
      'Stay Connected With Us',
    ]);
    const steps = within(screen.getByRole('region', { name: 'How It Works' })).getAllByRole('heading', { level: 3 });
    expect(steps.map((step) => step.textContent)).toEqual(['Upload Notes', 'Get Verified', 'Reach Students', 'Download & Learn']);
    const reasons = within(screen.getByRole('region', { name: 'Why Use CampusNotes' })).getAllByRole('heading', { level: 3 });
    expect(reasons.map((reason) => reason.textContent)).toEqual([
      'Verified Quality Notes',
      'Free Downloads',
      'Peer Reviews',
      'Admin Approval',
      'User Interactions',
      'Collaborative Learning',
    ]);
    expect(within(screen.getByRole('region', { name: 'What Students Are Saying' })).getAllByRole('figure')).toHaveLength(2);
    // Accepted formats come from the shared @domain constants, so the page and the api agree.
    expect(screen.getByText('PDF, DOC, DOCX, PPTX, PPT, ODP & TXT')).toBeInTheDocument();
    await screen.findByText('1,234+');
  });

  it('shows the live community figures as "N+"', async () => {
    renderWithProviders(<LandingPage />, { mocks: [meMock(null), statsMock(STATS)] });

    const section = communitySection();
    expect(within(section).getAllByTestId('figure-loading')).toHaveLength(4);
    expect(await within(section).findByText('1,234+')).toBeInTheDocument();
    expect(within(section).getByText('587+')).toBeInTheDocument();
    expect(within(section).getByText('14+')).toBeInTheDocument();
    expect(within(section).getByText('2,048+')).toBeInTheDocument();
    expect(within(section).getByText('Our goal: 10,000+ students')).toBeInTheDocument();
    expect(within(section).queryByTestId('figure-loading')).not.toBeInTheDocument();
  });

  it('degrades to dashes, never "undefined+", when the stats cannot be loaded', async () => {
    renderWithProviders(<LandingPage />, { mocks: [meMock(null), statsErrorMock()] });

    const section = communitySection();
    expect(await within(section).findByText(/live figures are unavailable/i)).toBeInTheDocument();
    expect(within(section).getAllByLabelText('Not available')).toHaveLength(4);
    expect(section).not.toHaveTextContent(/undefined|NaN/);
  });

  it('sends visitors who want to upload to sign-in first, then on to the form', async () => {
    renderWithProviders(<LandingPage />, { mocks: [meMock(null), statsMock(STATS)] });
    await screen.findByText('1,234+');

    expect(screen.getByRole('link', { name: 'Upload Notes' })).toHaveAttribute('href', '/sign-in?next=%2Fuploading-notes');
    expect(screen.getByRole('link', { name: 'Start Sharing' })).toHaveAttribute('href', '/sign-in?next=%2Fuploading-notes');
    expect(screen.getByRole('link', { name: 'Browse Notes' })).toHaveAttribute('href', '/browse');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/sign-up');
  });

  it('sends signed-in users straight to the upload form', async () => {
    renderWithProviders(<LandingPage />, { mocks: [meMock(buildUser()), statsMock(STATS)] });

    await waitFor(() => expect(screen.getByRole('link', { name: 'Upload Notes' })).toHaveAttribute('href', '/uploading-notes'));
    expect(screen.getByRole('link', { name: 'Start Sharing' })).toHaveAttribute('href', '/uploading-notes');
    expect(screen.getByRole('link', { name: 'Go to My Dashboard' })).toHaveAttribute('href', '/profile');
  });

  it('has no dead social links', async () => {
    renderWithProviders(<LandingPage />, { mocks: [meMock(null), statsMock(STATS)] });
    await screen.findByText('1,234+');

    for (const link of screen.getAllByRole('link')) {
      const href = link.getAttribute('href') ?? '';
      expect(href).not.toBe('#');
      expect(href).not.toBe('');
      expect(href).toMatch(/^\//);
    }
    expect(screen.queryByText(/facebook|instagram|twitter/i)).not.toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { AdminStatsDocument } from '../../../graphql/__generated__/graphql';
import { renderWithProviders } from '../../../test/render';
import { buildAdminNote } from '../testing';
import AdminOverviewPage from './AdminOverviewPage';

const STATS = {
  __typename: 'AdminStats',
  totalUsers: 205,
  totalNotes: 304,
  pendingApprovals: 43,
  totalDownloads: 11442,
  mostDownloadedNotes: [
    buildAdminNote({ id: 'n-1', title: 'Fluid Kinematics', subject: 'Fluid Mechanics', college: 'NIT Trichy', downloadCount: 200, approved: true }),
    buildAdminNote({ id: 'n-2', title: 'Income from Salaries', uploader: null, downloadCount: 188, approved: true }),
  ],
};

describe('AdminOverviewPage', () => {
  it('shows the four figures and the Most Downloaded Notes table', async () => {
    renderWithProviders(<AdminOverviewPage />, { mocks: [{ request: { query: AdminStatsDocument }, result: { data: { adminStats: STATS } } }] });
    expect(screen.getByText('Loading statistics...')).toBeInTheDocument();
    const cards = await screen.findAllByTestId('stat-card');
    expect(cards.map((card) => card.textContent)).toEqual(['Total Users205', 'Total Notes304', 'Pending Approvals43', 'Total Downloads11,442']);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Title', 'Subject', 'College', 'Uploader', 'Downloads']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(/Fluid Kinematics.*Fluid Mechanics.*NIT Trichy.*priya_s.*200/);
    // An uploader whose account is gone shows as Unknown (spec 9).
    expect(rows[1]).toHaveTextContent(/Income from Salaries.*Unknown.*188/);
    expect(screen.getByRole('link', { name: /Review now/ })).toHaveAttribute('href', '/admin-dashboard/pending');
  });

  it('shows "Failed to fetch statistics" when the figures cannot be loaded', async () => {
    renderWithProviders(<AdminOverviewPage />, { mocks: [{ request: { query: AdminStatsDocument }, error: new Error('api unreachable') }] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch statistics');
  });
});

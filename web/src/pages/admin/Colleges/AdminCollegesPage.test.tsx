import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { buildAdminNote, buildCollege, collegeConnection, collegeNotesMock, collegesMock, noteConnection } from '../testing';
import AdminCollegesPage from './AdminCollegesPage';

const MANIT = buildCollege({ name: 'MANIT Bhopal', totalNotes: 12, approvedNotes: 9, pendingNotes: 3, totalDownloads: 1410 });
const NIT = buildCollege({ name: 'NIT Trichy', totalNotes: 2, approvedNotes: 2, pendingNotes: 0, totalDownloads: 30 });

function renderColleges(mocks: object[], route = '/admin-dashboard/colleges') {
  return renderWithProviders(<AdminCollegesPage />, { route, mocks: mocks as never[] });
}

describe('AdminCollegesPage', () => {
  it('shows a card per college with Total Notes, Downloads, Approved and Pending', async () => {
    renderColleges([collegesMock({ data: { adminColleges: collegeConnection([MANIT, NIT]) } })]);
    expect(screen.getByText('Loading college data...')).toBeInTheDocument();
    const button = await screen.findByRole('button', { name: 'MANIT Bhopal, 12 notes' });
    const card = button.closest<HTMLElement>('[data-testid="college-card"]')!;
    for (const [figure, label] of [
      ['12', 'Total Notes'],
      ['1,410', 'Downloads'],
      ['9', 'Approved'],
      ['3', 'Pending'],
    ]) {
      expect(within(card).getByText(label).previousSibling).toHaveTextContent(figure);
    }
    expect(screen.getAllByTestId('college-card')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'NIT Trichy, 2 notes' })).toBeInTheDocument();
  });

  it('opens "Notes from {college}" with its notes table, and goes back to all colleges', async () => {
    renderColleges([
      collegesMock({ data: { adminColleges: collegeConnection([MANIT, NIT]) } }),
      collegeNotesMock({ data: { adminNotes: noteConnection([buildAdminNote({ title: 'CPU Scheduling' })], 1) } }, 'MANIT Bhopal'),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'MANIT Bhopal, 12 notes' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Notes from MANIT Bhopal' })).toBeInTheDocument();
    expect(await screen.findByText('CPU Scheduling')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin-dashboard/colleges');
    fireEvent.click(screen.getByRole('button', { name: /Back to All Colleges/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Colleges' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('college-card')).toHaveLength(2);
  });

  it('says when a college has no notes', async () => {
    renderColleges([collegeNotesMock({ data: { adminNotes: noteConnection([], 0) } }, 'NIT Trichy')], '/admin-dashboard/colleges?college=NIT%20Trichy');
    expect(await screen.findByText('No notes found for this college')).toBeInTheDocument();
  });

  it('says "Failed to fetch college notes" when a college\'s notes cannot be loaded', async () => {
    renderColleges([collegeNotesMock({ error: new Error('api unreachable') }, 'NIT Trichy')], '/admin-dashboard/colleges?college=NIT%20Trichy');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch college notes');
  });

  it('searches colleges on the server and says when none match', async () => {
    renderColleges([
      collegesMock({ data: { adminColleges: collegeConnection([MANIT, NIT]) } }),
      collegesMock({ data: { adminColleges: collegeConnection([]) } }, 'harvard'),
    ]);
    await screen.findByRole('button', { name: 'MANIT Bhopal, 12 notes' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search colleges' }), { target: { value: 'harvard' } });
    expect(await screen.findByText('No colleges found matching your search')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryAllByTestId('college-card')).toHaveLength(0));
  });
});

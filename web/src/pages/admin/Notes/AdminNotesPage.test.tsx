import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AdminDeleteNoteDocument, AdminReviewNoteDocument } from '../../../graphql/__generated__/graphql';
import { renderWithProviders } from '../../../test/render';
import { buildAdminNote, buildCollege, collegeConnection, collegeFilterMock, confirmInDialog, noteConnection, notesMock } from '../testing';
import AdminNotesPage from './AdminNotesPage';

const PENDING = buildAdminNote({ id: 'n-1', title: 'CPU Scheduling', approved: false, downloadCount: 0 });
const APPROVED = buildAdminNote({
  id: 'n-2',
  title: 'Normal Forms',
  subject: 'Database Systems',
  college: 'NIT Trichy',
  approved: true,
  downloadCount: 48,
  description: '   ',
});
const COLLEGES = collegeFilterMock({ data: { adminColleges: collegeConnection([buildCollege(), buildCollege({ name: 'NIT Trichy' })]) } });

function renderNotes(mocks: object[]) {
  return renderWithProviders(<AdminNotesPage />, { mocks: [COLLEGES, ...mocks] as never[] });
}

const row = (title: string) => screen.getAllByTestId('admin-note-row').find((item) => item.textContent?.includes(title)) as HTMLElement;

describe('AdminNotesPage', () => {
  it('lists every note with its status, downloads and actions, and the college filter', async () => {
    renderNotes([notesMock({ data: { adminNotes: noteConnection([PENDING, APPROVED], 2) } })]);
    expect(screen.getByText('Loading notes...')).toBeInTheDocument();
    await screen.findByText('Normal Forms');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Title',
      'Subject',
      'College',
      'Uploader',
      'Status',
      'Downloads',
      'Actions',
    ]);
    expect(within(row('CPU Scheduling')).getByText('Pending')).toBeInTheDocument();
    expect(within(row('CPU Scheduling')).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(row('Normal Forms')).getByText('Approved')).toBeInTheDocument();
    expect(within(row('Normal Forms')).getByRole('button', { name: 'Set to pending' })).toBeInTheDocument();
    expect(within(row('Normal Forms')).getByText('48')).toBeInTheDocument();
    const college = screen.getByRole('combobox', { name: 'College' });
    await waitFor(() =>
      expect(
        within(college)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All Colleges', 'MANIT Bhopal', 'NIT Trichy']),
    );
    expect(screen.getByTestId('pager-summary')).toHaveTextContent('Showing 1–2 of 2 notes');
  });

  it('searches on the server and filters by college and status', async () => {
    renderNotes([
      notesMock({ data: { adminNotes: noteConnection([PENDING, APPROVED], 2) } }),
      notesMock({ data: { adminNotes: noteConnection([APPROVED], 1) } }, { search: 'normal' }),
      notesMock({ data: { adminNotes: noteConnection([], 0) } }, { search: 'normal', college: 'MANIT Bhopal', status: 'PENDING' }),
      notesMock({ data: { adminNotes: noteConnection([], 0) } }, { search: 'normal', college: 'MANIT Bhopal' }),
    ]);
    await screen.findByText('CPU Scheduling');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search notes' }), { target: { value: 'normal' } });
    await waitFor(() => expect(screen.queryByText('CPU Scheduling')).not.toBeInTheDocument());
    expect(screen.getByText('Normal Forms')).toBeInTheDocument();
    await screen.findByRole('option', { name: 'MANIT Bhopal' });
    fireEvent.change(screen.getByRole('combobox', { name: 'College' }), { target: { value: 'MANIT Bhopal' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'PENDING' } });
    expect(await screen.findByText('No notes found matching your search.')).toBeInTheDocument();
  });

  it('approves a pending note and sets an approved one back to pending in place', async () => {
    renderNotes([
      notesMock({ data: { adminNotes: noteConnection([PENDING, APPROVED], 2) } }),
      {
        request: { query: AdminReviewNoteDocument, variables: { id: 'n-1', approved: true } },
        result: { data: { reviewNote: { __typename: 'NotePayload', note: { ...PENDING, approved: true }, errors: [] } } },
      },
      {
        request: { query: AdminReviewNoteDocument, variables: { id: 'n-2', approved: false } },
        result: { data: { reviewNote: { __typename: 'NotePayload', note: { ...APPROVED, approved: false }, errors: [] } } },
      },
    ]);
    await screen.findByText('CPU Scheduling');
    fireEvent.click(within(row('CPU Scheduling')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(within(row('CPU Scheduling')).getByText('Approved')).toBeInTheDocument());
    fireEvent.click(within(row('Normal Forms')).getByRole('button', { name: 'Set to pending' }));
    await waitFor(() => expect(within(row('Normal Forms')).getByText('Pending')).toBeInTheDocument());
  });

  it('keeps the details modal open when View is clicked right after Approve', async () => {
    renderNotes([
      notesMock({ data: { adminNotes: noteConnection([PENDING, APPROVED], 2) } }),
      {
        request: { query: AdminReviewNoteDocument, variables: { id: 'n-1', approved: true } },
        result: { data: { reviewNote: { __typename: 'NotePayload', note: { ...PENDING, approved: true }, errors: [] } } },
      },
    ]);
    await screen.findByText('CPU Scheduling');
    fireEvent.click(within(row('CPU Scheduling')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(within(row('CPU Scheduling')).getByText('Approved')).toBeInTheDocument());
    // Within the 60 ms the row's focus restore waits: the moderator is faster than it.
    fireEvent.click(within(row('CPU Scheduling')).getByRole('button', { name: 'View' }));
    const modal = await screen.findByRole('dialog', { name: 'CPU Scheduling' });
    await waitFor(() => expect(modal).toContainElement(document.activeElement as HTMLElement));
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(screen.getByRole('dialog', { name: 'CPU Scheduling' })).toContainElement(document.activeElement as HTMLElement);
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: /Set to Pending/ })).toBeInTheDocument();
  });

  it('shows "Failed to update note status" when a review fails', async () => {
    renderNotes([
      notesMock({ data: { adminNotes: noteConnection([PENDING], 1) } }),
      { request: { query: AdminReviewNoteDocument, variables: { id: 'n-1', approved: true } }, error: new Error('network down') },
    ]);
    await screen.findByText('CPU Scheduling');
    fireEvent.click(within(row('CPU Scheduling')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update note status');
    expect(within(row('CPU Scheduling')).getByText('Pending')).toBeInTheDocument();
  });

  it('opens the details modal: every detail, "No description provided" and the Download Note link', async () => {
    renderNotes([notesMock({ data: { adminNotes: noteConnection([PENDING, APPROVED], 2) } })]);
    await screen.findByText('Normal Forms');
    fireEvent.click(within(row('Normal Forms')).getByRole('button', { name: 'View' }));
    const modal = await screen.findByRole('dialog', { name: 'Normal Forms' });
    for (const text of ['Database Systems', 'NIT Trichy', 'priya_s', '48', 'Approved', 'Mar 4, 2025', 'No description provided']) {
      expect(within(modal).getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(within(modal).getByRole('link', { name: /Download Note/ })).toHaveAttribute('href', '/api/notes/n-2/download');
    expect(within(modal).getByRole('button', { name: /Set to Pending/ })).toBeInTheDocument();
    fireEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes a note after the confirmation and drops it from the table', async () => {
    renderNotes([
      notesMock({ data: { adminNotes: noteConnection([PENDING, APPROVED], 2) } }),
      {
        request: { query: AdminDeleteNoteDocument, variables: { id: 'n-2' } },
        result: { data: { adminDeleteNote: { __typename: 'DeleteNotePayload', deletedId: 'n-2', errors: [] } } },
      },
    ]);
    await screen.findByText('Normal Forms');
    fireEvent.click(within(row('Normal Forms')).getByRole('button', { name: 'Delete' }));
    await confirmInDialog({ title: 'Delete note', question: 'Are you sure you want to delete this note?', button: 'Delete' });
    expect(screen.queryByRole('cell', { name: 'Normal Forms' })).not.toBeInTheDocument();
    expect(screen.getByText('Note deleted')).toBeInTheDocument();
    expect(screen.getByTestId('pager-summary')).toHaveTextContent('Showing 1–1 of 1 notes');
  });

  it('shows "Failed to delete note" when the deletion fails', async () => {
    renderNotes([
      notesMock({ data: { adminNotes: noteConnection([PENDING], 1) } }),
      { request: { query: AdminDeleteNoteDocument, variables: { id: 'n-1' } }, error: new Error('network down') },
    ]);
    await screen.findByText('CPU Scheduling');
    fireEvent.click(within(row('CPU Scheduling')).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete note');
    expect(screen.getByText('CPU Scheduling')).toBeInTheDocument();
  });

  it('shows "Failed to fetch notes" when the list cannot be loaded', async () => {
    renderNotes([notesMock({ error: new Error('api unreachable') })]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch notes');
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AdminRejectNoteDocument, AdminReviewNoteDocument } from '../../../graphql/__generated__/graphql';
import { pickReason } from '../../../components/reasons/testing';
import { renderWithProviders } from '../../../test/render';
import { buildAdminNote, noteConnection, noteReviewMock, pendingNotesMock } from '../testing';
import AdminPendingPage from './AdminPendingPage';

const FIRST = buildAdminNote({ id: 'n-1', title: 'CPU Scheduling' });
const SECOND = buildAdminNote({ id: 'n-2', title: 'Deadlocks', description: '' });
const THIRD = buildAdminNote({ id: 'n-3', title: 'Paging' });

const reviewMock = (
  note: typeof FIRST,
  result: object = { result: { data: { reviewNote: { __typename: 'NotePayload', note: { ...note, approved: true }, errors: [] } } } },
) => ({
  request: { query: AdminReviewNoteDocument, variables: { id: note.id, approved: true } },
  ...result,
});

function renderPending(mocks: object[]) {
  return renderWithProviders(<AdminPendingPage />, { mocks: mocks as never[] });
}

const card = (title: string) => screen.getByRole('article', { name: title });

describe('AdminPendingPage', () => {
  it('says it is loading, then shows the badge with the total and one card per note', async () => {
    renderPending([pendingNotesMock({ data: { pendingNotes: noteConnection([FIRST, SECOND, THIRD], 15, true) } })]);
    expect(screen.getByText('Loading pending notes...')).toBeInTheDocument();
    expect(await screen.findByTestId('pending-badge')).toHaveTextContent(/^15 Notes Pending$/);
    expect(screen.getAllByTestId('pending-note-card')).toHaveLength(3);
    expect(within(card('CPU Scheduling')).getByText(/By priya_s/)).toBeInTheDocument();
  });

  it('takes an approved note off the list at once and counts it out of the badge', async () => {
    renderPending([pendingNotesMock({ data: { pendingNotes: noteConnection([FIRST, SECOND], 2) } }), reviewMock(FIRST)]);
    await screen.findByRole('article', { name: 'CPU Scheduling' });
    fireEvent.click(within(card('CPU Scheduling')).getByRole('button', { name: 'Approve CPU Scheduling' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'CPU Scheduling' })).not.toBeInTheDocument());
    expect(screen.getByTestId('pending-badge')).toHaveTextContent('1 Notes Pending');
    expect(card('Deadlocks')).toBeInTheDocument();
  });

  it('disables Approve on a note whose processing failed, and says why', async () => {
    const broken = buildAdminNote({
      id: 'n-9',
      title: 'Broken Scan',
      processing: { __typename: 'NoteProcessing', status: 'failed', reason: 'The file may be damaged.' } as typeof FIRST.processing,
    });
    renderPending([pendingNotesMock({ data: { pendingNotes: noteConnection([broken, SECOND], 2) } })]);
    await screen.findByRole('article', { name: 'Broken Scan' });
    const approve = within(card('Broken Scan')).getByRole('button', { name: 'Approve Broken Scan' });
    expect(approve).toBeDisabled();
    expect(approve).toHaveAccessibleDescription(/Cannot be approved: processing failed\. The file may be damaged\./);
    expect(within(card('Deadlocks')).getByRole('button', { name: 'Approve Deadlocks' })).toBeEnabled();
  });

  it('opens the details modal with course, semester, batch, history, Approve and Reject, and "No description provided" when there is none', async () => {
    const records = [
      {
        id: 'a-1',
        action: 'UNPUBLISH' as const,
        actorId: 'admin-2',
        actorName: 'moderator_m',
        itemType: 'NOTE' as const,
        itemId: 'n-2',
        itemTitle: 'Deadlocks',
        reason: 'Wrong semester',
        changes: [],
        createdAt: '2025-03-05T09:00:00.000Z',
      },
    ];
    renderPending([pendingNotesMock({ data: { pendingNotes: noteConnection([FIRST, SECOND], 2) } }), reviewMock(SECOND), noteReviewMock('n-2', records)]);
    await screen.findByRole('article', { name: 'Deadlocks' });
    fireEvent.click(within(card('Deadlocks')).getByRole('button', { name: 'View Deadlocks' }));
    const modal = await screen.findByRole('dialog', { name: 'Deadlocks' });
    expect(within(modal).getByText('No description provided')).toBeInTheDocument();
    expect(within(modal).getByText('priya_s')).toBeInTheDocument();
    expect(within(modal).getByText('Mar 4, 2025')).toBeInTheDocument();
    expect(within(modal).getByText('Computer Science Engineering (B.Tech/B.E)')).toBeInTheDocument();
    expect(within(modal).getByText('2023-2027')).toBeInTheDocument();
    const history = await within(modal).findByTestId('review-history');
    expect(history).toHaveTextContent(/Set to pending by moderator_m/);
    expect(history).toHaveTextContent('Reason: Wrong semester');
    expect(within(modal).getByRole('link', { name: /Download Note/ })).toHaveAttribute('href', '/api/notes/n-2/download');
    expect(within(modal).getByRole('button', { name: /Reject/ })).toBeInTheDocument();
    fireEvent.click(within(modal).getByRole('button', { name: /Approve/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('article', { name: 'Deadlocks' })).not.toBeInTheDocument();
    expect(screen.getByTestId('pending-badge')).toHaveTextContent('1 Notes Pending');
  });

  it("rejects a note only with a reason, which it sends with the admin's words", async () => {
    renderPending([
      pendingNotesMock({ data: { pendingNotes: noteConnection([FIRST, SECOND], 2) } }),
      {
        request: { query: AdminRejectNoteDocument, variables: { input: { id: 'n-1', reason: 'UNREADABLE', details: 'Pages are cut off.' } } },
        result: { data: { rejectNote: { __typename: 'RejectNotePayload', rejectedId: 'n-1', errors: [] } } },
      },
    ]);
    await screen.findByRole('article', { name: 'CPU Scheduling' });
    fireEvent.click(within(card('CPU Scheduling')).getByRole('button', { name: 'Reject CPU Scheduling' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject note' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject and delete' }));
    expect(await within(dialog).findByText('Choose a reason.')).toBeInTheDocument();
    await pickReason(dialog, 'Another reason (say which)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject and delete' }));
    expect(await within(dialog).findByText('Write the reason the uploader will read.')).toBeInTheDocument();
    await pickReason(dialog, 'The file is unreadable, blank or incomplete');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '  Pages are cut off. ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject and delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'CPU Scheduling' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reject note' })).not.toBeInTheDocument());
    expect(screen.getByTestId('pending-badge')).toHaveTextContent('1 Notes Pending');
  });

  it('shows "Failed to approve note" when approving fails, and keeps the card', async () => {
    renderPending([pendingNotesMock({ data: { pendingNotes: noteConnection([FIRST], 1) } }), reviewMock(FIRST, { error: new Error('network down') })]);
    await screen.findByRole('article', { name: 'CPU Scheduling' });
    fireEvent.click(within(card('CPU Scheduling')).getByRole('button', { name: 'Approve CPU Scheduling' }));
    expect(await screen.findByText('Failed to approve note')).toBeInTheDocument();
    expect(card('CPU Scheduling')).toBeInTheDocument();
  });

  it('celebrates an empty queue', async () => {
    renderPending([pendingNotesMock({ data: { pendingNotes: noteConnection([], 0) } })]);
    expect(await screen.findByText('No notes pending approval!')).toBeInTheDocument();
    expect(screen.getByTestId('pending-badge')).toHaveTextContent('0 Notes Pending');
  });

  it('shows "Failed to fetch pending notes" when the list cannot be loaded', async () => {
    renderPending([pendingNotesMock({ error: new Error('api unreachable') })]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch pending notes');
  });
});

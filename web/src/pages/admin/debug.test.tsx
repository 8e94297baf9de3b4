import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AdminReviewNoteDocument, AdminPendingNotesDocument } from '../../graphql/__generated__/graphql';
import { renderWithProviders } from '../../test/render';
import { buildAdminNote, noteConnection } from './testing';
import AdminPendingPage from './Pending/AdminPendingPage';

const FIRST = buildAdminNote({ id: 'n-1', title: 'CPU Scheduling' });
const SECOND = buildAdminNote({ id: 'n-2', title: 'Deadlocks' });

it('debug', async () => {
  let calls = 0;
  renderWithProviders(<AdminPendingPage />, {
    mocks: [
      { request: { query: AdminPendingNotesDocument, variables: { first: 12, after: null } }, result: () => { calls++; console.log('pending fetched', calls); return { data: { pendingNotes: noteConnection([FIRST, SECOND], 2) } }; }, maxUsageCount: 5 },
      { request: { query: AdminReviewNoteDocument, variables: { id: 'n-1', approved: true } }, result: () => { console.log('review called'); return { data: { reviewNote: { ...FIRST, approved: true } } }; } },
    ] as never[],
  });
  await screen.findByRole('article', { name: 'CPU Scheduling' });
  fireEvent.click(screen.getByRole('button', { name: 'Approve CPU Scheduling' }));
  await new Promise((r) => setTimeout(r, 1500));
  console.log(screen.getAllByTestId('pending-note-card').map((c) => c.getAttribute('aria-label')));
});

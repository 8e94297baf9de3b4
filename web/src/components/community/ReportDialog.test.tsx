import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { buildUser, meMock } from '../../test/fixtures';
import type { ReactNode } from 'react';
import { useApolloClient } from '@apollo/client/react';
import {
  CommentReportFlagFragmentDoc,
  NoteReportFlagFragmentDoc,
  ReportContentDocument,
  type CommentReportFlagFragment,
  type NoteReportFlagFragment,
} from '../../graphql/__generated__/graphql';
import { renderWithProviders } from '../../test/render';
import { pickReason } from '../reasons/testing';
import { ReportButton } from './ReportButton';

const reportMock = (input: Record<string, unknown>, payload: { report?: unknown; errors?: unknown[] }) => ({
  request: { query: ReportContentDocument, variables: { input } },
  result: {
    data: { reportContent: { __typename: 'ReportPayload', report: payload.report ?? null, errors: payload.errors ?? [] } },
  },
});

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Report note' }));
  return screen.findByTestId('report-dialog');
}

describe('Report button and dialog', () => {
  it('sends the chosen reason with the words, thanks the student and stays "Reported"', async () => {
    renderWithProviders(<ReportButton kind="NOTE" id="n-1" authorId="u-9" itemLabel="“Process Scheduling”" />, {
      mocks: [
        meMock(buildUser()),
        reportMock(
          { kind: 'NOTE', id: 'n-1', reason: 'COPYRIGHT', details: 'Scanned from the textbook' },
          { report: { __typename: 'Report', id: 'r-1', reason: 'COPYRIGHT', createdAt: '2025-03-04T10:00:00.000Z' } },
        ),
      ],
    });
    const dialog = await openDialog();
    expect(within(dialog).getByRole('heading', { name: 'Report this note' })).toBeInTheDocument();
    const reasons = within(dialog).getAllByRole('radio');
    expect(reasons).toHaveLength(5);

    await pickReason(dialog, /Copyright/);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Details/ }), { target: { value: '  Scanned from the textbook ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent('Thank you. An admin will look at “Process Scheduling”.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByTestId('report-dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Reported' })).toBeDisabled();
  });

  it('asks for a reason before sending anything', async () => {
    renderWithProviders(<ReportButton kind="NOTE" id="n-2" authorId="u-9" itemLabel="this note" />, { mocks: [meMock(buildUser())] });
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a reason.');
  });

  it("shows the api's mistakes, and a second report of the same item is refused", async () => {
    renderWithProviders(<ReportButton kind="NOTE" id="n-3" authorId="u-9" itemLabel="this note" />, {
      mocks: [
        meMock(buildUser()),
        reportMock(
          { kind: 'NOTE', id: 'n-3', reason: 'OTHER', details: null },
          { errors: [{ __typename: 'UserError', field: 'details', message: 'Say what is wrong when you choose Other.', code: 'BAD_USER_INPUT' }] },
        ),
        reportMock(
          { kind: 'NOTE', id: 'n-3', reason: 'SPAM', details: null },
          { errors: [{ __typename: 'UserError', field: null, message: 'You already reported this note.', code: 'CONFLICT' }] },
        ),
      ],
    });
    const dialog = await openDialog();
    await pickReason(dialog, /Other/);
    expect(within(dialog).getByText('Details (required for Other)')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Say what is wrong when you choose Other.');
    // The page behind the modal dialog is hidden from assistive technology, hence `hidden`.
    expect(screen.getByRole('button', { name: 'Report note', hidden: true })).toBeEnabled();

    await pickReason(dialog, /Spam/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('You already reported this note.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reported', hidden: true })).toBeDisabled();
  });

  it('is not offered to visitors nor on your own items', async () => {
    const { unmount } = renderWithProviders(<ReportButton kind="COMMENT" id="c-1" authorId="u-1" itemLabel="your comment" compact />, {
      mocks: [meMock(buildUser({ id: 'u-1' }))],
    });
    await act(async () => undefined);
    expect(screen.queryByRole('button', { name: 'Report comment' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<ReportButton kind="COMMENT" id="c-1" authorId="u-2" itemLabel="a comment" compact />, { mocks: [meMock(null)] });
    await act(async () => undefined);
    expect(screen.queryByRole('button', { name: 'Report comment' })).not.toBeInTheDocument();
  });

  it('shows "Reported", disabled, for items the api says you reported (viewerHasReported), and only for those', async () => {
    /** What the note and comment queries leave in the cache. */
    // With their __typename, as the note and comment queries leave them: without it the fragment reads back incomplete.
    function Cached({ children }: { children: ReactNode }) {
      const { cache } = useApolloClient();
      cache.writeFragment({
        fragment: NoteReportFlagFragmentDoc,
        id: 'Note:n-7',
        data: { __typename: 'Note', id: 'n-7', viewerHasReported: true } as NoteReportFlagFragment,
      });
      cache.writeFragment({
        fragment: CommentReportFlagFragmentDoc,
        id: 'Comment:c-7',
        data: { __typename: 'Comment', id: 'c-7', viewerHasReported: true } as CommentReportFlagFragment,
      });
      cache.writeFragment({
        fragment: CommentReportFlagFragmentDoc,
        id: 'Comment:c-8',
        data: { __typename: 'Comment', id: 'c-8', viewerHasReported: false } as CommentReportFlagFragment,
      });
      return <>{children}</>;
    }
    renderWithProviders(
      <Cached>
        <ReportButton kind="NOTE" id="n-7" authorId="u-9" itemLabel="this note" />
        <ReportButton kind="COMMENT" id="c-7" authorId="u-9" itemLabel="a comment" compact />
        <ReportButton kind="COMMENT" id="c-8" authorId="u-9" itemLabel="another comment" compact />
      </Cached>,
      { mocks: [meMock(buildUser())] },
    );
    const reported = await screen.findAllByRole('button', { name: 'Reported' });
    expect(reported).toHaveLength(2);
    reported.forEach((button) => expect(button).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Report comment' })).toBeEnabled();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { Route, Routes } from 'react-router';
import { buildUser, meMock } from '../../test/fixtures';
import { buildNoteDetail, renderWithCache, type Mocks } from '../../components/notes/test-utils';
import { DeleteNoteFromDetailDocument, NoteDetailDocument, SaveNoteDocument } from '../../graphql/__generated__/graphql';
import NoteDetailPage from './NoteDetailPage';

function renderNote(mocks: Mocks, route = '/notes/n-1') {
  return renderWithCache(
    <Routes>
      <Route path="/notes/:notesId" element={<NoteDetailPage />} />
      <Route path="*" element={<p>Elsewhere</p>} />
    </Routes>,
    { route, mocks },
  );
}

const noteMock = (overrides: Parameters<typeof buildNoteDetail>[0] = {}) => ({
  request: { query: NoteDetailDocument, variables: { id: 'n-1' } },
  result: { data: { note: buildNoteDetail(overrides) } },
});

function detail(label: string) {
  const details = screen.getByRole('region', { name: 'Details' });
  return within(details).getByText(label).nextElementSibling?.textContent;
}

describe('NoteDetailPage', () => {
  it('shows the note, its statistics and details to a visitor, who is asked to sign in to act', async () => {
    renderNote([meMock(null), noteMock()]);

    expect(screen.getByRole('status', { name: 'Loading note' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Process Scheduling' })).toBeInTheDocument();
    // The statistics, details and comments come in the commit after (RenderInTurn).
    expect(await screen.findByRole('region', { name: 'Details' })).toBeInTheDocument();
    expect(screen.getByText('Approved by Admin')).toBeInTheDocument();
    expect(screen.getByText(/^Shared on/)).toHaveTextContent('Shared on Mar 4, 2025');
    expect(screen.getByText('FCFS, SJF and Round Robin with worked examples.')).toBeInTheDocument();
    expect(screen.getByTestId('like-count')).toHaveTextContent('3');
    expect(screen.getByTestId('download-count')).toHaveTextContent('41');
    expect(detail('Semester')).toBe('4');
    expect(detail('Batch')).toBe('2022-2026');
    expect(detail('College')).toBe('MANIT Bhopal');
    expect(detail('Uploaded')).toBe('Mar 4, 2025');
    expect(detail('Uploader')).toBe('neha_r');
    expect(screen.getByRole('heading', { name: 'Comments (1)' })).toBeInTheDocument();
    for (const name of ['View Notes', 'Share']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download: sign in first' })).toHaveAttribute('href', '/sign-in?next=%2Fnotes%2Fn-1%23download');
    expect(screen.getByRole('link', { name: 'Save: sign in first' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/sign-in\?next=%2Fnotes%2F[^#]+%23save$/),
    );
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('scrolls to the comments when the address asks for them (#comments)', async () => {
    const scrolled: Element[] = [];
    // jsdom lays nothing out and has no scrollIntoView: record which element was asked to scroll.
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
    try {
      renderNote([meMock(null), noteMock()], '/notes/n-1#comments');
      expect(await screen.findByRole('heading', { name: 'Comments (1)' })).toBeInTheDocument();
      await waitFor(() => expect(scrolled.map((e) => e.id)).toEqual(['comments']));
    } finally {
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    }
  });

  it('shows a pending note as Pending Approval and an unknown uploader as Unknown', async () => {
    renderNote([meMock(null), noteMock({ approved: false, uploader: null })]);

    expect(await screen.findByText('Pending Approval')).toBeInTheDocument();
    // Not shared yet: submitted, waiting for an admin.
    expect(screen.getByText(/^Submitted on/)).toHaveTextContent(/^Submitted on .+ · awaiting review$/);
    expect(screen.queryByText(/Shared on/)).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Details' })).toBeInTheDocument();
    expect(detail('Uploader')).toBe('Unknown');
  });

  it('says so when the note cannot be loaded, and Try Again loads it', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderNote([meMock(null), { request: { query: NoteDetailDocument, variables: { id: 'n-1' } }, error: new Error('Failed to fetch') }, noteMock()]);

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText("We couldn't load the notes you requested. Please try again later.")).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Note Details' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Process Scheduling' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Could not load the note', expect.any(Error));
    consoleError.mockRestore();
  });

  it('shows the not-found state, not "Something went wrong", for a truncated link (the api says NOT_FOUND)', async () => {
    renderNote([
      meMock(null),
      {
        request: { query: NoteDetailDocument, variables: { id: 'n-1' } },
        result: { errors: [new GraphQLError('That note was not found.', { extensions: { code: 'NOT_FOUND' } })] },
      },
    ]);
    expect(await screen.findByText('Note not found')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it('shows a clear not-found state for a missing or hidden note', async () => {
    renderNote([meMock(null), { request: { query: NoteDetailDocument, variables: { id: 'n-1' } }, result: { data: { note: null } } }]);

    expect(await screen.findByRole('heading', { name: 'Note not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse notes' })).toHaveAttribute('href', '/browse');
  });

  it('copies the page address and says Copied! for two seconds', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderNote([meMock(null), noteMock()]);

    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument(), { timeout: 3000 });
  });

  it('saves the note for a signed-in student', async () => {
    renderNote([
      meMock(buildUser()),
      noteMock(),
      {
        request: { query: SaveNoteDocument, variables: { id: 'n-1' } },
        result: { data: { saveNote: { __typename: 'NotePayload', note: { __typename: 'Note', id: 'n-1', viewerHasSaved: true }, errors: [] } } },
      },
    ]);

    const archive = await screen.findByRole('button', { name: 'Save' });
    expect(archive).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(archive);
    expect(await screen.findByText('Note saved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("shows the server's message when saving fails", async () => {
    renderNote([
      meMock(buildUser()),
      noteMock(),
      { request: { query: SaveNoteDocument, variables: { id: 'n-1' } }, result: { errors: [new GraphQLError('You need to sign in first.')] } },
    ]);

    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You need to sign in first.')).toBeInTheDocument();
  });

  it('lets the uploader edit, and delete after the confirmation', async () => {
    renderNote([
      meMock(buildUser()),
      noteMock({ viewerCan: { __typename: 'NoteAbilities', edit: true, delete: true, download: true } as never }),
      {
        request: { query: DeleteNoteFromDetailDocument, variables: { id: 'n-1' } },
        result: { data: { deleteNote: { __typename: 'DeleteNotePayload', deletedId: 'n-1', errors: [] } } },
      },
    ]);

    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/update-notes/n-1');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to delete this note?')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/browse');
    // Browse says what happened.
    expect(await screen.findByText('Note deleted')).toBeInTheDocument();
    expect(screen.getByText(/was deleted\.$/)).toBeInTheDocument();
  });
});

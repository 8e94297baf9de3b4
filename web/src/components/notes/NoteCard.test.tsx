import { screen, within } from '@testing-library/react';
import { buildUser, meMock } from '../../test/fixtures';
import { NoteCard } from './NoteCard';
import { buildNoteCard, renderWithCache } from './test-utils';

describe('NoteCard', () => {
  it('shows the academic details, with N/A for the missing ones', async () => {
    const note = buildNoteCard({ description: '', course: '', college: '  ' });
    renderWithCache(<NoteCard note={note} />, { mocks: [meMock(null)] });

    const card = screen.getByTestId('note-card');
    expect(within(card).getByRole('heading', { level: 3, name: 'Process Scheduling' })).toBeInTheDocument();
    expect(within(card).getByTestId('note-card-description')).toHaveTextContent('N/A');
    const details = Object.fromEntries(
      within(card)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(details).toEqual({ 'Subject:': 'Operating Systems', 'Course:': 'N/A', 'College:': 'N/A', 'Semester:': '4' });
    expect(within(card).getByTestId('like-count')).toHaveTextContent('3');
    expect(within(card).getByTestId('comment-count')).toHaveTextContent('2');
    expect(within(card).getByRole('link', { name: 'View note: Process Scheduling' })).toHaveAttribute('href', '/notes/n-1');
  });

  it('marks the matched words of a search snippet as text, never as HTML', () => {
    const snippet = 'uses \uE000round\uE001 <img src=x onerror=alert(1)> \uE000robin\uE001 slices';
    const { container } = renderWithCache(<NoteCard note={buildNoteCard()} snippet={snippet} />, { mocks: [meMock(null)] });

    const marks = [...container.querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(marks).toEqual(['round', 'robin']);
    expect(screen.getByTestId('search-snippet')).toHaveTextContent('uses round <img src=x onerror=alert(1)> robin slices');
    expect(container.querySelector('img')).toBeNull();
  });

  it('sends visitors to sign in to download, and gives signed-in students the file', async () => {
    const { unmount } = renderWithCache(<NoteCard note={buildNoteCard()} />, { mocks: [meMock(null)] });
    expect(screen.getByRole('link', { name: 'Download: sign in first' })).toHaveAttribute('href', '/sign-in?next=%2F');
    unmount();

    renderWithCache(<NoteCard note={buildNoteCard()} />, { mocks: [meMock(buildUser())] });
    const download = await screen.findByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('href', '/api/notes/n-1/download');
    expect(download).toHaveAttribute('download');
  });

  it('opens links to other sites in a new tab without an opener', async () => {
    const note = buildNoteCard({ hasFile: false, fileType: null, externalUrl: 'https://example.edu/os.pdf', downloadUrl: 'https://example.edu/os.pdf' });
    renderWithCache(<NoteCard note={note} />, { mocks: [meMock(buildUser())] });

    const download = await screen.findByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('href', 'https://example.edu/os.pdf');
    expect(download).toHaveAttribute('target', '_blank');
    expect(download).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('Link')).toBeInTheDocument();
  });
});

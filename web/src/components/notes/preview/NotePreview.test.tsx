import { screen } from '@testing-library/react';
import { buildUser, meMock } from '../../../test/fixtures';
import { NotePreviewTextDocument } from '../../../graphql/__generated__/graphql';
import { buildNoteDetail, renderWithCache } from '../test-utils';
import { NotePreview } from './NotePreview';

const docx = buildNoteDetail({
  id: 'n-7',
  fileType: 'docx',
  fileName: 'compilers.docx',
  downloadUrl: '/api/notes/n-7/download',
  previewUrl: '/api/notes/n-7/preview',
});
const textMock = (previewText: string | null) => ({
  request: { query: NotePreviewTextDocument, variables: { id: 'n-7' } },
  result: { data: { note: { __typename: 'Note', id: 'n-7', previewText } } },
});

describe('NotePreview of a Word document', () => {
  it('shows the text read at upload, as text, with a Download button', async () => {
    renderWithCache(<NotePreview note={docx} isSignedIn />, {
      mocks: [meMock(buildUser()), textMock('Compiler Design\nLexical analysis <b>turns</b> characters into tokens.')],
    });
    const text = await screen.findByTestId('text-preview');
    expect(text).toHaveTextContent('Lexical analysis <b>turns</b> characters into tokens.');
    expect(text.querySelector('b')).toBeNull(); // markup in a document is shown, never rendered
    expect(await screen.findByRole('link', { name: 'Download' })).toHaveAttribute('href', '/api/notes/n-7/download');
  });

  it('offers the download when no text could be read', async () => {
    renderWithCache(<NotePreview note={docx} isSignedIn />, { mocks: [meMock(buildUser()), textMock('')] });
    expect(await screen.findByText('No text could be read from this document for a preview. Download the file to read it.')).toBeInTheDocument();
    expect(screen.queryByTestId('text-preview')).not.toBeInTheDocument();
  });

  it('asks visitors to sign in, without asking the api for the text', async () => {
    renderWithCache(<NotePreview note={docx} isSignedIn={false} />, { mocks: [meMock(null)] });
    expect(await screen.findByText("Sign in to preview and download these notes. It's free.")).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import { buildUser, meMock } from '../../../test/fixtures';
import { buildNoteDetail, renderWithCache } from '../test-utils';
import { NotePreviewPanel, PARTLY_INDEXED, SLIDE_TEXT_NOTICE, SLIDES_AS_DRAWN } from './NotePreviewPanel';

const deck = (previewKind: 'pages' | 'text', fileType = 'pptx') =>
  buildNoteDetail({
    id: 'n-8',
    fileType,
    fileName: `thermo.${fileType}`,
    hasFile: true,
    previewKind,
    pageCount: previewKind === 'pages' ? 12 : null,
    previewHtml: previewKind === 'text' ? '<p>Slide 1: Carnot engines</p>' : null,
    previewPages: [{ url: '/media/previews/p1.webp', width: 1200, height: 675 }],
  });

describe('NotePreviewPanel of a slide deck', () => {
  it('says when the reader sees only the slides’ text (no converter on the server)', async () => {
    renderWithCache(<NotePreviewPanel note={deck('text')} isSignedIn />, { mocks: [meMock(buildUser())] });
    expect(await screen.findByTestId('preview-kind')).toHaveTextContent(SLIDE_TEXT_NOTICE);
    expect(screen.getByText('Slide 1: Carnot engines')).toBeInTheDocument();
  });

  it('says when the slides are shown as drawn, and counts slides rather than pages', async () => {
    renderWithCache(<NotePreviewPanel note={deck('pages')} isSignedIn />, { mocks: [meMock(buildUser())] });
    expect(await screen.findByTestId('preview-kind')).toHaveTextContent(SLIDES_AS_DRAWN);
    expect(screen.getByText('12 slides')).toBeInTheDocument();
  });
});

describe('NotePreviewPanel of other decks and long documents', () => {
  it('treats an ODP or a PPT as a deck', async () => {
    renderWithCache(<NotePreviewPanel note={deck('pages', 'odp')} isSignedIn />, { mocks: [meMock(buildUser())] });
    expect(await screen.findByTestId('preview-kind')).toHaveTextContent(SLIDES_AS_DRAWN);
    expect(screen.getByText('12 slides')).toBeInTheDocument();
  });

  it('says when a document is only partly indexed for search, and says nothing otherwise', async () => {
    const long = buildNoteDetail({
      id: 'n-9',
      fileType: 'pdf',
      hasFile: true,
      pageCount: 6000,
      partlyIndexed: true,
      previewPages: [{ url: '/media/previews/p1.webp', width: 1200, height: 1697 }],
    });
    const { unmount } = renderWithCache(<NotePreviewPanel note={long} isSignedIn />, { mocks: [meMock(buildUser())] });
    expect(await screen.findByTestId('partly-indexed')).toHaveTextContent(PARTLY_INDEXED);
    unmount();
    renderWithCache(<NotePreviewPanel note={{ ...long, partlyIndexed: false }} isSignedIn />, { mocks: [meMock(buildUser())] });
    expect(await screen.findByText('6000 pages')).toBeInTheDocument();
    expect(screen.queryByTestId('partly-indexed')).toBeNull();
  });
});

import { screen } from '@testing-library/react';
import { buildUser, meMock } from '../../../test/fixtures';
import { buildNoteDetail, renderWithCache } from '../test-utils';
import { NotePreviewPanel, SLIDE_TEXT_NOTICE, SLIDES_AS_DRAWN } from './NotePreviewPanel';

const deck = (previewKind: 'pages' | 'text') =>
  buildNoteDetail({
    id: 'n-8',
    fileType: 'pptx',
    fileName: 'thermo.pptx',
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

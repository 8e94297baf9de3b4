import sharp from 'sharp';
import { MAX_SLIDES } from '../src/domain/constants';
import { DOCUMENT_MIME, detectDocumentType, MACRO_DOCUMENT_MESSAGE, tooManySlidesMessage } from '../src/files/document-type';
import { extractText } from '../src/files/extract-text';
import { officeConverter } from '../src/files/office-convert';
import { deckText, shapesText } from '../src/files/pptx-text';
import { makeDocx } from '../src/seed/documents';
import { gql, testAppForFile, type TestApp } from './app';
import { bareDeck, colourJpeg, makeDeck } from './fixtures/decks';
import { waitForProcessing } from './processing';
import { signUp } from './session';
import { tempFilesForFile } from './temp-files';
import { createNoteByForm, noteFields } from './uploads';

// LibreOffice and the rendering child run on a shared 2-core machine: generous limits.
jest.setTimeout(180_000);

const { save } = tempFilesForFile('slides-');

const SLIDES = [
  { title: 'Carnot engines', body: 'Efficiency is bounded by the reservoir temperatures.', notes: 'Mention the quixotic refrigerator example.' },
  { title: 'Entropy', body: 'A state function; dS = dQ/T for reversible paths.' },
  { title: 'Third law', body: 'Absolute zero cannot be reached in finitely many steps.', notes: 'Nernst heat theorem.' },
];

describe('PowerPoint decks: type by content and text', () => {
  it('accepts a PPTX by its package content, whatever it is called', async () => {
    const deck = await makeDeck(SLIDES);
    await expect(detectDocumentType(deck)).resolves.toEqual({ ext: 'pptx', mime: DOCUMENT_MIME.pptx });
  });

  it('reads every slide in order, titles first and apart, speaker notes included', async () => {
    const text = await extractText(await save(await makeDeck(SLIDES), 'deck.pptx'), 'pptx');
    expect(text.split('\n')[0]).toBe('Carnot engines · Entropy · Third law');
    expect(text).toContain('Slide 1: Carnot engines\nEfficiency is bounded by the reservoir temperatures.\nNotes: Mention the quixotic refrigerator example.');
    expect(text.indexOf('Slide 2: Entropy')).toBeGreaterThan(text.indexOf('Slide 1:'));
    expect(text.indexOf('Slide 3: Third law')).toBeGreaterThan(text.indexOf('Slide 2:'));
    expect(text).toContain('Notes: Nernst heat theorem.');
  });

  it('leaves out slide numbers, dates and footers, and keeps line breaks inside a paragraph', () => {
    const xml =
      '<p:sld xmlns:p="p" xmlns:a="a"><p:cSld><p:spTree>' +
      '<p:sp><p:nvSpPr><p:nvPr><p:ph type="ctrTitle"/></p:nvPr></p:nvSpPr><p:txBody><a:p><a:r><a:t>Heat &amp; work</a:t></a:r></a:p></p:txBody></p:sp>' +
      '<p:sp><p:nvSpPr><p:nvPr><p:ph idx="1"/></p:nvPr></p:nvSpPr><p:txBody><a:p><a:r><a:t>first</a:t></a:r><a:br/><a:r><a:t>second</a:t></a:r></a:p></p:txBody></p:sp>' +
      '<p:sp><p:nvSpPr><p:nvPr><p:ph type="sldNum"/></p:nvPr></p:nvSpPr><p:txBody><a:p><a:r><a:t>7</a:t></a:r></a:p></p:txBody></p:sp>' +
      '<p:sp><p:nvSpPr><p:nvPr><p:ph type="ftr"/></p:nvPr></p:nvSpPr><p:txBody><a:p><a:r><a:t>Physics 101</a:t></a:r></a:p></p:txBody></p:sp>' +
      '<p:graphicFrame><a:tbl><a:tr><a:tc><a:txBody><a:p><a:r><a:t>table cell</a:t></a:r></a:p></a:txBody></a:tc></a:tr></a:tbl></p:graphicFrame>' +
      '</p:spTree></p:cSld></p:sld>';
    expect(shapesText(xml)).toEqual({ title: 'Heat & work', body: 'first\nsecond\ntable cell' });
    expect(deckText([{ number: 1, title: '', body: 'only body', notes: '' }])).toBe('Slide 1\nonly body');
  });

  it(`refuses a deck of more than ${MAX_SLIDES} slides, and a macro-enabled one, with messages that say what to do`, async () => {
    await expect(detectDocumentType(bareDeck(MAX_SLIDES))).resolves.toMatchObject({ ext: 'pptx' });
    await expect(detectDocumentType(bareDeck(500))).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: tooManySlidesMessage(500) });
    await expect(detectDocumentType(bareDeck(3, { macroEnabled: true }))).rejects.toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: MACRO_DOCUMENT_MESSAGE,
    });
    await expect(detectDocumentType(bareDeck(3, { vbaProject: true }))).rejects.toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: MACRO_DOCUMENT_MESSAGE,
    });
  });
});

const NOTE = `query($id: ID!) { note(id: $id) { id fileType processing { status reason } thumbnailUrl previewPages { url width height } pageCount previewKind previewHtml } }`;
const SEARCH = `query($s: String!) { notes(filter: { search: $s }) { edges { snippet node { id } } } }`;

async function uploadAndProcess(t: TestApp, bytes: Buffer, name: string) {
  const owner = await signUp(t.url);
  const started = Date.now();
  const res = await createNoteByForm(t, owner.cookie, noteFields({ title: `Thermodynamics ${name}` }), { bytes, name });
  expect(res.status).toBe(201);
  // The upload answers before the work: the note says it is processing.
  expect(Date.now() - started).toBeLessThan(2_000 + 3_000);
  expect(res.body.note.processing.status).toBe('processing');
  const id: string = res.body.note._id;
  expect(await waitForProcessing(t.db.dataSource, id, 150_000)).toEqual({ status: 'ready', reason: null });
  const { data } = await gql(t.url, NOTE, { id }, { cookie: owner.cookie });
  return { owner, id, note: data!.note };
}

async function searchFinds(t: TestApp, id: string, word: string): Promise<string | null> {
  await t.db.dataSource.query('UPDATE notes SET approved = true WHERE id = $1', [id]);
  const { data } = await gql(t.url, SEARCH, { s: word });
  const edge = data!.notes.edges.find((e: { node: { id: string } }) => e.node.id === id);
  return edge ? edge.snippet : null;
}

describe('a deck on a server without LibreOffice (OFFICE_CONVERTER=off)', () => {
  const t = testAppForFile({ OFFICE_CONVERTER: 'off' });

  it("previews the slides' text, uses the deck's own thumbnail as the card image, and says so", async () => {
    const thumbnail = await colourJpeg(256, 192, { r: 200, g: 30, b: 30 });
    const { owner, id, note } = await uploadAndProcess(t, await makeDeck(SLIDES, { thumbnail }), 'fallback.pptx');
    expect(note).toMatchObject({ fileType: 'pptx', previewKind: 'text', pageCount: null });
    expect(note.previewHtml).toContain('Carnot engines');
    expect(note.previewHtml).toContain('Notes: Mention the quixotic refrigerator example.');
    expect(note.previewPages).toHaveLength(1);
    // The card image is the deck's thumbnail (red), not the drawn text page (white).
    const thumb = await fetch(`${t.url}${note.thumbnailUrl}`, { headers: { cookie: owner.cookie } });
    const { dominant } = await sharp(Buffer.from(await thumb.arrayBuffer())).stats();
    expect(dominant.r).toBeGreaterThan(150);
    expect(dominant.g).toBeLessThan(80);
    expect(await searchFinds(t, id, 'quixotic')).toContain('\uE000quixotic\uE001');
  });

  it('without an embedded thumbnail, the card is the drawn text page', async () => {
    const { owner, note } = await uploadAndProcess(t, await makeDeck([{ title: 'Only slide', body: 'Plain deck.' }]), 'plain.pptx');
    const thumb = await fetch(`${t.url}${note.thumbnailUrl}`, { headers: { cookie: owner.cookie } });
    const { dominant } = await sharp(Buffer.from(await thumb.arrayBuffer())).stats();
    expect(Math.min(dominant.r, dominant.g, dominant.b)).toBeGreaterThan(200);
  });

  it('refuses a 500-slide deck and a macro deck over REST with 413 and 415, storing nothing', async () => {
    const owner = await signUp(t.url);
    const before = Number((await t.db.dataSource.query('SELECT count(*) FROM notes'))[0].count);
    const big = await createNoteByForm(t, owner.cookie, noteFields(), { bytes: bareDeck(500), name: 'big.pptx' });
    expect([big.status, big.body.message]).toEqual([413, tooManySlidesMessage(500)]);
    const macro = await createNoteByForm(t, owner.cookie, noteFields(), { bytes: bareDeck(2, { vbaProject: true }), name: 'macro.pptx' });
    expect([macro.status, macro.body.message]).toEqual([415, MACRO_DOCUMENT_MESSAGE]);
    expect(Number((await t.db.dataSource.query('SELECT count(*) FROM notes'))[0].count)).toBe(before);
  });
});

describe('a deck and a Word document on a server with LibreOffice', () => {
  const t = testAppForFile();

  beforeAll(async () => {
    // `npm test` installs LibreOffice (scripts/test.mjs): its absence is a broken setup, not a skip.
    expect(await officeConverter(undefined)).toBe('soffice');
  });

  it('previews the slides as drawn (page images of the converted PDF), one page a slide', async () => {
    const { id, note } = await uploadAndProcess(t, await makeDeck(SLIDES), 'faithful.pptx');
    expect(note).toMatchObject({ fileType: 'pptx', previewKind: 'pages', pageCount: 3, previewHtml: null });
    expect(note.previewPages).toHaveLength(3);
    // Slides are landscape.
    expect(note.previewPages[0].width).toBeGreaterThan(note.previewPages[0].height);
    expect(await searchFinds(t, id, 'Nernst')).toContain('\uE000Nernst\uE001');
  });

  it('previews a DOCX as its pages rather than the formatted text', async () => {
    const { note } = await uploadAndProcess(t, makeDocx('Heat engines', ['The Otto cycle.', 'The Diesel cycle.']), 'word.docx');
    expect(note).toMatchObject({ fileType: 'docx', previewKind: 'pages', pageCount: 1, previewHtml: null });
    expect(note.previewPages[0].height).toBeGreaterThan(note.previewPages[0].width);
  });
});

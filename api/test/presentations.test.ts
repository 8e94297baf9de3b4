import { MAX_SLIDES } from '../src/domain/constants';
import {
  DAMAGED_ARCHIVE_MESSAGE,
  DOCUMENT_MIME,
  detectDocumentType,
  ENCRYPTED_DOCUMENT_MESSAGE,
  MACRO_DOCUMENT_MESSAGE,
  tooManySlidesMessage,
} from '../src/files/document-type';
import { extractText } from '../src/files/extract-text';
import { officeConverter } from '../src/files/office-convert';
import { odpSlides } from '../src/files/odp-text';
import { gql, testAppForFile, type TestApp } from './app';
import { alteredPpt, bareOdp, convertDeck, damagedDeck, makeDeck } from './fixtures/decks';
import { waitForProcessing } from './processing';
import { signUp } from './session';
import { tempFilesForFile } from './temp-files';
import { createNoteByForm, noteCount, noteFields } from './uploads';

// LibreOffice makes the fixtures and the previews on a shared 2-core machine: generous limits.
jest.setTimeout(240_000);

const { save } = tempFilesForFile('presentations-');

const SLIDES = [
  { title: 'Carnot engines', body: 'Efficiency is bounded by the reservoir temperatures.', notes: 'Mention the quixotic refrigerator example.' },
  { title: 'Entropy', body: 'A state function; its change along reversible paths.' },
];

let odp: Buffer;
let ppt: Buffer;

beforeAll(async () => {
  // `npm test` installs LibreOffice (scripts/test.mjs), which writes these as Impress and PowerPoint 97-2003 would.
  expect(await officeConverter(undefined)).toBe('soffice');
  const pptx = await makeDeck(SLIDES);
  odp = await convertDeck(pptx, 'odp');
  ppt = await convertDeck(pptx, 'ppt');
});

describe('ODP and PowerPoint 97-2003 decks: type by content, text, refusals', () => {
  it('accepts an ODP and a PPT by content, whatever they are called', async () => {
    await expect(detectDocumentType(odp)).resolves.toEqual({ ext: 'odp', mime: DOCUMENT_MIME.odp });
    await expect(detectDocumentType(bareOdp(['One slide']))).resolves.toEqual({ ext: 'odp', mime: DOCUMENT_MIME.odp });
    await expect(detectDocumentType(ppt)).resolves.toEqual({ ext: 'ppt', mime: DOCUMENT_MIME.ppt });
  });

  it('reads every slide in order, titles first, speaker notes included, without placeholder fields', async () => {
    for (const [bytes, ext] of [
      [odp, 'odp'],
      [ppt, 'ppt'],
    ] as const) {
      const text = await extractText(await save(bytes, `deck.${ext}`), ext);
      expect(text.split('\n')[0]).toBe('Carnot engines · Entropy');
      expect(text).toContain(
        'Slide 1: Carnot engines\nEfficiency is bounded by the reservoir temperatures.\nNotes: Mention the quixotic refrigerator example.',
      );
      expect(text).toContain('Slide 2: Entropy');
      expect(text).not.toContain('<number>');
    }
    const xml = bareOdp(['Heat'], { notes: 'Say hello' });
    expect(xml.length).toBeGreaterThan(0);
    const content =
      '<office:presentation><draw:page><draw:frame presentation:class="title"><draw:text-box><text:p>Heat<text:s/>engines</text:p></draw:text-box></draw:frame></draw:page></office:presentation>';
    expect(odpSlides(content)).toEqual([{ number: 1, title: 'Heat engines', body: '', notes: '' }]);
  });

  it(`refuses macros, encryption and more than ${MAX_SLIDES} slides with messages that say what to do`, async () => {
    await expect(detectDocumentType(bareOdp(['A'], { macros: true }))).rejects.toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: MACRO_DOCUMENT_MESSAGE,
    });
    await expect(detectDocumentType(bareOdp(['A'], { encrypted: true }))).rejects.toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: ENCRYPTED_DOCUMENT_MESSAGE,
    });
    await expect(detectDocumentType(bareOdp(Array.from({ length: MAX_SLIDES }, (_, i) => `S${i}`)))).resolves.toMatchObject({ ext: 'odp' });
    await expect(detectDocumentType(bareOdp(Array.from({ length: 500 }, (_, i) => `S${i}`)))).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: tooManySlidesMessage(500),
    });
    await expect(detectDocumentType(alteredPpt(ppt, { vba: true }))).rejects.toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: MACRO_DOCUMENT_MESSAGE });
    await expect(detectDocumentType(alteredPpt(ppt, { encrypted: true }))).rejects.toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: ENCRYPTED_DOCUMENT_MESSAGE,
    });
    await expect(detectDocumentType(alteredPpt(null, { slides: MAX_SLIDES }))).resolves.toMatchObject({ ext: 'ppt' });
    await expect(detectDocumentType(alteredPpt(null, { slides: 500 }))).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: tooManySlidesMessage(500),
    });
  });

  it('runs the zip structural check on a PPTX before reading it: a damaged deck is 400 with advice', async () => {
    await expect(detectDocumentType(damagedDeck(await makeDeck(SLIDES)))).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      status: 400,
      message: DAMAGED_ARCHIVE_MESSAGE,
    });
    await expect(detectDocumentType(damagedDeck(odp))).rejects.toMatchObject({ code: 'BAD_USER_INPUT', message: DAMAGED_ARCHIVE_MESSAGE });
  });
});

const NOTE = `query($id: ID!) { note(id: $id) { id fileType processing { status reason } previewPages { width height } pageCount previewKind previewHtml } }`;
const SEARCH = `query($s: String!) { notes(filter: { search: $s }) { edges { snippet node { id } } } }`;

async function uploadAndProcess(t: TestApp, bytes: Buffer, name: string) {
  const owner = await signUp(t.url);
  const res = await createNoteByForm(t, owner.cookie, noteFields({ title: `Thermodynamics ${name}` }), { bytes, name });
  expect(res.status).toBe(201);
  expect(res.body.note.processing.status).toBe('processing');
  const id: string = res.body.note._id;
  expect(await waitForProcessing(t.db.dataSource, id, 200_000)).toEqual({ status: 'ready', reason: null });
  const { data } = await gql(t.url, NOTE, { id }, { cookie: owner.cookie });
  await t.db.dataSource.query('UPDATE notes SET approved = true WHERE id = $1', [id]);
  const found = await gql(t.url, SEARCH, { s: 'quixotic' });
  const snippet = found.data!.notes.edges.find((e: { node: { id: string } }) => e.node.id === id)?.snippet;
  await t.db.dataSource.query('UPDATE notes SET approved = false WHERE id = $1', [id]);
  return { note: data!.note, snippet };
}

describe('on a server without LibreOffice (OFFICE_CONVERTER=off)', () => {
  const t = testAppForFile({ OFFICE_CONVERTER: 'off' });

  it('previews an ODP and a PPT as their slides’ text, searchable', async () => {
    for (const [bytes, ext] of [
      [odp, 'odp'],
      [ppt, 'ppt'],
    ] as const) {
      const { note, snippet } = await uploadAndProcess(t, bytes, `deck.${ext}`);
      expect(note).toMatchObject({ fileType: ext, previewKind: 'text', pageCount: null });
      expect(note.previewHtml).toContain('Carnot engines');
      expect(snippet).toContain('\uE000quixotic\uE001');
    }
  });

  it('refuses over REST a damaged PPTX (400), a macro ODP (415) and a 500-slide PPT (413), storing nothing', async () => {
    const owner = await signUp(t.url);
    const before = await noteCount(t);
    const damaged = await createNoteByForm(t, owner.cookie, noteFields(), { bytes: damagedDeck(await makeDeck(SLIDES)), name: 'slides.pptx' });
    expect([damaged.status, damaged.body.message]).toEqual([400, DAMAGED_ARCHIVE_MESSAGE]);
    const macro = await createNoteByForm(t, owner.cookie, noteFields(), { bytes: bareOdp(['A'], { macros: true }), name: 'slides.odp' });
    expect([macro.status, macro.body.message]).toEqual([415, MACRO_DOCUMENT_MESSAGE]);
    const big = await createNoteByForm(t, owner.cookie, noteFields(), { bytes: alteredPpt(null, { slides: 500 }), name: 'slides.ppt' });
    expect([big.status, big.body.message]).toEqual([413, tooManySlidesMessage(500)]);
    expect(await noteCount(t)).toBe(before);
  });
});

describe('on a server with LibreOffice', () => {
  const t = testAppForFile();

  it('previews an ODP and a PPT as their slides drawn, one page a slide', async () => {
    for (const [bytes, ext] of [
      [odp, 'odp'],
      [ppt, 'ppt'],
    ] as const) {
      const { note, snippet } = await uploadAndProcess(t, bytes, `deck.${ext}`);
      expect(note).toMatchObject({ fileType: ext, previewKind: 'pages', pageCount: 2, previewHtml: null });
      expect(note.previewPages[0].width).toBeGreaterThan(note.previewPages[0].height);
      expect(snippet).toContain('\uE000quixotic\uE001');
    }
  });
});

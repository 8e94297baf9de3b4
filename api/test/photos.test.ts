import fs from 'node:fs';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { MAX_PHOTOS } from '../src/domain/constants';
import { damagedPhotoMessage, notAPhotoMessage, pixelBombMessage } from '../src/files/photo-type';
import { tooManyPhotosMessage } from '../src/services/note.service';
import { gql, testAppForFile } from './app';
import { EXIF_MARKER, photoOfPage, pixelBombPng } from './fixtures/photos';
import { waitForProcessing } from './processing';
import { signUp } from './session';
import { createNoteByForm, filesIn, noteFields } from './uploads';

// OCR of every page runs in a child process on a shared 2-core machine.
jest.setTimeout(240_000);

const t = testAppForFile();

const CREATE = `mutation($input: CreateNoteInput!) { createNote(input: $input) { note { id processing { status } } errors { field message code } } }`;
const NOTE = `query($id: ID!) { note(id: $id) { id fileType fileName pageCount textSource previewKind previewPages { width height } thumbnailUrl processing { status reason } } }`;
const SEARCH = `query($s: String!) { notes(filter: { search: $s }) { edges { snippet node { id } } } }`;

/** createNote with photos as a GraphQL multipart request (the spec's upload protocol), as the web app sends it. */
async function createWithPhotos(cookie: string, photos: { bytes: Buffer; name: string }[], title = 'Photos of my notes') {
  const input = {
    title,
    subject: 'Thermodynamics',
    course: 'MCA',
    semester: 3,
    batch: '2023-2027',
    college: 'MANIT Bhopal',
    confirmOriginal: true,
    photos: photos.map(() => null),
  };
  const form = new FormData();
  form.set('operations', JSON.stringify({ query: CREATE, variables: { input } }));
  form.set('map', JSON.stringify(Object.fromEntries(photos.map((_, i) => [String(i), [`variables.input.photos.${i}`]]))));
  photos.forEach((photo, i) => form.set(String(i), new Blob([new Uint8Array(photo.bytes)]), photo.name));
  const started = Date.now();
  const res = await fetch(`${t.url}/graphql`, { method: 'POST', headers: { cookie, origin: t.url, 'apollo-require-preflight': 'true' }, body: form });
  // any: the answer's shape is what the tests assert.
  return { status: res.status, body: (await res.json()) as any, ms: Date.now() - started };
}

const noteCount = async () => Number((await t.db.dataSource.query('SELECT count(*) FROM notes'))[0].count);

describe('photos of pages', () => {
  it('become one upright, EXIF-free PDF whose every page is read by OCR and found by search', async () => {
    const owner = await signUp(t.url);
    const photos = [
      { bytes: await photoOfPage(['Page one', 'Carnot cycle', 'zebrafish']), name: 'IMG_0001.jpg' },
      { bytes: await photoOfPage(['Page two', 'Entropy rises', 'marmalade'], { sideways: true }), name: 'IMG_0002.jpg' },
      { bytes: await photoOfPage(['Page three', 'Kelvin scale', 'quokka'], { format: 'png' }), name: 'scan.png' },
      { bytes: await photoOfPage(['Page four', 'Heat engines', 'platypus'], { format: 'webp' }), name: 'page.webp' },
    ];
    const res = await createWithPhotos(owner.cookie, photos);
    expect(res.body.data.createNote.errors).toEqual([]);
    // The upload answers before the work is done: well within 2 s of the last byte here.
    expect(res.ms).toBeLessThan(2_000 + 2_000);
    const id = res.body.data.createNote.note.id;
    expect(res.body.data.createNote.note.processing.status).toBe('processing');
    // Until the PDF exists there is nothing to download, and the answer says so.
    const early = await fetch(`${t.url}/api/notes/${id}/download`, { headers: { cookie: owner.cookie } });
    if (early.status !== 200)
      expect([early.status, ((await early.json()) as any).message]).toEqual([409, 'The PDF of these photos is still being made. Try again in a minute.']);

    expect(await waitForProcessing(t.db.dataSource, id, 200_000)).toEqual({ status: 'ready', reason: null });
    const { data } = await gql(t.url, NOTE, { id }, { cookie: owner.cookie });
    expect(data!.note).toMatchObject({
      fileType: 'pdf',
      fileName: 'page-photos.pdf',
      pageCount: 4,
      textSource: 'ocr',
      previewKind: 'pages',
      processing: { status: 'ready', reason: null },
    });
    expect(data!.note.thumbnailUrl).toBeTruthy();
    // The sideways photo was turned upright (portrait), as were the others.
    for (const page of data!.note.previewPages) expect(page.height).toBeGreaterThan(page.width);

    const download = await fetch(`${t.url}/api/notes/${id}/download`, { headers: { cookie: owner.cookie } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await download.arrayBuffer());
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(4);
    for (const page of pdf.getPages()) expect(page.getHeight()).toBeGreaterThan(page.getWidth());
    expect(bytes.includes(Buffer.from(EXIF_MARKER))).toBe(false);
    expect(bytes.includes(Buffer.from('Exif'))).toBe(false);
    // The photos are let go once their PDF is the note's file.
    expect(filesIn(t, 'files/photos')).toEqual([]);
    expect((await t.db.dataSource.query('SELECT photo_keys FROM notes WHERE id = $1', [id]))[0].photo_keys).toEqual([]);

    await t.db.dataSource.query('UPDATE notes SET approved = true WHERE id = $1', [id]);
    for (const word of ['zebrafish', 'marmalade', 'quokka', 'platypus']) {
      const found = await gql(t.url, SEARCH, { s: word });
      expect({ word, ids: found.data!.notes.edges.map((e: any) => e.node.id) }).toEqual({ word, ids: [id] });
    }
  });

  it('takes one photo on the REST form’s single-file path', async () => {
    const owner = await signUp(t.url);
    const res = await createNoteByForm(t, owner.cookie, noteFields({ title: 'One photo' }), {
      bytes: await photoOfPage(['Single page', 'axolotl']),
      name: 'page.jpg',
    });
    expect(res.status).toBe(201);
    expect(await waitForProcessing(t.db.dataSource, res.body.note._id, 120_000)).toEqual({ status: 'ready', reason: null });
    const { data } = await gql(t.url, NOTE, { id: res.body.note._id }, { cookie: owner.cookie });
    expect(data!.note).toMatchObject({ fileType: 'pdf', pageCount: 1, textSource: 'ocr' });
  });

  it("reads an iPhone's HEIC photo (decoded by libheif, not sharp)", async () => {
    // A 600 x 800 HEIC made with libheif's heif-enc (Debian libheif-examples) from photoOfPage(['HEIC page', 'narwhal']).
    const owner = await signUp(t.url);
    const heic = fs.readFileSync(path.join(__dirname, 'fixtures', 'page.heic'));
    const res = await createWithPhotos(owner.cookie, [{ bytes: heic, name: 'IMG_0042.HEIC' }], 'HEIC photo');
    const id = res.body.data.createNote.note.id;
    expect(await waitForProcessing(t.db.dataSource, id, 200_000)).toEqual({ status: 'ready', reason: null });
    const [row] = await t.db.dataSource.query('SELECT extracted_text FROM notes WHERE id = $1', [id]);
    expect(row.extracted_text).toMatch(/narwhal/i);
  });

  describe('refuses bad input with a message that says what to do, and stores nothing', () => {
    let cookie: string;
    let small: Buffer;
    beforeAll(async () => {
      cookie = (await signUp(t.url)).cookie;
      small = await photoOfPage(['tiny'], { width: 200, height: 260 });
    });

    async function expectRefused(photos: { bytes: Buffer; name: string }[], code: string, message: string) {
      const before = await noteCount();
      const res = await createWithPhotos(cookie, photos);
      const errors = res.body.data?.createNote?.errors ?? res.body.errors;
      expect(errors).toEqual([expect.objectContaining({ code, message })]);
      expect(await noteCount()).toBe(before);
      expect(filesIn(t, 'files/photos')).toEqual([]);
    }

    it(`${MAX_PHOTOS + 1} photos`, async () => {
      const photos = Array.from({ length: MAX_PHOTOS + 1 }, (_, i) => ({ bytes: small, name: `p${i}.jpg` }));
      await expectRefused(photos, 'BAD_USER_INPUT', tooManyPhotosMessage(MAX_PHOTOS + 1));
    });

    it('a pixel bomb (a tiny PNG declaring 50,000 x 50,000 pixels)', async () => {
      await expectRefused(
        [
          { bytes: small, name: 'ok.jpg' },
          { bytes: pixelBombPng(), name: 'bomb.png' },
        ],
        'PAYLOAD_TOO_LARGE',
        pixelBombMessage('bomb.png', 50_000, 50_000),
      );
    });

    it('a file that is no photo, whatever its name', async () => {
      await expectRefused([{ bytes: Buffer.from('just some text, not a photo'), name: 'page.jpg' }], 'UNSUPPORTED_MEDIA_TYPE', notAPhotoMessage('page.jpg'));
    });

    it('a damaged photo (its header cut off)', async () => {
      await expectRefused([{ bytes: small.subarray(0, 40), name: 'cut.jpg' }], 'BAD_USER_INPUT', damagedPhotoMessage('cut.jpg'));
    });
  });
});

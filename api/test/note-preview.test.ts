import sharp from 'sharp';
import { makeDocx, makePdf, makeTxt } from '../src/seed/documents';
import { makeScannedPdf } from '../src/seed/scanned-pdf';
import { gql, testAppForFile } from './app';
import { waitForProcessing } from './processing';
import { signUp } from './session';
import { createNoteByForm, filesIn, noteFields } from './uploads';
import { zip } from '../src/seed/zip';

// OCR and rendering run in child processes on a shared 2-core machine: generous limits.
jest.setTimeout(120_000);

// The mammoth and text previews (the fallback where no LibreOffice is installed); slides.test.ts checks the converted ones.
const t = testAppForFile({ OFFICE_CONVERTER: 'off' });

const FIELDS = noteFields({ title: 'Cell Biology Notes', description: 'Organelles and energy', subjectName: 'Biology', semester: '2' });

async function upload(cookie: string, bytes: Buffer, name: string, title = FIELDS.title) {
  const res = await createNoteByForm(t, cookie, { ...FIELDS, title }, { bytes, name });
  expect(res.status).toBe(201);
  return res.body.note;
}

const NOTE = `query($id: ID!) { note(id: $id) { id processing { status reason } thumbnailUrl previewPages { url width height } pageCount textSource previewHtml } }`;
const approve = (id: string) => t.db.dataSource.query('UPDATE notes SET approved = true WHERE id = $1', [id]);
const storedPreviews = () => filesIn(t, 'files/previews');

describe('a text PDF', () => {
  it('answers the upload at once, then gets a thumbnail and page images that only those who may see the note can fetch', async () => {
    const owner = await signUp(t.url);
    const stranger = await signUp(t.url);
    const pages = Array.from({ length: 90 }, (_, i) => `Paragraph ${i} about ribosomes and the endoplasmic reticulum.`);
    const note = await upload(owner.cookie, makePdf('Ribosomes', pages), 'ribosomes.pdf');
    expect(note.processing).toEqual({ status: 'processing', reason: null });

    expect(await waitForProcessing(t.db.dataSource, note._id)).toEqual({ status: 'ready', reason: null });
    const { data } = await gql(t.url, NOTE, { id: note._id }, { cookie: owner.cookie });
    const seen = data!.note;
    expect(seen).toMatchObject({ processing: { status: 'ready', reason: null }, textSource: 'document', previewHtml: null });
    expect(seen.pageCount).toBeGreaterThan(1);
    expect(seen.previewPages.length).toBe(Math.min(3, seen.pageCount));
    expect(seen.thumbnailUrl).toMatch(/^\/media\/previews\/[0-9a-f-]{36}-[0-9a-f]{12}-thumb1\.webp$/);
    const [row] = await t.db.dataSource.query('SELECT extracted_text FROM notes WHERE id = $1', [note._id]);
    expect(row.extracted_text).toMatch(/ribosomes and the endoplasmic reticulum/);

    // The owner sees the images of the pending note; anyone else gets 404.
    const thumb = await fetch(`${t.url}${seen.thumbnailUrl}`, { headers: { cookie: owner.cookie } });
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    expect(thumb.headers.get('cache-control')).toMatch(/^private/);
    const meta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 360 });
    const page = await fetch(`${t.url}${seen.previewPages[0].url}`, { headers: { cookie: owner.cookie } });
    expect((await sharp(Buffer.from(await page.arrayBuffer())).metadata()).width).toBe(seen.previewPages[0].width);
    expect((await fetch(`${t.url}${seen.thumbnailUrl}`)).status).toBe(404);
    expect((await fetch(`${t.url}${seen.previewPages[1].url}`, { headers: { cookie: stranger.cookie } })).status).toBe(404);
    expect((await fetch(`${t.url}/media/previews/..%2Fnotes%2Fx.pdf`)).status).toBe(404);

    // REST note JSON carries the same fields.
    const rest = await fetch(`${t.url}/api/uploading/get/${note._id}`, { headers: { cookie: owner.cookie } });
    expect(rest.status).toBe(200);
    const body = (await rest.json()) as any;
    expect(body.note ?? body).toMatchObject({
      processing: { status: 'ready', reason: null },
      thumbnailUrl: seen.thumbnailUrl,
      previewPages: seen.previewPages,
      textSource: 'document',
    });

    // Approved: public and cacheable for good.
    await approve(note._id);
    const open = await fetch(`${t.url}${seen.thumbnailUrl}`);
    expect(open.status).toBe(200);
    expect(open.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it("removes the note's page images with the note", async () => {
    const owner = await signUp(t.url);
    const note = await upload(owner.cookie, makePdf('Golgi apparatus', ['Packaging proteins for transport.']), 'golgi.pdf');
    await waitForProcessing(t.db.dataSource, note._id);
    const [{ preview_keys: keys }] = await t.db.dataSource.query('SELECT preview_keys FROM notes WHERE id = $1', [note._id]);
    expect(keys.length).toBe(2);
    for (const key of keys) expect(await t.services.storage.exists(key)).toBe(true);
    const res = await gql(t.url, `mutation($id: ID!) { deleteNote(id: $id) { deletedId errors { code } } }`, { id: note._id }, { cookie: owner.cookie });
    expect(res.data).toEqual({ deleteNote: { deletedId: note._id, errors: [] } });
    for (const key of keys) expect(await t.services.storage.exists(key)).toBe(false);
    expect(await t.db.dataSource.query('SELECT key FROM file_intents WHERE key = ANY($1)', [keys])).toEqual([]);
  });
});

describe('a scanned PDF (pictures of pages, no text layer)', () => {
  it('is read by OCR, and search inside documents finds it', async () => {
    const owner = await signUp(t.url);
    const scan = await makeScannedPdf([['Chloroplasts capture sunlight', 'during photosynthesis in leaves'], ['Thylakoid membranes hold chlorophyll']]);
    const note = await upload(owner.cookie, scan, 'scan.pdf', 'Plant cells scan');
    expect(await waitForProcessing(t.db.dataSource, note._id, 110_000)).toEqual({ status: 'ready', reason: null });
    const [row] = await t.db.dataSource.query('SELECT extracted_text, text_source FROM notes WHERE id = $1', [note._id]);
    expect(row.text_source).toBe('ocr');
    expect(row.extracted_text).toMatch(/Chloroplasts/);
    expect(row.extracted_text).toMatch(/Thylakoid/);

    await approve(note._id);
    const search = await gql(t.url, `query($s: String) { notes(first: 5, filter: { search: $s }) { edges { node { id textSource thumbnailUrl } } } }`, {
      s: 'thylakoid',
    });
    expect(search.data!.notes.edges.map((e: any) => e.node)).toEqual([
      { id: note._id, textSource: 'ocr', thumbnailUrl: expect.stringMatching(/^\/media\/previews\//) },
    ]);
  });
});

describe('Word and text files', () => {
  it('previews a DOCX as sanitised HTML that keeps its heading and table, with a thumbnail', async () => {
    const owner = await signUp(t.url);
    const xml =
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>' +
      '<w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t>Enzyme Kinetics</w:t></w:r></w:p>' +
      '<w:p><w:r><w:t xml:space="preserve">&lt;script&gt;alert("x")&lt;/script&gt; Michaelis constant explained.</w:t></w:r></w:p>' +
      '<w:tbl><w:tr><w:tc><w:p><w:r><w:t>Substrate</w:t></w:r></w:p></w:tc><w:tc><w:p><w:r><w:t>Rate</w:t></w:r></w:p></w:tc></w:tr>' +
      '<w:tr><w:tc><w:p><w:r><w:t>Glucose</w:t></w:r></w:p></w:tc><w:tc><w:p><w:r><w:t>Fast</w:t></w:r></w:p></w:tc></w:tr></w:tbl>' +
      '</w:body></w:document>';
    const docx = zip([
      {
        name: '[Content_Types].xml',
        data: Buffer.from(
          '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
        ),
      },
      {
        name: '_rels/.rels',
        data: Buffer.from(
          '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
        ),
      },
      { name: 'word/document.xml', data: Buffer.from(xml) },
    ]);
    const note = await upload(owner.cookie, docx, 'enzymes.docx');
    expect(await waitForProcessing(t.db.dataSource, note._id)).toEqual({ status: 'ready', reason: null });
    await approve(note._id);
    const { data } = await gql(t.url, NOTE, { id: note._id }); // a visitor
    const html: string = data!.note.previewHtml;
    expect(html).toMatch(/<h1>Enzyme Kinetics<\/h1>/);
    expect(html).toMatch(/<table>[\s\S]*<td><p>Glucose<\/p><\/td>[\s\S]*<\/table>/);
    expect(html).not.toMatch(/<script/i);
    expect(html).toMatch(/&lt;script&gt;/); // the document's text about a script stays text
    expect(data!.note.thumbnailUrl).toMatch(/thumb1\.webp$/);
    expect((await fetch(`${t.url}${data!.note.thumbnailUrl}`)).status).toBe(200);
  });

  it('previews a DOCX whose formatting cannot be read (a damaged styles part) as its text, not as a failure', async () => {
    const owner = await signUp(t.url);
    const part = (name: string, xml: string) => ({ name, data: Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${xml}`) });
    const docx = zip([
      part(
        '[Content_Types].xml',
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      part(
        '_rels/.rels',
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
      part(
        'word/_rels/document.xml.rels',
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>',
      ),
      part(
        'word/document.xml',
        '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Krebs cycle in eight steps</w:t></w:r></w:p></w:body></w:document>',
      ),
      // mammoth (the formatted view) refuses this part; the text reader never needs it.
      { name: 'word/styles.xml', data: Buffer.from('<w:styles><not closed') },
    ]);
    const note = await upload(owner.cookie, docx, 'krebs.docx');
    expect(await waitForProcessing(t.db.dataSource, note._id)).toEqual({ status: 'ready', reason: null });
    const seen = await gql(t.url, 'query($id: ID!) { note(id: $id) { previewHtml thumbnailUrl textSource } }', { id: note._id }, { cookie: owner.cookie });
    expect(seen.data!.note).toMatchObject({ previewHtml: '<p>Krebs cycle in eight steps</p>', textSource: 'document' });
    expect(seen.data!.note.thumbnailUrl).toMatch(/thumb1\.webp$/);
  });

  it('previews a generated DOCX and a TXT as paragraphs', async () => {
    const owner = await signUp(t.url);
    const docx = await upload(owner.cookie, makeDocx('Genetics', ['Alleles & genes <b>not bold</b>.']), 'genetics.docx');
    const txt = await upload(owner.cookie, makeTxt('Mitosis', ['Prophase, metaphase, anaphase, telophase.']), 'mitosis.txt');
    for (const id of [docx._id, txt._id]) expect(await waitForProcessing(t.db.dataSource, id)).toEqual({ status: 'ready', reason: null });
    const seen = await gql(
      t.url,
      `query($a: ID!, $b: ID!) { a: note(id: $a) { previewHtml thumbnailUrl } b: note(id: $b) { previewHtml thumbnailUrl textSource } }`,
      { a: docx._id, b: txt._id },
      { cookie: owner.cookie },
    );
    expect(seen.data!.a.previewHtml).toMatch(/Alleles &amp; genes &lt;b&gt;not bold&lt;\/b&gt;\./);
    expect(seen.data!.b).toMatchObject({ previewHtml: '<p>Mitosis</p>\n<p>Prophase, metaphase, anaphase, telophase.</p>', textSource: 'document' });
    expect(seen.data!.b.thumbnailUrl).toMatch(/thumb1\.webp$/);
  });
});

describe('visitors', () => {
  it('preview approved notes without signing in, never pending ones, and still need sign-in to download', async () => {
    const owner = await signUp(t.url);
    const approved = await upload(owner.cookie, makePdf('Nucleus', ['DNA is stored in the nucleus.']), 'nucleus.pdf');
    const pending = await upload(owner.cookie, makePdf('Lysosome', ['Digestive enzymes inside lysosomes.']), 'lysosome.pdf');
    await waitForProcessing(t.db.dataSource, approved._id);
    await waitForProcessing(t.db.dataSource, pending._id);
    await approve(approved._id);

    const visible = await gql(t.url, NOTE, { id: approved._id });
    expect(visible.data!.note.previewPages).toHaveLength(1);
    expect((await fetch(`${t.url}${visible.data!.note.previewPages[0].url}`)).status).toBe(200);
    // The original file stays behind sign-in, preview or download: visitors get the page images.
    expect((await fetch(`${t.url}/api/notes/${approved._id}/preview`)).status).toBe(401);
    expect((await fetch(`${t.url}/api/notes/${approved._id}/download`)).status).toBe(401);

    expect((await gql(t.url, NOTE, { id: pending._id })).data!.note).toBeNull();
    // The file itself answers as a download does: a visitor is asked to sign in first.
    expect((await fetch(`${t.url}/api/notes/${pending._id}/preview`)).status).toBe(401);
    const [{ preview_keys: keys }] = await t.db.dataSource.query('SELECT preview_keys FROM notes WHERE id = $1', [pending._id]);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect((await fetch(`${t.url}/media/${key}`)).status).toBe(404);
    expect(storedPreviews().length).toBeGreaterThan(0);
  });
});

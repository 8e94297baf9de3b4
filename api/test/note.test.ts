import fs from 'node:fs';
import path from 'node:path';
import { zip } from '../src/seed/zip';
import { makeDocx, makePdf } from '../src/seed/documents';
import { gql, testAppForFile } from './app';
import { signUp } from './session';
import { waitForProcessing } from './processing';
import { createNoteByForm, filesIn, noteCount as countNotes, noteFields, noteFormData } from './uploads';

// Office previews by LibreOffice are slides.test.ts's; here the text path keeps processing quick.
const t = testAppForFile({ OFFICE_CONVERTER: 'off' });

const FIELDS = noteFields();

let unique = 0;
const pdf = (words = 'round robin quantum') => makePdf(`Scheduling ${++unique} ${Date.now()}`, [`The scheduler uses ${words} for fairness.`]);

/** A DOCX whose first entry's local header claims 7 more compressed bytes than the central directory. */
const lyingDocx = () => {
  const bytes = makeDocx(`Broken ${Date.now()}`, ['Thermodynamics: the first law.']);
  bytes.writeUInt32LE(bytes.readUInt32LE(18) + 7, 18);
  return bytes;
};

const form = noteFormData;
const create = (cookie: string | undefined, fields: Record<string, string>, file?: { bytes: Buffer; name: string }) =>
  createNoteByForm(t, cookie, fields, file);
const storedFiles = () => filesIn(t, 'files/notes');
const noteCount = () => countNotes(t);

describe('creating notes through REST multipart', () => {
  it('stores a PDF pending, under a server key, with the signed-in uploader and extracted text', async () => {
    const a = await signUp(t.url);
    const other = await signUp(t.url);
    const { status, body } = await create(a.cookie, { ...FIELDS, uploader: other.id }, { bytes: pdf('quantum'), name: '../../etc/passwd.pdf' });
    expect(status).toBe(201);
    expect(body).toMatchObject({ success: true, message: 'Note created successfully' });
    expect(body.note).toMatchObject({ title: FIELDS.title, approved: false, uploader: { _id: a.id }, fileType: 'pdf' });
    await waitForProcessing(t.db.dataSource, body.note._id); // the text is read by a background job
    const [row] = await t.db.dataSource.query('SELECT * FROM notes WHERE id = $1', [body.note._id]);
    expect(row.uploader_id).toBe(a.id);
    expect(row.file_key).toMatch(/^notes\/[0-9a-f-]{36}\.pdf$/);
    expect(row.file_name).toBe('passwd.pdf');
    expect(row.file_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(row.extracted_text).toMatch(/quantum/);
    expect(fs.existsSync(path.join(t.dataDir, 'files', row.file_key))).toBe(true);
  });

  it('refuses each bad input with a clear error and keeps nothing', async () => {
    const a = await signUp(t.url);
    const notesBefore = await noteCount();
    const filesBefore = storedFiles().length;
    const cases: [string, Record<string, string>, { bytes: Buffer; name: string } | undefined, number, RegExp][] = [
      ['10 MB + 1 byte', FIELDS, { bytes: Buffer.concat([pdf(), Buffer.alloc(10 * 1024 * 1024 + 1)]), name: 'big.pdf' }, 413, /too large/],
      [
        'an executable renamed .pdf',
        FIELDS,
        { bytes: Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(2000, 7)]), name: 'notes.pdf' },
        415,
        /Only PDF, DOC, DOCX, PPTX, PPT, ODP and TXT/,
      ],
      ['an empty file', FIELDS, { bytes: Buffer.alloc(0), name: 'empty.pdf' }, 400, /empty/],
      [
        'a DOCX zip bomb',
        FIELDS,
        {
          bytes: zip([
            { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
            { name: 'word/document.xml', data: Buffer.alloc(60 * 1024 * 1024, 0x20) },
          ]),
          name: 'bomb.docx',
        },
        415,
        /./,
      ],
      [
        'a DOCX whose local header lies about its compressed size',
        FIELDS,
        { bytes: lyingDocx(), name: 'broken.docx' },
        400,
        /The file is damaged.*save it again/,
      ],
      ['missing fields', { title: 'x' }, { bytes: pdf(), name: 'a.pdf' }, 400, /required/],
      ['semester 9', { ...FIELDS, semester: '9' }, { bytes: pdf(), name: 'a.pdf' }, 400, /Semester must be a whole number from 1 to 8/],
      ['a javascript: URL', { ...FIELDS, fileUrl: 'javascript:alert(1)' }, undefined, 400, /http/],
      ['neither file nor URL', FIELDS, undefined, 400, /Please select a file or provide a file URL\./],
      ['an unknown batch', { ...FIELDS, batch: '1999-2003' }, { bytes: pdf(), name: 'a.pdf' }, 400, /Batch must be a four-year batch from 2020-2024 to/],
      // The original client never sends the field (its required checkbox is the confirmation); an explicit no is refused, as in GraphQL.
      [
        'originality explicitly not confirmed',
        { ...FIELDS, confirmOriginal: 'false' },
        { bytes: pdf(), name: 'a.pdf' },
        400,
        /confirm that this is original content/,
      ],
    ];
    for (const [label, fields, file, status, message] of cases) {
      // Which case a connection-level failure hit (a reset seen under heavy machine load).
      const res = await create(a.cookie, fields, file).catch((err: Error) => {
        throw new Error(`${label}: ${err.message} (${String((err.cause as Error | undefined)?.message)})`);
      });
      expect({ label, status: res.status }).toEqual({ label, status });
      expect(res.body.success).toBe(false);
      expect(res.body.message).toMatch(message);
      expect(JSON.stringify(res.body)).not.toMatch(/\bat .*\.(ts|js)|node_modules/);
    }
    expect(await noteCount()).toBe(notesBefore);
    expect(storedFiles()).toHaveLength(filesBefore);
    expect(fs.readdirSync(path.join(t.dataDir, 'tmp'))).toEqual([]);
  });

  it('needs a session', async () => {
    const res = await create(undefined, FIELDS, { bytes: pdf(), name: 'a.pdf' });
    expect(res.status).toBe(401);
  });

  it('accepts an external http(s) URL instead of a file, and DOCX and TXT files', async () => {
    const a = await signUp(t.url);
    const link = await create(a.cookie, { ...FIELDS, fileUrl: 'https://example.com/os.pdf' });
    expect(link.status).toBe(201);
    expect(link.body.note.fileUrl).toBe('https://example.com/os.pdf');
    const docx = await create(a.cookie, FIELDS, { bytes: makeDocx(`Deadlocks ${Date.now()}`, ['Banker algorithm avoids deadlock']), name: 'deadlocks.docx' });
    expect(docx.status).toBe(201);
    expect(docx.body.note.fileType).toBe('docx');
    const txt = await create(a.cookie, FIELDS, { bytes: Buffer.from(`Paging and segmentation ${Date.now()}\n`), name: 'paging.txt' });
    expect(txt.status).toBe(201);
    expect(txt.body.note.fileType).toBe('txt');
  });

  it('refuses a file that is already published, pointing to that note', async () => {
    const a = await signUp(t.url);
    const b = await signUp(t.url);
    const bytes = pdf('duplicate detection');
    const first = await create(a.cookie, FIELDS, { bytes, name: 'a.pdf' });
    await t.db.dataSource.query('UPDATE notes SET approved = true WHERE id = $1', [first.body.note._id]);
    const again = await create(b.cookie, FIELDS, { bytes, name: 'copy.pdf' });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain(`/notes/${first.body.note._id}`);
  });
});

describe('updating, deleting, visibility', () => {
  it('lets only the uploader (or an admin) change or delete a note; a change to an approved note sends it back to pending', async () => {
    const a = await signUp(t.url);
    const b = await signUp(t.url);
    const created = await create(a.cookie, FIELDS, { bytes: pdf(), name: 'a.pdf' });
    const id = created.body.note._id;
    const [{ file_key: oldKey }] = await t.db.dataSource.query('SELECT file_key FROM notes WHERE id = $1', [id]);
    await t.db.dataSource.query('UPDATE notes SET approved = true WHERE id = $1', [id]);

    const hijack = await fetch(`${t.url}/api/uploading/update/${id}`, {
      method: 'POST',
      headers: { cookie: b.cookie, origin: t.url },
      body: form({ ...FIELDS, title: 'Hijacked' }),
    });
    expect(hijack.status).toBe(403);
    const visitor = await fetch(`${t.url}/api/uploading/delete/${id}`, { method: 'DELETE' });
    expect(visitor.status).toBe(401);

    const updated = await fetch(`${t.url}/api/uploading/update/${id}`, {
      method: 'POST',
      headers: { cookie: a.cookie, origin: t.url },
      body: form({ ...FIELDS, title: 'Process Scheduling v2', courseName: '' }, { bytes: pdf('replacement'), name: 'v2.pdf' }),
    });
    const body: any = await updated.json();
    expect(updated.status).toBe(200);
    expect(body.note).toMatchObject({ title: 'Process Scheduling v2', approved: false, courseName: FIELDS.courseName });
    expect(await t.services.storage.exists(oldKey)).toBe(false);
    const [{ file_key: newKey }] = await t.db.dataSource.query('SELECT file_key FROM notes WHERE id = $1', [id]);
    expect(await t.services.storage.exists(newKey)).toBe(true);

    const del = await fetch(`${t.url}/api/uploading/delete/${id}`, { method: 'DELETE', headers: { cookie: a.cookie, origin: t.url } });
    expect(await del.json()).toEqual({ success: true, message: 'Note deleted.' });
    expect(await t.services.storage.exists(newKey)).toBe(false);
  });

  it('shows a pending note to its uploader but to nobody else', async () => {
    const a = await signUp(t.url);
    const b = await signUp(t.url);
    const { body } = await create(a.cookie, FIELDS, { bytes: pdf(), name: 'a.pdf' });
    const id = body.note._id;
    const get = (cookie?: string) => fetch(`${t.url}/api/uploading/get/${id}`, { headers: cookie ? { cookie } : {} });
    expect((await get(a.cookie)).status).toBe(200);
    expect((await get(b.cookie)).status).toBe(404);
    expect((await get()).status).toBe(404);
    const q = await gql(t.url, `query($id: ID!) { note(id: $id) { id approved viewerCan { edit delete } } }`, { id }, { cookie: a.cookie });
    expect(q.data!.note).toMatchObject({ approved: false, viewerCan: { edit: true, delete: true } });
  });
});

describe('storage failures', () => {
  it('leaves no row when the file cannot be stored, and no file when the row cannot be written', async () => {
    const a = await signUp(t.url);
    const before = await noteCount();
    const putFile = t.services.storage.putFile.bind(t.services.storage);
    t.services.storage.putFile = async () => {
      throw new Error('disk full');
    };
    try {
      const res = await create(a.cookie, FIELDS, { bytes: pdf(), name: 'a.pdf' });
      expect(res.status).toBe(500);
      expect(res.body.message).not.toMatch(/disk full/);
    } finally {
      t.services.storage.putFile = putFile;
    }
    expect(await noteCount()).toBe(before);

    const files = storedFiles().length;
    await t.db.dataSource.query(`ALTER TABLE notes ADD CONSTRAINT test_reject CHECK (title <> 'Reject me')`);
    try {
      const res = await create(a.cookie, { ...FIELDS, title: 'Reject me' }, { bytes: pdf(), name: 'a.pdf' });
      expect(res.status).toBe(500);
    } finally {
      await t.db.dataSource.query(`ALTER TABLE notes DROP CONSTRAINT test_reject`);
    }
    expect(storedFiles()).toHaveLength(files);
  });
});

describe('downloads', () => {
  it('needs sign-in, streams an attachment named after the title, and counts atomically', async () => {
    const a = await signUp(t.url);
    const bytes = pdf('download me');
    const { body } = await create(a.cookie, FIELDS, { bytes, name: 'a.pdf' });
    const id = body.note._id;
    await t.db.dataSource.query('UPDATE notes SET approved = true WHERE id = $1', [id]);
    expect((await fetch(`${t.url}/api/notes/${id}/download`)).status).toBe(401);

    const results = await Promise.all(Array.from({ length: 5 }, () => fetch(`${t.url}/api/notes/${id}/download`, { headers: { cookie: a.cookie } })));
    for (const res of results) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toContain('attachment; filename="Process Scheduling Notes.pdf"');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    }
    const [{ download_count }] = await t.db.dataSource.query('SELECT download_count FROM notes WHERE id = $1', [id]);
    expect(download_count).toBe(5);
  });

  it('serves the in-app preview with the same rules and headers, without counting a download', async () => {
    const a = await signUp(t.url);
    const b = await signUp(t.url);
    const bytes = pdf('preview me');
    const { body } = await create(a.cookie, FIELDS, { bytes, name: 'a.pdf' });
    const id = body.note._id;
    // Pending: only the uploader (or an admin) may open it; to anyone else it does not exist.
    expect((await fetch(`${t.url}/api/notes/${id}/preview`, { headers: { cookie: b.cookie } })).status).toBe(404);
    expect((await fetch(`${t.url}/api/notes/${id}/preview`, { headers: { cookie: a.cookie } })).status).toBe(200);
    await t.db.dataSource.query('UPDATE notes SET approved = true WHERE id = $1', [id]);
    // The file itself is a download: visitors see the page images instead (note-preview.test.ts).
    expect((await fetch(`${t.url}/api/notes/${id}/preview`)).status).toBe(401);

    const res = await fetch(`${t.url}/api/notes/${id}/preview`, { headers: { cookie: b.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    const [{ download_count }] = await t.db.dataSource.query('SELECT download_count FROM notes WHERE id = $1', [id]);
    expect(download_count).toBe(0);

    const q = `query($id: ID!) { note(id: $id) { previewUrl downloadUrl } }`;
    expect((await gql(t.url, q, { id }, { cookie: b.cookie })).data!.note).toEqual({
      previewUrl: `/api/notes/${id}/preview`,
      downloadUrl: `/api/notes/${id}/download`,
    });
  });

  it("gives a DOCX's extracted text for its preview to those who may download it, and nothing to visitors", async () => {
    const a = await signUp(t.url);
    const docx = makeDocx('Compiler Design', ['Lexical analysis turns characters into tokens.', 'Parsing builds the syntax tree.']);
    const { body } = await create(a.cookie, FIELDS, { bytes: docx, name: 'compilers.docx' });
    const id = body.note._id;
    await waitForProcessing(t.db.dataSource, id);
    const q = `query($id: ID!) { note(id: $id) { fileType previewText } }`;
    expect((await gql(t.url, q, { id }, { cookie: a.cookie })).data!.note).toEqual({
      fileType: 'docx',
      previewText: 'Compiler Design\nLexical analysis turns characters into tokens.\nParsing builds the syntax tree.',
    });
    await t.db.dataSource.query('UPDATE notes SET approved = true WHERE id = $1', [id]);
    expect((await gql(t.url, q, { id })).data!.note).toEqual({ fileType: 'docx', previewText: null });
  }, 90_000); // waits for the background extraction

  it('redirects notes with an external URL', async () => {
    const a = await signUp(t.url);
    const { body } = await create(a.cookie, { ...FIELDS, fileUrl: 'https://example.com/file.pdf' });
    await t.db.dataSource.query('UPDATE notes SET approved = true WHERE id = $1', [body.note._id]);
    const res = await fetch(`${t.url}/api/notes/${body.note._id}/download`, { headers: { cookie: a.cookie }, redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://example.com/file.pdf');
  });
});

describe("a person's uploads", () => {
  it('lists uploads, pending ones included, for their owner only', async () => {
    const a = await signUp(t.url);
    const b = await signUp(t.url);
    const { body } = await create(a.cookie, FIELDS, { bytes: pdf(), name: 'a.pdf' });
    const id = body.note._id;

    const uploads = await fetch(`${t.url}/api/user/uploads/${a.id}`, { headers: { cookie: a.cookie } });
    const list: any = await uploads.json();
    expect(list.map((n: any) => n._id)).toContain(id);
    expect((await fetch(`${t.url}/api/user/uploads/${a.id}`, { headers: { cookie: b.cookie } })).status).toBe(403);
  });
});

describe('GraphQL multipart', () => {
  it('creates a note with an Upload and the preflight header', async () => {
    const a = await signUp(t.url);
    const f = new FormData();
    const query = `mutation($input: CreateNoteInput!) { createNote(input: $input) { note { id approved fileType uploader { id } } errors { field message code } } }`;
    const input = {
      title: 'GraphQL upload',
      subject: 'Operating Systems',
      course: 'MCA',
      semester: 3,
      batch: '2023-2027',
      college: 'MANIT Bhopal',
      confirmOriginal: true,
      file: null,
    };
    f.set('operations', JSON.stringify({ query, variables: { input } }));
    f.set('map', JSON.stringify({ 0: ['variables.input.file'] }));
    f.set('0', new Blob([new Uint8Array(pdf('graphql multipart'))]), 'g.pdf');
    const res = await fetch(`${t.url}/graphql`, { method: 'POST', headers: { cookie: a.cookie, origin: t.url, 'apollo-require-preflight': 'true' }, body: f });
    const body: any = await res.json();
    expect(body.errors).toBeUndefined();
    expect(body.data.createNote.note).toMatchObject({ approved: false, fileType: 'pdf', uploader: { id: a.id } });

    const noConfirm = await gql(
      t.url,
      query,
      { input: { ...input, file: undefined, fileUrl: 'https://example.com/x.pdf', confirmOriginal: false } },
      { cookie: a.cookie },
    );
    expect(noConfirm.data!.createNote.errors[0].field).toBe('confirmOriginal');
  });

  it('refuses another user deleting a note', async () => {
    const a = await signUp(t.url);
    const b = await signUp(t.url);
    const { body } = await create(a.cookie, FIELDS, { bytes: pdf(), name: 'a.pdf' });
    const res = await gql(t.url, `mutation($id: ID!) { deleteNote(id: $id) { deletedId errors { code } } }`, { id: body.note._id }, { cookie: b.cookie });
    // The note is still pending, so to b it does not exist (an approved one answers FORBIDDEN).
    expect(res.data!.deleteNote).toEqual({ deletedId: null, errors: [{ code: 'NOT_FOUND' }] });
  });
});

import { PDFDocument, StandardFonts } from 'pdf-lib';
import { CHUNK_MATCH } from '../src/data/note-text-chunk.data';
import { queueTextIndexBacklog } from '../src/jobs';
import { EXTRACT_MAX_CHARS } from '../src/files/extract-text';
import { pageChunks, splitText, textChunks } from '../src/files/text-chunks';
import { gql, testAppForFile, type TestApp } from './app';
import { waitForProcessing } from './processing';
import { signUp } from './session';
import { createNoteByForm, noteFields } from './uploads';

// A 300-page PDF is read page by page in a child process on a shared 2-core machine.
jest.setTimeout(300_000);

const PAGES = 300;
const LINES = 42;
const WORDS = ['entropy', 'enthalpy', 'reservoir', 'isothermal', 'adiabatic', 'compression', 'expansion', 'cycle', 'work', 'heat', 'engine', 'kelvin'];

/** A page of dense notes (about 3,400 characters), its words varied by page and line. */
function pageLines(page: number, extra: Record<number, string>): string[] {
  return Array.from({ length: LINES }, (_, line) => {
    const words = Array.from({ length: 11 }, (_, i) => WORDS[(page * 7 + line * 3 + i) % WORDS.length]);
    return `${page}.${line} ${words.join(' ')}${line === 20 && extra[page] ? ` ${extra[page]}` : ''} `;
  });
}

/** 300 pages, about a million characters; `extra` puts a word on one page only. */
async function longPdf(extra: Record<number, string>): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= PAGES; page++) {
    const p = pdf.addPage([595, 842]);
    pageLines(page, extra).forEach((line, i) => p.drawText(line, { x: 30, y: 810 - i * 18.5, size: 8, font }));
  }
  return Buffer.from(await pdf.save());
}

const NOTE = `query($id: ID!) { note(id: $id) { id pageCount partlyIndexed processing { status } } }`;
const SEARCH = `query($s: String!) { notes(filter: { search: $s }) { edges { snippet node { id } } } }`;

async function uploadApproved(t: TestApp, bytes: Buffer, title: string): Promise<{ id: string; cookie: string }> {
  const owner = await signUp(t.url);
  const res = await createNoteByForm(t, owner.cookie, noteFields({ title }), { bytes, name: 'compiled-notes.pdf' });
  expect(res.status).toBe(201);
  const id: string = res.body.note._id;
  expect(await waitForProcessing(t.db.dataSource, id, 240_000)).toEqual({ status: 'ready', reason: null });
  await t.db.dataSource.query('UPDATE notes SET approved = true WHERE id = $1', [id]);
  return { id, cookie: owner.cookie };
}

async function snippetOf(t: TestApp, id: string, words: string): Promise<string | null | undefined> {
  const { data, errors } = await gql(t.url, SEARCH, { s: words });
  expect(errors).toBeUndefined();
  // undefined: not found at all; null: found without a snippet.
  return data!.notes.edges.find((e: { node: { id: string } }) => e.node.id === id)?.snippet;
}

describe('chunks of a long text', () => {
  it('cut at paragraph or word boundaries, pages keep their numbers', () => {
    const text = 'alpha beta gamma '.repeat(600);
    const pieces = splitText(text, 1000);
    expect(pieces.every((piece) => piece.length <= 1000)).toBe(true);
    expect(pieces.join(' ').replace(/\s+/g, ' ')).toBe(text.trim());
    expect(pieces.every((piece) => /^alpha|^beta|^gamma/.test(piece))).toBe(true);
    expect(pageChunks(['one', '', 'three'])).toEqual([
      { page: 1, body: 'one' },
      { page: 3, body: 'three' },
    ]);
    const long = pageChunks(['x '.repeat(1500)], 1000);
    expect(long.length).toBeGreaterThanOrEqual(3);
    expect(long.every((c) => c.page === 1 && c.body.length <= 1000)).toBe(true);
    expect(textChunks('short')).toEqual([{ page: null, body: 'short' }]);
  });
});

describe('a 300-page, million-character PDF', () => {
  const t = testAppForFile();
  let note: { id: string; cookie: string };

  beforeAll(async () => {
    note = await uploadApproved(t, await longPdf({ 3: 'quokkaword', 250: 'zanzibarite' }), 'Compiled thermodynamics notes');
  });

  it('is indexed to its last page: a word only on page 250 is found, with "p. 250" in its snippet', async () => {
    const [{ length }] = await t.db.dataSource.query('SELECT char_length(extracted_text) AS length FROM notes WHERE id = $1', [note.id]);
    expect(length).toBeLessThanOrEqual(EXTRACT_MAX_CHARS);
    const [{ chunks, pages }] = await t.db.dataSource.query('SELECT count(*)::int AS chunks, max(page) AS pages FROM note_text_chunks WHERE note_id = $1', [
      note.id,
    ]);
    expect(pages).toBe(PAGES);
    expect(chunks).toBeGreaterThanOrEqual(PAGES);
    const [{ sections }] = await t.db.dataSource.query('SELECT count(*)::int AS sections FROM note_text_sections WHERE note_id = $1', [note.id]);
    expect(sections).toBe(Math.ceil(chunks / 50));
    const snippet = await snippetOf(t, note.id, 'zanzibarite');
    expect(snippet).toMatch(/^p\. 250: /);
    expect(snippet).toContain('\uE000zanzibarite\uE001');
    // A word near the start is snippeted from its page too; the prefix search ("zanzib") finds the deep word.
    expect(await snippetOf(t, note.id, 'quokkaword')).toMatch(/^p\. 3: .*\uE000quokkaword\uE001/s);
    expect(await snippetOf(t, note.id, 'zanzib')).toMatch(/^p\. 250: /);
    // Filters still apply to matches found in chunks.
    const { data } = await gql(t.url, `query { notes(filter: { search: "zanzibarite", semester: 8 }) { edges { node { id } } } }`);
    expect(data!.notes.edges).toEqual([]);
    const { data: shown } = await gql(t.url, NOTE, { id: note.id }, { cookie: note.cookie });
    expect(shown!.note).toMatchObject({ pageCount: PAGES, partlyIndexed: false });
  });

  it('is found only while public, and its chunks go with the note', async () => {
    await t.db.dataSource.query('UPDATE notes SET approved = false WHERE id = $1', [note.id]);
    expect(await snippetOf(t, note.id, 'zanzibarite')).toBeUndefined();
    await t.db.dataSource.query('UPDATE notes SET approved = true WHERE id = $1', [note.id]);
    expect(await snippetOf(t, note.id, 'zanzibarite')).toMatch(/^p\. 250: /);
  });

  it('searches the chunks through their GIN index', async () => {
    const plan = await t.db.dataSource.transaction(async (tx) => {
      // The table is tiny here; at scale the planner picks the index itself (docs/benchmarks.md).
      await tx.query('SET LOCAL enable_seqscan = off');
      const rows: { 'QUERY PLAN': string }[] = await tx.query(
        `EXPLAIN WITH q AS (SELECT to_tsquery('english', 'zanzibarite') AS tsq)
         SELECT n.id FROM notes n, q WHERE ${CHUNK_MATCH} AND n.approved AND NOT n.hidden`,
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Index Scan using notes_pkey on notes n|Index Cond: \(id = ANY/);
    // The sections' own statement (a function with enable_seqscan off), as EXPLAIN shows it at any size.
    const sectionPlan = await t.db.dataSource.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      const rows: { 'QUERY PLAN': string }[] = await tx.query(
        `EXPLAIN SELECT note_id FROM note_text_sections WHERE vector @@ to_tsquery('english', 'zanzibarite')`,
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(sectionPlan).toContain('Bitmap Index Scan on note_text_sections_vector_idx');
    const [{ setting }] = await t.db.dataSource.query(`SELECT proconfig::text AS setting FROM pg_proc WHERE proname = 'note_text_section_matches'`);
    expect(setting).toContain('enable_seqscan=off');
  });

  it('notes processed before the chunked index are indexed again by the backlog jobs', async () => {
    const ds = t.db.dataSource;
    // As an older row: its chunks and summary never made.
    await ds.query('DELETE FROM note_text_sections WHERE note_id = $1', [note.id]);
    await ds.query('DELETE FROM note_text_chunks WHERE note_id = $1', [note.id]);
    await ds.query(`UPDATE notes SET preview = preview - 'textIndex' WHERE id = $1`, [note.id]);
    expect(await snippetOf(t, note.id, 'zanzibarite')).toBeUndefined();
    await ds.query('INSERT INTO note_text_index_backlog (note_id) VALUES ($1)', [note.id]);
    expect(await queueTextIndexBacklog(ds, t.services.jobs)).toBe(1);
    expect(await ds.query('SELECT * FROM note_text_index_backlog')).toEqual([]);
    const deadline = Date.now() + 200_000;
    while ((await snippetOf(t, note.id, 'zanzibarite')) === undefined) {
      if (Date.now() > deadline) throw new Error('the backlog job did not index the note');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(await snippetOf(t, note.id, 'zanzibarite')).toMatch(/^p\. 250: /);
    const [{ summary }] = await ds.query(`SELECT preview->'textIndex' AS summary FROM notes WHERE id = $1`, [note.id]);
    expect(summary).toMatchObject({ partial: false });
    expect(summary.chunks).toBeGreaterThanOrEqual(PAGES);
  });
});

describe('a document longer than the index keeps (TEXT_INDEX_MAX_PAGES=120)', () => {
  // The job queue reads its settings from the process's environment (api/src/jobs/job-settings.ts).
  beforeAll(() => {
    process.env.TEXT_INDEX_MAX_PAGES = '120';
  });
  afterAll(() => {
    delete process.env.TEXT_INDEX_MAX_PAGES;
  });
  const t = testAppForFile();

  it('is indexed to the bound, and the note says it is partly indexed (GraphQL and REST)', async () => {
    const note = await uploadApproved(t, await longPdf({ 100: 'wallabyword', 250: 'zanzibarite' }), 'Compiled notes, too long');
    expect(await snippetOf(t, note.id, 'wallabyword')).toMatch(/^p\. 100: /);
    expect(await snippetOf(t, note.id, 'zanzibarite')).toBeUndefined();
    const { data } = await gql(t.url, NOTE, { id: note.id }, { cookie: note.cookie });
    expect(data!.note.partlyIndexed).toBe(true);
    const rest = await fetch(`${t.url}/api/uploading/get/${note.id}`, { headers: { cookie: note.cookie } });
    expect((await rest.json()).note.partlyIndexed).toBe(true);
  });
});

import { makePdf } from '../src/seed/documents';
import { SEARCH_CANDIDATES, TYPO_FALLBACK_BELOW } from '../src/services/search.service';
import { gql, testAppForFile } from './app';
import { buildNote, buildUser } from './factories';
import { waitForProcessing } from './processing';
import { signUp } from './session';

const t = testAppForFile();

/** A relevance cursor is the position after the last row seen (see search.service.ts). */
const encodeCursor = (offset: number) => Buffer.from(JSON.stringify({ o: offset })).toString('base64url');
const SEARCH = `query($f: NoteFilter, $first: Int, $after: String) { notes(first: $first, after: $after, filter: $f) { totalCount totalCountIsExact pageInfo { hasNextPage endCursor } edges { snippet node { id title } } } }`;
const FIELDS = { title: 'Unit 2 handout', subjectName: 'Operating Systems', courseName: 'MCA', semester: '2', batch: '2023-2027', collegeName: 'MANIT Bhopal' };

describe('search', () => {
  it('finds a note by a word that appears only inside its uploaded PDF, with a snippet', async () => {
    const a = await signUp(t.url);
    const f = new FormData();
    for (const [k, v] of Object.entries(FIELDS)) f.set(k, v);
    f.set('file', new Blob([new Uint8Array(makePdf('Handout', ['Thrashing happens when the zyxomorphic working set exceeds physical frames.']))]), 'h.pdf');
    const res = await fetch(`${t.url}/api/uploading/create`, { method: 'POST', headers: { cookie: a.cookie, origin: t.url }, body: f });
    const id = ((await res.json()) as any).note._id;
    // The document's words are read by the background job after the upload answered.
    expect((await waitForProcessing(t.db.dataSource, id)).status).toBe('ready');

    const pending: any = await gql(t.url, SEARCH, { f: { search: 'zyxomorphic' } });
    expect(pending.data.notes.totalCount).toBe(0); // pending: invisible to everyone's search

    await t.db.dataSource.query('UPDATE notes SET approved = true WHERE id = $1', [id]);
    const found: any = await gql(t.url, SEARCH, { f: { search: 'zyxomorphic' } });
    expect(found.data.notes.edges.map((e: any) => e.node.id)).toEqual([id]);
    expect(found.data.notes.edges[0].snippet).toContain('\uE000zyxomorphic\uE001');

    const rest = await fetch(`${t.url}/api/notes?search=zyxomorphic`);
    const body: any = await rest.json();
    expect(body.notes.map((n: any) => n._id)).toEqual([id]);
    expect(body.notes[0].snippet).toMatch(/zyxomorphic working set/);
  });

  it('ranks title matches first, forgives small typos from 3 characters, and pages by position', async () => {
    const ds = t.db.dataSource;
    const uploader = await buildUser(ds);
    const inTitle = await buildNote(ds, { uploaderId: uploader.id, title: 'Kernighan pipelines explained', description: 'unix tools' });
    const inBody = await buildNote(ds, { uploaderId: uploader.id, title: 'Shell scripting', description: 'A short mention of kernighan in passing.' });
    const ranked: any = await gql(t.url, SEARCH, { f: { search: 'kernighan' } });
    expect(ranked.data.notes.edges.map((e: any) => e.node.id)).toEqual([inTitle.id, inBody.id]);

    const typo: any = await gql(t.url, SEARCH, { f: { search: 'kernigan pipelins' } });
    expect(typo.data.notes.edges.map((e: any) => e.node.id)).toContain(inTitle.id);

    const first: any = await gql(t.url, SEARCH, { f: { search: 'kernighan' }, first: 1 });
    expect(first.data.notes.pageInfo.hasNextPage).toBe(true);
    const second: any = await gql(t.url, SEARCH, { f: { search: 'kernighan' }, first: 1, after: first.data.notes.pageInfo.endCursor });
    expect(second.data.notes.edges[0].node.id).toBe(inBody.id);
  });

  it('counts each matching note once, on every page, past the end too', async () => {
    const ds = t.db.dataSource;
    const uploader = await buildUser(ds);
    const both = await buildNote(ds, { uploaderId: uploader.id, title: 'Wombat burrows', description: 'soil' });
    await buildNote(ds, { uploaderId: uploader.id, title: 'Marsupials', description: 'wombat burrows and tunnels' });
    await buildNote(ds, { uploaderId: uploader.id, title: 'Digging', description: 'how a wombat burrows' });
    await buildNote(ds, { uploaderId: uploader.id, title: 'Wombat burrows', description: 'pending copy', approved: false });
    const all: any = await gql(t.url, SEARCH, { f: { search: 'wombat burrows' }, first: 10 });
    const ids = all.data.notes.edges.map((e: any) => e.node.id);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
    expect(ids[0]).toBe(both.id);
    expect(all.data.notes.totalCount).toBe(3);

    const second: any = await gql(t.url, SEARCH, { f: { search: 'wombat burrows' }, first: 2, after: encodeCursor(2) });
    expect(second.data.notes).toMatchObject({ totalCount: 3, pageInfo: { hasNextPage: false } });
    expect(second.data.notes.edges).toHaveLength(1);
    const past: any = await gql(t.url, SEARCH, { f: { search: 'wombat burrows' }, first: 2, after: encodeCursor(6) });
    expect(past.data.notes).toMatchObject({ totalCount: 3, edges: [], pageInfo: { hasNextPage: false } });
  });

  it('ranks and counts at most SEARCH_CANDIDATES matches (more read as "1,000+"), filters inside the index, prefix on the last word only', async () => {
    const ds = t.db.dataSource;
    const uploader = await buildUser(ds);
    await ds.query(
      `INSERT INTO notes (title, description, subject, course, semester, batch, college, external_url, uploader_id, approved)
       SELECT 'Capybara field guide ' || i, 'grazing habits', 'Zoology', 'B.Sc', 1 + i % 8, '2023-2027', 'Cap College', 'https://example.com/' || i, $1, true
       FROM generate_series(1, $2::int) i`,
      [uploader.id, SEARCH_CANDIDATES + 1],
    );
    const many: any = await gql(t.url, SEARCH, { f: { search: 'capybara' }, first: 5 });
    expect(many.data.notes).toMatchObject({ totalCount: SEARCH_CANDIDATES, totalCountIsExact: false, pageInfo: { hasNextPage: true } });
    expect(many.data.notes.edges).toHaveLength(5);
    // Semester 3 is i % 8 = 2: 125 of the 1,001, counted exactly.
    const filtered: any = await gql(t.url, SEARCH, { f: { search: 'capybara grazing', semester: 3 }, first: 5 });
    expect(filtered.data.notes).toMatchObject({ totalCount: 125, totalCountIsExact: true });
    // The last word is still being typed: a prefix. The words before it are whole (stemmed) words.
    const typing: any = await gql(t.url, SEARCH, { f: { search: 'grazing capyb', college: 'Cap College', semester: 3 } });
    expect(typing.data.notes.totalCount).toBe(125);
    const partialFirst: any = await gql(t.url, SEARCH, { f: { search: 'capyb grazing', college: 'Cap College' } });
    expect(partialFirst.data.notes.totalCount).toBe(0);
    // Browse totals stay exact.
    const browse: any = await gql(t.url, `{ notes(first: 1, filter: { college: "Cap College" }) { totalCount totalCountIsExact } }`);
    expect(browse.data.notes).toEqual({ totalCount: SEARCH_CANDIDATES + 1, totalCountIsExact: true });
  });

  it('completes the word being typed from the vocabulary of every note, new uploads and later text included', async () => {
    const ds = t.db.dataSource;
    const uploader = await buildUser(ds);
    const insert = (title: string, text: string | null, approved = true) =>
      ds.query(
        `INSERT INTO notes (title, description, subject, course, semester, batch, college, external_url, uploader_id, approved, extracted_text)
         VALUES ($1, '', 'Zoology', 'B.Sc', 1, '2023-2027', 'Okapi College', 'https://example.com/o', $2, $3, $4) RETURNING id`,
        [title, uploader.id, approved, text],
      );
    const titles = async (search: string) => {
      const r: any = await gql(t.url, SEARCH, { f: { search, college: 'Okapi College' }, first: 50 });
      expect(r.errors).toBeUndefined();
      return r.data.notes.edges.map((e: any) => e.node.title).sort();
    };
    await insert('Okapi habitats', 'rainforest okapis browse leaves');
    // Okapidae in a title: a word being typed that begins a title word is never "corrected".
    await insert('Okapi herds of Okapidae', 'family notes');
    await insert('Pending okapi', 'okapicide', false);
    // New notes' lexemes are listed by the insert trigger; pending ones too, but search shows only public notes.
    const listed: { word: string }[] = await ds.query(`SELECT word FROM search_lexemes WHERE word LIKE 'okapi%' ORDER BY word`);
    expect(listed.map((r) => r.word)).toEqual(expect.arrayContaining(['okapi', 'okapicid', 'okapida']));
    expect(await titles('rainforest okap')).toEqual(['Okapi habitats']);
    expect(await titles('okap')).toEqual(['Okapi habitats', 'Okapi herds of Okapidae']);
    expect(await titles('okapid')).toEqual(['Okapi herds of Okapidae']);
    // Text read later (the extraction job updates the row): its words are completed too.
    const [late] = await insert('Okapi sightings', null);
    expect(await titles('sightings zebroi')).toEqual([]);
    await ds.query(`UPDATE notes SET extracted_text = 'stripes like a zebroid' WHERE id = $1`, [late.id]);
    expect(await titles('sightings zebroi')).toEqual(['Okapi sightings']);
    // A lexeme with quote and backslash is quoted, never read as tsquery syntax.
    await ds.query(`INSERT INTO search_lexemes (word) VALUES ($1) ON CONFLICT DO NOTHING`, ["okapi'x\\y"]);
    expect(await titles('rainforest okap')).toEqual(['Okapi habitats']);
    // More completions than are worth listing: the prefix match answers, with the same notes.
    const many = Array.from({ length: 25 }, (_, i) => `okapi${String.fromCharCode(97 + i)}zz`);
    await insert('Okapi glossary', many.join(' '));
    expect(await titles('okap')).toEqual(['Okapi glossary', 'Okapi habitats', 'Okapi herds of Okapidae', 'Okapi sightings']);
    expect(await titles('glossary okapiaz')).toEqual(['Okapi glossary']);
  });

  it('corrects misspelt words only while the words as typed find fewer than TYPO_FALLBACK_BELOW notes, exact matches first', async () => {
    const ds = t.db.dataSource;
    const uploader = await buildUser(ds);
    const nearMiss = await buildNote(ds, { uploaderId: uploader.id, title: 'Pangolin scales', subject: 'Zoology' });
    const exact = async () => buildNote(ds, { uploaderId: uploader.id, title: 'Field notes', description: 'a pangolin scalez survey' });
    const firstExact = await exact();
    // "scalez" is in no title, so it is read as a typo of "scales"; the note with the word as
    // typed still ranks first, although the other has both words in its title.
    const few: any = await gql(t.url, SEARCH, { f: { search: 'pangolin scalez' }, first: 30 });
    expect(few.data.notes.edges.map((e: any) => e.node.id)).toEqual([firstExact.id, nearMiss.id]);
    expect(few.data.notes.totalCount).toBe(2);
    expect(few.data.notes.edges[1].snippet).toBeNull(); // no description or text to quote

    // More notes with the typed words than a page holds: they still all rank before the typo match.
    await exact();
    await exact();
    const paged: any = await gql(t.url, SEARCH, { f: { search: 'pangolin scalez' }, first: 1, after: encodeCursor(2) });
    expect(paged.data.notes.totalCount).toBe(4);
    expect(paged.data.notes.edges[0].node.id).not.toBe(nearMiss.id);
    const last: any = await gql(t.url, SEARCH, { f: { search: 'pangolin scalez' }, first: 1, after: encodeCursor(3) });
    expect(last.data.notes.edges[0].node.id).toBe(nearMiss.id);

    for (let i = 3; i < TYPO_FALLBACK_BELOW; i++) await exact();
    const many: any = await gql(t.url, SEARCH, { f: { search: 'pangolin scalez' }, first: 30 });
    expect(many.data.notes.totalCount).toBe(TYPO_FALLBACK_BELOW);
    expect(many.data.notes.edges.map((e: any) => e.node.id)).not.toContain(nearMiss.id);
  });

  it('keeps the correction vocabulary to the words of approved notes, as notes come and go', async () => {
    const ds = t.db.dataSource;
    const terms = async () =>
      Object.fromEntries(
        ((await ds.query(`SELECT word, terms FROM search_words WHERE word IN ('quetzal', 'feathers', 'plumage')`)) as { word: string; terms: number }[]).map(
          (r) => [r.word, r.terms],
        ),
      );
    const pending = await buildNote(ds, { title: 'Quetzal plumage', approved: false });
    expect(await terms()).toEqual({});
    const a = await buildNote(ds, { title: 'Quetzal feathers' });
    await ds.query('UPDATE notes SET approved = true WHERE id = $1', [pending.id]);
    expect(await terms()).toEqual({ quetzal: 2, feathers: 1, plumage: 1 });
    // A misspelling of a word from a now-public title is corrected.
    const found: any = await gql(t.url, SEARCH, { f: { search: 'quetzal plummage' } });
    expect(found.data.notes.edges.map((e: any) => e.node.id)).toEqual([pending.id]);

    await ds.query('DELETE FROM notes WHERE id = $1', [a.id]);
    await ds.query('UPDATE notes SET approved = false WHERE id = $1', [pending.id]);
    expect(await terms()).toEqual({});
  });

  it('offers "Did you mean" when the words as typed match nothing: the nearest catalogue or document word', async () => {
    const ds = t.db.dataSource;
    const DID = `query($f: NoteFilter) { notes(first: 10, filter: $f) { totalCount didYouMean edges { node { id } } } }`;
    const search = async (words: string) => ((await gql(t.url, DID, { f: { search: words } })) as any).data.notes;
    // A subject (the catalogue) and a word found only inside a document's text.
    const bySubject = await buildNote(ds, { title: 'Heat engines and cycles', subject: 'Calorimetrix' });
    const pendingText = 'Flow past a wobbegongian aerofoil, unpublished.';
    const pending = await buildNote(ds, { title: 'Fluids handout', approved: false, extractedText: pendingText });
    const byText = await buildNote(ds, { title: 'Lab handout 7', extractedText: 'Measurements of the quasiperiodical oscillation of a pendulum.' });

    expect(await search('calorimetrx')).toMatchObject({ didYouMean: 'calorimetrix', edges: [{ node: { id: bySubject.id } }] });
    expect(await search('quasiperiodcal')).toMatchObject({ didYouMean: 'quasiperiodical', edges: [{ node: { id: byText.id } }] });
    expect(await search('heat calorimetrx')).toMatchObject({ didYouMean: 'heat calorimetrix' });
    // The closer word wins, wherever it comes from: a document's "entropixes" over the title's "entropix".
    await buildNote(ds, { title: 'Entropix basics' });
    const closer = await buildNote(ds, { title: 'Lab handout 8', extractedText: 'Tables of entropixes for steam.' });
    const entropy = await search('entropxes');
    expect(entropy.didYouMean).toBe('entropixes');
    expect(entropy.edges.map((e: any) => e.node.id)).toContain(closer.id);
    // A pending note's words are not offered; once approved they are.
    expect((await search('wobbegongan')).didYouMean).toBeNull();
    await ds.query('UPDATE notes SET approved = true WHERE id = $1', [pending.id]);
    expect(await search('wobbegongan')).toMatchObject({ didYouMean: 'wobbegongian', edges: [{ node: { id: pending.id } }] });
    // Words as typed that match: no suggestion; nothing near enough: none either.
    expect((await search('calorimetrix')).didYouMean).toBeNull();
    expect(await search('qqqxxzzvv')).toEqual({ totalCount: 0, didYouMean: null, edges: [] });
    // Browsing without a search has no suggestion.
    expect(((await gql(t.url, DID, { f: {} })) as any).data.notes.didYouMean).toBeNull();
  });

  it('combines search with filters through REST query parameters', async () => {
    const ds = t.db.dataSource;
    await buildNote(ds, { title: 'Quokka semaphores', semester: 3, college: 'NIT Trichy' });
    await buildNote(ds, { title: 'Quokka monitors', semester: 4, college: 'NIT Trichy' });
    const res = await fetch(`${t.url}/api/notes?search=quokka&semester=3&college=${encodeURIComponent('NIT Trichy')}`);
    const body: any = await res.json();
    expect(body.notes.map((n: any) => n.title)).toEqual(['Quokka semaphores']);
    expect((await fetch(`${t.url}/api/notes?semester=9`)).status).toBe(400);
  });
});

describe('suggestions', () => {
  it('suggests existing values of one field for the upload form, by prefix or word prefix, most used first, never from pending notes', async () => {
    const ds = t.db.dataSource;
    const FIELD = `query($field: NoteFieldName!, $q: String!, $first: Int) { noteFieldSuggestions(field: $field, query: $q, first: $first) }`;
    const values = async (field: string, q: string, first?: number) => ((await gql(t.url, FIELD, { field, q, first })) as any).data.noteFieldSuggestions;
    await buildNote(ds, { college: 'Qorvath Institute of Technology', subject: 'Qorvath Studies' });
    await buildNote(ds, { college: 'Qorvath Institute of Technology' });
    await buildNote(ds, { college: 'National College Qorvath' });
    await buildNote(ds, { college: 'Qorvath Secret College', approved: false });

    expect(await values('COLLEGE', 'qo')).toEqual(['Qorvath Institute of Technology', 'National College Qorvath']);
    // A later word of the value matches too, after the values that start with it.
    expect(await values('COLLEGE', 'qorvath')).toEqual(['Qorvath Institute of Technology', 'National College Qorvath']);
    expect(await values('COLLEGE', 'institute of')).toEqual(['Qorvath Institute of Technology']);
    expect(await values('SUBJECT', 'qorv')).toEqual(['Qorvath Studies']);
    expect(await values('COLLEGE', 'q')).toEqual([]); // from 2 characters
    expect(await values('COLLEGE', 'qo', 1)).toEqual(['Qorvath Institute of Technology']);
    expect(await values('COLLEGE', '%_')).toEqual([]); // LIKE's wildcards are plain characters
    const bad = await gql(t.url, FIELD, { field: 'TITLE', q: 'qo' });
    expect(bad.errors?.[0]?.extensions?.code).toMatch(/BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED/);
    const tooMany = await gql(t.url, FIELD, { field: 'COLLEGE', q: 'qo', first: 9 });
    expect(tooMany.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('suggests up to 5 terms from 2 characters, never from pending notes', async () => {
    const ds = t.db.dataSource;
    await buildNote(ds, { title: 'Xylophone acoustics', subject: 'Xylology', approved: true });
    for (let i = 0; i < 6; i++) await buildNote(ds, { title: `Xylem transport ${i}`, subject: 'Botany' });
    await buildNote(ds, { title: 'Xyst secret pending', subject: 'Xystology', approved: false });

    const one: any = await gql(t.url, `query($q: String!) { searchSuggestions(query: $q) { text kind } }`, { q: 'x' });
    expect(one.data.searchSuggestions).toEqual([]);
    const two: any = await gql(t.url, `query($q: String!) { searchSuggestions(query: $q) { text kind } }`, { q: 'xy' });
    const texts = two.data.searchSuggestions.map((s: any) => s.text);
    expect(texts.length).toBe(5);
    expect(texts[0]).toBe('Xylology'); // subjects, courses and colleges come first
    expect(texts.join(' ')).not.toMatch(/Xyst/);

    const rest: any = await (await fetch(`${t.url}/api/search-suggestions?query=${encodeURIComponent('xylo')}`)).json();
    expect(rest.suggestions).toEqual(['Xylology', 'Xylophone acoustics']);

    // Approving and unapproving keeps the terms exact.
    await ds.query(`UPDATE notes SET approved = true WHERE title = 'Xyst secret pending'`);
    const approved: any = await (await fetch(`${t.url}/api/search-suggestions?query=xyst`)).json();
    expect(approved.suggestions).toEqual(['Xystology', 'Xyst secret pending']);
    await ds.query(`DELETE FROM notes WHERE title = 'Xyst secret pending'`);
    const gone: any = await (await fetch(`${t.url}/api/search-suggestions?query=xyst`)).json();
    expect(gone.suggestions).toEqual([]);
  });
});

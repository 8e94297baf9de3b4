import fs from 'node:fs';
import path from 'node:path';
import { type DefinitionNode, Kind, parse, print, visit } from 'graphql';
import { documentCost } from '../src/graphql/limits';
import { createSchema } from '../src/graphql/schema';
import { buildComment, buildLike, buildNote, buildUser } from './factories';
import { gql, testAppForFile } from './app';
import { signUp } from './session';

/** One operation of the web app's own documents, with the fragments it uses (as codegen sends it). */
function webOperation(name: string): string {
  const dir = path.resolve(__dirname, '..', '..', 'web', 'src', 'graphql');
  const defs = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.graphql'))
    .flatMap((f) => parse(fs.readFileSync(path.join(dir, f), 'utf8')).definitions);
  // An operation and a fragment may share a name (NoteDetail), so look each up by kind.
  const find = (kind: Kind, value: string) => defs.find((d) => d.kind === kind && (d as { name?: { value: string } }).name?.value === value);
  const wanted = new Set<DefinitionNode>();
  const add = (def: DefinitionNode | undefined) => {
    if (!def || wanted.has(def)) return;
    wanted.add(def);
    visit(def, { FragmentSpread: (node) => add(find(Kind.FRAGMENT_DEFINITION, node.name.value)) });
  };
  add(find(Kind.OPERATION_DEFINITION, name));
  return print({ kind: Kind.DOCUMENT, definitions: [...wanted] });
}

const NOTES = `
  query Notes($first: Int, $after: String, $filter: NoteFilter) {
    notes(first: $first, after: $after, filter: $filter) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { cursor node { id title subject course semester college approved likeCount commentCount
        uploader { id username } comments(first: 5) { totalCount edges { node { id text author { username } } } } } }
    }
  }`;

const t = testAppForFile();
beforeEach(async () => {
  await t.db.dataSource.query('TRUNCATE users, notes CASCADE');
});

describe('notes connection', () => {
  it('pages through approved notes newest first with stable cursors and a total', async () => {
    const ds = t.db.dataSource;
    const uploader = await buildUser(ds);
    const created: string[] = [];
    for (let i = 0; i < 7; i++) {
      // Same timestamp for several rows: the id tie-break must keep paging exact.
      const note = await buildNote(ds, { uploaderId: uploader.id, title: `Note ${i}` });
      await ds.query(`UPDATE notes SET created_at = now() - ($1 || ' minutes')::interval WHERE id = $2`, [String(Math.floor(i / 2)), note.id]);
      created.push(note.id);
    }
    await buildNote(ds, { uploaderId: uploader.id, approved: false, title: 'Pending one' });

    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const res: any = await gql(t.url, NOTES, { first: 3, after });
      expect(res.errors).toBeUndefined();
      expect(res.data.notes.totalCount).toBe(7);
      seen.push(...res.data.notes.edges.map((e: any) => e.node.id));
      after = res.data.notes.pageInfo.hasNextPage ? res.data.notes.pageInfo.endCursor : null;
      pages++;
    } while (after && pages < 10);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(7);
    expect(seen.sort()).toEqual([...created].sort());
  });

  it('never lists pending notes', async () => {
    await buildNote(t.db.dataSource, { approved: false, title: 'Secret pending' });
    const res: any = await gql(t.url, NOTES, { first: 10, filter: { search: 'Secret' } });
    expect(res.data.notes.totalCount).toBe(0);
    const all: any = await gql(t.url, NOTES, { first: 10 });
    expect(all.data.notes.edges).toHaveLength(0);
  });

  it('filters by subject, course, semester, college and search text together', async () => {
    const ds = t.db.dataSource;
    await buildNote(ds, {
      title: 'Deadlock avoidance',
      description: 'Banker algorithm walkthrough.',
      subject: 'Operating Systems',
      semester: 5,
      college: 'MANIT Bhopal',
    });
    await buildNote(ds, { title: 'Normalization', subject: 'Database Management Systems', semester: 4, college: 'NIT Trichy' });
    await buildNote(ds, {
      title: 'Paging and segmentation',
      subject: 'Operating Systems',
      semester: 5,
      college: 'NIT Trichy',
      course: 'Information Technology (B.Tech/B.E)',
    });

    const titles = async (filter: Record<string, unknown>) => {
      const res: any = await gql(t.url, NOTES, { first: 10, filter });
      expect(res.errors).toBeUndefined();
      return res.data.notes.edges.map((e: any) => e.node.title).sort();
    };
    expect(await titles({ subject: 'Operating Systems' })).toEqual(['Deadlock avoidance', 'Paging and segmentation']);
    expect(await titles({ subject: 'Operating Systems', college: 'NIT Trichy' })).toEqual(['Paging and segmentation']);
    expect(await titles({ semester: 4 })).toEqual(['Normalization']);
    expect(await titles({ course: 'Information Technology (B.Tech/B.E)' })).toEqual(['Paging and segmentation']);
    expect(await titles({ search: 'banker algorithms' })).toEqual(['Deadlock avoidance']);
  });

  it("the cost limit reads each request's own page size, though costs are cached per document", async () => {
    const schema = await createSchema();
    const document = parse(NOTES);
    const one = documentCost(schema, document, { first: 1 });
    const hundred = documentCost(schema, document, { first: 100, filter: { search: 'kernels' } });
    expect(hundred).toBe(100 * one);
    // Cached: other words are the same shape, another page size is not.
    expect(documentCost(schema, document, { first: 1, filter: { search: 'other words' } })).toBe(one);
    expect(documentCost(schema, document, { first: 100 })).toBe(hundred);
    expect(documentCost(schema, parse(NOTES), { first: 1 })).toBe(one);
  });

  it('answers GraphQL with Cache-Control: no-store, errors too', async () => {
    for (const query of ['{ notes(first: 1) { totalCount } }', '{ notes(first: 0) { totalCount } }']) {
      const res = await fetch(`${t.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('rejects bad input with BAD_USER_INPUT and a clear message', async () => {
    const semester: any = await gql(t.url, NOTES, { first: 5, filter: { semester: 9 } });
    expect(semester.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(semester.errors[0].message).toMatch(/semester must be between 1 and 8/);

    const tooMany: any = await gql(t.url, NOTES, { first: 1000 });
    expect(tooMany.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(tooMany.errors[0].message).toMatch(/first must be between 1 and 100/);

    const cursor: any = await gql(t.url, NOTES, { first: 5, after: 'not-a-cursor' });
    expect(cursor.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(cursor)).not.toMatch(/at .*\.ts|stack/i);
  });

  it('resolves uploaders, counts and comments with a constant number of SQL queries (DataLoader)', async () => {
    const ds = t.db.dataSource;
    // Uploaders and commenters are different people, so both user batches always run.
    const uploaders = await Promise.all(Array.from({ length: 5 }, () => buildUser(ds)));
    const commenters = await Promise.all(Array.from({ length: 5 }, () => buildUser(ds)));
    for (let i = 0; i < 20; i++) {
      const note = await buildNote(ds, { uploaderId: uploaders[i % 5].id });
      for (let c = 0; c < 3; c++) await buildComment(ds, note.id, commenters[(i + c) % 5].id, `comment ${c}`);
      await buildLike(ds, note.id, commenters[(i + 1) % 5].id);
    }
    const queriesFor = async (first: number) => {
      t.db.queries.length = 0;
      const res: any = await gql(t.url, NOTES, { first });
      expect(res.errors).toBeUndefined();
      expect(res.data.notes.edges).toHaveLength(first);
      for (const edge of res.data.notes.edges) {
        expect(edge.node.uploader.username).toMatch(/^student_/);
        expect(edge.node.comments.edges).toHaveLength(3);
        expect(edge.node.comments.totalCount).toBe(3);
        expect(edge.node.commentCount).toBe(3);
        expect(edge.node.likeCount).toBe(1);
      }
      return t.db.queries.length;
    };
    const small = await queriesFor(5);
    const large = await queriesFor(20);
    expect(large).toBe(small);
    // page + count + users + likes + comment counts + comments (+ comment authors, cached users)
    expect(small).toBeLessThanOrEqual(8);
  });
});

describe('note(id)', () => {
  it('returns an approved note to a visitor and hides a pending one', async () => {
    const ds = t.db.dataSource;
    const approved = await buildNote(ds, { title: 'Visible' });
    const pending = await buildNote(ds, { title: 'Hidden', approved: false });
    const q = `query($id: ID!) { note(id: $id) { id title fileType hasFile uploader { username } } }`;
    const a: any = await gql(t.url, q, { id: approved.id });
    expect(a.data.note).toMatchObject({ title: 'Visible', fileType: 'pdf', hasFile: true });
    const p: any = await gql(t.url, q, { id: pending.id });
    expect(p.data.note).toBeNull();
    // An id that cannot be a note's (a link cut short, a path) is not found, never an internal error.
    for (const id of ['../etc/passwd', approved.id.slice(0, 30), `${approved.id}x`, '']) {
      const bad: any = await gql(t.url, q, { id });
      expect([id, bad.errors?.[0]?.extensions?.code, bad.errors?.[0]?.message]).toEqual([id, 'NOT_FOUND', 'That note was not found.']);
      expect(JSON.stringify(bad)).not.toMatch(/uuid|syntax|stack/i);
    }
  });

  it('answers the REST note lookup for a truncated id with 404 NOT_FOUND', async () => {
    const approved = await buildNote(t.db.dataSource, { title: 'Cut short' });
    for (const id of [approved.id.slice(0, 30), 'not-a-note']) {
      const res = await fetch(`${t.url}/api/uploading/get/${id}`);
      expect([id, res.status, await res.json()]).toEqual([id, 404, { success: false, message: 'That note was not found.', code: 'NOT_FOUND' }]);
    }
  });
});

describe('browse filter options and community stats', () => {
  it('offers only values present in approved notes and counts live', async () => {
    const ds = t.db.dataSource;
    const a = await buildNote(ds, { subject: 'Thermodynamics', college: 'IIT Bombay', semester: 3 });
    await buildNote(ds, { subject: 'Fluid Mechanics', college: 'NIT Trichy', semester: 4, approved: false });
    const liker = await buildUser(ds);
    await buildLike(ds, a.id, liker.id);
    const res: any = await gql(
      t.url,
      `{ browseFilterOptions { subjects colleges semesters courses }
      communityStats { notesShared students colleges subjects likes downloads } }`,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.browseFilterOptions.subjects).toEqual(['Thermodynamics']);
    expect(res.data.browseFilterOptions.colleges).toEqual(['IIT Bombay']);
    expect(res.data.browseFilterOptions.semesters).toEqual([3]);
    expect(res.data.communityStats).toMatchObject({ notesShared: 1, colleges: 1, subjects: 1, likes: 1 });
    expect(res.data.communityStats.students).toBeGreaterThanOrEqual(3);
  });

  it('me is null for a visitor', async () => {
    const res: any = await gql(t.url, `{ me { id } }`);
    expect(res.data.me).toBeNull();
  });
});

describe('SQL statements per request stay constant', () => {
  const BROWSE = webOperation('BrowseNotes');
  const DETAIL = webOperation('NoteDetail');

  /** Statements the app ran for one request (the session lookup included when signed in). */
  async function statementsFor(query: string, variables: Record<string, unknown>, cookie?: string) {
    t.db.queries.length = 0;
    const res: any = await gql(t.url, query, variables, cookie ? { cookie } : {});
    expect(res.errors).toBeUndefined();
    return { count: t.db.queries.length, data: res.data };
  }

  it('browse: one statement for a visitor whatever the page size; one more signed in (likes)', async () => {
    const ds = t.db.dataSource;
    const uploader = await buildUser(ds);
    const liker = await buildUser(ds);
    for (let i = 0; i < 30; i++) {
      const note = await buildNote(ds, { uploaderId: uploader.id, title: `Card ${i}` });
      await buildLike(ds, note.id, liker.id);
      if (i % 3 === 0) await buildComment(ds, note.id, liker.id, `comment on ${i}`);
    }
    const signedIn = await signUp(t.url);
    const counts: Record<string, number[]> = { out: [], in: [] };
    for (const first of [1, 12, 30]) {
      const visitor = await statementsFor(BROWSE, { first, filter: {} });
      expect(visitor.data.notes.edges).toHaveLength(first);
      expect(visitor.data.notes.totalCount).toBe(30);
      const cards = visitor.data.notes.edges.map((e: any) => e.node);
      expect(cards.every((c: any) => c.likeCount === 1 && c.viewerHasLiked === false)).toBe(true);
      expect(cards.filter((c: any) => c.commentCount === 1).length).toBe(cards.filter((c: any) => Number(c.title.split(' ')[1]) % 3 === 0).length);
      counts.out.push(visitor.count);
      counts.in.push((await statementsFor(BROWSE, { first, filter: {} }, signedIn.cookie)).count);
    }
    expect(counts.out).toEqual([1, 1, 1]);
    expect(new Set(counts.in).size).toBe(1);
    expect(counts.in[0]).toBeLessThanOrEqual(counts.out[0] + 3); // session lookup (+ its touch) + the viewer's likes

    // Filtered lists and an empty page go through the same single statement.
    expect((await statementsFor(BROWSE, { first: 12, filter: { subject: 'Operating Systems', semester: 5 } })).count).toBe(1);
    const empty = await statementsFor(BROWSE, { first: 12, filter: { college: 'Nowhere College' } });
    expect(empty.count).toBe(1);
    expect(empty.data.notes).toMatchObject({ totalCount: 0, edges: [] });
  });

  it("cards read the preview's thumbnail alone; asked with another part of the preview, the whole of it", async () => {
    const ds = t.db.dataSource;
    const preview = {
      thumbnail: { key: 'previews/thumb-card.webp', width: 320, height: 240 },
      pages: [
        { key: 'previews/page-1.webp', width: 1200, height: 1600 },
        { key: 'previews/page-2.webp', width: 1200, height: 1600 },
      ],
      pageCount: 2,
      ocrPages: 0,
      kind: 'pages',
    };
    const shown = await buildNote(ds, { title: 'Thumbnail card', preview } as never);
    const bare = await buildNote(ds, { title: 'No preview card' });
    const thumbs = await gql(t.url, `{ notes(first: 50) { edges { node { id thumbnailUrl } } } }`);
    const byId = new Map<string, any>((thumbs as any).data.notes.edges.map((e: any) => [e.node.id, e.node]));
    expect(byId.get(shown.id)).toEqual({ id: shown.id, thumbnailUrl: '/media/previews/thumb-card.webp' });
    expect(byId.get(bare.id)).toEqual({ id: bare.id, thumbnailUrl: null });
    const whole = await gql(t.url, `{ notes(first: 50) { edges { node { id thumbnailUrl previewPages { url } pageCount previewKind } } } }`);
    const node = (whole as any).data.notes.edges.map((e: any) => e.node).find((n: any) => n.id === shown.id);
    expect(node).toEqual({
      id: shown.id,
      thumbnailUrl: '/media/previews/thumb-card.webp',
      previewPages: [{ url: '/media/previews/page-1.webp' }, { url: '/media/previews/page-2.webp' }],
      pageCount: 2,
      previewKind: 'pages',
    });
  });

  it('cards with their uploaders: one statement whatever the page size (the uploaders come with the page)', async () => {
    const ds = t.db.dataSource;
    const people = await Promise.all(Array.from({ length: 5 }, () => buildUser(ds)));
    const liker = await buildUser(ds);
    for (let i = 0; i < 30; i++) {
      const note = await buildNote(ds, { uploaderId: people[i % people.length].id, title: `Card ${i}` });
      if (i % 2 === 0) await buildLike(ds, note.id, liker.id);
    }
    // A pending note's uploader never shows, nor does the note.
    await buildNote(ds, { uploaderId: liker.id, approved: false, title: 'Pending card' });
    const CARDS = `query Cards($first: Int) { notes(first: $first) { edges { node { id title createdAt uploader { id username avatarUrl } likeCount commentCount } } } }`;
    const byFragment = `query Cards($first: Int) { notes(first: $first) { edges { ...Edge } } } fragment Edge on NoteEdge { node { id uploader { ...Who } } } fragment Who on PublicUser { username }`;
    const names = new Map(people.map((p) => [p.id, p.username]));
    const counts: number[] = [];
    for (const first of [1, 12, 30]) {
      const cards = await statementsFor(CARDS, { first });
      expect(cards.data.notes.edges).toHaveLength(first);
      for (const { node } of cards.data.notes.edges) {
        const i = Number(node.title.split(' ')[1]);
        expect(node.uploader).toEqual({ id: people[i % people.length].id, username: names.get(people[i % people.length].id), avatarUrl: null });
        expect(node.likeCount).toBe(i % 2 === 0 ? 1 : 0);
      }
      counts.push(cards.count);
      const spread = await statementsFor(byFragment, { first });
      expect(spread.data.notes.edges.map((e: any) => e.node.uploader.username)).toEqual(cards.data.notes.edges.map((e: any) => e.node.uploader.username));
      counts.push(spread.count);
    }
    expect(counts).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it('note detail: the same statements with 0, 10 or 50 comments, signed in and out', async () => {
    const ds = t.db.dataSource;
    const uploader = await buildUser(ds);
    const commenters = await Promise.all(Array.from({ length: 10 }, () => buildUser(ds)));
    const signedIn = await signUp(t.url);
    const counts: Record<string, number[]> = { out: [], in: [] };
    for (const comments of [0, 10, 50]) {
      const note = await buildNote(ds, { uploaderId: uploader.id });
      for (let c = 0; c < comments; c++) await buildComment(ds, note.id, commenters[c % commenters.length].id, `comment ${c}`);
      const visitor = await statementsFor(DETAIL, { id: note.id });
      // The page shows the first 20 comments; the rest come a page at a time.
      expect(visitor.data.note.comments.edges).toHaveLength(Math.min(comments, 20));
      expect(visitor.data.note.comments.totalCount).toBe(comments);
      expect(visitor.data.note.comments.pageInfo.hasNextPage).toBe(comments > 20);
      expect(visitor.data.note.commentCount).toBe(comments);
      if (comments) expect(visitor.data.note.comments.edges[0].node.author.username).toMatch(/^student_/);
      counts.out.push(visitor.count);
      counts.in.push((await statementsFor(DETAIL, { id: note.id }, signedIn.cookie)).count);
    }
    // 10 or 50 comments: the same statements. No comments saves the comment authors' batch (and,
    // signed in, the batch of which comments the viewer reported).
    for (const [list, perCommentBatches] of [
      [counts.out, 1],
      [counts.in, 2],
    ] as const) {
      expect(list[2]).toBe(list[1]);
      expect(list[1] - list[0]).toBeGreaterThanOrEqual(0);
      expect(list[1] - list[0]).toBeLessThanOrEqual(perCommentBatches);
    }
    // note + uploader/authors + counts + comments; signed in adds the session, the viewer's like and
    // save, and whether they reported the note and which of its comments.
    // Plus the document's excerpt the page shows search engines (Note.excerpt, one batched read),
    // and the slugs of its college and subject for the links to their pages (one batched read).
    expect(counts.out[1]).toBeLessThanOrEqual(7);
    expect(counts.in[1]).toBeLessThanOrEqual(counts.out[1] + 5);
  });
});

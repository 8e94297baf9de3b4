import { randomUUID } from 'node:crypto';
import { buildNote, buildUser } from './factories';
import { gql, testAppForFile } from './app';
import { accountWithSession } from './session';
import express from 'express';
import { seoRouter } from '../src/http/seo';
import http from 'node:http';
import { listenLocally } from './listen';

const t = testAppForFile();
const ds = () => t.db.dataSource;
const as = (cookie: string): Record<string, string> => ({ cookie });
/** A name no other test uses, so each test has its own college or subject. */
const unique = (name: string) => `${name} ${randomUUID().slice(0, 6)}`;
const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const COLLECTION = `query($c: String, $s: String, $first: Int!, $after: String, $semester: Int, $sort: NoteSort) {
  noteCollection(collegeSlug: $c, subjectSlug: $s) {
    college { name slug } subject { name slug } moved noteCount semesters
    subjects { name slug noteCount } colleges { name slug noteCount } programmes { name noteCount }
    notes(first: $first, after: $after, semester: $semester, sort: $sort) { totalCount pageInfo { hasNextPage endCursor } edges { node { id title likeCount downloadCount semester } } }
  } }`;
const CONTRIBUTOR = `query($u: String!, $sort: NoteSort) { contributor(username: $u) { user { username } noteCount likesReceived downloadsReceived subjects { name slug noteCount } semesters notes(first: 10, sort: $sort) { edges { node { id } } } } }`;
const MERGE = `mutation($input: MergeCatalogueNameInput!) { mergeCatalogueName(input: $input) { entry { name slug } movedNotes renamed errors { field message code } } }`;
const NOTES = `query($sort: NoteSort, $filter: NoteFilter, $after: String) { notes(first: 2, sort: $sort, filter: $filter, after: $after) { pageInfo { hasNextPage endCursor } edges { node { id } } } }`;
const RELATED = `query($id: ID!) { note(id: $id) { collegeSlug subjectSlug related { sameSubject { id college } similar { id } } } }`;

async function like(noteId: string, times: number) {
  for (let i = 0; i < times; i++) {
    const user = await buildUser(ds());
    await ds().query(`INSERT INTO likes (note_id, user_id) VALUES ($1, $2)`, [noteId, user.id]);
  }
}

describe('slugs', () => {
  it('gives every college and subject a slug from its name, unique, and pages answer by slug', async () => {
    const college = unique('NIT Trichy');
    const a = await buildNote(ds(), { college, subject: 'Operating Systems', semester: 3 });
    // Another spelling that makes the same slug gets its own, with a number.
    const twin = college.toUpperCase() + '!';
    await buildNote(ds(), { college: twin });
    const rows: { name: string; slug: string }[] = await ds().query(
      `SELECT name, slug FROM catalogue_names WHERE kind = 'college' AND name = ANY($1) ORDER BY slug`,
      [[college, twin]],
    );
    expect(rows.map((r) => r.slug)).toEqual([slugOf(college), `${slugOf(college)}-2`]);

    const res = await gql(t.url, COLLECTION, { c: slugOf(college), first: 10 });
    expect(res.errors).toBeUndefined();
    expect(res.data!.noteCollection).toMatchObject({
      college: { name: college, slug: slugOf(college) },
      subject: null,
      moved: false,
      noteCount: 1,
      semesters: [3],
    });
    expect(res.data!.noteCollection.subjects).toEqual([{ name: 'Operating Systems', slug: 'operating-systems', noteCount: 1 }]);
    expect(res.data!.noteCollection.notes.edges.map((e: any) => e.node.id)).toEqual([a.id]);

    const note = await gql(t.url, RELATED, { id: a.id });
    expect(note.data!.note).toMatchObject({ collegeSlug: slugOf(college), subjectSlug: 'operating-systems' });
  });

  it('lists only public notes and answers NOT_FOUND for a page without any, an unknown slug or a malformed one', async () => {
    const college = unique('Pending College');
    await buildNote(ds(), { college, approved: false });
    const hiddenCollege = unique('Hidden College');
    await buildNote(ds(), { college: hiddenCollege, hidden: true } as any);
    for (const c of [slugOf(college), slugOf(hiddenCollege), 'no-such-college', 'Not A Slug!', 'x'.repeat(150)]) {
      const res = await gql(t.url, COLLECTION, { c, first: 5 });
      expect(res.data?.noteCollection ?? null).toBeNull();
      expect(res.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
    const none = await gql(t.url, COLLECTION, { first: 5 });
    expect(none.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    // The server-rendered page answers 404 too (no web build here: the shell, with the status).
    expect((await fetch(`${t.url}/colleges/no-such-college`)).status).not.toBe(301);
  });
});

describe('sort orders', () => {
  it('orders a page by newest, most liked and most downloaded, pages through each, and filters by semester', async () => {
    const college = unique('Sort College');
    const subject = unique('Networks');
    const older = await buildNote(ds(), { college, subject, semester: 4, createdAt: new Date('2025-01-01') } as any);
    const liked = await buildNote(ds(), { college, subject, semester: 4, createdAt: new Date('2025-02-01') } as any);
    const downloaded = await buildNote(ds(), { college, subject, semester: 6, createdAt: new Date('2025-03-01') } as any);
    await like(liked.id, 3);
    await like(older.id, 1);
    await ds().query(`UPDATE notes SET download_count = 50 WHERE id = $1`, [downloaded.id]);
    const ids = async (sort: string, extra: Record<string, unknown> = {}) => {
      const res = await gql(t.url, COLLECTION, { c: slugOf(college), s: slugOf(subject), first: 10, sort, ...extra });
      expect(res.errors).toBeUndefined();
      return res.data!.noteCollection.notes.edges.map((e: any) => e.node.id);
    };
    expect(await ids('NEWEST')).toEqual([downloaded.id, liked.id, older.id]);
    expect(await ids('LIKED')).toEqual([liked.id, older.id, downloaded.id]);
    // Ties (no downloads) by id, descending, as keyset paging orders them.
    expect(await ids('DOWNLOADED')).toEqual([downloaded.id, ...[liked.id, older.id].sort().reverse()]);
    expect(await ids('LIKED', { semester: 4 })).toEqual([liked.id, older.id]);

    // Paging by likes: two pages, no note twice.
    const first = await gql(t.url, COLLECTION, { c: slugOf(college), s: slugOf(subject), first: 2, sort: 'LIKED' });
    const page1 = first.data!.noteCollection.notes;
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const second = await gql(t.url, COLLECTION, { c: slugOf(college), s: slugOf(subject), first: 2, sort: 'LIKED', after: page1.pageInfo.endCursor });
    expect(second.data!.noteCollection.notes.edges.map((e: any) => e.node.id)).toEqual([downloaded.id]);
    // A cursor of another order is refused clearly, not cast.
    const mixed = await gql(t.url, COLLECTION, { c: slugOf(college), s: slugOf(subject), first: 2, sort: 'NEWEST', after: page1.pageInfo.endCursor });
    expect(mixed.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    // Bad input: an unknown sort value, a semester out of range.
    expect((await gql(t.url, COLLECTION, { c: slugOf(college), first: 2, sort: 'LOUDEST' })).errors?.[0].extensions?.code).toBeDefined();
    expect((await gql(t.url, COLLECTION, { c: slugOf(college), first: 2, semester: 9 })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');

    // Browse (GraphQL) and the REST shim take the same orders; the REST default shape is unchanged.
    const browse = await gql(t.url, NOTES, { sort: 'LIKED', filter: { college } });
    expect(browse.data!.notes.edges.map((e: any) => e.node.id)).toEqual([liked.id, older.id]);
    const rest = await fetch(`${t.url}/api/notes?search=&subject=&course=&semester=&college=${encodeURIComponent(college)}&sort=downloaded`);
    const body = (await rest.json()) as any;
    expect(body.success).toBe(true);
    expect(body.notes[0]._id).toBe(downloaded.id);
    const badSort = await fetch(`${t.url}/api/notes?sort=loudest`);
    expect(badSort.status).toBe(400);
    expect(((await badSort.json()) as any).message).toMatch(/sort must be one of/);
    // With search words: most relevant by default, most liked when asked.
    const searched = await gql(t.url, NOTES, { sort: 'LIKED', filter: { college, search: 'Operating' } });
    expect(searched.errors).toBeUndefined();
    expect(searched.data!.notes.edges[0].node.id).toBe(liked.id);
  });

  it('keeps like counts with likes added and removed', async () => {
    const note = await buildNote(ds());
    await like(note.id, 2);
    await ds().query(`DELETE FROM likes WHERE note_id = $1 AND user_id = (SELECT user_id FROM likes WHERE note_id = $1 LIMIT 1)`, [note.id]);
    const [row] = await ds().query(`SELECT like_count FROM notes WHERE id = $1`, [note.id]);
    expect(row.like_count).toBe(1);
  });
});

describe('page counts (catalogue_counts, kept by triggers)', () => {
  const COUNTS = `query($c: String, $s: String) { noteCollection(collegeSlug: $c, subjectSlug: $s) {
    noteCount semesters subjects { name slug noteCount } colleges { name noteCount } programmes { name noteCount } } }`;
  /** The trigger-kept counts equal a GROUP BY over the public notes, for the whole table. */
  async function expectCountsExact() {
    const kept = await ds().query(`SELECT college, subject, course, semester, notes FROM catalogue_counts ORDER BY 1, 2, 3, 4`);
    const counted = await ds().query(
      `SELECT college, subject, course, semester, count(*)::int AS notes FROM notes WHERE approved AND NOT hidden GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`,
    );
    expect(kept).toEqual(counted);
  }
  const page = async (c?: string, s?: string) => {
    const res = await gql(t.url, COUNTS, { c, s });
    return res.data?.noteCollection ?? res.errors?.[0].extensions?.code;
  };

  it('stays exact through upload, approval, unpublishing, hiding, edits, deletion, a user deleted and a merge', async () => {
    const admin = await accountWithSession(t, 'admin');
    const college = unique('Counts College');
    const [os, dbms] = [unique('Operating Systems'), unique('DBMS')];
    const [cse, it] = ['Computer Science Engineering (B.Tech/B.E)', 'Information Technology (B.Tech)'];
    const a = await buildNote(ds(), { college, subject: os, course: cse, semester: 3 });
    const b = await buildNote(ds(), { college, subject: os, course: cse, semester: 3 });
    const c = await buildNote(ds(), { college, subject: dbms, course: it, semester: 5 });
    const pending = await buildNote(ds(), { college, subject: os, course: it, semester: 4, approved: false });
    await expectCountsExact();
    expect(await page(slugOf(college))).toEqual({
      noteCount: 3,
      semesters: [3, 5],
      subjects: [
        { name: os, slug: slugOf(os), noteCount: 2 },
        { name: dbms, slug: slugOf(dbms), noteCount: 1 },
      ],
      colleges: [],
      programmes: [
        { name: cse, noteCount: 2 },
        { name: it, noteCount: 1 },
      ],
    });
    expect(await page(undefined, slugOf(os))).toMatchObject({ noteCount: 2, colleges: [{ name: college, noteCount: 2 }], subjects: [] });

    // Approved by an admin: counted.
    await gql(t.url, `mutation($id: ID!) { reviewNote(id: $id, approved: true) { errors { code } } }`, { id: pending.id }, as(admin.cookie));
    await expectCountsExact();
    expect(await page(slugOf(college), slugOf(os))).toMatchObject({
      noteCount: 3,
      semesters: [3, 4],
      programmes: [
        { name: cse, noteCount: 2 },
        { name: it, noteCount: 1 },
      ],
    });
    // Unpublished (back to pending) and hidden after reports: not counted; the page of a subject without public notes is gone.
    await ds().query(`UPDATE notes SET approved = false WHERE id = $1`, [pending.id]);
    await ds().query(`UPDATE notes SET hidden = true WHERE id = $1`, [c.id]);
    await expectCountsExact();
    expect(await page(slugOf(college))).toMatchObject({ noteCount: 2, semesters: [3], subjects: [{ name: os, noteCount: 2 }] });
    expect(await page(slugOf(college), slugOf(dbms))).toBe('NOT_FOUND');
    await ds().query(`UPDATE notes SET hidden = false WHERE id = $1`, [c.id]);
    // Edited: another semester and programme; a like or a download changes nothing.
    await ds().query(`UPDATE notes SET semester = 6, course = $2 WHERE id = $1`, [a.id, it]);
    await like(a.id, 1);
    await ds().query(`UPDATE notes SET download_count = download_count + 1 WHERE id = $1`, [a.id]);
    await expectCountsExact();
    expect(await page(slugOf(college), slugOf(os))).toMatchObject({ noteCount: 2, semesters: [3, 6] });
    // Deleted, and a user deleted with their notes.
    await ds().query(`DELETE FROM notes WHERE id = $1`, [b.id]);
    const [{ uploader_id: uploader }] = await ds().query(`SELECT uploader_id FROM notes WHERE id = $1`, [c.id]);
    await ds().query(`DELETE FROM users WHERE id = $1`, [uploader]);
    await expectCountsExact();
    expect(await page(slugOf(college))).toMatchObject({ noteCount: 1, subjects: [{ name: os, noteCount: 1 }], semesters: [6] });
    // Merged: the counts move with the notes.
    const kept = unique('Operating System Concepts');
    await buildNote(ds(), { college, subject: kept, course: it, semester: 6 });
    const merged = await gql(t.url, MERGE, { input: { kind: 'SUBJECT', from: os, into: kept } }, as(admin.cookie));
    expect(merged.data!.mergeCatalogueName.errors).toEqual([]);
    await expectCountsExact();
    expect(await page(slugOf(college))).toMatchObject({
      noteCount: 2,
      subjects: [{ name: kept, slug: slugOf(kept), noteCount: 2 }],
      programmes: [{ name: it, noteCount: 2 }],
    });
    // A semester filter counts from the same table.
    const filtered = await gql(t.url, COLLECTION, { c: slugOf(college), first: 1, semester: 6 });
    expect(filtered.data!.noteCollection.notes.totalCount).toBe(2);
  });

  it('keeps a count exact when two transactions remove the last notes of a row at once, and empties with the notes', async () => {
    const college = unique('Race College');
    const [x, y] = [await buildNote(ds(), { college }), await buildNote(ds(), { college })];
    const first = ds().createQueryRunner();
    const second = ds().createQueryRunner();
    try {
      await first.startTransaction();
      await second.startTransaction();
      await first.query(`DELETE FROM notes WHERE id = $1`, [x.id]);
      // Waits for the first transaction's lock on the counts row, then sees its decrement.
      const pendingDelete = second.query(`DELETE FROM notes WHERE id = $1`, [y.id]);
      await new Promise((r) => setTimeout(r, 200));
      await first.commitTransaction();
      await pendingDelete;
      await second.commitTransaction();
    } finally {
      await first.release();
      await second.release();
    }
    await expectCountsExact();
    expect(await ds().query(`SELECT 1 FROM catalogue_counts WHERE college = $1`, [college])).toEqual([]);

    // TRUNCATE of the notes (the seed's reset) empties the counts too; rolled back here.
    await buildNote(ds(), { college });
    const runner = ds().createQueryRunner();
    try {
      await runner.startTransaction();
      await runner.query(`TRUNCATE notes CASCADE`);
      expect(await runner.query(`SELECT count(*)::int AS n FROM catalogue_counts`)).toEqual([{ n: 0 }]);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
    await expectCountsExact();
  });
});

describe('contributor pages', () => {
  it("shows a contributor's public notes and the likes and downloads they received; NOT_FOUND without public notes", async () => {
    const uploader = await buildUser(ds());
    const a = await buildNote(ds(), { uploaderId: uploader.id });
    await buildNote(ds(), { uploaderId: uploader.id, approved: false, subject: unique('Pending Subject'), semester: 8 });
    await like(a.id, 2);
    await ds().query(`UPDATE notes SET download_count = 7 WHERE id = $1`, [a.id]);
    const res = await gql(t.url, CONTRIBUTOR, { u: uploader.username.toUpperCase(), sort: 'LIKED' });
    expect(res.errors).toBeUndefined();
    expect(res.data!.contributor).toMatchObject({ user: { username: uploader.username }, noteCount: 1, likesReceived: 2, downloadsReceived: 7 });
    // Their subjects and semesters, public notes only (the pending one's are not shown).
    expect(res.data!.contributor.subjects).toEqual([{ name: a.subject, slug: slugOf(a.subject), noteCount: 1 }]);
    expect(res.data!.contributor.semesters).toEqual([a.semester]);
    expect(res.data!.contributor.notes.edges).toEqual([{ node: { id: a.id } }]);
    const lurker = await buildUser(ds());
    for (const u of [lurker.username, 'nobody-at-all', 'x'.repeat(300)]) {
      const none = await gql(t.url, CONTRIBUTOR, { u });
      expect(none.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
  });
});

describe('merging two spellings', () => {
  it('moves every note and subject follow, keeps the old slug answering 301, and records the merge', async () => {
    const admin = await accountWithSession(t, 'admin');
    const student = await accountWithSession(t, 'user');
    const keep = unique('Maulana Azad NIT');
    const away = unique('MANIT Bhopal');
    const kept = await buildNote(ds(), { college: keep, subject: 'Compilers' });
    const moved = await buildNote(ds(), { college: away, subject: 'Compilers' });
    const pending = await buildNote(ds(), { college: away, approved: false });

    const res = await gql(t.url, MERGE, { input: { kind: 'COLLEGE', from: away, into: keep } }, as(admin.cookie));
    expect(res.data!.mergeCatalogueName).toEqual({ entry: { name: keep, slug: slugOf(keep) }, movedNotes: 2, renamed: false, errors: [] });
    const colleges: { id: string; college: string }[] = await ds().query(`SELECT id, college FROM notes WHERE id = ANY($1) ORDER BY id`, [
      [kept.id, moved.id, pending.id],
    ]);
    expect(colleges.every((n) => n.college === keep)).toBe(true);

    // The old slug: GraphQL answers for the new name (moved), the page answers 301 with its query.
    const old = await gql(t.url, COLLECTION, { c: slugOf(away), first: 10 });
    expect(old.data!.noteCollection).toMatchObject({ moved: true, college: { name: keep, slug: slugOf(keep) }, noteCount: 2 });
    const redirect = await fetch(`${t.url}/colleges/${slugOf(away)}/compilers?sort=liked`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe(`/colleges/${slugOf(keep)}/compilers?sort=liked`);
    const redirect2 = await fetch(`${t.url}/colleges/${slugOf(away)}`, { redirect: 'manual' });
    expect(redirect2.headers.get('location')).toBe(`/colleges/${slugOf(keep)}`);

    const [record] = await ds().query(`SELECT action, item_type, item_title, changes FROM audit_records WHERE item_type = 'college' AND item_title = $1`, [
      keep,
    ]);
    expect(record).toMatchObject({ action: 'merge', item_type: 'college', item_title: keep });
    expect(record.changes).toContainEqual({ field: 'name', from: away, to: keep });

    // A subject: follows move too (one follow for a student who followed both).
    const subjectA = unique('Data Structures');
    const subjectB = unique('DSA');
    await buildNote(ds(), { subject: subjectA });
    await buildNote(ds(), { subject: subjectB });
    await ds().query(`INSERT INTO follows (user_id, kind, value) VALUES ($1, 'subject', $2), ($1, 'subject', $3)`, [student.id, subjectA, subjectB]);
    const subj = await gql(t.url, MERGE, { input: { kind: 'SUBJECT', from: subjectB, into: subjectA } }, as(admin.cookie));
    expect(subj.data!.mergeCatalogueName.errors).toEqual([]);
    expect(await ds().query(`SELECT value FROM follows WHERE user_id = $1 AND kind = 'subject'`, [student.id])).toEqual([{ value: subjectA }]);
    expect((await fetch(`${t.url}/subjects/${slugOf(subjectB)}`, { redirect: 'manual' })).headers.get('location')).toBe(`/subjects/${slugOf(subjectA)}`);

    // A rename to a new name: the old slug follows, and a chain of renames still ends at the newest.
    const renamed = unique('Maulana Azad National Institute of Technology');
    const r = await gql(t.url, MERGE, { input: { kind: 'COLLEGE', from: keep, into: renamed } }, as(admin.cookie));
    expect(r.data!.mergeCatalogueName).toMatchObject({ renamed: true, entry: { name: renamed, slug: slugOf(renamed) }, errors: [] });
    for (const s of [slugOf(away), slugOf(keep)]) {
      expect((await fetch(`${t.url}/colleges/${s}`, { redirect: 'manual' })).headers.get('location')).toBe(`/colleges/${slugOf(renamed)}`);
    }
    const [renameRecord] = await ds().query(`SELECT action FROM audit_records WHERE item_title = $1`, [renamed]);
    expect(renameRecord.action).toBe('rename');
  });

  it('refuses visitors and students, a name merged into itself, an unknown name and bad input', async () => {
    const admin = await accountWithSession(t, 'admin');
    const student = await accountWithSession(t, 'user');
    const college = unique('Self College');
    await buildNote(ds(), { college });
    const input = { kind: 'COLLEGE', from: college, into: unique('Other') };
    expect((await gql(t.url, MERGE, { input })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await gql(t.url, MERGE, { input }, as(student.cookie))).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const self = await gql(t.url, MERGE, { input: { kind: 'COLLEGE', from: college, into: ` ${college} ` } }, as(admin.cookie));
    expect(self.data!.mergeCatalogueName.errors).toEqual([{ field: 'into', message: 'Choose another name.', code: 'BAD_USER_INPUT' }]);
    const unknown = await gql(t.url, MERGE, { input: { kind: 'COLLEGE', from: 'No Such College Anywhere', into: college } }, as(admin.cookie));
    expect(unknown.data!.mergeCatalogueName.errors[0].code).toBe('NOT_FOUND');
    const empty = await gql(t.url, MERGE, { input: { kind: 'COLLEGE', from: college, into: '   ' } }, as(admin.cookie));
    expect(empty.data!.mergeCatalogueName.errors[0]).toMatchObject({ field: 'into', code: 'BAD_USER_INPUT' });
    // Nothing moved.
    expect((await ds().query(`SELECT count(*)::int AS n FROM notes WHERE college = $1`, [college]))[0].n).toBe(1);
  });
});

describe('related notes and the sitemap', () => {
  it('finds the same subject at other colleges and similar text, public notes only', async () => {
    const subject = unique('Thermodynamics');
    const here = await buildNote(ds(), { subject, college: unique('College A'), title: 'Entropy and the second law of thermodynamics' });
    const elsewhere = await buildNote(ds(), { subject, college: unique('College B') });
    await buildNote(ds(), { subject, college: unique('College C'), approved: false });
    const similar = await buildNote(ds(), { subject: unique('Physics'), title: 'Entropy explained: second law' });
    const res = await gql(t.url, RELATED, { id: here.id });
    expect(res.errors).toBeUndefined();
    expect(res.data!.note.related.sameSubject.map((n: any) => n.id)).toEqual([elsewhere.id]);
    expect(res.data!.note.related.similar.map((n: any) => n.id)).toContain(similar.id);
    expect(res.data!.note.related.similar.map((n: any) => n.id)).not.toContain(here.id);
  });

  it('lists college, subject and college+subject pages in sitemap.xml', async () => {
    const college = unique('Sitemap College');
    await buildNote(ds(), { college, subject: 'Operating Systems' });
    const xml = await (await fetch(`${t.url}/sitemap.xml`)).text();
    expect(xml).toContain(`/colleges/${slugOf(college)}</loc>`);
    expect(xml).toContain(`/colleges/${slugOf(college)}/operating-systems</loc>`);
    expect(xml).toContain(`/subjects/operating-systems</loc>`);
    // With more notes than one sitemap holds: an index with a sitemap of the pages.
    const app = express();
    app.use(seoRouter(t.services.sitemap, 'https://notes.example.edu', 1, t.services.discovery));
    const server = await listenLocally(http.createServer(app));
    try {
      const index = await (await fetch(`${server.url}/sitemap.xml`)).text();
      expect(index).toContain('<loc>https://notes.example.edu/sitemaps/pages.xml</loc>');
      const pages = await (await fetch(`${server.url}/sitemaps/pages.xml`)).text();
      expect(pages).toContain(`<loc>https://notes.example.edu/colleges/${slugOf(college)}</loc>`);
    } finally {
      await server.close();
    }
  });
});

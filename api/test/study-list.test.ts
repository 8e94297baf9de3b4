import { gql, testAppForFile } from './app';
import { buildNote, buildSave, buildUser } from './factories';
import { signUp } from './session';
import { STUDY_LIST_NAME_MAX } from '../src/domain/constants';
import { can } from '../src/policies';
import { personalData } from '../src/data/data-export.data';
import express from 'express';
import http from 'node:http';
import { seoRouter } from '../src/http/seo';
import { listenLocally } from './listen';

const t = testAppForFile();

const LIST = `id name isDefault isPublic noteCount path viewerCan { edit delete } owner { username } notes(first: 20) { totalCount edges { node { id title } } }`;
const CREATE = `mutation($input: CreateStudyListInput!) { createStudyList(input: $input) { studyList { ${LIST} } note { id } errors { field code message } } }`;
const UPDATE = `mutation($input: UpdateStudyListInput!) { updateStudyList(input: $input) { studyList { ${LIST} } errors { field code } } }`;
const ADD = `mutation($input: StudyListNoteInput!) { addNoteToStudyList(input: $input) { studyList { ${LIST} } note { id viewerHasSaved } errors { field code message } } }`;
const REMOVE = `mutation($input: StudyListNoteInput!) { removeNoteFromStudyList(input: $input) { studyList { ${LIST} } errors { code } } }`;
const MOVE = `mutation($input: MoveStudyListNoteInput!) { moveNoteInStudyList(input: $input) { studyList { ${LIST} } errors { field code } } }`;
const DELETE = `mutation($id: ID!) { deleteStudyList(id: $id) { deletedId errors { field code } } }`;
const ONE = `query($id: ID!) { studyList(id: $id) { ${LIST} } }`;
const MINE = `{ myStudyLists(first: 50) { totalCount edges { node { ${LIST} } } } }`;

const as = (cookie: string) => ({ cookie });
const idsOf = (list: { notes: { edges: { node: { id: string } }[] } }) => list.notes.edges.map((e) => e.node.id);

async function newList(cookie: string, input: Record<string, unknown>) {
  const res = await gql(t.url, CREATE, { input }, as(cookie));
  expect(res.data!.createStudyList.errors).toEqual([]);
  return res.data!.createStudyList.studyList;
}

describe('study lists', () => {
  it('makes a public list, adds notes in order, and shows it to a visitor by its link', async () => {
    const a = await signUp(t.url);
    const [n1, n2] = [await buildNote(t.db.dataSource), await buildNote(t.db.dataSource)];
    const list = await newList(a.cookie, { name: '  OS   finals  ', isPublic: true, noteId: n1.id });
    expect(list).toMatchObject({
      name: 'OS finals',
      isDefault: false,
      isPublic: true,
      noteCount: 1,
      path: `/lists/${list.id}`,
      viewerCan: { edit: true, delete: true },
    });

    const added = await gql(t.url, ADD, { input: { listId: list.id, noteId: n2.id } }, as(a.cookie));
    expect(added.data!.addNoteToStudyList.errors).toEqual([]);
    expect(idsOf(added.data!.addNoteToStudyList.studyList)).toEqual([n1.id, n2.id]);
    // Adding again changes nothing.
    const again = await gql(t.url, ADD, { input: { listId: list.id, noteId: n2.id } }, as(a.cookie));
    expect(again.data!.addNoteToStudyList.studyList.noteCount).toBe(2);

    const visitor = await gql(t.url, ONE, { id: list.id });
    expect(visitor.data!.studyList).toMatchObject({
      name: 'OS finals',
      noteCount: 2,
      viewerCan: { edit: false, delete: false },
      owner: { username: a.username },
    });
    expect(idsOf(visitor.data!.studyList)).toEqual([n1.id, n2.id]);

    const mine = await gql(t.url, MINE, {}, as(a.cookie));
    expect(mine.data!.myStudyLists.edges.map((e: any) => [e.node.isDefault, e.node.name])).toEqual([
      [true, 'Saved notes'],
      [false, 'OS finals'],
    ]);

    const pub = await gql(t.url, `query($u: String!) { publicStudyLists(username: $u, first: 10) { totalCount edges { node { id name noteCount } } } }`, {
      u: a.username.toUpperCase(),
    });
    expect(pub.data!.publicStudyLists).toEqual({ totalCount: 1, edges: [{ node: { id: list.id, name: 'OS finals', noteCount: 2 } }] });
  });

  it('reorders and removes notes', async () => {
    const a = await signUp(t.url);
    const notes = [await buildNote(t.db.dataSource), await buildNote(t.db.dataSource), await buildNote(t.db.dataSource)];
    const list = await newList(a.cookie, { name: 'Order' });
    for (const n of notes) await gql(t.url, ADD, { input: { listId: list.id, noteId: n.id } }, as(a.cookie));
    const [x, y, z] = notes.map((n) => n.id);

    let moved = await gql(t.url, MOVE, { input: { listId: list.id, noteId: z, afterNoteId: null } }, as(a.cookie));
    expect(idsOf(moved.data!.moveNoteInStudyList.studyList)).toEqual([z, x, y]);
    moved = await gql(t.url, MOVE, { input: { listId: list.id, noteId: z, afterNoteId: y } }, as(a.cookie));
    expect(idsOf(moved.data!.moveNoteInStudyList.studyList)).toEqual([x, y, z]);
    moved = await gql(t.url, MOVE, { input: { listId: list.id, noteId: x, afterNoteId: y } }, as(a.cookie));
    expect(idsOf(moved.data!.moveNoteInStudyList.studyList)).toEqual([y, x, z]);

    const bad = await gql(t.url, MOVE, { input: { listId: list.id, noteId: x, afterNoteId: x } }, as(a.cookie));
    expect(bad.data!.moveNoteInStudyList.errors).toEqual([{ field: 'afterNoteId', code: 'BAD_USER_INPUT' }]);
    const notIn = await gql(t.url, MOVE, { input: { listId: list.id, noteId: (await buildNote(t.db.dataSource)).id, afterNoteId: null } }, as(a.cookie));
    expect(notIn.data!.moveNoteInStudyList.errors[0].code).toBe('NOT_FOUND');

    const removed = await gql(t.url, REMOVE, { input: { listId: list.id, noteId: x } }, as(a.cookie));
    expect(idsOf(removed.data!.removeNoteFromStudyList.studyList)).toEqual([y, z]);

    // Paging follows the list's order.
    const page = await gql(
      t.url,
      `query($id: ID!) { studyList(id: $id) { notes(first: 1) { totalCount pageInfo { hasNextPage endCursor } edges { node { id } } } } }`,
      { id: list.id },
      as(a.cookie),
    );
    const first = page.data!.studyList.notes;
    expect(first).toMatchObject({ totalCount: 2, pageInfo: { hasNextPage: true }, edges: [{ node: { id: y } }] });
    const next = await gql(
      t.url,
      `query($id: ID!, $after: String) { studyList(id: $id) { notes(first: 1, after: $after) { pageInfo { hasNextPage } edges { node { id } } } } }`,
      { id: list.id, after: first.pageInfo.endCursor },
      as(a.cookie),
    );
    expect(next.data!.studyList.notes).toEqual({ pageInfo: { hasNextPage: false }, edges: [{ node: { id: z } }] });
  });

  it('renames, changes visibility and deletes; the default list stays', async () => {
    const a = await signUp(t.url);
    const list = await newList(a.cookie, { name: 'Draft' });
    expect((await gql(t.url, ONE, { id: list.id })).data!.studyList).toBeNull();
    const renamed = await gql(t.url, UPDATE, { input: { id: list.id, name: 'Exam week', isPublic: true } }, as(a.cookie));
    expect(renamed.data!.updateStudyList.studyList).toMatchObject({ name: 'Exam week', isPublic: true });
    expect((await gql(t.url, ONE, { id: list.id })).data!.studyList.name).toBe('Exam week');
    await gql(t.url, UPDATE, { input: { id: list.id, isPublic: false } }, as(a.cookie));
    expect((await gql(t.url, ONE, { id: list.id })).data!.studyList).toBeNull();

    const deleted = await gql(t.url, DELETE, { id: list.id }, as(a.cookie));
    expect(deleted.data!.deleteStudyList).toEqual({ deletedId: list.id, errors: [] });
    expect((await gql(t.url, ONE, { id: list.id }, as(a.cookie))).data!.studyList).toBeNull();

    const mine = await gql(t.url, MINE, {}, as(a.cookie));
    const defaultList = mine.data!.myStudyLists.edges[0].node;
    expect(defaultList).toMatchObject({ isDefault: true, viewerCan: { edit: true, delete: false } });
    const refused = await gql(t.url, DELETE, { id: defaultList.id }, as(a.cookie));
    expect(refused.data!.deleteStudyList).toEqual({ deletedId: null, errors: [{ field: 'id', code: 'BAD_USER_INPUT' }] });
  });

  it("refuses bad input: an over-long name, an unknown list, a pending note, someone else's list", async () => {
    const a = await signUp(t.url);
    const b = await signUp(t.url);
    const long = await gql(t.url, CREATE, { input: { name: 'x'.repeat(STUDY_LIST_NAME_MAX + 1) } }, as(a.cookie));
    expect(long.data!.createStudyList).toMatchObject({ studyList: null, errors: [{ field: 'name', code: 'BAD_USER_INPUT' }] });
    const blank = await gql(t.url, CREATE, { input: { name: '   ' } }, as(a.cookie));
    expect(blank.data!.createStudyList.errors[0].code).toBe('BAD_USER_INPUT');
    const list = await newList(a.cookie, { name: 'x'.repeat(STUDY_LIST_NAME_MAX) });
    const tooLongRename = await gql(t.url, UPDATE, { input: { id: list.id, name: 'y'.repeat(STUDY_LIST_NAME_MAX + 1) } }, as(a.cookie));
    expect(tooLongRename.data!.updateStudyList.errors).toEqual([{ field: 'name', code: 'BAD_USER_INPUT' }]);

    const note = await buildNote(t.db.dataSource);
    for (const listId of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const unknown = await gql(t.url, ADD, { input: { listId, noteId: note.id } }, as(a.cookie));
      expect(unknown.data!.addNoteToStudyList.errors[0].code).toBe('NOT_FOUND');
    }
    expect((await gql(t.url, ONE, { id: 'not-an-id' })).data!.studyList).toBeNull();

    // A pending note: its uploader sees it, and still may not add it.
    const pending = await buildNote(t.db.dataSource, { approved: false, uploaderId: a.id });
    const notApproved = await gql(t.url, ADD, { input: { listId: list.id, noteId: pending.id } }, as(a.cookie));
    expect(notApproved.data!.addNoteToStudyList.errors).toEqual([{ field: 'noteId', code: 'NOTE_NOT_APPROVED', message: 'This note is not approved yet.' }]);
    const viaCreate = await gql(t.url, CREATE, { input: { name: 'With pending', noteId: pending.id } }, as(a.cookie));
    expect(viaCreate.data!.createStudyList.errors[0].code).toBe('NOTE_NOT_APPROVED');
    expect((await gql(t.url, MINE, {}, as(a.cookie))).data!.myStudyLists.totalCount).toBe(2);
    // Someone else's pending note reads as missing.
    const othersPending = await buildNote(t.db.dataSource, { approved: false });
    expect((await gql(t.url, ADD, { input: { listId: list.id, noteId: othersPending.id } }, as(a.cookie))).data!.addNoteToStudyList.errors[0].code).toBe(
      'NOT_FOUND',
    );

    // Someone else's lists: private ones read as missing, public ones cannot be changed.
    expect((await gql(t.url, ADD, { input: { listId: list.id, noteId: note.id } }, as(b.cookie))).data!.addNoteToStudyList.errors[0].code).toBe('NOT_FOUND');
    const shared = await newList(a.cookie, { name: 'Shared', isPublic: true });
    const forbidden = await gql(t.url, ADD, { input: { listId: shared.id, noteId: note.id } }, as(b.cookie));
    expect(forbidden.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    for (const [query, variables] of [
      [UPDATE, { input: { id: shared.id, name: 'Mine now' } }],
      [DELETE, { id: shared.id }],
      [REMOVE, { input: { listId: shared.id, noteId: note.id } }],
      [MOVE, { input: { listId: shared.id, noteId: note.id } }],
    ] as const) {
      expect((await gql(t.url, query, variables, as(b.cookie))).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    expect((await gql(t.url, CREATE, { input: { name: 'Anon' } })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await gql(t.url, MINE)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('never shows others a note that stopped being public, in a public list', async () => {
    const a = await signUp(t.url);
    const own = await buildNote(t.db.dataSource, { uploaderId: a.id });
    const other = await buildNote(t.db.dataSource);
    const list = await newList(a.cookie, { name: 'Mixed', isPublic: true, noteId: own.id });
    await gql(t.url, ADD, { input: { listId: list.id, noteId: other.id } }, as(a.cookie));
    await t.db.dataSource.query('UPDATE notes SET approved = false WHERE id = $1', [own.id]);
    await t.db.dataSource.query('UPDATE notes SET hidden = true WHERE id = $1', [other.id]);

    const visitor = (await gql(t.url, ONE, { id: list.id })).data!.studyList;
    expect(visitor).toMatchObject({ noteCount: 0, notes: { totalCount: 0, edges: [] } });
    const pub = await gql(t.url, `query($u: String!) { publicStudyLists(username: $u, first: 10) { edges { node { noteCount } } } }`, { u: a.username });
    expect(pub.data!.publicStudyLists.edges[0].node.noteCount).toBe(0);
    // Its owner still sees their own note waiting for review, not the hidden one of someone else.
    const owner = (await gql(t.url, ONE, { id: list.id }, as(a.cookie))).data!.studyList;
    expect(idsOf(owner)).toEqual([own.id]);
  });

  it('keeps saving as adding to the default list, both ways', async () => {
    const a = await signUp(t.url);
    const [n1, n2] = [await buildNote(t.db.dataSource), await buildNote(t.db.dataSource)];
    await fetch(`${t.url}/api/notes/archive/${n1.id}`, { method: 'POST', headers: { cookie: a.cookie, origin: t.url } });
    await gql(t.url, `mutation($id: ID!) { saveNote(id: $id) { errors { code } } }`, { id: n2.id }, as(a.cookie));
    const defaultList = (await gql(t.url, MINE, {}, as(a.cookie))).data!.myStudyLists.edges[0].node;
    expect(defaultList).toMatchObject({ isDefault: true, name: 'Saved notes', noteCount: 2 });
    expect(idsOf(defaultList)).toEqual([n1.id, n2.id]);

    const n3 = await buildNote(t.db.dataSource);
    const added = await gql(t.url, ADD, { input: { listId: defaultList.id, noteId: n3.id } }, as(a.cookie));
    expect(added.data!.addNoteToStudyList.note).toEqual({ id: n3.id, viewerHasSaved: true });
    const saved = await fetch(`${t.url}/api/notes/archived/${a.id}`, { headers: { cookie: a.cookie } });
    expect(((await saved.json()) as { _id: string }[]).map((n) => n._id).sort()).toEqual([n1.id, n2.id, n3.id].sort());

    await gql(t.url, REMOVE, { input: { listId: defaultList.id, noteId: n1.id } }, as(a.cookie));
    const savedNotes = await gql(t.url, `{ savedNotes(first: 10) { totalCount } }`, {}, as(a.cookie));
    expect(savedNotes.data!.savedNotes.totalCount).toBe(2);
    const ids = await gql(t.url, `query($n: ID!) { studyListIdsWithNote(noteId: $n) }`, { n: n2.id }, as(a.cookie));
    expect(ids.data!.studyListIdsWithNote).toEqual([defaultList.id]);
  });

  it('puts the lists in the personal data export', async () => {
    const a = await signUp(t.url);
    const [n1, n2] = [await buildNote(t.db.dataSource), await buildNote(t.db.dataSource)];
    const list = await newList(a.cookie, { name: 'Exported', noteId: n2.id });
    await gql(t.url, ADD, { input: { listId: list.id, noteId: n1.id } }, as(a.cookie));
    const data = await personalData(t.db.dataSource, a.id);
    expect(data.studyLists).toEqual([
      {
        name: 'Exported',
        isPublic: false,
        createdAt: expect.any(Date),
        notes: [expect.objectContaining({ noteId: n2.id, noteTitle: n2.title }), expect.objectContaining({ noteId: n1.id })],
      },
    ]);
  });

  it('moves saved notes into the default list when migrating, with nothing lost', async () => {
    const ds = t.db.dataSource;
    const undone: string[] = [];
    // Undo migrations down to and including this one (later ones, from other work, come back too).
    for (;;) {
      const [last] = await ds.query(`SELECT name FROM migrations ORDER BY id DESC LIMIT 1`);
      undone.push(last.name);
      await ds.undoLastMigration();
      if (last.name === 'StudyLists1764300000000') break;
    }
    const reader = await buildUser(ds);
    const notes = [await buildNote(ds), await buildNote(ds), await buildNote(ds)];
    for (const n of notes) await buildSave(ds, n.id, reader.id);
    await ds.runMigrations();

    const lists = await ds.query(`SELECT id, name, is_default FROM study_lists WHERE owner_id = $1`, [reader.id]);
    expect(lists).toEqual([{ id: expect.any(String), name: 'Saved notes', is_default: true }]);
    const items = await ds.query(`SELECT note_id, position FROM saved_notes WHERE user_id = $1 ORDER BY position`, [reader.id]);
    expect(items.map((r: { note_id: string }) => r.note_id)).toEqual(notes.map((n) => n.id));
    expect(items.map((r: { position: number }) => r.position)).toEqual([1, 2, 3]);
  });
});

describe('study lists in the sitemap', () => {
  it('lists public lists that show a public note, never a private one nor one whose notes are all pending or hidden', async () => {
    const a = await signUp(t.url);
    const approved = await buildNote(t.db.dataSource);
    const own = await buildNote(t.db.dataSource, { uploaderId: a.id });
    const pending = await buildNote(t.db.dataSource, { approved: false, uploaderId: a.id });
    const shown = await newList(a.cookie, { name: 'Shown', isPublic: true, noteId: approved.id });
    const secret = await newList(a.cookie, { name: 'Secret', isPublic: false, noteId: approved.id });
    const empty = await newList(a.cookie, { name: 'Empty', isPublic: true });
    // A public list whose only note stops being public: a visitor would see nothing.
    const hiddenOnly = await newList(a.cookie, { name: 'Hidden only', isPublic: true, noteId: own.id });
    await t.db.dataSource.query('UPDATE notes SET hidden = true WHERE id = $1', [own.id]);
    // Its owner's own pending note may sit in a list (added while it was approved), and still does not count.
    const pendingOnly = await newList(a.cookie, { name: 'Pending only', isPublic: true });
    await t.db.dataSource.query('INSERT INTO study_list_notes (list_id, note_id, position) VALUES ($1, $2, 1)', [pendingOnly.id, pending.id]);

    const xml = await (await fetch(`${t.url}/sitemap.xml`)).text();
    expect(xml).toMatch(new RegExp(`<url><loc>[^<]*/lists/${shown.id}</loc><lastmod>\\d{4}-[^<]+</lastmod></url>`));
    for (const list of [secret, empty, hiddenOnly, pendingOnly]) expect(xml).not.toContain(`/lists/${list.id}`);

    // Made private: gone from the sitemap.
    await gql(t.url, UPDATE, { input: { id: shown.id, isPublic: false } }, as(a.cookie));
    expect(await (await fetch(`${t.url}/sitemap.xml`)).text()).not.toContain(`/lists/${shown.id}`);

    // The default list (saved notes), made public, is listed by its saved notes.
    const defaultList = (await gql(t.url, MINE, {}, as(a.cookie))).data!.myStudyLists.edges[0].node;
    await gql(t.url, ADD, { input: { listId: defaultList.id, noteId: approved.id } }, as(a.cookie));
    await gql(t.url, UPDATE, { input: { id: defaultList.id, isPublic: true } }, as(a.cookie));
    expect(await (await fetch(`${t.url}/sitemap.xml`)).text()).toContain(`/lists/${defaultList.id}</loc>`);

    // With a sitemap index, the lists are in the pages sitemap.
    const app = express();
    app.use(seoRouter(t.services.sitemap, 'https://notes.example.edu', 1, t.services.discovery));
    const server = await listenLocally(http.createServer(app));
    try {
      const pages = await (await fetch(`${server.url}/sitemaps/pages.xml`)).text();
      expect(pages).toContain(`<loc>https://notes.example.edu/lists/${defaultList.id}</loc>`);
      expect(pages).not.toContain(`/lists/${secret.id}`);
    } finally {
      await server.close();
    }
  });
});

describe('study list policy', () => {
  const owner = { id: 'owner', role: 'user' } as never;
  const other = { id: 'other', role: 'user' } as never;
  const approved = { approved: true, hidden: false, uploaderId: 'x' } as never;
  const pending = { approved: false, hidden: false, uploaderId: 'owner' } as never;

  it('lets the owner see and change everything, others only see public lists', () => {
    const priv = { ownerId: 'owner', isPublic: false };
    const pub = { ownerId: 'owner', isPublic: true };
    for (const action of ['view', 'update', 'delete'] as const) expect(can(owner, action, { studyList: priv })).toBe(true);
    expect(can(other, 'view', { studyList: priv })).toBe(false);
    expect(can(null, 'view', { studyList: priv })).toBe(false);
    expect(can(other, 'view', { studyList: pub })).toBe(true);
    expect(can(null, 'view', { studyList: pub })).toBe(true);
    for (const action of ['update', 'delete'] as const) expect(can(other, action, { studyList: pub })).toBe(false);
    expect(can(owner, 'addNote', { studyList: { ...priv, note: approved } })).toBe(true);
    expect(can(owner, 'addNote', { studyList: { ...priv, note: pending } })).toBe(false);
    expect(can(other, 'addNote', { studyList: { ...pub, note: approved } })).toBe(false);
  });
});

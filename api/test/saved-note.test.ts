import { gql, testAppForFile } from './app';
import { buildNote } from './factories';
import { signUp } from './session';

const t = testAppForFile();

describe('saved notes', () => {
  it('saves and removes notes, and lists saves for their owner only', async () => {
    const b = await signUp(t.url);
    const a = await signUp(t.url);
    const { id } = await buildNote(t.db.dataSource);

    const save = await fetch(`${t.url}/api/notes/archive/${id}`, { method: 'POST', headers: { cookie: b.cookie, origin: t.url } });
    expect(await save.json()).toEqual({ success: true, message: 'Note archived successfully' });
    const saved = await fetch(`${t.url}/api/notes/archived/${b.id}`, { headers: { cookie: b.cookie } });
    expect(((await saved.json()) as any).map((n: any) => n._id)).toEqual([id]);
    expect((await fetch(`${t.url}/api/notes/archived/${b.id}`, { headers: { cookie: a.cookie } })).status).toBe(403);

    const gqlSaved = await gql(t.url, `{ savedNotes(first: 5) { totalCount edges { node { id viewerHasSaved } } } }`, {}, { cookie: b.cookie });
    expect(gqlSaved.data!.savedNotes.edges[0].node).toEqual({ id, viewerHasSaved: true });

    await fetch(`${t.url}/api/notes/remove-archive/${id}`, { method: 'POST', headers: { cookie: b.cookie, origin: t.url } });
    const after = await gql(t.url, `{ savedNotes(first: 5) { totalCount } }`, {}, { cookie: b.cookie });
    expect(after.data!.savedNotes.totalCount).toBe(0);
  });

  it('needs a session, and reads a note one cannot see as missing', async () => {
    const { id } = await buildNote(t.db.dataSource);
    expect((await fetch(`${t.url}/api/notes/archive/${id}`, { method: 'POST', headers: { origin: t.url } })).status).toBe(401);
    const SAVE = `mutation($id: ID!) { saveNote(id: $id) { note { id } errors { code } } }`;
    expect((await gql(t.url, SAVE, { id })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    const a = await signUp(t.url);
    const pending = await buildNote(t.db.dataSource, { approved: false });
    for (const missing of [pending.id, 'not-a-note-id']) {
      expect((await fetch(`${t.url}/api/notes/archive/${missing}`, { method: 'POST', headers: { cookie: a.cookie, origin: t.url } })).status).toBe(404);
    }
    expect((await gql(t.url, SAVE, { id: pending.id }, { cookie: a.cookie })).data!.saveNote).toEqual({ note: null, errors: [{ code: 'NOT_FOUND' }] });
    expect((await t.db.dataSource.query('SELECT count(*)::int AS n FROM saved_notes WHERE user_id = $1', [a.id]))[0].n).toBe(0);
  });
});

import { gql, testAppForFile } from './app';
import { buildNote } from './factories';
import { signUp } from './session';

const t = testAppForFile();

describe('likes', () => {
  it('toggles one like per user on GraphQL, REST and the spec path without /api; visitors must sign in', async () => {
    const note = await buildNote(t.db.dataSource);
    const a = await signUp(t.url);
    const b = await signUp(t.url);
    const TOGGLE = `mutation($id: ID!) { toggleLike(id: $id) { note { id likeCount viewerHasLiked } errors { field message code } } }`;
    const liked: any = await gql(t.url, TOGGLE, { id: note.id }, { cookie: a.cookie });
    expect(liked.data.toggleLike).toEqual({ note: { id: note.id, likeCount: 1, viewerHasLiked: true }, errors: [] });
    const rest = await fetch(`${t.url}/api/notes/${note.id}/like`, { method: 'PUT', headers: { cookie: b.cookie, origin: t.url } });
    expect(await rest.json()).toMatchObject({ success: true, liked: true, likesCount: 2 });
    const legacy = await fetch(`${t.url}/notes/${note.id}/like`, { method: 'PUT', headers: { cookie: b.cookie, origin: t.url } });
    expect(await legacy.json()).toMatchObject({ success: true, liked: false, likesCount: 1 });
    const unliked: any = await gql(t.url, TOGGLE, { id: note.id }, { cookie: a.cookie });
    expect(unliked.data.toggleLike).toEqual({ note: { id: note.id, likeCount: 0, viewerHasLiked: false }, errors: [] });

    expect((await fetch(`${t.url}/api/notes/${note.id}/like`, { method: 'PUT' })).status).toBe(401);
    const visitor: any = await gql(t.url, TOGGLE, { id: note.id });
    expect(visitor.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const pending = await buildNote(t.db.dataSource, { approved: false });
    expect((await fetch(`${t.url}/api/notes/${pending.id}/like`, { method: 'PUT', headers: { cookie: a.cookie, origin: t.url } })).status).toBe(404);
    // A note you cannot see is a mistake reported in the payload, like an id that never existed.
    for (const id of [pending.id, '00000000-0000-4000-8000-000000000000']) {
      const missing: any = await gql(t.url, TOGGLE, { id }, { cookie: a.cookie });
      expect(missing.errors).toBeUndefined();
      expect(missing.data.toggleLike).toEqual({ note: null, errors: [{ field: null, message: 'That note was not found.', code: 'NOT_FOUND' }] });
    }
    expect((await t.db.dataSource.query('SELECT count(*)::int AS n FROM likes WHERE note_id = $1', [pending.id]))[0].n).toBe(0);
  });
});

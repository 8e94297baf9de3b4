import { loadConfig } from '../src/config';
import { gql, startTestApp, type TestApp } from './app';
import { buildLike, buildNote, buildUser } from './factories';
import { signUp } from './session';

// graphql/visitor-cache.ts: visitors' query answers are shared for a few seconds; signed-in
// users always get fresh answers.
describe('the visitor response cache', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ GRAPHQL_VISITOR_CACHE_SECONDS: '1' });
  });
  afterAll(async () => {
    await app?.close();
  });

  const likeCount = async (id: string, headers: Record<string, string> = {}) => {
    const res = await gql<{ note: { likeCount: number } | null }>(app.url, 'query($id: ID!) { note(id: $id) { id likeCount } }', { id }, headers);
    expect(res.errors).toBeUndefined();
    return res.data!.note!.likeCount;
  };

  it('is on for 5 seconds in production and off elsewhere unless configured', () => {
    expect(loadConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/x' }).graphqlVisitorCacheSeconds).toBe(5);
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: '/tmp/x' }).graphqlVisitorCacheSeconds).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/x' }).graphqlVisitorCacheSeconds).toBe(0);
    expect(loadConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/x', GRAPHQL_VISITOR_CACHE_SECONDS: '0' }).graphqlVisitorCacheSeconds).toBe(0);
  });

  it('serves visitors the same answer for its lifetime, signed-in users a fresh one, and visitors a fresh one after it', async () => {
    const note = await buildNote(app.db.dataSource);
    expect(await likeCount(note.id)).toBe(0);
    const fan = await buildUser(app.db.dataSource);
    await buildLike(app.db.dataSource, note.id, fan.id);

    // The like is in the database; a visitor still gets the answer cached a moment ago ...
    expect(await likeCount(note.id)).toBe(0);
    // ... while a signed-in student never reads from (or writes to) the shared cache.
    const student = await signUp(app.url);
    expect(await likeCount(note.id, { cookie: student.cookie })).toBe(1);

    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(await likeCount(note.id)).toBe(1);
  });

  it('shares the REST note list among visitors too, with its paging headers; never for signed-in users', async () => {
    const word = `zebracache${Date.now() % 100000}`;
    const note = await buildNote(app.db.dataSource, { title: `${word} lecture notes` });
    const list = async (headers: Record<string, string> = {}) => {
      const res = await fetch(`${app.url}/api/notes?search=${word}&limit=1`, { headers: { origin: app.url, ...headers } });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { notes: { _id: string; likes: string[] }[] };
      return { total: res.headers.get('x-total-count'), likes: body.notes.map((n) => n.likes.length) };
    };
    expect(await list()).toEqual({ total: '1', likes: [0] });
    const fan = await buildUser(app.db.dataSource);
    await buildLike(app.db.dataSource, note.id, fan.id);
    await buildNote(app.db.dataSource, { title: `${word} revision sheet` });

    // Cached a moment ago: the same notes, likes and header for a visitor ...
    expect(await list()).toEqual({ total: '1', likes: [0] });
    // ... fresh for a signed-in student.
    const student = await signUp(app.url);
    expect(await list({ cookie: student.cookie })).toEqual({ total: '2', likes: [expect.any(Number)] });

    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect((await list()).total).toBe('2');
  });
});

describe('the REST visitor cache and a frontend on a configured other origin', () => {
  let app: TestApp;
  const other = 'http://localhost:5999';
  beforeAll(async () => {
    app = await startTestApp({ GRAPHQL_VISITOR_CACHE_SECONDS: '60', CORS_ORIGINS: other });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('is skipped: the original app reloads its list without credentials right after a like and must see it', async () => {
    const word = `okapicache${Date.now() % 100000}`;
    const note = await buildNote(app.db.dataSource, { title: `${word} notes` });
    const likes = async (origin: string) => {
      const res = await fetch(`${app.url}/api/notes?search=${word}`, { headers: { origin } });
      const body = (await res.json()) as { notes: { likes: string[] }[] };
      return body.notes[0].likes.length;
    };
    expect(await likes(other)).toBe(0);
    expect(await likes(app.url)).toBe(0); // kept for this origin's visitors for 60 s
    const fan = await buildUser(app.db.dataSource);
    await buildLike(app.db.dataSource, note.id, fan.id);
    expect(await likes(other)).toBe(1);
    expect(await likes(app.url)).toBe(0);
  });
});

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
});

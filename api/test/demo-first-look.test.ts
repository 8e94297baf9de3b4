import { testAppForFile } from './app';
import { demoSignInsBlock, existingDemoSignIns, resetDemoPasswords } from '../src/db/demo-data';
import { createLogger } from '../src/logger';
import { seedDemoNotifications } from '../src/seed/demo-notifications';
import { seedDemoData } from '../src/seed/seed';
import { buildNote, buildUser } from './factories';

// What a newcomer meets on a first start: the demo sign-ins, and a demo student whose
// notifications are not empty.
jest.setTimeout(120_000);

const t = testAppForFile();
let studentPassword: string;

beforeAll(async () => {
  const seeded = await seedDemoData(t.db.dataSource, t.services.storage, { notes: 12, users: 8 });
  studentPassword = seeded.student.password!;
});

const signIn = (email: string, password: string) =>
  fetch(`${t.url}/api/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });

it('gives the demo student real notifications, made by likes, comments, a follow and an approval', async () => {
  const ds = t.db.dataSource;
  // A note by someone else waiting for review, in a subject the student will follow.
  const author = await buildUser(ds);
  await buildNote(ds, { uploaderId: author.id, approved: false, subject: 'Exposure Triangle', fileKey: 'notes/waiting.pdf' });

  const actions = await seedDemoNotifications(t.services, undefined, createLogger('silent'));
  expect(actions).toBeGreaterThanOrEqual(6);

  const kinds = async () =>
    (
      await ds.query(
        `SELECT n.kind, n.count FROM notifications n JOIN users u ON u.id = n.recipient_id WHERE u.email = 'student@campusnotes.local' ORDER BY n.kind, n.count`,
      )
    ).map((r: { kind: string; count: number }) => `${r.kind}:${r.count}`);
  // The follower fan-out is a background job.
  for (let i = 0; i < 100 && !(await kinds()).some((k: string) => k.startsWith('followed_note')); i++) await new Promise((r) => setTimeout(r, 100));
  expect(await kinds()).toEqual(['followed_note:1', 'note_commented:1', 'note_commented:1', 'note_liked:1', 'note_liked:4']);

  // Through the app's own read path, as the student sees them.
  const res = await signIn('student@campusnotes.local', studentPassword);
  const cookie = res.headers.getSetCookie()[0].split(';')[0];
  const feed = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: t.url },
    body: JSON.stringify({ query: '{ notifications(first: 10) { totalCount } }' }),
  });
  expect(((await feed.json()) as { data: { notifications: { totalCount: number } } }).data.notifications.totalCount).toBe(5);
});

it('lists the demo accounts, and --reset sets new passwords that sign in (ending the old sessions)', async () => {
  const config = t.config;
  expect(await existingDemoSignIns(t.db.dataSource, config)).toEqual({
    admin: { email: 'admin@campusnotes.local' },
    student: { email: 'student@campusnotes.local' },
  });
  const before = await signIn('student@campusnotes.local', studentPassword);
  expect(before.status).toBe(200);
  const oldCookie = before.headers.getSetCookie()[0].split(';')[0];

  const reset = (await resetDemoPasswords(t.db.dataSource, config))!;
  expect(reset.student.password).toMatch(/^[A-Za-z2-9]{16}$/);
  expect((await signIn('student@campusnotes.local', studentPassword)).status).toBe(401);
  expect((await signIn('student@campusnotes.local', reset.student.password!)).status).toBe(200);
  expect((await signIn('admin@campusnotes.local', reset.admin.password!)).status).toBe(200);
  const me = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: oldCookie, origin: t.url },
    body: JSON.stringify({ query: '{ me { id } }' }),
  });
  expect(((await me.json()) as { data: { me: null } }).data.me).toBeNull();
});

it('frames the sign-ins in a block that stands out from the log lines', () => {
  const block = demoSignInsBlock(
    { admin: { email: 'admin@campusnotes.local', passwordFromEnv: true }, student: { email: 'student@campusnotes.local', password: 'abcdEFGH23456789' } },
    'CampusNotes is ready at http://localhost:4000',
  );
  const lines = block.split('\n').filter(Boolean);
  expect(lines[0]).toMatch(/^┌─+┐$/);
  expect(lines.at(-1)).toMatch(/^└─+┘$/);
  expect(new Set(lines.map((l) => l.length)).size).toBe(1);
  expect(block).toContain('student  student@campusnotes.local  password  abcdEFGH23456789');
  expect(block).toContain('admin    admin@campusnotes.local    password  (ADMIN_PASSWORD)');
  expect(block).toContain('npm run demo-accounts -- --reset');
});

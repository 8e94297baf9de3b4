import 'reflect-metadata';
import fs from 'node:fs';
import { createSchema } from '../../src/graphql/schema';
import { createTestDatabase, type TestDatabase } from '../db';
import { type FuzzCase, type FuzzSummary, runCases, type Target } from './fuzz-engine';
import { type Fixtures, graphqlArgumentCases, graphqlDocumentCases } from './graphql-cases';
import { seedFor } from './garbage';
import { graphqlMultipartCases, restCases } from './rest-cases';
import { type ServerProcess, startServerProcess } from './server-process';

export interface Account {
  id: string;
  cookie: string;
  email: string;
  password: string;
}

let seq = 0;
/** Signs up through REST as a browser would (same-origin Origin header) and keeps the session cookie. */
export async function signUpAt(url: string, prefix: string): Promise<Account> {
  seq += 1;
  const tag = `${prefix}${process.pid}x${seq}x${Math.floor(Math.random() * 1e6)}`.slice(0, 40);
  const account = { username: tag, email: `${tag}@example.com`, password: 'correct horse battery' };
  const res = await fetch(`${url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(account),
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { user: { _id: string } };
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('cn_session='))!
    .split(';')[0];
  return { id: body.user._id, cookie, email: account.email, password: account.password };
}

/** The records the fuzzed requests point at: someone else's approved and pending notes, a comment. */
export async function buildFixtures(url: string, db: TestDatabase): Promise<{ fixtures: Fixtures; student: Account; owner: Account }> {
  const student = await signUpAt(url, 'stud');
  const owner = await signUpAt(url, 'owner');
  const create = async (title: string) => {
    const res = await fetch(`${url}/api/uploading/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: owner.cookie, origin: url },
      body: JSON.stringify({
        title,
        description: 'Scheduling and memory',
        subjectName: 'Operating Systems',
        courseName: 'Computer Science Engineering (B.Tech/B.E)',
        semester: '5',
        batch: '2022-2026',
        collegeName: 'MANIT Bhopal',
        fileUrl: `https://example.com/${encodeURIComponent(title)}.pdf`,
      }),
    });
    if (res.status !== 201) throw new Error(`creating a fixture note failed: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { note: { _id: string } }).note._id;
  };
  const noteId = await create('Operating systems robust fixture');
  const pendingNoteId = await create('Pending robust fixture');
  await db.dataSource.query('UPDATE notes SET approved = true WHERE id = $1', [noteId]);
  const res = await fetch(`${url}/api/notes/${noteId}/comment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: owner.cookie, origin: url },
    body: JSON.stringify({ text: 'Owner comment' }),
  });
  if (res.status !== 201) throw new Error(`creating a fixture comment failed: ${res.status} ${await res.text()}`);
  const commentId = ((await res.json()) as { comment: { _id: string } }).comment._id;
  return { fixtures: { noteId, pendingNoteId, commentId, otherUserId: owner.id }, student, owner };
}

export interface FuzzScale {
  randomPerSlot: number;
  stride: number;
  /** Send each argument and route case once, as visitor or student by its label's hash (both otherwise). */
  alternateRoles?: boolean;
}

export async function buildCases(fx: Fixtures, scale: FuzzScale): Promise<FuzzCase[]> {
  const roles = ['visitor', 'student'] as const;
  const schema = await createSchema();
  const slotCases = [
    ...restCases(fx, { roles: [...roles], randomPerSlot: scale.randomPerSlot, stride: scale.stride }),
    ...graphqlArgumentCases(schema, fx, { roles: [...roles], randomPerSlot: scale.randomPerSlot, stride: scale.stride }),
  ];
  const kept = scale.alternateRoles ? slotCases.filter((c) => c.role === (seedFor(c.label) % 2 ? 'visitor' : 'student')) : slotCases;
  return [...graphqlDocumentCases([...roles]), ...graphqlMultipartCases([...roles]), ...kept];
}

export interface FuzzRun {
  summary: FuzzSummary;
  cases: number;
  restarts: number;
  /** Spool files left in <DATA_DIR>/tmp at the end (should be none). */
  spoolLeft: string[];
}

/** A throwaway database and data folder, the real api as a child process, the cases, a summary. */
export async function fuzzAgainstChildServer(scale: FuzzScale, onProgress?: (done: number, total: number) => void): Promise<FuzzRun> {
  const db = await createTestDatabase();
  let server: ServerProcess | undefined;
  let restarts = 0;
  try {
    server = await startServerProcess({ databaseUrl: db.url });
    const port = Number(new URL(server.url).port);
    const dataDir = server.dataDir;
    const { fixtures, student } = await buildFixtures(server.url, db);
    const cases = await buildCases(fixtures, scale);
    const target: Target = {
      url: server.url,
      studentCookie: student.cookie,
      databaseUrl: db.url,
      dataDir,
      async ensureAlive() {
        const healthy =
          server!.alive() &&
          (await fetch(`${server!.url}/healthz`, { signal: AbortSignal.timeout(5000) })
            .then((r) => r.ok)
            .catch(() => false));
        if (healthy) return { restarted: false, url: server!.url };
        const errorLines = server!
          .stderr()
          .split('\n')
          .filter((l) => /Error|error:|^\s+at /.test(l))
          .slice(0, 3);
        const reason = server!.alive() ? '/healthz did not answer within 5 s' : `exited: ${errorLines.map((l) => l.trim()).join(' | ')}`;
        await server!.kill('SIGKILL');
        server = await startServerProcess({ databaseUrl: db.url, dataDir, port });
        restarts += 1;
        return { restarted: true, url: server.url, reason };
      },
    };
    const summary = await runCases(cases, target, (done) => onProgress?.(done, cases.length));
    const tmp = `${dataDir}/tmp`;
    const spoolLeft = fs.existsSync(tmp) ? fs.readdirSync(tmp) : [];
    return { summary, cases: cases.length, restarts, spoolLeft };
  } finally {
    const dir = server?.dataDir;
    await server?.kill('SIGTERM');
    await db.drop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  }
}

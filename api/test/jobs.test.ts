import { Pool } from 'pg';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { freePort } from '../src/db/embedded';
import { JobQueue, NOTE_PROCESSING_JOB } from '../src/jobs';
import { bossDatabase } from '../src/jobs/job-queue';
import { createLogger } from '../src/logger';
import { makePdf } from '../src/seed/documents';
import { gql, startTestApp, type TestApp } from './app';
import { waitForProcessing } from './processing';
import { signUp } from './session';

jest.setTimeout(120_000);

let t: TestApp;
beforeAll(async () => {
  process.env.JOB_RETRY_DELAY_SECONDS = '1';
  t = await startTestApp();
});
afterAll(async () => {
  delete process.env.JOB_RETRY_DELAY_SECONDS;
  await t.close();
});

async function upload(cookie: string, bytes: Buffer, name: string) {
  const form = new FormData();
  for (const [k, v] of Object.entries({
    title: 'Broken scan',
    subjectName: 'Physics',
    courseName: 'Computer Science Engineering (B.Tech/B.E)',
    semester: '1',
    batch: '2022-2026',
    collegeName: 'MANIT Bhopal',
  }))
    form.set(k, v);
  form.set('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(`${t.url}/api/uploading/create`, { method: 'POST', headers: { cookie, origin: t.url }, body: form });
  expect(res.status).toBe(201);
  return ((await res.json()) as any).note;
}

const REPROCESS = `mutation($id: ID!) { reprocessNote(id: $id) { note { id processing { status reason } } errors { field message code } } }`;

describe('a job that fails', () => {
  it('is retried, then the note shows failed with a reason; an admin (only) can run it again', async () => {
    const owner = await signUp(t.url);
    // A PDF header and nothing pdf.js can read: accepted by type detection, fails every run.
    const broken = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(4000, 0x41)]);
    const note = await upload(owner.cookie, broken, 'broken.pdf');
    const state = await waitForProcessing(t.db.dataSource, note._id, 90_000);
    expect(state).toEqual({
      status: 'failed',
      reason: expect.stringMatching(/^The document could not be read to make its preview and searchable text: .*edit the note and replace the file\.$/),
    });
    const runs: { retry_count: number; state: string }[] = await t.db.dataSource.query(
      `SELECT retry_count, state FROM pgboss.job WHERE name = $1 AND data->>'noteId' = $2`,
      [NOTE_PROCESSING_JOB, note._id],
    );
    expect(runs).toEqual([{ retry_count: 2, state: 'failed' }]); // first run + 2 retries

    const seen = await gql(t.url, `query($id: ID!) { note(id: $id) { processing { status reason } } }`, { id: note._id }, { cookie: owner.cookie });
    expect(seen.data!.note.processing).toEqual(state);

    // Not the uploader, not a visitor: admins only.
    expect((await gql(t.url, REPROCESS, { id: note._id }, { cookie: owner.cookie })).errors![0].extensions!.code).toBe('FORBIDDEN');
    expect((await gql(t.url, REPROCESS, { id: note._id })).errors![0].extensions!.code).toBe('UNAUTHENTICATED');

    // The cause goes away (the stored file is readable now) and an admin runs it again.
    const [{ file_key: key }] = await t.db.dataSource.query('SELECT file_key FROM notes WHERE id = $1', [note._id]);
    await t.services.storage.put(key, makePdf('Fixed scan', ['Optics and lenses.']));
    const admin = await signUp(t.url);
    await t.db.dataSource.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [admin.id]);
    const rerun = await gql(t.url, REPROCESS, { id: note._id }, { cookie: admin.cookie });
    expect(rerun.data!.reprocessNote).toEqual({ note: { id: note._id, processing: { status: 'processing', reason: null } }, errors: [] });
    expect(await waitForProcessing(t.db.dataSource, note._id, 60_000)).toEqual({ status: 'ready', reason: null });
    const [row] = await t.db.dataSource.query('SELECT extracted_text FROM notes WHERE id = $1', [note._id]);
    expect(row.extracted_text).toMatch(/Optics and lenses/);
  });
});

describe('a replica that stops mid-job', () => {
  it('hands the job back, and another replica completes it once', async () => {
    const pool = () => (t.db.dataSource.driver as PostgresDriver).master as Pool;
    const log = createLogger('silent');
    const settings = { concurrency: 1, pollingIntervalSeconds: 0.5, stopGraceMs: 300 };
    const events: string[] = [];
    let startedOnA!: () => void;
    const runningOnA = new Promise<void>((resolve) => (startedOnA = resolve));

    const a = new JobQueue(pool, log, settings);
    a.define<{ n: number }>({
      name: 'restart-test',
      retryLimit: 3,
      retryDelaySeconds: 1,
      backoff: false,
      timeoutSeconds: 60,
      run: (_data, { signal }) =>
        new Promise((_resolve, reject) => {
          events.push('a started');
          startedOnA();
          // Work that only ends when the queue stops it (a long render, say).
          signal.addEventListener('abort', () => {
            events.push('a aborted');
            reject(new Error('stopped'));
          });
        }),
    });
    await a.start();
    const id = (await a.send('restart-test', { n: 1 }))!;
    await runningOnA;
    await a.stop();

    const b = new JobQueue(pool, log, settings);
    let completedOnB!: () => void;
    const doneOnB = new Promise<void>((resolve) => (completedOnB = resolve));
    b.define<{ n: number }>({
      name: 'restart-test',
      retryLimit: 3,
      retryDelaySeconds: 1,
      backoff: false,
      timeoutSeconds: 60,
      run: async (data) => {
        events.push(`b ran ${data.n}`);
        completedOnB();
      },
    });
    await b.start();
    await doneOnB;
    // Give a duplicate delivery, if there were one, time to show up.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const job = await b.getJob('restart-test', id);
    await b.stop();
    expect(events).toEqual(['a started', 'a aborted', 'b ran 1']);
    expect(job).toMatchObject({ state: 'completed', retryCount: 1 });
  });
});

describe("pg-boss's database adapter when the database is gone", () => {
  it("records of a job's end never reject (pg-boss does not await them); every other statement does", async () => {
    // Nothing listens on this port: every query fails as with a dead server.
    const dead = new Pool({ connectionString: `postgres://nobody:x@127.0.0.1:${await freePort()}/none`, connectionTimeoutMillis: 1000 });
    dead.on('error', () => undefined);
    const warnings: string[] = [];
    const db = bossDatabase(() => dead, { warn: (_details: object, message: string) => warnings.push(message) } as never);
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- pg-boss ships no types for its plans module
    const plans = require('pg-boss/src/plans') as { completeJobs(schema: string): string; failJobsById(schema: string): string };
    try {
      await expect(db.executeSql(plans.completeJobs('pgboss'), ['q', ['00000000-0000-0000-0000-000000000000'], null])).resolves.toEqual({
        rows: [{ count: '0' }],
      });
      await expect(db.executeSql(plans.failJobsById('pgboss'), ['q', ['00000000-0000-0000-0000-000000000000'], null])).resolves.toEqual({
        rows: [{ count: '0' }],
      });
      expect(warnings).toHaveLength(2);
      await expect(db.executeSql('SELECT 1', [])).rejects.toThrow(/ECONNREFUSED|connect/);
    } finally {
      await dead.end();
    }
    // On a live database the same adapter runs them for real.
    const live = bossDatabase(() => (t.db.dataSource.driver as PostgresDriver).master as Pool, { warn: () => undefined } as never);
    expect((await live.executeSql('SELECT 2 AS two', [])).rows).toEqual([{ two: 2 }]);
  });
});

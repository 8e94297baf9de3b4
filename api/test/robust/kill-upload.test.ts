import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '../db';
import { signUpAt } from './fuzz-target';
import { CREATE_NOTE_MUTATION, GRAPHQL_NOTE_INPUT, graphqlUploadParts, multipartBody, multipartType, NOTE_FORM, noteFormParts, textFile } from './multipart';
import { type ServerProcess, startServerProcess } from './server-process';

/**
 * The api is killed (SIGKILL: no cleanup code runs) with uploads half-sent on both paths, then
 * started again on the same database and data folder. What is left must be consistent: every
 * stored file has its row, every row its file, and no temporary upload file survives the restart.
 */
let db: TestDatabase;
let server: ServerProcess;
let dataDir: string;

beforeAll(async () => {
  db = await createTestDatabase();
  server = await startServerProcess({ databaseUrl: db.url });
  dataDir = server.dataDir;
}, 90_000);

afterAll(async () => {
  await server?.kill('SIGTERM');
  await db?.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Sends the head of a request body and keeps the connection open, as a slow or stalled client does. */
function sendHead(url: string, urlPath: string, headers: Record<string, string>, head: Buffer): { ended: Promise<string> } {
  const u = new URL(url);
  const req = http.request({
    host: u.hostname,
    port: u.port,
    path: urlPath,
    method: 'POST',
    headers: { ...headers, origin: url, 'transfer-encoding': 'chunked' },
  });
  const ended = new Promise<string>((resolve) => {
    req.on('error', (err) => resolve(`error ${err.message}`));
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(`HTTP ${res.statusCode}`));
      res.on('error', (err) => resolve(`error ${err.message}`));
    });
  });
  req.write(head);
  return { ended };
}

const listFiles = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    : [];

async function upload(cookie: string): Promise<number> {
  const body = multipartBody(noteFormParts({ ...NOTE_FORM, title: `Complete upload ${Date.now()}` }, { data: textFile(50_000), filename: 'done.txt' }));
  const res = await fetch(`${server.url}/api/uploading/create`, {
    method: 'POST',
    headers: { cookie, origin: server.url, 'content-type': multipartType() },
    body: new Uint8Array(body),
  });
  return res.status;
}

describe('killing the api in the middle of uploads', () => {
  it('leaves no orphan file, no row without its file and no spool file after a restart', async () => {
    const student = await signUpAt(server.url, 'killer');
    expect(await upload(student.cookie)).toBe(201);

    const inFlight: { ended: Promise<string> }[] = [];
    for (let i = 0; i < 3; i += 1) {
      const body = multipartBody(noteFormParts({ ...NOTE_FORM, title: `In flight ${i}` }, { data: textFile(3_000_000), filename: `flight-${i}.txt` }));
      inFlight.push(
        sendHead(
          server.url,
          '/api/uploading/create',
          { cookie: student.cookie, 'content-type': multipartType() },
          body.subarray(0, Math.floor(body.length * 0.6)),
        ),
      );
    }
    for (let i = 0; i < 3; i += 1) {
      const body = multipartBody(
        graphqlUploadParts(CREATE_NOTE_MUTATION, { input: { ...GRAPHQL_NOTE_INPUT, title: `GraphQL in flight ${i}` } }, 'variables.input.file', {
          data: textFile(3_000_000),
          filename: `gql-${i}.txt`,
        }),
      );
      inFlight.push(
        sendHead(
          server.url,
          '/graphql',
          { cookie: student.cookie, 'content-type': multipartType(), 'apollo-require-preflight': 'true' },
          body.subarray(0, Math.floor(body.length * 0.6)),
        ),
      );
    }
    // Wait until the REST uploads are being written to the spool folder, so the kill lands mid-write.
    const spool = path.join(dataDir, 'tmp');
    const deadline = Date.now() + 15_000;
    while (listFiles(spool).length < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const spooledBeforeKill = listFiles(spool).length;

    await server.kill('SIGKILL');
    const answers = await Promise.all(inFlight.map((u) => u.ended));
    expect(answers.every((a) => a.startsWith('error'))).toBe(true);

    server = await startServerProcess({ databaseUrl: db.url, dataDir, port: Number(new URL(server.url).port) });
    // The restarted api serves uploads again.
    expect(await upload(student.cookie)).toBe(201);

    const rows: { file_key: string }[] = await db.dataSource.query('SELECT file_key FROM notes WHERE file_key IS NOT NULL');
    const keys = new Set(rows.map((r) => r.file_key));
    const stored = listFiles(path.join(dataDir, 'files')).filter((f) => f.startsWith('notes'));
    expect({
      spooledBeforeKill: spooledBeforeKill >= 3,
      orphanFiles: stored.filter((f) => !keys.has(f)),
      rowsWithoutFile: [...keys].filter((k) => !stored.includes(k)),
      spoolLeft: listFiles(spool),
      inFlightNotesStored: (await db.dataSource.query(`SELECT count(*)::int AS n FROM notes WHERE title LIKE '%in flight%' OR title LIKE '%In flight%'`))[0].n,
    }).toEqual({ spooledBeforeKill: true, orphanFiles: [], rowsWithoutFile: [], spoolLeft: [], inFlightNotesStored: 0 });
  }, 120_000);
});

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/data-source';
import { createLogger } from '../src/logger';
import { makePdf } from '../src/seed/documents';
import type { Manifest } from '../src/backup/archive';
import { createBackup, type DatabaseFormatChoice } from '../src/backup/backup';
import { restoreBackup } from '../src/backup/restore';
import { createServices } from '../src/services';
import { createStorage } from '../src/storage';
import { gql, type TestApp } from './app';
import { adminUrl } from './db';
import { buildComment, buildLike, buildSave } from './factories';
import { listenLocally } from './listen';
import { waitForProcessing } from './processing';
import { signUp } from './session';
import { createNoteByForm, noteFields } from './uploads';

/** Shared by the backup tests (backup.test.ts on the test server, backup-pg-dump.test.ts on Debian's PostgreSQL). */

export const sha256 = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** Every stored file under an app's data folder, by storage key, with its SHA-256. */
export function storedFiles(dataDir: string): Record<string, string> {
  const root = path.join(dataDir, 'files');
  const out: Record<string, string> = {};
  if (!fs.existsSync(root)) return out;
  for (const folder of fs.readdirSync(root)) {
    for (const name of fs.readdirSync(path.join(root, folder))) out[`${folder}/${name}`] = sha256(path.join(root, folder, name));
  }
  return out;
}

export async function rowCounts(url: string): Promise<Record<string, number>> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query<{ name: string }>(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename NOT IN ('migrations', 'file_intents') ORDER BY 1`,
    );
    const out: Record<string, number> = {};
    for (const { name } of rows) out[name] = Number((await c.query(`SELECT count(*) AS n FROM "${name}"`)).rows[0].n);
    return out;
  } finally {
    await c.end();
  }
}

export async function indexes(url: string): Promise<string[]> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<{ def: string }>(`SELECT indexdef AS def FROM pg_indexes WHERE schemaname = 'public' ORDER BY indexname`)).rows.map((r) => r.def);
  } finally {
    await c.end();
  }
}

/** An empty database on the test server and its URL (a fresh instance's, before it first starts). */
export async function emptyDatabase(serverUrl = adminUrl()): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `restore_${Math.random().toString(16).slice(2, 10)}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    async drop() {
      const c = new Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** The app as it starts on the restored database and data folder (migrating it to the current version). */
export async function startOn(databaseUrl: string, dataDir: string) {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, WEB_DIST: path.join(dataDir, 'no-web') });
  const ds = await openDatabase({ url: databaseUrl, poolMax: 3 });
  const services = createServices(ds, createStorage(config), config, createLogger('silent'));
  const app = await createApp(config, services, createLogger('silent'));
  const listening = await listenLocally(http.createServer(app.app));
  return {
    url: listening.url,
    async close() {
      await listening.close();
      await app.stop();
      await ds.destroy();
    },
  };
}

/** Fills the source app the way students would: accounts, documents with page images, likes, saves, comments, a report. */
export async function fillWithActivity(app: TestApp) {
  const alice = await signUp(app.url);
  const bob = await signUp(app.url);
  const notes: string[] = [];
  for (const [i, title] of ['Cell Biology Notes', 'Thermodynamics Summary', 'Graph Algorithms'].entries()) {
    const pdf = makePdf(
      title,
      Array.from({ length: 6 }, (_, p) => `${title}: paragraph ${p} of page ${i}.`),
    );
    const res = await createNoteByForm(app, alice.cookie, noteFields({ title }), { bytes: pdf, name: `note-${i}.pdf` });
    expect(res.status).toBe(201);
    notes.push(res.body.note._id);
  }
  for (const id of notes) expect((await waitForProcessing(app.db.dataSource, id)).status).toBe('ready');
  await app.db.dataSource.query('UPDATE notes SET approved = true');
  await buildLike(app.db.dataSource, notes[0], bob.id);
  await buildSave(app.db.dataSource, notes[1], bob.id);
  await buildComment(app.db.dataSource, notes[0], bob.id, 'Clear diagrams, thanks');
  const report = await gql(
    app.url,
    `mutation($input: ReportContentInput!) { reportContent(input: $input) { errors { code } } }`,
    { input: { kind: 'NOTE', id: notes[2], reason: 'WRONG', details: 'Chapter 3 is missing' } },
    { cookie: bob.cookie },
  );
  expect(report.data!.reportContent.errors).toEqual([]);
  return { alice, bob, notes };
}

/**
 * Backs `busy` up while a student uploads notes and deletes others, restores the archive into a
 * fresh database (on `serverUrl`) and data folder, and checks that rows and files match: no note
 * without its file, no file without its note. Returns the archive's manifest.
 */
export async function backupUnderLoad(busy: TestApp, archive: string, options: { format?: DatabaseFormatChoice; serverUrl?: string } = {}): Promise<Manifest> {
  const serverUrl = options.serverUrl ?? adminUrl();
  const student = await signUp(busy.url);
  const upload = async (i: number) => {
    const pdf = makePdf(`Load note ${i}`, [`Unique body ${i} ${Math.random()}`]);
    const res = await createNoteByForm(busy, student.cookie, noteFields({ title: `Load note ${i}` }), { bytes: pdf, name: `load-${i}.pdf` });
    return res.status === 201 ? (res.body.note._id as string) : null;
  };
  // Some notes exist before the backup starts (some are deleted during it).
  const existing = (await Promise.all(Array.from({ length: 12 }, (_, i) => upload(i)))).filter((id): id is string => id !== null);
  let stop = false;
  let uploaded = 0;
  let deleted = 0;
  const writer = (async () => {
    for (let i = 100; !stop; i++) if (await upload(i)) uploaded++;
  })();
  const deleter = (async () => {
    for (const id of existing) {
      if (stop) break;
      const res = await fetch(`${busy.url}/api/uploading/delete/${id}`, { method: 'DELETE', headers: { cookie: student.cookie, origin: busy.url } });
      if (res.status === 200) deleted++;
      await new Promise((r) => setTimeout(r, 30));
    }
  })();
  await new Promise((r) => setTimeout(r, 300)); // let the load start
  const { manifest } = await createBackup({ databaseUrl: busy.db.url, storage: createStorage(busy.config), target: archive, format: options.format });
  await new Promise((r) => setTimeout(r, 300));
  stop = true;
  await Promise.all([writer, deleter]);
  expect(uploaded).toBeGreaterThan(0);
  expect(deleted).toBeGreaterThan(0);

  const target = await emptyDatabase(serverUrl);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campusnotes-restored-'));
  try {
    await restoreBackup({ archive, databaseUrl: target.url, storage: createStorage({ dataDir, storage: { driver: 'local' } }) });
    const c = new Client({ connectionString: target.url });
    await c.connect();
    const { rows } = await c.query<{ key: string }>(
      `SELECT file_key AS key FROM notes WHERE file_key IS NOT NULL UNION SELECT unnest(preview_keys) FROM notes`,
    );
    await c.end();
    const files = storedFiles(dataDir);
    expect(Object.keys(files).sort()).toEqual(rows.map((r) => r.key).sort());
    expect(rows.length).toBe(manifest.files.length);
    expect(manifest.counts.rows.notes).toBeGreaterThan(0);
    expect(await rowCounts(target.url)).toEqual(manifest.counts.rows);
  } finally {
    await target.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return manifest;
}

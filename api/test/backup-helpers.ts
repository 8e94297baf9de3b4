import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Client } from 'pg';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/data-source';
import { createLogger } from '../src/logger';
import { makePdf } from '../src/seed/documents';
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

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import tar from 'tar-stream';
import { ArchiveError, PG_DUMP_ENTRY } from '../src/backup/archive';
import { createBackup } from '../src/backup/backup';
import { RestoreRefusedError, restoreBackup, TargetNotEmptyError } from '../src/backup/restore';
import { openDatabase } from '../src/db/data-source';
import { createStorage } from '../src/storage';
import { gql, startTestApp, type TestApp } from './app';
import { backupUnderLoad, emptyDatabase, fillWithActivity, indexes, rowCounts, startOn, storedFiles } from './backup-helpers';
import { debianPostgresBin, debianPostgresMissing, startDebianPostgres, type DebianPostgres } from './debian-postgres';
import { sessionCookieFrom } from './session';

/**
 * The pg_dump archive, for real: the app on Debian's PostgreSQL 15 (whose pg_dump and pg_restore
 * `npm test` installs), backed up with `pg_dump --format=custom`, restored with pg_restore into a
 * fresh database and data folder. The embedded PostgreSQL (18) has no pg_dump on this machine,
 * which the last tests use to check the COPY snapshot fallback.
 */
jest.setTimeout(240_000);

const MAJOR = 15;
const missing = debianPostgresMissing(MAJOR);
if (missing) console.warn(`SKIPPED backup-pg-dump.test.ts: ${missing}`);
const describeWithPostgres = missing ? describe.skip : describe;

/** Entry names and bodies of a tar file. */
async function entries(file: string): Promise<{ name: string; body: Buffer }[]> {
  const out: { name: string; body: Buffer }[] = [];
  const extract = tar.extract();
  fs.createReadStream(file).pipe(extract);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    out.push({ name: entry.header.name, body: Buffer.concat(chunks) });
  }
  return out;
}

/** Writes a tar with these entries (to build doctored archives). */
async function writeTar(file: string, items: { name: string; body: Buffer }[]): Promise<void> {
  const pack = tar.pack();
  const done = new Promise<void>((resolve, reject) => pack.pipe(fs.createWriteStream(file)).on('finish', resolve).on('error', reject));
  for (const item of items) pack.entry({ name: item.name }, item.body);
  pack.finalize();
  await done;
}

describeWithPostgres(`pg_dump archives (Debian PostgreSQL ${MAJOR})`, () => {
  const testServerUrl = process.env.TEST_DATABASE_URL; // the embedded PostgreSQL the runner started
  let pg: DebianPostgres;
  let source: TestApp;
  let activity: Awaited<ReturnType<typeof fillWithActivity>>;
  let work: string;
  let archive: string;

  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'campusnotes-pgdump-test-'));
    pg = await startDebianPostgres(MAJOR);
    // The test helpers make their databases on TEST_DATABASE_URL's server: this file's app lives on PostgreSQL 15.
    process.env.TEST_DATABASE_URL = pg.adminUrl;
    source = await startTestApp();
  });
  afterAll(async () => {
    await source?.close();
    process.env.TEST_DATABASE_URL = testServerUrl;
    await pg?.stop();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it(`runs the app's migrations on PostgreSQL ${MAJOR}`, async () => {
    const [{ version }] = await source.db.dataSource.query<{ version: string }[]>(`SELECT current_setting('server_version') AS version`);
    expect(version).toMatch(new RegExp(`^${MAJOR}\\.`));
    const [{ n }] = await source.db.dataSource.query<{ n: string }[]>('SELECT count(*) AS n FROM migrations');
    expect(Number(n)).toBeGreaterThan(0);
  });

  it('backs up with pg_dump --format=custom, says so, and lists the dump with its checksum', async () => {
    activity = await fillWithActivity(source);
    archive = path.join(work, 'pgdump.tar');
    const notes: string[] = [];
    const result = await createBackup({ databaseUrl: source.db.url, storage: createStorage(source.config), target: archive, onFormat: (n) => notes.push(n) });
    expect(notes).toEqual([result.formatNote]);
    expect(result.formatNote).toMatch(
      new RegExp(
        `^database: pg_dump custom format \\(pg_dump \\(PostgreSQL\\) ${MAJOR}\\.\\d+.*, /usr/lib/postgresql/${MAJOR}/bin/pg_dump; server PostgreSQL ${MAJOR}\\.`,
      ),
    );
    const m = result.manifest;
    expect(m).toMatchObject({ method: 'pg_dump-custom', version: 2, tables: [], sequences: [] });
    expect(m.database).toMatchObject({ entry: PG_DUMP_ENTRY, toolMajor: MAJOR });
    expect(Math.floor(m.serverVersionNum! / 10000)).toBe(MAJOR);
    expect(m.counts).toMatchObject({ documents: 3, rows: expect.objectContaining({ notes: 3, likes: 1, comments: 1, reports: 1, saved_notes: 1 }) });
    expect(m.counts.rows).toEqual(await rowCounts(source.db.url));
    const onDisk = storedFiles(source.dataDir);
    for (const f of m.files) expect(f.sha256).toBe(onDisk[f.key]);

    const inside = await entries(archive);
    expect(inside[0].name).toBe(PG_DUMP_ENTRY);
    expect(inside[0].body.subarray(0, 5).toString()).toBe('PGDMP'); // pg_dump's custom-format header
    expect(inside.map((e) => e.name).slice(-1)).toEqual(['manifest.json']);
    expect(fs.readdirSync(work)).toEqual(['pgdump.tar']);
  });

  it('restores with pg_restore into an empty database: same rows, files, indexes and migrations; the old password signs in', async () => {
    const target = await emptyDatabase(pg.adminUrl);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campusnotes-restored-'));
    let restored: Awaited<ReturnType<typeof startOn>> | undefined;
    try {
      const progress: string[] = [];
      const result = await restoreBackup({
        archive,
        databaseUrl: target.url,
        storage: createStorage({ dataDir, storage: { driver: 'local' } }),
        onProgress: (m) => progress.push(m),
      });
      expect(result.replaced).toBe(false);
      expect(progress.join('\n')).toMatch(/pg_dump custom-format database dump[\s\S]*restoring the database with pg_restore \(PostgreSQL\) 15/);
      expect(result.rows).toEqual(await rowCounts(source.db.url));
      expect(await rowCounts(target.url)).toEqual(await rowCounts(source.db.url));
      expect(storedFiles(dataDir)).toEqual(storedFiles(source.dataDir));
      expect(await indexes(target.url)).toEqual(await indexes(source.db.url));
      const migrationsOf = async (url: string) => {
        const c = new Client({ connectionString: url });
        await c.connect();
        const { rows } = await c.query('SELECT id, timestamp, name FROM migrations ORDER BY id');
        await c.end();
        return rows;
      };
      expect(await migrationsOf(target.url)).toEqual(await migrationsOf(source.db.url));

      restored = await startOn(target.url, dataDir);
      const signIn = await fetch(`${restored.url}/api/auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: restored.url },
        body: JSON.stringify({ email: activity.alice.email, password: activity.alice.password }),
      });
      expect(signIn.status).toBe(200);
      const cookie = sessionCookieFrom(signIn)!;
      const download = await fetch(`${restored.url}/api/notes/${activity.notes[0]}/download`, { headers: { cookie } });
      expect(download.status).toBe(200);
      const original = await fetch(`${source.url}/api/notes/${activity.notes[0]}/download`, { headers: { cookie: activity.alice.cookie } });
      expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(await original.arrayBuffer()))).toBe(true);
      const { data } = await gql(restored.url, `query($id: ID!) { note(id: $id) { title likeCount } }`, { id: activity.notes[0] });
      expect(data!.note).toEqual({ title: 'Cell Biology Notes', likeCount: 1 });

      // Now it holds data: refused without --force, replaced with it.
      await restored.close();
      restored = undefined;
      const storage = createStorage({ dataDir, storage: { driver: 'local' } });
      await expect(restoreBackup({ archive, databaseUrl: target.url, storage })).rejects.toThrow(TargetNotEmptyError);
      const c = new Client({ connectionString: target.url });
      await c.connect();
      await c.query('DELETE FROM comments');
      await c.end();
      const forced = await restoreBackup({ archive, databaseUrl: target.url, storage, force: true });
      expect(forced.replaced).toBe(true);
      expect(await rowCounts(target.url)).toEqual(await rowCounts(source.db.url));
    } finally {
      await restored?.close();
      await target.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('an archive from PostgreSQL 15 restores into the embedded PostgreSQL 18 too, over a schema the app migrated but never filled', async () => {
    if (!testServerUrl) throw new Error('TEST_DATABASE_URL is not set');
    const target = await emptyDatabase(testServerUrl);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campusnotes-restored-'));
    try {
      await (await openDatabase({ url: target.url, poolMax: 1 })).destroy();
      await restoreBackup({ archive, databaseUrl: target.url, storage: createStorage({ dataDir, storage: { driver: 'local' } }) });
      expect(await rowCounts(target.url)).toEqual(await rowCounts(source.db.url));
      expect(storedFiles(dataDir)).toEqual(storedFiles(source.dataDir));
    } finally {
      await target.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a pg_dump archive whose dump fails its checksum, or that needs a newer pg_restore, before changing anything', async () => {
    const items = await entries(archive);
    const corrupt = path.join(work, 'corrupt-dump.tar');
    const flipped = items.map((e) => (e.name === PG_DUMP_ENTRY ? { ...e, body: Buffer.from(e.body) } : e));
    flipped[0].body[flipped[0].body.length - 10] ^= 0xff;
    await writeTar(corrupt, flipped);
    const newer = path.join(work, 'newer-pg-dump.tar');
    const manifest = JSON.parse(items[items.length - 1].body.toString());
    manifest.database.toolMajor = 99;
    manifest.database.tool = 'pg_dump (PostgreSQL) 99.0';
    await writeTar(newer, [...items.slice(0, -1), { name: 'manifest.json', body: Buffer.from(JSON.stringify(manifest)) }]);
    // Checksums hold, but the restored rows do not match the manifest's counts: undone after pg_restore committed.
    const miscounted = path.join(work, 'miscounted.tar');
    const counted = JSON.parse(items[items.length - 1].body.toString());
    counted.counts.rows.notes += 1;
    await writeTar(miscounted, [...items.slice(0, -1), { name: 'manifest.json', body: Buffer.from(JSON.stringify(counted)) }]);

    const target = await emptyDatabase(pg.adminUrl);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campusnotes-restored-'));
    try {
      const storage = createStorage({ dataDir, storage: { driver: 'local' } });
      await expect(restoreBackup({ archive: corrupt, databaseUrl: target.url, storage })).rejects.toThrow(ArchiveError);
      await expect(restoreBackup({ archive: corrupt, databaseUrl: target.url, storage })).rejects.toThrow(
        /corrupt: db\/database\.pgdump does not match its checksum/,
      );
      await expect(restoreBackup({ archive: newer, databaseUrl: target.url, storage })).rejects.toThrow(RestoreRefusedError);
      await expect(restoreBackup({ archive: newer, databaseUrl: target.url, storage })).rejects.toThrow(
        /made by pg_dump \(PostgreSQL\) 99\.0; restoring it needs pg_restore 99 or newer, and the newest pg_restore here is 15 \(\/usr\/lib\/postgresql\/15\/bin\/pg_restore\): .*postgresql-client-99\) or set PG_RESTORE/,
      );
      await expect(restoreBackup({ archive: miscounted, databaseUrl: target.url, storage })).rejects.toThrow(
        new ArchiveError('table notes: restored 3 rows, the manifest says 4'),
      );
      const c = new Client({ connectionString: target.url });
      await c.connect();
      expect((await c.query(`SELECT to_regclass('public.notes') AS t`)).rows[0].t).toBeNull();
      await c.end();
      expect(storedFiles(dataDir)).toEqual({});
    } finally {
      await target.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('falls back to the COPY snapshot when the pg_dump is older than the server, in one line that says why', async () => {
    if (!testServerUrl) throw new Error('TEST_DATABASE_URL is not set');
    const c = new Client({ connectionString: testServerUrl });
    await c.connect();
    const serverMajor = Math.floor(Number((await c.query(`SELECT current_setting('server_version_num') AS n`)).rows[0].n) / 10000);
    await c.end();
    if (serverMajor <= MAJOR) return; // the test server's own pg_dump would do: nothing to fall back from
    const db = await emptyDatabase(testServerUrl);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campusnotes-fallback-'));
    const pgDump = path.join(debianPostgresBin(MAJOR), 'pg_dump');
    try {
      await (await openDatabase({ url: db.url, poolMax: 1 })).destroy(); // migrated, as the app leaves it
      const storage = createStorage({ dataDir, storage: { driver: 'local' } });
      const notes: string[] = [];
      const { manifest, formatNote } = await createBackup({
        databaseUrl: db.url,
        storage,
        target: path.join(work, 'fallback.tar'),
        pgDump,
        onFormat: (n) => notes.push(n),
      });
      expect(manifest).toMatchObject({ method: 'copy-snapshot', version: 1 });
      expect(manifest.database).toBeUndefined();
      expect(notes).toEqual([formatNote]);
      expect(formatNote).toBe(
        `database: COPY snapshot of every table, not pg_dump's custom format: the server is PostgreSQL ${manifest.server}, PG_DUMP is pg_dump ${MAJOR} (${pgDump}), which refuses a newer server; set PG_DUMP to a pg_dump ${serverMajor} or newer to get one`,
      );
      await expect(createBackup({ databaseUrl: db.url, storage, target: path.join(work, 'forced.tar'), pgDump, format: 'pg_dump' })).rejects.toThrow(
        /^cannot write pg_dump's custom format: the server is PostgreSQL/,
      );
      await expect(createBackup({ databaseUrl: db.url, storage, target: path.join(work, 'typo.tar'), pgDump: '/nowhere/pg_dump' })).rejects.toThrow(
        'PG_DUMP=/nowhere/pg_dump is not a working pg_dump',
      );
      expect(fs.readdirSync(work).sort()).toEqual(['corrupt-dump.tar', 'fallback.tar', 'miscounted.tar', 'newer-pg-dump.tar', 'pgdump.tar']);
    } finally {
      await db.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('a pg_dump backup taken while uploads and deletions go on restores to rows and files that match', async () => {
    const manifest = await backupUnderLoad(source, path.join(work, 'load', 'under-load.tar'), { format: 'pg_dump', serverUrl: pg.adminUrl });
    expect(manifest.method).toBe('pg_dump-custom');
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { ArchiveError } from '../src/backup/archive';
import { createBackup } from '../src/backup/backup';
import { restoreBackup, TargetNotEmptyError } from '../src/backup/restore';
import { createStorage } from '../src/storage';
import { gql, testAppForFile } from './app';
import { backupUnderLoad, emptyDatabase, fillWithActivity, indexes, rowCounts, startOn, storedFiles } from './backup-helpers';
import { sessionCookieFrom } from './session';

// Page images are rendered in child processes on a shared 2-core machine.
jest.setTimeout(180_000);

const source = testAppForFile();
let work: string;
beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'campusnotes-backup-test-'));
});
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe('backup and restore', () => {
  let activity: Awaited<ReturnType<typeof fillWithActivity>>;
  let archive: string;

  it('writes one archive with every table, every document and page image, and a manifest of checksums', async () => {
    activity = await fillWithActivity(source);
    archive = path.join(work, 'campusnotes.tar');
    const result = await createBackup({ databaseUrl: source.db.url, storage: createStorage(source.config), target: archive });
    expect(fs.existsSync(archive)).toBe(true);
    const m = result.manifest;
    expect(m.counts).toMatchObject({ documents: 3, rows: expect.objectContaining({ notes: 3, likes: 1, comments: 1, reports: 1, saved_notes: 1 }) });
    expect(m.counts.previewImages).toBeGreaterThanOrEqual(3);
    expect(m.files).toHaveLength(m.counts.documents + m.counts.previewImages);
    const onDisk = storedFiles(source.dataDir);
    for (const f of m.files) expect(f.sha256).toBe(onDisk[f.key]);
    expect(fs.readdirSync(work)).toEqual(['campusnotes.tar']); // no partial file or spool left beside it
  });

  it('restores into a fresh instance: same rows, same files, a working download and the old password', async () => {
    const target = await emptyDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campusnotes-restored-'));
    let restored: Awaited<ReturnType<typeof startOn>> | undefined;
    try {
      const storage = createStorage({ dataDir, storage: { driver: 'local' } });
      const result = await restoreBackup({ archive, databaseUrl: target.url, storage });
      expect(result.replaced).toBe(false);
      expect(await rowCounts(target.url)).toEqual(await rowCounts(source.db.url));
      expect(storedFiles(dataDir)).toEqual(storedFiles(source.dataDir));
      // The indexes dropped for the load are all back, as the migrations made them.
      expect(await indexes(target.url)).toEqual(await indexes(source.db.url));

      restored = await startOn(target.url, dataDir);
      const signIn = await fetch(`${restored.url}/api/auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: restored.url },
        body: JSON.stringify({ email: activity.alice.email, password: activity.alice.password }),
      });
      expect(signIn.status).toBe(200);
      const cookie = sessionCookieFrom(signIn)!;
      // A session made before the backup still works too.
      expect((await gql(restored.url, '{ me { id } }', {}, { cookie: activity.bob.cookie })).data!.me).toEqual({ id: activity.bob.id });
      const download = await fetch(`${restored.url}/api/notes/${activity.notes[0]}/download`, { headers: { cookie } });
      expect(download.status).toBe(200);
      const original = await fetch(`${source.url}/api/notes/${activity.notes[0]}/download`, { headers: { cookie: activity.alice.cookie } });
      expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(await original.arrayBuffer()))).toBe(true);
      const { data } = await gql(restored.url, `query($id: ID!) { note(id: $id) { title likeCount previewPages { url } } }`, { id: activity.notes[0] });
      expect(data!.note).toMatchObject({ title: 'Cell Biology Notes', likeCount: 1 });
      const image = await fetch(`${restored.url}${data!.note.previewPages[0].url}`);
      expect(image.status).toBe(200);
    } finally {
      await restored?.close();
      await target.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a database that holds data unless forced, then replaces it', async () => {
    const storage = createStorage(source.config);
    await expect(restoreBackup({ archive, databaseUrl: source.db.url, storage })).rejects.toThrow(TargetNotEmptyError);
    await expect(restoreBackup({ archive, databaseUrl: source.db.url, storage })).rejects.toThrow(/not empty \(.*notes: 3.*--force/);
    const before = await rowCounts(source.db.url);
    await source.db.dataSource.query(`DELETE FROM comments`); // a change the forced restore undoes
    const result = await restoreBackup({ archive, databaseUrl: source.db.url, storage, force: true });
    expect(result.replaced).toBe(true);
    expect(await rowCounts(source.db.url)).toEqual(before);
  });

  it('refuses a corrupt or truncated archive before changing anything', async () => {
    const bytes = fs.readFileSync(archive);
    const corrupt = path.join(work, 'corrupt.tar');
    const flipped = Buffer.from(bytes);
    // A byte inside the first stored file's contents (after the tables): its checksum no longer matches.
    const at = bytes.indexOf(Buffer.from('%PDF'));
    flipped[at + 20] ^= 0xff;
    fs.writeFileSync(corrupt, flipped);
    const truncated = path.join(work, 'truncated.tar');
    fs.writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));

    const target = await emptyDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campusnotes-restored-'));
    try {
      const storage = createStorage({ dataDir, storage: { driver: 'local' } });
      await expect(restoreBackup({ archive: corrupt, databaseUrl: target.url, storage })).rejects.toThrow(ArchiveError);
      await expect(restoreBackup({ archive: corrupt, databaseUrl: target.url, storage })).rejects.toThrow(
        /corrupt: files\/notes\/.* does not match its checksum/,
      );
      await expect(restoreBackup({ archive: truncated, databaseUrl: target.url, storage })).rejects.toThrow(/truncated or corrupt|cut short|missing/);
      await expect(restoreBackup({ archive: path.join(work, 'none.tar'), databaseUrl: target.url, storage })).rejects.toThrow(/no archive at/);
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
});

describe('a backup taken while uploads, replacements and deletions go on', () => {
  const busy = testAppForFile();

  it('restores to rows and files that match: no note without its file, no file without its note', async () => {
    await backupUnderLoad(busy, path.join(work, 'under-load.tar'), { format: 'copy' });
  });
});

describe('scheduled backups (BACKUP_SCHEDULE)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'campusnotes-backups-'));
  const scheduled = testAppForFile({ BACKUP_SCHEDULE: '0 3 * * *', BACKUP_DIR: dir, BACKUP_KEEP: '2' });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('registers the cron schedule with pg-boss, and each run writes an archive and keeps the newest BACKUP_KEEP', async () => {
    const rows = await scheduled.db.dataSource.query(`SELECT cron, timezone FROM pgboss.schedule WHERE name = 'scheduled-backup'`);
    expect(rows).toEqual([{ cron: '0 3 * * *', timezone: 'UTC' }]);
    for (const name of ['campusnotes-2026-01-01T03-00-00Z.tar', 'campusnotes-2026-01-02T03-00-00Z.tar', 'unrelated.txt'])
      fs.writeFileSync(path.join(dir, name), 'old');
    const id = await scheduled.services.jobs.send('scheduled-backup', {});
    for (let i = 0; i < 200; i++) {
      const job = await scheduled.services.jobs.getJob('scheduled-backup', id!);
      if (job?.state === 'completed') break;
      if (job?.state === 'failed') throw new Error(`the backup job failed: ${JSON.stringify(job.output)}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    const names = fs.readdirSync(dir).sort();
    expect(names).toHaveLength(3);
    expect(names[0]).toBe('campusnotes-2026-01-02T03-00-00Z.tar');
    expect(names[1]).toMatch(/^campusnotes-\d{4}-.*Z\.tar$/);
    expect(names[2]).toBe('unrelated.txt');
  });
});

import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Client } from 'pg';
import type { FileStorage } from '../storage';
import { BACKUP_LOCK_KEY, referencedFileKeys } from '../storage/stored-files';
import { ArchiveWriter, digestStream, FORMAT, FORMAT_VERSION, MANIFEST_ENTRY, type FileEntry, type Manifest, type TableEntry } from './archive';
import { dumpTable, listTables, readSequences } from './database-dump';

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: Manifest;
}

/** Files fetched from storage at once (S3 round trips overlap; the tar is still written in order). */
const FETCH_AHEAD = 8;

/** `campusnotes-2026-11-27T12-30-05Z.tar`: sorts by time, so "keep the last N" is a name sort. */
export function backupFileName(date = new Date()): string {
  return `campusnotes-${date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')}.tar`;
}

/**
 * Writes one archive with every table and every stored file a note points to, consistent with
 * each other while uploads and deletions go on: the tables come from one snapshot taken under
 * the backup lock (see stored-files.ts), the files are the ones that snapshot points to, and no
 * file is removed until they are copied. The archive appears under `target` only when complete.
 */
export async function createBackup(options: { databaseUrl: string; storage: FileStorage; target: string; tmpDir?: string }): Promise<BackupResult> {
  const target = path.resolve(options.target);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  if (fs.existsSync(target)) throw new Error(`${target} exists already; choose another name`);
  const work = fs.mkdtempSync(path.join(options.tmpDir ?? os.tmpdir(), 'campusnotes-backup-'));
  const partial = `${target}.${randomUUID().slice(0, 8)}.partial`;
  const writer = new ArchiveWriter(partial);
  const client = new Client({ connectionString: options.databaseUrl });
  client.on('error', () => undefined); // reported by the query that fails
  try {
    await client.connect();
    const [{ locked }] = (await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [BACKUP_LOCK_KEY])).rows;
    if (!locked) throw new Error('another backup of this database is running; try again when it has finished');

    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const [{ server }] = (await client.query<{ server: string }>(`SELECT current_setting('server_version') AS server`)).rows;
    const migrations = (await client.query<{ name: string }>('SELECT name FROM migrations ORDER BY timestamp, id')).rows.map((r) => r.name);
    const tables: TableEntry[] = [];
    for (const [index, table] of (await listTables(client)).entries()) {
      const file = path.join(work, `table-${index}.gz`);
      tables.push(await dumpTable(client, table, index, file));
      await writer.addFile(tables[tables.length - 1].entry, file);
      fs.rmSync(file);
    }
    const sequences = await readSequences(client);
    const keys = await referencedFileKeys(client);
    await client.query('COMMIT');

    const files = await copyFiles(options.storage, [...keys.documents, ...keys.previewImages], work, writer);
    await client.query('SELECT pg_advisory_unlock($1)', [BACKUP_LOCK_KEY]);

    const manifest: Manifest = {
      format: FORMAT,
      version: FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      server,
      method: 'copy-snapshot',
      migrations,
      tables,
      sequences,
      files,
      counts: {
        rows: Object.fromEntries(tables.map((t) => [t.table, t.rows])),
        files: files.length,
        documents: keys.documents.length,
        previewImages: keys.previewImages.length,
        fileBytes: files.reduce((sum, f) => sum + f.bytes, 0),
      },
    };
    await writer.addBuffer(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2)));
    await writer.finish();
    // Never replace an archive: the link fails if the name was taken meanwhile.
    await fs.promises.link(partial, target);
    return { file: target, bytes: fs.statSync(target).size, manifest };
  } catch (err) {
    writer.destroy();
    throw err;
  } finally {
    await client.end().catch(() => undefined);
    fs.rmSync(partial, { force: true });
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** Copies each key from storage into the archive, a few fetched ahead; a missing file stops the backup. */
async function copyFiles(storage: FileStorage, keys: string[], work: string, writer: ArchiveWriter): Promise<FileEntry[]> {
  const entries: FileEntry[] = [];
  const missing: string[] = [];
  const fetchOne = async (key: string, i: number) => {
    const file = path.join(work, `file-${i}`);
    const digest = digestStream();
    try {
      await pipeline(await storage.get(key), digest, fs.createWriteStream(file));
    } catch (err) {
      if ((err as Error).name === 'StorageNotFoundError') {
        missing.push(key);
        return null;
      }
      throw err;
    }
    return { file, entry: { key, entry: `files/${key}`, ...digest.result() } };
  };
  for (let start = 0; start < keys.length; start += FETCH_AHEAD) {
    const batch = await Promise.all(keys.slice(start, start + FETCH_AHEAD).map((key, j) => fetchOne(key, start + j)));
    for (const item of batch) {
      if (!item) continue;
      await writer.addFile(item.entry.entry, item.file);
      fs.rmSync(item.file);
      entries.push(item.entry);
    }
  }
  if (missing.length) {
    throw new Error(
      `${missing.length} stored files that notes point to are missing from storage (${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', …' : ''}); the backup was not written`,
    );
  }
  return entries;
}

import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Client } from 'pg';
import type { FileStorage } from '../storage';
import { BACKUP_LOCK_KEY, referencedFileKeys } from '../storage/stored-files';
import {
  ArchiveWriter,
  digestStream,
  FORMAT,
  FORMAT_VERSION,
  MANIFEST_ENTRY,
  PG_DUMP_ENTRY,
  PG_DUMP_FORMAT_VERSION,
  type DatabaseDumpEntry,
  type DumpMethod,
  type FileEntry,
  type Manifest,
  type TableEntry,
} from './archive';
import { countRows, dumpTable, listTables, readSequences } from './database-dump';
import { findPgTool, runPgTool, toolConnection, type PgTool } from './pg-tools';

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: Manifest;
  /** Which database format the archive holds and why, in one line (the commands print it). */
  formatNote: string;
}

/** Left out of a pg_dump archive, as the COPY snapshot leaves them out: pg-boss's queue (recreated when the app starts) and pending file writes. */
const PG_DUMP_EXCLUSIONS = ['--exclude-schema=pgboss', '--exclude-table-data=public.file_intents'];

/**
 * pg_dump's custom format when a pg_dump at least as new as the server is here (PG_DUMP, or the
 * newest found), else the COPY snapshot. `copy` and `pg_dump` force one (tests; `pg_dump` throws
 * when there is none to use).
 */
export type DatabaseFormatChoice = 'auto' | 'pg_dump' | 'copy';

function chooseFormat(
  choice: DatabaseFormatChoice,
  configured: string | undefined,
  server: { major: number; version: string },
): { method: DumpMethod; tool?: PgTool; note: string } {
  if (choice === 'copy') return { method: 'copy-snapshot', note: 'database: COPY snapshot of every table (asked for)' };
  const { tool, searched } = findPgTool('pg_dump', configured);
  if (tool && tool.major >= server.major) {
    return { method: 'pg_dump-custom', tool, note: `database: pg_dump custom format (${tool.version}, ${tool.path}; server PostgreSQL ${server.version})` };
  }
  const why = !tool
    ? `no pg_dump was found (looked in ${searched})`
    : configured
      ? `PG_DUMP is pg_dump ${tool.major} (${tool.path}), which refuses a newer server`
      : `the newest pg_dump found is ${tool.major} (${tool.path}), which refuses a newer server`;
  const note = `database: COPY snapshot of every table, not pg_dump's custom format: the server is PostgreSQL ${server.version}, ${why}; set PG_DUMP to a pg_dump ${server.major} or newer to get one`;
  if (choice === 'pg_dump') throw new Error(note.replace(/^database: COPY snapshot of every table, not/, 'cannot write'));
  return { method: 'copy-snapshot', note };
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
export async function createBackup(options: {
  databaseUrl: string;
  storage: FileStorage;
  target: string;
  tmpDir?: string;
  /** PG_DUMP (settings.ts). */
  pgDump?: string;
  format?: DatabaseFormatChoice;
  /** Told once, before the dump starts, which database format the archive gets and why. */
  onFormat?: (note: string) => void;
}): Promise<BackupResult> {
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
    const [{ server, num }] = (
      await client.query<{ server: string; num: string }>(`SELECT current_setting('server_version') AS server, current_setting('server_version_num') AS num`)
    ).rows;
    const serverVersionNum = Number(num);
    const chosen = chooseFormat(options.format ?? 'auto', options.pgDump, { major: Math.floor(serverVersionNum / 10000), version: server });
    options.onFormat?.(chosen.note);
    const migrations = (await client.query<{ name: string }>('SELECT name FROM migrations ORDER BY timestamp, id')).rows.map((r) => r.name);
    const tables: TableEntry[] = [];
    let sequences: Manifest['sequences'] = [];
    let database: DatabaseDumpEntry | undefined;
    let rows: Record<string, number>;
    if (chosen.tool) {
      // pg_dump reads this transaction's snapshot: the dump, the counts and the file keys below are one moment.
      const [{ snapshot }] = (await client.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot')).rows;
      rows = await countRows(client);
      database = await dumpWithPgDump(chosen.tool, options.databaseUrl, snapshot, path.join(work, 'database.pgdump'), writer);
    } else {
      for (const [index, table] of (await listTables(client)).entries()) {
        const file = path.join(work, `table-${index}.gz`);
        tables.push(await dumpTable(client, table, index, file));
        await writer.addFile(tables[tables.length - 1].entry, file);
        fs.rmSync(file);
      }
      sequences = await readSequences(client);
      rows = Object.fromEntries(tables.map((t) => [t.table, t.rows]));
    }
    const keys = await referencedFileKeys(client);
    await client.query('COMMIT');

    const files = await copyFiles(options.storage, [...keys.documents, ...keys.previewImages], work, writer);
    await client.query('SELECT pg_advisory_unlock($1)', [BACKUP_LOCK_KEY]);

    const manifest: Manifest = {
      format: FORMAT,
      version: database ? PG_DUMP_FORMAT_VERSION : FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      server,
      serverVersionNum,
      method: chosen.method,
      ...(database ? { database } : {}),
      migrations,
      tables,
      sequences,
      files,
      counts: {
        rows,
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
    return { file: target, bytes: fs.statSync(target).size, manifest, formatNote: chosen.note };
  } catch (err) {
    writer.destroy();
    throw err;
  } finally {
    await client.end().catch(() => undefined);
    fs.rmSync(partial, { force: true });
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** `pg_dump --format=custom` of the whole database as the exported snapshot sees it, into the archive. */
async function dumpWithPgDump(tool: PgTool, databaseUrl: string, snapshot: string, file: string, writer: ArchiveWriter): Promise<DatabaseDumpEntry> {
  const { dbname, env } = toolConnection(databaseUrl);
  await runPgTool(tool, ['--format=custom', `--snapshot=${snapshot}`, ...PG_DUMP_EXCLUSIONS, `--file=${file}`, `--dbname=${dbname}`], env);
  const digest = digestStream();
  await pipeline(fs.createReadStream(file), digest, async function drain(source: AsyncIterable<unknown>) {
    for await (const _ of source) void _;
  });
  await writer.addFile(PG_DUMP_ENTRY, file);
  fs.rmSync(file);
  return { entry: PG_DUMP_ENTRY, ...digest.result(), tool: tool.version, toolMajor: tool.major, excluded: PG_DUMP_EXCLUSIONS };
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

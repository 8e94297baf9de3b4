import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { entities } from '../entities';
import { migrations as allMigrations } from '../db/migrations';
import type { FileStorage } from '../storage';
import { ArchiveError, MANIFEST_ENTRY, readArchive, verifyArchive, type DatabaseDumpEntry, type Manifest } from './archive';
import { countRows, loadTable, quoteIdent } from './database-dump';
import { findPgTool, runPgTool, toolConnection, type PgTool } from './pg-tools';

export interface RestoreResult {
  manifest: Manifest;
  rows: Record<string, number>;
  files: number;
  /** The target held data that --force replaced. */
  replaced: boolean;
  /** Notes whose processing (page images, text) had not finished when the backup was made: their queued jobs are not in it. */
  unfinishedProcessing: number;
}

/** The target holds data and --force was not given. */
export class TargetNotEmptyError extends Error {
  constructor(public readonly rows: Record<string, number>) {
    // The tables a person recognises first; index and bookkeeping tables after them.
    const first = ['notes', 'users', 'comments', 'likes'];
    const rank = (table: string) => (first.includes(table) ? first.indexOf(table) : first.length);
    const held = Object.entries(rows)
      .filter(([, n]) => n > 0)
      .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
      .map(([t, n]) => `${t}: ${n}`);
    super(
      `the target database is not empty (${held.slice(0, 6).join(', ')}${held.length > 6 ? ', …' : ''}); restore into an empty instance, or pass --force to replace everything in it`,
    );
    this.name = 'TargetNotEmptyError';
  }
}

/** This machine cannot restore the archive as it is (no pg_restore new enough, an older server): nothing was changed. */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

const migrationName = (m: (typeof allMigrations)[number]) => m.name;

/** The backup's migrations must be this CampusNotes' history, or an older part of it. */
function checkMigrations(names: string[]): void {
  const known = allMigrations.map(migrationName);
  const unknown = names.filter((n) => !known.includes(n));
  if (unknown.length)
    throw new ArchiveError(`the backup was made by a newer CampusNotes (migration ${unknown[0]} is unknown here): restore it with that version or a later one`);
  if (names.some((n, i) => known[i] !== n))
    throw new ArchiveError("the backup's migrations do not match this CampusNotes' history: restore it with the version that made it");
}

/** Applies exactly the migrations the backup's database had (the app applies any newer ones when it starts). */
async function migrateTo(url: string, names: string[]): Promise<void> {
  checkMigrations(names);
  const ds = new DataSource({
    type: 'postgres',
    url,
    entities,
    migrations: allMigrations.slice(0, names.length),
    migrationsRun: false,
    synchronize: false,
    uuidExtension: 'pgcrypto',
  });
  await ds.initialize();
  try {
    await ds.runMigrations({ transaction: 'each' });
  } finally {
    await ds.destroy();
  }
}

/** Everything in the public schema and pg-boss's queue goes: --force on a database that holds data. */
async function wipe(client: Client): Promise<void> {
  await client.query('DROP SCHEMA IF EXISTS pgboss CASCADE');
  await client.query('DROP SCHEMA public CASCADE');
  await client.query('CREATE SCHEMA public');
}

/** Drops the public schema's indexes that back no constraint (inside the restore's transaction); returns their definitions. */
async function dropIndexes(client: Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i
       JOIN pg_class t ON t.oid = i.indrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE n.nspname = 'public' AND t.relname <> 'migrations'
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
  );
  for (const { name } of rows) await client.query(`DROP INDEX ${name}`);
  return rows.map((r) => r.definition);
}

/** Drops the public schema's foreign keys (inside the restore's transaction); returns the statements that add them back. */
async function dropForeignKeys(client: Client): Promise<string[]> {
  const { rows } = await client.query<{ table: string; name: string; definition: string }>(
    `SELECT conrelid::regclass::text AS table, quote_ident(conname) AS name, pg_get_constraintdef(oid) AS definition
       FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace ORDER BY conrelid, conname`,
  );
  for (const fk of rows) await client.query(`ALTER TABLE ${fk.table} DROP CONSTRAINT ${fk.name}`);
  return rows.map((fk) => `ALTER TABLE ${fk.table} ADD CONSTRAINT ${fk.name} ${fk.definition}`);
}

async function hasAppSchema(client: Client): Promise<boolean> {
  const { rows } = await client.query<{ present: boolean }>(`SELECT to_regclass('public.migrations') IS NOT NULL AS present`);
  return rows[0].present;
}

/**
 * Checks the whole archive first (every checksum), then loads every table in one transaction and
 * puts every file; if anything fails, the transaction is rolled back and the files it put are
 * removed, so the target is left as it was (empty, or wiped when --force was given).
 */
export async function restoreBackup(options: {
  archive: string;
  databaseUrl: string;
  storage: FileStorage;
  force?: boolean;
  /** PG_RESTORE (settings.ts): restores pg_dump archives. */
  pgRestore?: string;
  onProgress?: (message: string) => void;
}): Promise<RestoreResult> {
  const progress = options.onProgress ?? (() => undefined);
  progress(`checking ${options.archive}`);
  const manifest = await verifyArchive(options.archive);
  const database = manifest.database ? `a pg_dump custom-format database dump (${manifest.database.tool})` : `${manifest.tables.length} tables (COPY snapshot)`;
  progress(`archive ok: ${database}, ${manifest.files.length} files, made ${manifest.createdAt}`);
  checkMigrations(manifest.migrations);
  const restoreTool = manifest.database ? pickPgRestore(manifest.database, options.pgRestore) : undefined;

  const client = new Client({ connectionString: options.databaseUrl });
  client.on('error', () => undefined);
  await client.connect();
  const putKeys: string[] = [];
  let replaced = false;
  let appSchema = false;
  try {
    if (await hasAppSchema(client)) {
      appSchema = true;
      const rows = await countRows(client);
      if (Object.values(rows).some((n) => n > 0)) {
        if (!options.force) throw new TargetNotEmptyError(rows);
        progress('--force: replacing everything in the target database');
        replaced = true;
      }
    }
    if (restoreTool && manifest.database) {
      // pg_restore creates the schema itself: an app schema without rows goes too.
      return await restoreDump({ ...options, manifest, dump: manifest.database, tool: restoreTool, client, wipeFirst: appSchema, replaced, progress });
    }
    if (replaced) await wipe(client);
    await migrateTo(options.databaseUrl, manifest.migrations);

    const tables = new Map(manifest.tables.map((t) => [t.entry, t]));
    const files = new Map(manifest.files.map((f) => [f.entry, f]));
    const rows: Record<string, number> = {};
    await client.query('BEGIN');
    // A migrated, empty schema: nothing to clear. Triggers that derive rows (search words,
    // counters) stay off while loading: the derived tables are in the archive too.
    for (const t of manifest.tables) await client.query(`ALTER TABLE ${quoteIdent(t.table)} DISABLE TRIGGER USER`);
    // As pg_restore does: indexes are built once after the rows are in, not row by row (trigram
    // and full-text GIN indexes made loading 100k notes several times slower). Those that back
    // a primary key or unique constraint stay: they are what the foreign keys check against.
    const indexes = await dropIndexes(client);
    // Foreign keys too: checked row by row they were most of the load's time; added back after
    // the load, each is checked in one pass over its table.
    const foreignKeys = await dropForeignKeys(client);
    await client.query(`SET LOCAL maintenance_work_mem = '256MB'`);
    await readArchive(options.archive, async (name, body) => {
      const table = tables.get(name);
      if (table) {
        const started = Date.now();
        rows[table.table] = await loadTable(client, table, body);
        progress(`  ${table.table}: ${rows[table.table]} rows loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        return;
      }
      await restoreFileEntry(files, options.storage, putKeys, name, body);
    });
    for (const t of manifest.tables) {
      await client.query(`ALTER TABLE ${quoteIdent(t.table)} ENABLE TRIGGER USER`);
      if (rows[t.table] !== t.rows) throw new ArchiveError(`table ${t.table}: loaded ${rows[t.table] ?? 0} rows, the manifest says ${t.rows}`);
    }
    progress(`rows loaded; building ${indexes.length} indexes and checking ${foreignKeys.length} foreign keys`);
    for (const definition of indexes) await client.query(definition);
    for (const statement of foreignKeys) await client.query(statement);
    for (const s of manifest.sequences) {
      if (s.value !== null) await client.query('SELECT setval($1::regclass, $2::bigint, true)', [quoteIdent(s.name), s.value]);
    }
    await client.query('COMMIT');
    const [{ n }] = (await client.query<{ n: string }>(`SELECT count(*) AS n FROM notes WHERE processing_status = 'processing'`)).rows;
    progress(`restored ${Object.values(rows).reduce((a, b) => a + b, 0)} rows in ${manifest.tables.length} tables and ${putKeys.length} files`);
    return { manifest, rows, files: putKeys.length, replaced, unfinishedProcessing: Number(n) };
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    await Promise.all(putKeys.map((key) => options.storage.delete(key).catch(() => undefined)));
    throw err;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The newest pg_restore here (or PG_RESTORE), if it can read an archive from this pg_dump. */
function pickPgRestore(dump: DatabaseDumpEntry, configured: string | undefined): PgTool {
  const { tool, searched } = findPgTool('pg_restore', configured);
  if (tool && tool.major >= dump.toolMajor) return tool;
  const found = tool ? `the newest pg_restore here is ${tool.major} (${tool.path})` : `no pg_restore was found (looked in ${searched})`;
  throw new RestoreRefusedError(
    `the archive's database is a pg_dump custom-format dump made by ${dump.tool}; restoring it needs pg_restore ${dump.toolMajor} or newer, and ${found}: install PostgreSQL's client tools (Debian: postgresql-client-${dump.toolMajor}) or set PG_RESTORE to one`,
  );
}

/**
 * A pg_dump archive: every file is written first, then `pg_restore --single-transaction` loads
 * the whole database (schema, rows, indexes, sequences, the migrations log) or nothing, and the
 * row counts are checked against the manifest. On any failure the files written are removed and
 * a database pg_restore filled is emptied again.
 */
async function restoreDump(options: {
  archive: string;
  databaseUrl: string;
  storage: FileStorage;
  manifest: Manifest;
  dump: DatabaseDumpEntry;
  tool: PgTool;
  client: Client;
  wipeFirst: boolean;
  replaced: boolean;
  progress: (message: string) => void;
}): Promise<RestoreResult> {
  const { client, manifest, progress } = options;
  const [{ num, server }] = (
    await client.query<{ num: string; server: string }>(`SELECT current_setting('server_version_num') AS num, current_setting('server_version') AS server`)
  ).rows;
  const targetMajor = Math.floor(Number(num) / 10000);
  const sourceMajor = Math.floor((manifest.serverVersionNum ?? 0) / 10000);
  if (targetMajor < sourceMajor) {
    throw new RestoreRefusedError(
      `the archive's database dump comes from PostgreSQL ${manifest.server} and this server is PostgreSQL ${server}: restore it into PostgreSQL ${sourceMajor} or newer`,
    );
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'campusnotes-restore-'));
  const dumpFile = path.join(work, 'database.pgdump');
  const files = new Map(manifest.files.map((f) => [f.entry, f]));
  const putKeys: string[] = [];
  let databaseWritten = false;
  try {
    if (options.wipeFirst || options.replaced) await wipe(client);
    await readArchive(options.archive, async (name, body) => {
      if (name === options.dump.entry) return pipeline(body, fs.createWriteStream(dumpFile));
      await restoreFileEntry(files, options.storage, putKeys, name, body);
    });
    progress(`${putKeys.length} files written; restoring the database with ${options.tool.version} (${options.tool.path})`);
    const started = Date.now();
    const { dbname, env } = toolConnection(options.databaseUrl);
    databaseWritten = true; // from here a failure empties the database again (pg_restore's own failure rolls back by itself)
    await runPgTool(options.tool, ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', `--dbname=${dbname}`, dumpFile], env);
    const rows = await countRows(client);
    for (const [table, expected] of Object.entries(manifest.counts.rows)) {
      if (rows[table] !== expected) throw new ArchiveError(`table ${table}: restored ${rows[table] ?? 0} rows, the manifest says ${expected}`);
    }
    const [{ n }] = (await client.query<{ n: string }>(`SELECT count(*) AS n FROM notes WHERE processing_status = 'processing'`)).rows;
    progress(
      `restored ${Object.values(rows).reduce((a, b) => a + b, 0)} rows in ${Object.keys(rows).length} tables in ${((Date.now() - started) / 1000).toFixed(1)} s, and ${putKeys.length} files`,
    );
    return { manifest, rows, files: putKeys.length, replaced: options.replaced, unfinishedProcessing: Number(n) };
  } catch (err) {
    if (databaseWritten) await wipe(client).catch(() => undefined);
    await Promise.all(putKeys.map((key) => options.storage.delete(key).catch(() => undefined)));
    throw err;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/**
 * An archive entry other than the database's: a stored file is written back (its key remembered,
 * so a failed restore removes it); the manifest is skipped; anything else is refused.
 */
async function restoreFileEntry(
  files: Map<string, Manifest['files'][number]>,
  storage: FileStorage,
  putKeys: string[],
  name: string,
  body: Parameters<FileStorage['put']>[1],
): Promise<void> {
  const file = files.get(name);
  if (file) {
    putKeys.push(file.key);
    await storage.put(file.key, body);
    return;
  }
  if (name !== MANIFEST_ENTRY) throw new ArchiveError(`unexpected entry ${name}`);
}

import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { ArchiveError } from '../backup/archive';
import { PgToolSettingError } from '../backup/pg-tools';
import { RestoreRefusedError, restoreBackup, TargetNotEmptyError } from '../backup/restore';
import { openDatabaseTarget } from '../backup/target';
import { loadConfig } from '../config';
import { createLogger } from '../logger';
import { createStorage } from '../storage';
import { runMain } from './run-main';

const USAGE = 'usage: npm run restore -- <backup.tar> [--force]   (--force replaces everything in a database that holds data)';

/** `npm run restore -- <archive>`: into an empty instance (docs/operations.md). */
async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const files = args.filter((a) => a !== '--force');
  if (files.length !== 1 || files[0].startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  // npm runs this in api/: a relative path is the user's, from where they typed the command.
  const archive = path.resolve(process.env.INIT_CWD ?? process.cwd(), files[0]);
  if (!fs.existsSync(archive)) {
    console.error(`Restore failed: no file at ${archive}`);
    return 1;
  }
  const config = loadConfig();
  const log = createLogger(process.env.LOG_LEVEL || 'warn');
  const db = await openDatabaseTarget(config, log);
  try {
    if (db.runningApp) {
      console.error(
        `Restore refused: CampusNotes is running on ${config.dataDir} (its PostgreSQL has pid ${db.runningApp}). Stop it (Ctrl-C in its terminal), then run the restore again.`,
      );
      return 1;
    }
    const storage = createStorage(config);
    const result = await restoreBackup({ archive, databaseUrl: db.url, storage, force, pgRestore: config.backup.pgRestore, onProgress: (m) => console.log(m) });
    const m = result.manifest;
    console.log(`Restored ${archive} (made ${m.createdAt}) into ${config.databaseUrl ? 'DATABASE_URL' : config.dataDir}:`);
    for (const [table, n] of Object.entries(result.rows)) if (n) console.log(`  ${table}: ${n} row${n === 1 ? '' : 's'}`);
    console.log(`  files: ${m.counts.documents} documents and ${m.counts.previewImages} preview images, every SHA-256 checked`);
    if (result.unfinishedProcessing) {
      console.log(
        `  ${result.unfinishedProcessing} notes were still being processed when the backup was made (queued jobs are not backed up): an admin re-runs their processing from the admin area.`,
      );
    }
    console.log('Start CampusNotes (npm start) to serve them.');
    return 0;
  } catch (err) {
    if (err instanceof ArchiveError || err instanceof TargetNotEmptyError || err instanceof RestoreRefusedError || err instanceof PgToolSettingError) {
      console.error(`Restore refused: ${err.message}. Nothing was changed.`);
      return 1;
    }
    throw err;
  } finally {
    await db.release();
  }
}

runMain(main, (reason) => `Restore failed: ${reason}. The database transaction was rolled back and the files it wrote were removed.`);

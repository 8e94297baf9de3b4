import 'reflect-metadata';
import path from 'node:path';
import { backupFileName, createBackup } from '../backup/backup';
import { openDatabaseTarget } from '../backup/target';
import { loadConfig } from '../config';
import { createLogger } from '../logger';
import { createStorage } from '../storage';
import { runMain } from './run-main';

const USAGE = 'usage: npm run backup [-- --out <file.tar or folder>]   (default folder: BACKUP_DIR, or ./backups)';

/** `npm run backup`: one archive with the database and every stored file (docs/operations.md). */
async function main(): Promise<number> {
  const args = process.argv.slice(2);
  let out: string | undefined;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--out' && args[i + 1]) out = args[++i];
    else if (args[i] === '--help' || args[i] === '-h') {
      console.log(USAGE);
      return 0;
    } else {
      console.error(`unknown argument ${args[i]}\n${USAGE}`);
      return 2;
    }
  }
  const config = loadConfig();
  const log = createLogger(process.env.LOG_LEVEL || 'warn');
  // npm runs this in api/: a relative --out is the user's, from where they typed the command.
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const target = out && out.endsWith('.tar') ? path.resolve(cwd, out) : path.join(out ? path.resolve(cwd, out) : config.backup.dir, backupFileName());
  const db = await openDatabaseTarget(config, log);
  try {
    const started = Date.now();
    const { file, bytes, manifest } = await createBackup({
      databaseUrl: db.url,
      storage: createStorage(config),
      target,
      pgDump: config.backup.pgDump,
      onFormat: (note) => console.log(note),
    });
    const rows = Object.values(manifest.counts.rows).reduce((a, b) => a + b, 0);
    console.log(`Backup written: ${file}`);
    console.log(`  ${(bytes / 1e6).toFixed(1)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    console.log(
      `  database: ${rows} rows in ${Object.keys(manifest.counts.rows).length} tables (users ${manifest.counts.rows.users ?? 0}, notes ${manifest.counts.rows.notes ?? 0}), PostgreSQL ${manifest.server}, ${manifest.database ? "as pg_dump's custom format" : 'as a COPY snapshot'}`,
    );
    console.log(
      `  files: ${manifest.counts.documents} documents and ${manifest.counts.previewImages} preview images (${(manifest.counts.fileBytes / 1e6).toFixed(1)} MB), each with its SHA-256 in manifest.json`,
    );
    return 0;
  } finally {
    await db.release();
  }
}

runMain(main, (reason) => `Backup failed: ${reason}`);

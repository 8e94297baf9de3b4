import fs from 'node:fs';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { backupFileName, createBackup } from '../backup/backup';
import type { BackupSettings } from '../backup/settings';
import type { Logger } from '../logger';
import type { FileStorage } from '../storage';
import type { JobDefinition } from './job-queue';

export const SCHEDULED_BACKUP_JOB = 'scheduled-backup';

const ARCHIVE_NAME = /^campusnotes-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar$/;

/** Removes all but the newest `keep` archives in the folder (names sort by time); returns the removed names. */
export function pruneBackups(dir: string, keep: number): string[] {
  const archives = fs
    .readdirSync(dir)
    .filter((name) => ARCHIVE_NAME.test(name))
    .sort();
  const old = archives.slice(0, Math.max(0, archives.length - keep));
  for (const name of old) fs.rmSync(path.join(dir, name), { force: true });
  return old;
}

/**
 * BACKUP_SCHEDULE: the same archive as `npm run backup`, written into BACKUP_DIR on one replica
 * per tick, keeping the newest BACKUP_KEEP. Without a schedule the job exists but never runs.
 */
export function scheduledBackupJob(ds: DataSource, storage: FileStorage, settings: BackupSettings, log: Logger): JobDefinition<object> {
  return {
    name: SCHEDULED_BACKUP_JOB,
    cron: settings.schedule || undefined,
    retryLimit: 1,
    retryDelaySeconds: 300,
    backoff: false,
    timeoutSeconds: 6 * 3600,
    async run() {
      const started = Date.now();
      const url = (ds.options as { url?: string }).url;
      if (!url) throw new Error('the scheduled backup needs the database URL');
      const { file, bytes, manifest, formatNote } = await createBackup({
        databaseUrl: url,
        storage,
        target: path.join(settings.dir, backupFileName()),
        pgDump: settings.pgDump,
      });
      const removed = pruneBackups(settings.dir, settings.keep);
      log.info(
        { file, bytes, method: manifest.method, notes: manifest.counts.rows.notes, files: manifest.counts.files, ms: Date.now() - started, removed },
        `scheduled backup written; ${formatNote}`,
      );
    },
  };
}

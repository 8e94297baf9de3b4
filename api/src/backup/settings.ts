import path from 'node:path';

/**
 * BACKUP_* settings (README, configuration): where `npm run backup` and the scheduled job write,
 * and how many the job keeps; PG_DUMP / PG_RESTORE: the PostgreSQL tools to use (found on this
 * machine when unset, see pg-tools.ts).
 */
export interface BackupSettings {
  dir: string;
  /** Cron expression (pg-boss schedule, UTC) for the scheduled backup; empty means none. */
  schedule: string;
  keep: number;
  /** PG_DUMP: the pg_dump binary (when unset: the newest found; an archive uses it when it is at least the server's major version). */
  pgDump?: string;
  /** PG_RESTORE: the pg_restore binary that restores pg_dump archives (when unset: the newest found). */
  pgRestore?: string;
}

const repoRoot = path.resolve(__dirname, '..', '..', '..');

export function backupSettings(env: NodeJS.ProcessEnv = process.env): BackupSettings {
  const keep = env.BACKUP_KEEP ? Number(env.BACKUP_KEEP) : 7;
  if (!Number.isInteger(keep) || keep < 1) throw new Error(`BACKUP_KEEP must be a positive integer, got "${env.BACKUP_KEEP}"`);
  const schedule = (env.BACKUP_SCHEDULE ?? '').trim();
  if (schedule && schedule.split(/\s+/).length !== 5)
    throw new Error(`BACKUP_SCHEDULE must be a five-field cron expression such as "0 3 * * *", got "${schedule}"`);
  return {
    dir: path.resolve(env.BACKUP_DIR || path.join(repoRoot, 'backups')),
    schedule,
    keep,
    pgDump: env.PG_DUMP?.trim() || undefined,
    pgRestore: env.PG_RESTORE?.trim() || undefined,
  };
}

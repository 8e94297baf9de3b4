import type { Config } from '../config';
import { runningEmbeddedUrl, startEmbeddedPostgres } from '../db/embedded';
import type { Logger } from '../logger';

/** The database a backup reads or a restore writes, and how to let go of it afterwards. */
export interface DatabaseTarget {
  url: string;
  /** The embedded server of a CampusNotes that is running on this data folder (pid), if any. */
  runningApp: number | undefined;
  release(): Promise<void>;
}

/**
 * DATABASE_URL when set. Otherwise the embedded PostgreSQL under DATA_DIR: the one a running
 * CampusNotes started (found by its postmaster.pid; starting a second server would stop it), or
 * one started here for the duration of the command.
 */
export async function openDatabaseTarget(config: Config, log: Logger): Promise<DatabaseTarget> {
  if (config.databaseUrl) return { url: config.databaseUrl, runningApp: undefined, release: async () => undefined };
  const running = runningEmbeddedUrl(config.dataDir);
  if (running) return { url: running.url, runningApp: running.pid, release: async () => undefined };
  const embedded = await startEmbeddedPostgres(config.dataDir, log);
  return { url: embedded.url, runningApp: undefined, release: () => embedded.stop() };
}

import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { databaseAvailability, openDatabase } from './data-source';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded';

export interface AppDatabase {
  dataSource: DataSource;
  /** The embedded server when DATABASE_URL is unset (its watchdog restarts it if it dies). */
  embedded: EmbeddedDatabase | undefined;
  /** Call first on shutdown: a database that goes away from now on is not restarted. */
  beginShutdown(): void;
  /** Closes this process's pool only; the embedded server keeps running. */
  closePool(): Promise<void>;
  /** Closes the pool, then stops the embedded cluster if we started one. */
  close(): Promise<void>;
}

/** DATABASE_URL when given; otherwise the embedded PostgreSQL under the data folder. */
export async function openAppDatabase(config: Config, log: Logger): Promise<AppDatabase> {
  const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(config.dataDir, log);
  const url = config.databaseUrl ?? embedded!.url;
  let dataSource: DataSource;
  try {
    dataSource = await openDatabase({ url, poolMax: config.dbPoolMax, log });
  } catch (err) {
    await embedded?.stop();
    throw err;
  }
  // The watchdog knows before the pool does: answer 503 from the moment the server dies.
  embedded?.onStatus((status) => {
    const availability = databaseAvailability(dataSource);
    if (status === 'down') availability?.markDown('the embedded PostgreSQL exited');
    else availability?.recheck();
  });
  log.info({ embedded: Boolean(embedded) }, 'database ready, migrations applied');
  const closePool = async () => {
    if (!dataSource.isInitialized) return;
    databaseAvailability(dataSource)?.stop();
    await dataSource.destroy().catch((err: unknown) => log.error({ err }, 'closing the pool failed'));
  };
  return {
    dataSource,
    embedded,
    beginShutdown() {
      embedded?.disarm();
    },
    closePool,
    async close() {
      await closePool();
      await embedded?.stop();
    },
  };
}

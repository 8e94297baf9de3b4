import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { openDatabase } from './data-source';
import { startEmbeddedPostgres } from './embedded';

export interface AppDatabase {
  dataSource: DataSource;
  /** Closes the pool, then stops the embedded cluster if we started one. */
  close(): Promise<void>;
}

/** DATABASE_URL when given; otherwise the embedded PostgreSQL under the data folder. */
export async function openAppDatabase(config: Config, log: Logger): Promise<AppDatabase> {
  const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(config.dataDir, log);
  const url = config.databaseUrl ?? embedded!.url;
  let dataSource: DataSource;
  try {
    dataSource = await openDatabase({ url, poolMax: config.dbPoolMax });
  } catch (err) {
    await embedded?.stop();
    throw err;
  }
  log.info({ embedded: Boolean(embedded) }, 'database ready, migrations applied');
  return {
    dataSource,
    async close() {
      await dataSource.destroy().catch((err: unknown) => log.error({ err }, 'closing the pool failed'));
      await embedded?.stop();
    },
  };
}

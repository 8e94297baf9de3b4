import { DataSource, type DataSourceOptions, type Logger as TypeOrmLogger } from 'typeorm';
import { entities } from '../entities';
import { migrations } from './migrations';

export interface DataSourceSettings {
  url: string;
  poolMax?: number;
  /** Only tests may ask for this; the app always runs migrations. */
  logging?: DataSourceOptions['logging'];
  /** Tests pass a logger that counts queries (the DataLoader proof). */
  logger?: TypeOrmLogger;
}

export function createDataSource({ url, poolMax = 10, logging = false, logger }: DataSourceSettings): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities,
    migrations,
    migrationsRun: false,
    synchronize: false,
    uuidExtension: 'pgcrypto',
    logging,
    ...(logger ? { logger } : {}),
    extra: { max: poolMax, connectionTimeoutMillis: 10_000, idleTimeoutMillis: 30_000 },
  });
}

/** Connects and brings the schema up to date. */
export async function openDatabase(settings: DataSourceSettings): Promise<DataSource> {
  const ds = createDataSource(settings);
  await ds.initialize();
  await ds.runMigrations({ transaction: 'each' });
  return ds;
}

import type { Pool } from 'pg';
import { DataSource, type DataSourceOptions, type Logger as TypeOrmLogger } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { entities } from '../entities';
import type { Logger } from '../logger';
import { guardPool, type DatabaseAvailability } from './db-availability';
import { migrations } from './migrations';

export interface DataSourceSettings {
  url: string;
  poolMax?: number;
  /** Only tests may ask for this; the app always runs migrations. */
  logging?: DataSourceOptions['logging'];
  /** Tests pass a logger that counts queries (the DataLoader proof). */
  logger?: TypeOrmLogger;
  /** Where the circuit breaker reports the database going away and coming back. */
  log?: Logger;
}

// Short enough that no request waits long for a database that is not there (nor for a free
// client under a burst), long enough for a remote server's TCP and TLS handshake.
const CONNECT_TIMEOUT_MS = 3_000;

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
    // keepAlive: a connection to a server that vanished without closing it is noticed by TCP.
    extra: { max: poolMax, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, idleTimeoutMillis: 30_000, keepAlive: true, keepAliveInitialDelayMillis: 10_000 },
  });
}

const availability = new WeakMap<DataSource, DatabaseAvailability>();

/** The circuit breaker of a data source opened by openDatabase. */
export function databaseAvailability(ds: DataSource): DatabaseAvailability | undefined {
  return availability.get(ds);
}

/** Connects, brings the schema up to date and puts the circuit breaker in front of the pool. */
export async function openDatabase(settings: DataSourceSettings): Promise<DataSource> {
  const ds = createDataSource(settings);
  await ds.initialize();
  await ds.runMigrations({ transaction: 'each' });
  const guard = guardPool((ds.driver as PostgresDriver).master as Pool, settings.log);
  availability.set(ds, guard);
  return ds;
}

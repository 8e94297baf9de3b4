import { Client, type Pool } from 'pg';
import { DataSource, type DataSourceOptions, type Logger as TypeOrmLogger } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { entities } from '../entities';
import type { Logger } from '../logger';
import { guardPool, type DatabaseAvailability } from './db-availability';
import { handleClientErrors } from './db-errors';
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
    // An idle client of the pool whose connection died is dropped by pg-pool; the app's own
    // listener (guardPool, in openDatabase) logs it and probes the database, so TypeORM's
    // default handler would only log it a second time through its own logger.
    poolErrorHandler: () => undefined,
    // keepAlive: a connection to a server that vanished without closing it is noticed by TCP.
    extra: { max: poolMax, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, idleTimeoutMillis: 30_000, keepAlive: true, keepAliveInitialDelayMillis: 10_000 },
  });
}

const availability = new WeakMap<DataSource, DatabaseAvailability>();

/** The circuit breaker of a data source opened by openDatabase. */
export function databaseAvailability(ds: DataSource): DatabaseAvailability | undefined {
  return availability.get(ds);
}

// Any fixed number, the same in every process of the app: the key of the migration lock.
const MIGRATION_LOCK_KEY = 4_731_020_611;

/**
 * TypeORM takes no lock of its own: replicas starting together on one database would run the
 * same migration at once, and all but one fail ("relation already exists"). The first to get
 * this session-level advisory lock migrates; the others wait, then find nothing left to do. The
 * lock lives on a connection of its own (a pool of one would otherwise wait for itself) and
 * goes with it if the process dies.
 */
async function migrateOnce(ds: DataSource, url: string, log?: Logger): Promise<void> {
  const lock = handleClientErrors(new Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS }), 'migration lock', log);
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await ds.runMigrations({ transaction: 'each' });
  } finally {
    await lock.end().catch(() => undefined);
  }
}

/** Connects, brings the schema up to date and puts the circuit breaker in front of the pool. */
export async function openDatabase(settings: DataSourceSettings): Promise<DataSource> {
  const ds = createDataSource(settings);
  await ds.initialize();
  await migrateOnce(ds, settings.url, settings.log);
  const guard = guardPool((ds.driver as PostgresDriver).master as Pool, settings.log);
  availability.set(ds, guard);
  return ds;
}

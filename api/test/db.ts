import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { DataSource, Logger as TypeOrmLogger } from 'typeorm';
import { openDatabase } from '../src/db/data-source';

/**
 * Each test file gets its own throwaway database on the test cluster that scripts/test.mjs
 * started (or on TEST_DATABASE_URL's server), migrated from scratch, dropped at the end.
 */
export function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: run the tests with `npm test` (it starts PostgreSQL)');
  return url;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export interface TestDatabase {
  dataSource: DataSource;
  url: string;
  /** Queries run through the data source since the last reset (for the DataLoader proof). */
  queries: string[];
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();

  const queries: string[] = [];
  const logger: TypeOrmLogger = {
    logQuery: (query) => {
      queries.push(query);
    },
    logQueryError: () => undefined,
    logQuerySlow: () => undefined,
    logSchemaBuild: () => undefined,
    logMigration: () => undefined,
    log: () => undefined,
  };
  const url = withDatabase(adminUrl(), name);
  const dataSource = await openDatabase({ url, poolMax: 5, logger });
  queries.length = 0;
  return {
    dataSource,
    url,
    queries,
    async drop() {
      await dataSource.destroy();
      const c = new Client({ connectionString: adminUrl() });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * A second connection pool on a test database, as another api replica would have; its drop()
 * only closes the pool (the database belongs to the first).
 */
/** The database a whole test file shares, as testAppForFile does for the app. */
export function testDatabaseForFile(): TestDatabase {
  const db = {} as TestDatabase;
  beforeAll(async () => {
    Object.assign(db, await createTestDatabase());
  });
  afterAll(() => db.drop());
  return db;
}

export async function openSameDatabase(db: TestDatabase): Promise<TestDatabase> {
  const dataSource = await openDatabase({ url: db.url, poolMax: 5 });
  return { dataSource, url: db.url, queries: [], drop: () => dataSource.destroy() };
}

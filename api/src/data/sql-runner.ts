import type { Pool } from 'pg';
import { type DataSource, QueryFailedError } from 'typeorm';

/** Anything that runs SQL: the data source, or a transaction's EntityManager (TypeORM's `query`). */
export interface SqlRunner {
  query(text: string, params?: unknown[]): Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- rows of any shape, as pg returns them
}

/**
 * One statement on the data source's pg pool, for the hottest reads (a page of notes): the
 * same connection pool, circuit breaker and pool metrics as TypeORM's `ds.query`, without a
 * query runner built and released around each statement. Kept to TypeORM's contract: the
 * statement goes to the data source's logger (query logs, the tests' statement counts), a slow
 * one is logged as TypeORM would, and a failure is TypeORM's QueryFailedError around pg's error.
 */
export async function poolQuery<Row>(ds: DataSource, text: string, params: unknown[]): Promise<Row[]> {
  const driver = ds.driver as unknown as { master: Pool; options: { maxQueryExecutionTime?: number } };
  ds.logger.logQuery(text, params);
  const started = Date.now();
  try {
    const result = await driver.master.query(text, params);
    const slowAfter = driver.options.maxQueryExecutionTime;
    if (slowAfter && Date.now() - started > slowAfter) ds.logger.logQuerySlow(Date.now() - started, text, params);
    return result.rows as Row[];
  } catch (err) {
    ds.logger.logQueryError(err as Error, text, params);
    throw new QueryFailedError(text, params, err as Error);
  }
}

import type { SqlRunner } from './sql-runner';

/** The metrics' reads of the database itself: whether it answers, and the job queue's table (pg-boss's schema). */

/** A statement that only proves the database answers. */
export async function pingDatabase(db: SqlRunner): Promise<void> {
  await db.query('SELECT 1');
}

/** Jobs in pg-boss's table by name and state (queued, waiting for a retry, running, failed), given-up markers left out. */
export function queuedJobCounts(db: SqlRunner): Promise<{ name: string; state: string; n: string }[]> {
  return db.query(
    `SELECT name, state::text, count(*) AS n FROM pgboss.job WHERE state IN ('created', 'retry', 'active', 'failed') AND name NOT LIKE '%\\_\\_given\\_up' GROUP BY 1, 2`,
  );
}

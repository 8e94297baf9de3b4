import type { QueryRunner } from 'typeorm';
import type { Logger } from '../logger';

export interface Column<T> {
  name: string;
  /** PostgreSQL element type of the array the values travel in, e.g. `uuid`, `text`, `timestamptz`. */
  type: string;
  value(row: T): string | number | boolean | null;
}

/**
 * INSERT ... SELECT FROM unnest($1::type[], ...): one parameter per column whatever the row
 * count, so a batch is one round trip and one statement to plan, with no limit of 65,535
 * bound parameters to work around.
 */
export async function insertRows<T>(runner: QueryRunner, table: string, columns: readonly Column<T>[], rows: readonly T[], batchSize = 5000): Promise<void> {
  const names = columns.map((c) => c.name).join(', ');
  const arrays = columns.map((c, i) => `$${i + 1}::${c.type}[]`).join(', ');
  const sql = `INSERT INTO ${table} (${names}) SELECT * FROM unnest(${arrays})`;
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    await runner.query(
      sql,
      columns.map((c) => batch.map((row) => c.value(row))),
    );
  }
}

export const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/**
 * Fresh statistics right after a bulk insert into a table that had none: without them the
 * planner may keep checking foreign keys against it by sequential scan, which grows with
 * every batch. Only an optimisation, so a refusal (a role that may not analyse) is logged.
 */
export async function refreshStatistics(runner: QueryRunner, table: 'users' | 'notes', log?: Logger): Promise<void> {
  await runner.query(`ANALYZE ${table}`).catch((err: unknown) => log?.warn({ err, table }, 'seed: ANALYZE failed'));
}

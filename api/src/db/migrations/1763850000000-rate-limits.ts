import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The store of rate-limiter-flexible's RateLimiterPostgres: one row per counter (the key holds
 * the limiter's prefix), shared by every api replica and kept across restarts. The columns are
 * the ones the library reads and writes; it is told the table exists, so nothing is created
 * outside migrations. `expire` is epoch milliseconds (NULL: never), indexed for the sweep of
 * expired rows.
 */
export class RateLimits1763850000000 implements MigrationInterface {
  name = 'RateLimits1763850000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE rate_limits (
        key varchar(255) PRIMARY KEY,
        points integer NOT NULL DEFAULT 0,
        expire bigint
      )`);
    await q.query(`CREATE INDEX rate_limits_expire_idx ON rate_limits (expire)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE rate_limits`);
  }
}

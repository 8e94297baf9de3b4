import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Idempotency keys of /graphql writes (the web app's offline queue sends each queued like, save
 * or comment with an `Idempotency-Key` header): the first request claims the key for its account,
 * its answer is kept, and a repeat of the same key gets that answer instead of running again.
 * Rows older than a day are deleted when the account claims a new key.
 */
export class IdempotencyKeys1764320000000 implements MigrationInterface {
  name = 'IdempotencyKeys1764320000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE idempotency_keys (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        key text NOT NULL,
        request_hash text NOT NULL,
        status integer,
        body text,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, key)
      )`);
    await q.query(`CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE idempotency_keys`);
  }
}

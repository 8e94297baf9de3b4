import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sessions live in PostgreSQL so that sign-out, role changes and account deletion take effect
 * at once and several api processes share them. Only hashes of session ids and API tokens are
 * stored: a database dump does not let anyone sign in.
 */
export class SessionsAndTokens1763790000000 implements MigrationInterface {
  name = 'SessionsAndTokens1763790000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE sessions (
        id_hash char(64) PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX sessions_user_idx ON sessions (user_id)`);
    await q.query(`CREATE INDEX sessions_expires_idx ON sessions (expires_at)`);

    await q.query(`
      CREATE TABLE api_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name varchar(80) NOT NULL CHECK (btrim(name) <> ''),
        token_hash char(64) NOT NULL UNIQUE,
        token_prefix varchar(16) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz
      )`);
    await q.query(`CREATE INDEX api_tokens_user_idx ON api_tokens (user_id, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE api_tokens`);
    await q.query(`DROP TABLE sessions`);
  }
}

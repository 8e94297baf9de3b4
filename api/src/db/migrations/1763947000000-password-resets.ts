import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Forgot-password links. Only the SHA-256 of each link's secret is stored (a database dump opens
 * no account); a link works once (`used_at`) and until `expires_at`.
 */
export class PasswordResets1763947000000 implements MigrationInterface {
  name = 'PasswordResets1763947000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE password_resets (
        token_hash char(64) PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    await q.query(`CREATE INDEX password_resets_user_idx ON password_resets (user_id)`);
    await q.query(`CREATE INDEX password_resets_expires_idx ON password_resets (expires_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE password_resets`);
  }
}

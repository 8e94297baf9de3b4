import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit trail: one row per admin or moderation action, append-only. No foreign keys, so a
 * record outlives the admin, the account or the note it names (who and what are copied as text
 * too). The database itself refuses UPDATE, DELETE and TRUNCATE, whoever asks.
 *
 * `data_exports`: a student's personal data export, built by a job; at most one waiting or
 * running per account (the partial unique index), the zip kept until `expires_at`.
 */
export class AuditRecords1763960000000 implements MigrationInterface {
  name = 'AuditRecords1763960000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE audit_records (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        actor_id uuid,
        actor_name text,
        action text NOT NULL CHECK (char_length(action) BETWEEN 1 AND 40),
        item_type text NOT NULL CHECK (char_length(item_type) BETWEEN 1 AND 40),
        item_id text NOT NULL CHECK (char_length(item_id) BETWEEN 1 AND 200),
        item_title text NOT NULL,
        reason text CHECK (char_length(reason) <= 2000),
        changes jsonb,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await q.query(`CREATE INDEX audit_records_time_idx ON audit_records (created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX audit_records_actor_idx ON audit_records (actor_id, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX audit_records_item_idx ON audit_records (item_id, created_at)`);
    await q.query(`
      CREATE FUNCTION audit_records_append_only() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'audit_records is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await q.query(`CREATE TRIGGER audit_records_no_change BEFORE UPDATE OR DELETE ON audit_records FOR EACH ROW EXECUTE FUNCTION audit_records_append_only()`);
    await q.query(`CREATE TRIGGER audit_records_no_truncate BEFORE TRUNCATE ON audit_records FOR EACH STATEMENT EXECUTE FUNCTION audit_records_append_only()`);

    await q.query(`
      CREATE TABLE data_exports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'running', 'ready', 'failed')),
        file_key text,
        size bigint,
        error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz,
        expires_at timestamptz
      )`);
    await q.query(`CREATE UNIQUE INDEX data_exports_one_running_idx ON data_exports (user_id) WHERE status IN ('pending', 'running')`);
    await q.query(`CREATE INDEX data_exports_user_idx ON data_exports (user_id, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE data_exports`);
    await q.query(`DROP TABLE audit_records`);
    await q.query(`DROP FUNCTION audit_records_append_only()`);
  }
}

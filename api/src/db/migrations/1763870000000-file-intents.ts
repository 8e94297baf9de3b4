import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A ledger of file writes and removals in progress. A stored file and the row that points to
 * it cannot change in one transaction (the file lives outside PostgreSQL), so the key is noted
 * here first and struck off in the same statement that commits the row. An entry that stays
 * names a file whose process died between the two steps: the sweep deletes it unless a note
 * now points to it. `owner` is `<host>.<pid>`, so a restarted process can clear its dead
 * predecessor's entries at once and leave a live sibling's alone.
 */
export class FileIntents1763870000000 implements MigrationInterface {
  name = 'FileIntents1763870000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE file_intents (
        key text PRIMARY KEY,
        owner text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE file_intents`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Study lists: a student's named lists of notes, private or public. Saved notes become each
 * reader's default list: the migration gives every reader who saved a note a default list row
 * and numbers their saves in the order they were saved, so nothing is lost and nothing moves.
 * The default list's notes stay in `saved_notes` (the save/unsave paths, REST and GraphQL, the
 * seed, backups and the data export read and write it as before); the other lists' notes are
 * in `study_list_notes`. Both carry `position` (the list's order, ties by when added).
 */
export class StudyLists1764300000000 implements MigrationInterface {
  name = 'StudyLists1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE study_lists (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name text NOT NULL,
        is_default boolean NOT NULL DEFAULT false,
        is_public boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX study_lists_one_default_idx ON study_lists (owner_id) WHERE is_default`);
    await q.query(`CREATE INDEX study_lists_owner_idx ON study_lists (owner_id, created_at)`);
    await q.query(`
      CREATE TABLE study_list_notes (
        list_id uuid NOT NULL REFERENCES study_lists (id) ON DELETE CASCADE,
        note_id uuid NOT NULL REFERENCES notes (id) ON DELETE CASCADE,
        position integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (list_id, note_id)
      )`);
    await q.query(`CREATE INDEX study_list_notes_note_idx ON study_list_notes (note_id)`);
    // A constant default rewrites no rows; the UPDATE below numbers the existing saves.
    await q.query(`ALTER TABLE saved_notes ADD COLUMN position integer NOT NULL DEFAULT 0`);
    await q.query(`
      UPDATE saved_notes s SET position = o.n
      FROM (SELECT user_id, note_id, row_number() OVER (PARTITION BY user_id ORDER BY created_at, note_id)::int AS n FROM saved_notes) o
      WHERE s.user_id = o.user_id AND s.note_id = o.note_id`);
    await q.query(`
      INSERT INTO study_lists (owner_id, name, is_default, created_at, updated_at)
      SELECT user_id, 'Saved notes', true, min(created_at), max(created_at) FROM saved_notes GROUP BY user_id`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE saved_notes DROP COLUMN position`);
    await q.query(`DROP TABLE study_list_notes`);
    await q.query(`DROP TABLE study_lists`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A note made of photos of pages: the photos as uploaded, kept only until the processing job has
 * assembled them into the note's PDF (its file_key, which does not exist before), then released.
 * Empty for every other note; adding a column with a constant default rewrites no rows.
 */
export class NotePhotos1764270000000 implements MigrationInterface {
  name = 'NotePhotos1764270000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notes ADD COLUMN photo_keys text[] NOT NULL DEFAULT '{}'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notes DROP COLUMN photo_keys`);
  }
}

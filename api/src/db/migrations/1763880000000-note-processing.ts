import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the background jobs (api/src/jobs) make of a note's file: its processing state, where its
 * text came from, its page images and, for Word and text files, a formatted preview. Notes that
 * existed before keep 'ready' (their text was read at upload) until an admin re-runs them.
 * `preview_keys` lists every stored image of the note, so deleting or replacing the note removes
 * them and the file-intents sweep never takes an image a note still shows for an orphan.
 */
export class NoteProcessing1763880000000 implements MigrationInterface {
  name = 'NoteProcessing1763880000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE notes
        ADD COLUMN processing_status text NOT NULL DEFAULT 'ready' CHECK (processing_status IN ('processing', 'ready', 'failed')),
        ADD COLUMN processing_reason text,
        ADD COLUMN text_source text CHECK (text_source IN ('document', 'ocr')),
        ADD COLUMN preview jsonb,
        ADD COLUMN preview_keys text[] NOT NULL DEFAULT '{}',
        ADD COLUMN preview_html text`);
    await q.query(`CREATE INDEX notes_preview_keys_idx ON notes USING gin (preview_keys)`);
    // Notes also go away without NoteService (an account's deletion cascades to its notes): their
    // images are then left in the ledger, for the sweep to remove, instead of lost track of.
    await q.query(`
      CREATE FUNCTION notes_release_preview_keys() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO file_intents (key, owner) SELECT unnest(OLD.preview_keys), 'deleted-note' ON CONFLICT (key) DO NOTHING;
        RETURN NULL;
      END $$`);
    await q.query(
      `CREATE TRIGGER notes_release_preview_keys_trg AFTER DELETE ON notes FOR EACH ROW WHEN (cardinality(OLD.preview_keys) > 0) EXECUTE FUNCTION notes_release_preview_keys()`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER notes_release_preview_keys_trg ON notes`);
    await q.query(`DROP FUNCTION notes_release_preview_keys()`);
    await q.query(`DROP INDEX notes_preview_keys_idx`);
    await q.query(
      `ALTER TABLE notes DROP COLUMN preview_html, DROP COLUMN preview_keys, DROP COLUMN preview, DROP COLUMN text_source, DROP COLUMN processing_reason, DROP COLUMN processing_status`,
    );
  }
}

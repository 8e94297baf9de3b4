import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Row triggers do not see TRUNCATE; emptying notes (seed --reset, tests) must empty the
 * derived suggestion_terms too, or counts and suggestions would outlive their notes.
 */
export class SuggestionTermsTruncate1763820000000 implements MigrationInterface {
  name = 'SuggestionTermsTruncate1763820000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION notes_truncate_suggestion_terms() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM suggestion_terms;
        RETURN NULL;
      END $$`);
    await q.query(
      `CREATE TRIGGER notes_truncate_suggestion_terms_trg AFTER TRUNCATE ON notes FOR EACH STATEMENT EXECUTE FUNCTION notes_truncate_suggestion_terms()`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER notes_truncate_suggestion_terms_trg ON notes`);
    await q.query(`DROP FUNCTION notes_truncate_suggestion_terms()`);
  }
}

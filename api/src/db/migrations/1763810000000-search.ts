import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Search support.
 * - Typo tolerance: a trigram index on title + subject, used from 3 characters.
 * - Suggestions: a small table of distinct terms (titles, subjects, courses, colleges of
 *   approved notes) with a note count, kept exact by a trigger. A B-tree on lower(term) with
 *   text_pattern_ops answers a 2-character prefix with an index range scan (a trigram index
 *   would scan itself whole for 2 characters).
 */
export class Search1763810000000 implements MigrationInterface {
  name = 'Search1763810000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX notes_title_subject_trgm_idx ON notes USING gin ((title || ' ' || subject) gin_trgm_ops) WHERE approved`);

    await q.query(`
      CREATE TABLE suggestion_terms (
        kind varchar(10) NOT NULL CHECK (kind IN ('title', 'subject', 'course', 'college')),
        term text NOT NULL,
        notes integer NOT NULL CHECK (notes > 0),
        PRIMARY KEY (kind, term)
      )`);
    await q.query(`CREATE INDEX suggestion_terms_prefix_idx ON suggestion_terms (lower(term) text_pattern_ops, kind)`);

    await q.query(`
      CREATE FUNCTION suggestion_terms_add(p_kind text, p_term text, p_delta integer) RETURNS void
      LANGUAGE plpgsql AS $$
      BEGIN
        IF p_term IS NULL OR btrim(p_term) = '' THEN RETURN; END IF;
        IF p_delta > 0 THEN
          INSERT INTO suggestion_terms (kind, term, notes) VALUES (p_kind, p_term, p_delta)
          ON CONFLICT (kind, term) DO UPDATE SET notes = suggestion_terms.notes + p_delta;
        ELSE
          DELETE FROM suggestion_terms WHERE kind = p_kind AND term = p_term AND notes + p_delta <= 0;
          IF NOT FOUND THEN
            UPDATE suggestion_terms SET notes = notes + p_delta WHERE kind = p_kind AND term = p_term;
          END IF;
        END IF;
      END $$`);
    await q.query(`
      CREATE FUNCTION notes_suggestion_terms() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.approved THEN
          PERFORM suggestion_terms_add('title', OLD.title, -1);
          PERFORM suggestion_terms_add('subject', OLD.subject, -1);
          PERFORM suggestion_terms_add('course', OLD.course, -1);
          PERFORM suggestion_terms_add('college', OLD.college, -1);
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.approved THEN
          PERFORM suggestion_terms_add('title', NEW.title, 1);
          PERFORM suggestion_terms_add('subject', NEW.subject, 1);
          PERFORM suggestion_terms_add('course', NEW.course, 1);
          PERFORM suggestion_terms_add('college', NEW.college, 1);
        END IF;
        RETURN NULL;
      END $$`);
    // Only changes that matter fire it: downloads and text extraction do not.
    await q.query(`
      CREATE TRIGGER notes_suggestion_terms_trg
      AFTER INSERT OR DELETE OR UPDATE OF approved, title, subject, course, college ON notes
      FOR EACH ROW EXECUTE FUNCTION notes_suggestion_terms()`);
    await q.query(`
      INSERT INTO suggestion_terms (kind, term, notes)
      SELECT kind, term, count(*) FROM (
        SELECT 'title' AS kind, title AS term FROM notes WHERE approved
        UNION ALL SELECT 'subject', subject FROM notes WHERE approved
        UNION ALL SELECT 'course', course FROM notes WHERE approved
        UNION ALL SELECT 'college', college FROM notes WHERE approved
      ) t GROUP BY kind, term`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER notes_suggestion_terms_trg ON notes`);
    await q.query(`DROP FUNCTION notes_suggestion_terms()`);
    await q.query(`DROP FUNCTION suggestion_terms_add(text, text, integer)`);
    await q.query(`DROP TABLE suggestion_terms`);
    await q.query(`DROP INDEX notes_title_subject_trgm_idx`);
  }
}

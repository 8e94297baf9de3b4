import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The counts' rows, every public note's (college, subject, course, semester) counted: the backfill and the seed's bulk rebuild. */
export const CATALOGUE_COUNTS_REBUILD = `
  INSERT INTO catalogue_counts (college, subject, course, semester, notes)
  SELECT college, subject, course, semester, count(*) FROM notes WHERE approved AND NOT hidden GROUP BY 1, 2, 3, 4`;

/**
 * The counts a discovery page shows (issue 29's budget): a college's subjects and programmes, a
 * subject's colleges and programmes, their semesters and note counts, read from a small table
 * instead of a GROUP BY over the notes (a college page grouped tens of thousands of notes).
 *
 * `catalogue_counts` holds, for each (college, subject, course, semester) that public notes
 * (approved, not hidden) carry, how many do. A row trigger on notes keeps it exact through
 * uploads, approvals, unpublishing, reports hiding a note, edits, deletions (a user's too, by
 * cascade) and an admin's merge of two spellings (an UPDATE of the college or subject); a
 * statement trigger empties it with the notes' TRUNCATE. Its primary key serves a college's page
 * (college first), the second index a subject's; both carry the count, so a page reads the index alone.
 */
export class CatalogueCounts1764335290000 implements MigrationInterface {
  name = 'CatalogueCounts1764335290000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE catalogue_counts (
        college varchar(160) NOT NULL,
        subject varchar(160) NOT NULL,
        course varchar(160) NOT NULL,
        semester smallint NOT NULL,
        notes integer NOT NULL CHECK (notes >= 0),
        PRIMARY KEY (college, subject, course, semester) INCLUDE (notes)
      )`);
    await q.query(`CREATE INDEX catalogue_counts_subject_idx ON catalogue_counts (subject, college, course, semester) INCLUDE (notes)`);
    // One row up or down. A decrement updates (locking the row, so two at once queue) and deletes
    // the row once it reaches 0; an increment upserts (waiting for a delete in flight).
    await q.query(`
      CREATE FUNCTION catalogue_counts_add(p_college text, p_subject text, p_course text, p_semester smallint, p_delta integer) RETURNS void
      LANGUAGE plpgsql AS $$
      DECLARE
        left_over integer;
      BEGIN
        IF p_delta > 0 THEN
          INSERT INTO catalogue_counts (college, subject, course, semester, notes) VALUES (p_college, p_subject, p_course, p_semester, p_delta)
          ON CONFLICT (college, subject, course, semester) DO UPDATE SET notes = catalogue_counts.notes + p_delta;
        ELSE
          UPDATE catalogue_counts SET notes = greatest(notes + p_delta, 0)
          WHERE college = p_college AND subject = p_subject AND course = p_course AND semester = p_semester
          RETURNING notes INTO left_over;
          IF left_over = 0 THEN
            DELETE FROM catalogue_counts WHERE college = p_college AND subject = p_subject AND course = p_course AND semester = p_semester AND notes = 0;
          END IF;
        END IF;
      END $$`);
    await q.query(`
      CREATE FUNCTION notes_catalogue_counts() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' AND (OLD.approved AND NOT OLD.hidden) = (NEW.approved AND NOT NEW.hidden)
           AND OLD.college = NEW.college AND OLD.subject = NEW.subject AND OLD.course = NEW.course AND OLD.semester = NEW.semester THEN
          RETURN NULL;
        END IF;
        IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.approved AND NOT OLD.hidden THEN
          PERFORM catalogue_counts_add(OLD.college, OLD.subject, OLD.course, OLD.semester, -1);
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.approved AND NOT NEW.hidden THEN
          PERFORM catalogue_counts_add(NEW.college, NEW.subject, NEW.course, NEW.semester, 1);
        END IF;
        RETURN NULL;
      END $$`);
    // Only changes that matter fire it: likes, downloads and text extraction do not.
    await q.query(`
      CREATE TRIGGER notes_catalogue_counts_trg
      AFTER INSERT OR DELETE OR UPDATE OF approved, hidden, college, subject, course, semester ON notes
      FOR EACH ROW EXECUTE FUNCTION notes_catalogue_counts()`);
    await q.query(`
      CREATE FUNCTION notes_truncate_catalogue_counts() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM catalogue_counts;
        RETURN NULL;
      END $$`);
    await q.query(
      `CREATE TRIGGER notes_truncate_catalogue_counts_trg AFTER TRUNCATE ON notes FOR EACH STATEMENT EXECUTE FUNCTION notes_truncate_catalogue_counts()`,
    );
    await q.query(CATALOGUE_COUNTS_REBUILD);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER notes_truncate_catalogue_counts_trg ON notes`);
    await q.query(`DROP FUNCTION notes_truncate_catalogue_counts()`);
    await q.query(`DROP TRIGGER notes_catalogue_counts_trg ON notes`);
    await q.query(`DROP FUNCTION notes_catalogue_counts()`);
    await q.query(`DROP FUNCTION catalogue_counts_add(text, text, text, smallint, integer)`);
    await q.query(`DROP TABLE catalogue_counts`);
  }
}

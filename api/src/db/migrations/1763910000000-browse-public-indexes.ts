import type { MigrationInterface, QueryRunner } from 'typeorm';

const BROWSE_INDEXES = [
  ['notes_browse_idx', '(created_at DESC, id DESC)'],
  ['notes_browse_subject_idx', '(subject, created_at DESC, id DESC)'],
  ['notes_browse_course_idx', '(course, created_at DESC, id DESC)'],
  ['notes_browse_college_idx', '(college, semester, created_at DESC, id DESC)'],
  ['notes_browse_semester_idx', '(semester, created_at DESC, id DESC)'],
] as const;

/**
 * The browse indexes cover public notes exactly (approved AND NOT hidden, as every public query
 * reads since reports can hold a note). With `WHERE approved` only, a browse total that is not a
 * suggestion_terms lookup (semester, or two filters) had to visit every matching row in the
 * table to read `hidden`: 7,000 heap pages for one college and semester at 1,000,000 notes
 * (25-40 ms warm, over a second cold). Now it is an index-only count.
 */
export class BrowsePublicIndexes1763910000000 implements MigrationInterface {
  name = 'BrowsePublicIndexes1763910000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`SET LOCAL maintenance_work_mem = '256MB'`);
    for (const [name, columns] of BROWSE_INDEXES) {
      await q.query(`DROP INDEX ${name}`);
      await q.query(`CREATE INDEX ${name} ON notes ${columns} WHERE approved AND NOT hidden`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [name, columns] of BROWSE_INDEXES) {
      await q.query(`DROP INDEX ${name}`);
      await q.query(`CREATE INDEX ${name} ON notes ${columns} WHERE approved`);
    }
  }
}

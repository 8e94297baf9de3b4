import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Full-text search over public notes, with the browse filters inside the same GIN index.
 *
 * At 1,000,000 notes a search with a filter ("thermodynamics", semester 3) combined the GIN
 * bitmap with a B-tree bitmap of every note of that semester (147,000 rows): most of its
 * 300-1,500 ms. With the filter columns in the GIN index (btree_gin), the index intersects the
 * word's postings with the filter's itself, as it does for two words. Only public notes are
 * searched, so the index holds only them (pending and held notes are 15% of the seeded data).
 */
export class PublicSearchIndex1763900000000 implements MigrationInterface {
  name = 'PublicSearchIndex1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS btree_gin`);
    // A GIN build sorts its entries in memory; the default 64 MB takes several passes at 1M notes.
    await q.query(`SET LOCAL maintenance_work_mem = '256MB'`);
    await q.query(`CREATE INDEX notes_public_search_idx ON notes USING gin (search_vector, semester, college, subject, course) WHERE approved AND NOT hidden`);
    await q.query(`DROP INDEX notes_search_idx`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX notes_search_idx ON notes USING gin (search_vector)`);
    await q.query(`DROP INDEX notes_public_search_idx`);
  }
}

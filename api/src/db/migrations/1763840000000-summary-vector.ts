import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A small tsvector of what a note says about itself (title A; subject, course and college B;
 * description C) for ranking search results.
 *
 * Matching still uses search_vector, which also holds up to 200,000 characters of the
 * document's text. Ranking on it meant de-TOASTing that whole vector for every match: about
 * 20 ms per 1,000 matches, most of a search's time on 100,000 notes. Ranking on this one costs
 * about 1 ms for the same matches; notes that match only inside the document rank below those
 * whose title or description match, newest first among themselves.
 */
export class SummaryVector1763840000000 implements MigrationInterface {
  name = 'SummaryVector1763840000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE notes ADD COLUMN summary_vector tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') ||
        setweight(to_tsvector('english'::regconfig, coalesce(subject, '') || ' ' || coalesce(course, '') || ' ' || coalesce(college, '')), 'B') ||
        setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C')
      ) STORED`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notes DROP COLUMN summary_vector`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin lists see every note, approved or pending, while the browse indexes are partial
 * (approved only). These keep the admin pages index-driven at 100k+ notes:
 * - all notes newest first, and per college newest first; the college one also carries
 *   approved and download_count so the college summary is one index-only pass;
 * - trigram indexes for the substring (ILIKE) searches: note title + subject over all notes
 *   (the browse one is approved-only), usernames and emails (pg_trgm comes with the initial
 *   migration).
 */
export class AdminIndexes1763800000000 implements MigrationInterface {
  name = 'AdminIndexes1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX notes_created_idx ON notes (created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX notes_college_created_idx ON notes (college, created_at DESC, id DESC) INCLUDE (approved, download_count)`);
    await q.query(`CREATE INDEX notes_admin_search_trgm_idx ON notes USING gin ((title || ' ' || subject) gin_trgm_ops)`);
    await q.query(`CREATE INDEX users_username_trgm_idx ON users USING gin (username gin_trgm_ops)`);
    await q.query(`CREATE INDEX users_email_trgm_idx ON users USING gin (email gin_trgm_ops)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX users_email_trgm_idx`);
    await q.query(`DROP INDEX users_username_trgm_idx`);
    await q.query(`DROP INDEX notes_admin_search_trgm_idx`);
    await q.query(`DROP INDEX notes_college_created_idx`);
    await q.query(`DROP INDEX notes_created_idx`);
  }
}

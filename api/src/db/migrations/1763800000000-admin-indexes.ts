import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin lists see every note, approved or pending, while the browse indexes are partial
 * (approved only). What this adds keeps the admin pages index-driven at 100k+ notes:
 * - `admin_search`, the lower-cased title and subject, stored: matching it with LIKE costs a
 *   fraction of ILIKE over the two columns, which matters when a short or common search term
 *   must be checked against most notes to count the matches;
 * - all notes newest first, and per college newest first, each carrying what the admin
 *   counts and filters read (uploader, approval, downloads, admin_search), so counts,
 *   dashboard sums and the college summary are index-only scans of a narrow index instead of
 *   reads of the wide notes rows (their search vectors make them about 1.5 kB each);
 * - trigram indexes for substring searches of 3+ characters: admin_search over all notes (the
 *   browse one is approved-only), usernames and emails (pg_trgm comes with the initial migration).
 */
export class AdminIndexes1763800000000 implements MigrationInterface {
  name = 'AdminIndexes1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notes ADD COLUMN admin_search text GENERATED ALWAYS AS (lower(title || ' ' || subject)) STORED`);
    await q.query(`CREATE INDEX notes_admin_list_idx ON notes (created_at DESC, id DESC) INCLUDE (uploader_id, approved, download_count, admin_search)`);
    await q.query(
      `CREATE INDEX notes_admin_college_idx ON notes (college, created_at DESC, id DESC) INCLUDE (uploader_id, approved, download_count, admin_search)`,
    );
    await q.query(`CREATE INDEX notes_admin_search_trgm_idx ON notes USING gin (admin_search gin_trgm_ops)`);
    await q.query(`CREATE INDEX users_username_trgm_idx ON users USING gin (username gin_trgm_ops)`);
    await q.query(`CREATE INDEX users_email_trgm_idx ON users USING gin (email gin_trgm_ops)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX users_email_trgm_idx`);
    await q.query(`DROP INDEX users_username_trgm_idx`);
    await q.query(`DROP INDEX notes_admin_search_trgm_idx`);
    await q.query(`DROP INDEX notes_admin_college_idx`);
    await q.query(`DROP INDEX notes_admin_list_idx`);
    await q.query(`ALTER TABLE notes DROP COLUMN admin_search`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Public notes sorted every way a discovery page offers: [name, columns]. */
export const DISCOVERY_INDEXES: [string, string][] = [
  ['notes_public_likes_idx', '(like_count DESC, id DESC)'],
  ['notes_public_downloads_idx', '(download_count DESC, id DESC)'],
  ['notes_public_college_new_idx', '(college, created_at DESC, id DESC)'],
  ['notes_public_college_likes_idx', '(college, like_count DESC, id DESC)'],
  ['notes_public_college_downloads_idx', '(college, download_count DESC, id DESC)'],
  ['notes_public_subject_likes_idx', '(subject, like_count DESC, id DESC)'],
  ['notes_public_subject_downloads_idx', '(subject, download_count DESC, id DESC)'],
  ['notes_public_college_subject_new_idx', '(college, subject, created_at DESC, id DESC)'],
  ['notes_public_college_subject_likes_idx', '(college, subject, like_count DESC, id DESC)'],
  ['notes_public_college_subject_downloads_idx', '(college, subject, download_count DESC, id DESC)'],
  ['notes_public_uploader_new_idx', '(uploader_id, created_at DESC, id DESC)'],
  ['notes_public_uploader_likes_idx', '(uploader_id, like_count DESC, id DESC)'],
  ['notes_public_uploader_downloads_idx', '(uploader_id, download_count DESC, id DESC)'],
  // A college page's subjects and programmes with their counts: index-only.
  ['notes_public_college_course_idx', '(college, course)'],
];

/**
 * Discovery pages (issue 29): college, subject, college+subject and contributor pages.
 *
 * - `catalogue_names`: every college and subject name the notes carry, with its slug (made from
 *   the name, unique per kind), kept by a trigger on notes as names appear.
 * - `catalogue_old_slugs`: slugs that no longer name anything since an admin renamed or merged
 *   a name; each points at the name it now stands for and answers 301 to that name's slug.
 * - `notes.like_count`: likes kept on the note (a trigger on likes), so "most liked" is an index.
 * - One partial index per page and sort order, over public notes.
 */
export class DiscoveryPages1764310000000 implements MigrationInterface {
  name = 'DiscoveryPages1764310000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE catalogue_names (
        kind text NOT NULL CHECK (kind IN ('college', 'subject')),
        name varchar(160) NOT NULL,
        slug varchar(100) NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        PRIMARY KEY (kind, name),
        UNIQUE (kind, slug)
      )`);
    await q.query(`
      CREATE TABLE catalogue_old_slugs (
        kind text NOT NULL CHECK (kind IN ('college', 'subject')),
        slug varchar(100) NOT NULL,
        name varchar(160) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (kind, slug)
      )`);
    await q.query(`CREATE INDEX catalogue_old_slugs_name_idx ON catalogue_old_slugs (kind, name)`);
    // A slug from a name: ASCII letters and digits, words joined by '-', at most 80 characters.
    await q.query(`
      CREATE FUNCTION catalogue_slugify(p_name text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
        SELECT trim(both '-' from left(trim(both '-' from regexp_replace(lower(p_name), '[^a-z0-9]+', '-', 'g')), 80))
      $$`);
    // Gives a name its slug if it has none: the name's own, or with -2, -3... when another name
    // (or an old slug, which must keep answering) holds it.
    await q.query(`
      CREATE FUNCTION catalogue_ensure(p_kind text, p_name text) RETURNS void LANGUAGE plpgsql AS $$
      DECLARE
        base text;
        candidate text;
        n integer := 1;
      BEGIN
        IF EXISTS (SELECT 1 FROM catalogue_names WHERE kind = p_kind AND name = p_name) THEN RETURN; END IF;
        base := catalogue_slugify(p_name);
        IF base = '' THEN base := p_kind; END IF;
        candidate := base;
        LOOP
          IF NOT EXISTS (SELECT 1 FROM catalogue_old_slugs WHERE kind = p_kind AND slug = candidate) THEN
            INSERT INTO catalogue_names (kind, name, slug) VALUES (p_kind, p_name, candidate) ON CONFLICT DO NOTHING;
            IF EXISTS (SELECT 1 FROM catalogue_names WHERE kind = p_kind AND name = p_name) THEN RETURN; END IF;
          END IF;
          n := n + 1;
          candidate := base || '-' || n;
        END LOOP;
      END $$`);
    await q.query(`
      CREATE FUNCTION notes_catalogue_names() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM catalogue_ensure('college', NEW.college);
        PERFORM catalogue_ensure('subject', NEW.subject);
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER notes_catalogue_names_trg AFTER INSERT OR UPDATE OF college, subject ON notes
      FOR EACH ROW EXECUTE FUNCTION notes_catalogue_names()`);
    await q.query(`SELECT catalogue_ensure(kind, name) FROM (
        SELECT DISTINCT 'college' AS kind, college AS name FROM notes UNION SELECT DISTINCT 'subject', subject FROM notes ORDER BY 1, 2) s`);

    await q.query(`ALTER TABLE notes ADD COLUMN like_count integer NOT NULL DEFAULT 0`);
    await q.query(`UPDATE notes n SET like_count = l.count FROM (SELECT note_id, count(*)::int AS count FROM likes GROUP BY note_id) l WHERE n.id = l.note_id`);
    await q.query(`
      CREATE FUNCTION likes_note_like_count() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          UPDATE notes SET like_count = like_count + 1 WHERE id = NEW.note_id;
        ELSE
          UPDATE notes SET like_count = like_count - 1 WHERE id = OLD.note_id;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER likes_note_like_count_trg AFTER INSERT OR DELETE ON likes FOR EACH ROW EXECUTE FUNCTION likes_note_like_count()`);

    for (const [name, columns] of DISCOVERY_INDEXES) await q.query(`CREATE INDEX ${name} ON notes ${columns} WHERE approved AND NOT hidden`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [name] of DISCOVERY_INDEXES) await q.query(`DROP INDEX ${name}`);
    await q.query(`DROP TRIGGER likes_note_like_count_trg ON likes`);
    await q.query(`DROP FUNCTION likes_note_like_count()`);
    await q.query(`ALTER TABLE notes DROP COLUMN like_count`);
    await q.query(`DROP TRIGGER notes_catalogue_names_trg ON notes`);
    await q.query(`DROP FUNCTION notes_catalogue_names()`);
    await q.query(`DROP FUNCTION catalogue_ensure(text, text)`);
    await q.query(`DROP FUNCTION catalogue_slugify(text)`);
    await q.query(`DROP TABLE catalogue_old_slugs`);
    await q.query(`DROP TABLE catalogue_names`);
  }
}

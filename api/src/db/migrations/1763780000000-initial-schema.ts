import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Users, notes, comments, likes and saved notes.
 * ON DELETE rules: everything a user owns goes with the user (the account-deletion rule);
 * everything hanging off a note goes with the note.
 */
export class InitialSchema1763780000000 implements MigrationInterface {
  name = 'InitialSchema1763780000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);

    await q.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        username varchar(40) NOT NULL,
        email varchar(254) NOT NULL,
        password_hash text,
        avatar_key text,
        avatar_url text,
        role varchar(10) NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
        google_id varchar(64),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX users_username_key ON users (lower(username))`);
    await q.query(`CREATE UNIQUE INDEX users_email_key ON users (lower(email))`);
    await q.query(`CREATE UNIQUE INDEX users_google_id_key ON users (google_id) WHERE google_id IS NOT NULL`);
    await q.query(`CREATE INDEX users_created_at_idx ON users (created_at DESC, id DESC)`);

    await q.query(`
      CREATE TABLE notes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        title varchar(200) NOT NULL CHECK (btrim(title) <> ''),
        description text NOT NULL DEFAULT '',
        subject varchar(160) NOT NULL CHECK (btrim(subject) <> ''),
        course varchar(160) NOT NULL CHECK (btrim(course) <> ''),
        semester smallint NOT NULL CHECK (semester BETWEEN 1 AND 8),
        batch varchar(9) NOT NULL CHECK (batch ~ '^[0-9]{4}-[0-9]{4}$'),
        college varchar(160) NOT NULL CHECK (btrim(college) <> ''),
        file_key text,
        file_name varchar(255),
        file_mime varchar(120),
        file_size integer CHECK (file_size >= 0),
        file_sha256 char(64),
        external_url text CHECK (external_url ~* '^https?://'),
        uploader_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        approved boolean NOT NULL DEFAULT false,
        download_count integer NOT NULL DEFAULT 0 CHECK (download_count >= 0),
        extracted_text text,
        search_vector tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') ||
          setweight(to_tsvector('english'::regconfig, coalesce(subject, '') || ' ' || coalesce(course, '') || ' ' || coalesce(college, '')), 'B') ||
          setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C') ||
          setweight(to_tsvector('english'::regconfig, left(coalesce(extracted_text, ''), 200000)), 'D')
        ) STORED,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT notes_file_or_url CHECK (file_key IS NOT NULL OR external_url IS NOT NULL)
      )`);
    // Browse shows approved notes newest first, optionally filtered: partial indexes that
    // match each filter followed by the sort, so a page is an index range scan.
    await q.query(`CREATE INDEX notes_browse_idx ON notes (created_at DESC, id DESC) WHERE approved`);
    await q.query(`CREATE INDEX notes_browse_subject_idx ON notes (subject, created_at DESC, id DESC) WHERE approved`);
    await q.query(`CREATE INDEX notes_browse_course_idx ON notes (course, created_at DESC, id DESC) WHERE approved`);
    await q.query(`CREATE INDEX notes_browse_college_idx ON notes (college, semester, created_at DESC, id DESC) WHERE approved`);
    await q.query(`CREATE INDEX notes_browse_semester_idx ON notes (semester, created_at DESC, id DESC) WHERE approved`);
    await q.query(`CREATE INDEX notes_search_idx ON notes USING gin (search_vector)`);
    await q.query(`CREATE INDEX notes_uploader_idx ON notes (uploader_id, created_at DESC)`);
    await q.query(`CREATE INDEX notes_pending_idx ON notes (created_at DESC, id DESC) WHERE NOT approved`);
    await q.query(`CREATE INDEX notes_sha256_idx ON notes (file_sha256) WHERE file_sha256 IS NOT NULL`);
    await q.query(`CREATE INDEX notes_downloads_idx ON notes (download_count DESC, id DESC)`);

    await q.query(`
      CREATE TABLE comments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        note_id uuid NOT NULL REFERENCES notes (id) ON DELETE CASCADE,
        author_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        text text NOT NULL CHECK (btrim(text) <> '' AND char_length(text) <= 2000),
        created_at timestamptz NOT NULL DEFAULT now(),
        edited_at timestamptz
      )`);
    await q.query(`CREATE INDEX comments_note_idx ON comments (note_id, created_at, id)`);
    await q.query(`CREATE INDEX comments_author_idx ON comments (author_id)`);

    await q.query(`
      CREATE TABLE likes (
        note_id uuid NOT NULL REFERENCES notes (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (note_id, user_id)
      )`);
    await q.query(`CREATE INDEX likes_user_idx ON likes (user_id)`);

    await q.query(`
      CREATE TABLE saved_notes (
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        note_id uuid NOT NULL REFERENCES notes (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, note_id)
      )`);
    await q.query(`CREATE INDEX saved_notes_note_idx ON saved_notes (note_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE saved_notes`);
    await q.query(`DROP TABLE likes`);
    await q.query(`DROP TABLE comments`);
    await q.query(`DROP TABLE notes`);
    await q.query(`DROP TABLE users`);
  }
}

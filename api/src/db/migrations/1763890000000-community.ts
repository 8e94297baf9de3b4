import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Community: reports of notes and comments, the admins' moderation log, notifications and
 * follows.
 *
 * - `notes.hidden` / `comments.hidden`: held from the public because enough students reported
 *   them, until an admin decides. Public queries read `approved AND NOT hidden`; the browse
 *   indexes stay partial on `approved` (a held note is rare, so it is a filter on the index
 *   rows rather than a reason to rebuild every browse index), and the suggestion-terms trigger
 *   counts only public notes, so totals and suggestions drop a held note at once.
 * - `reports`: one per reporter and item (NULLS NOT DISTINCT: a note report has no comment).
 * - `moderation_actions`: no foreign key to the item, so the history outlives a deletion.
 * - `notifications`: a statement-level trigger NOTIFYs the recipients in the transaction that
 *   wrote the rows, so every api replica's live streams hear of it when (and only if) it commits.
 */
export class Community1763890000000 implements MigrationInterface {
  name = 'Community1763890000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notes ADD COLUMN hidden boolean NOT NULL DEFAULT false`);
    await q.query(`ALTER TABLE comments ADD COLUMN hidden boolean NOT NULL DEFAULT false`);

    await q.query(`
      CREATE OR REPLACE FUNCTION notes_suggestion_terms() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.approved AND NOT OLD.hidden THEN
          PERFORM suggestion_terms_add('title', OLD.title, -1);
          PERFORM suggestion_terms_add('subject', OLD.subject, -1);
          PERFORM suggestion_terms_add('course', OLD.course, -1);
          PERFORM suggestion_terms_add('college', OLD.college, -1);
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.approved AND NOT NEW.hidden THEN
          PERFORM suggestion_terms_add('title', NEW.title, 1);
          PERFORM suggestion_terms_add('subject', NEW.subject, 1);
          PERFORM suggestion_terms_add('course', NEW.course, 1);
          PERFORM suggestion_terms_add('college', NEW.college, 1);
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`DROP TRIGGER notes_suggestion_terms_trg ON notes`);
    await q.query(`
      CREATE TRIGGER notes_suggestion_terms_trg
      AFTER INSERT OR DELETE OR UPDATE OF approved, hidden, title, subject, course, college ON notes
      FOR EACH ROW EXECUTE FUNCTION notes_suggestion_terms()`);

    await q.query(`
      CREATE TABLE reports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        note_id uuid NOT NULL REFERENCES notes (id) ON DELETE CASCADE,
        comment_id uuid REFERENCES comments (id) ON DELETE CASCADE,
        reporter_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        reason text NOT NULL CHECK (reason IN ('copyright', 'wrong', 'spam', 'offensive', 'other')),
        details text CHECK (char_length(details) <= 500),
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'dismissed', 'actioned')),
        created_at timestamptz NOT NULL DEFAULT now(),
        resolved_at timestamptz,
        resolved_by uuid REFERENCES users (id) ON DELETE SET NULL,
        CONSTRAINT reports_once_per_reporter UNIQUE NULLS NOT DISTINCT (reporter_id, note_id, comment_id)
      )`);
    // The queue groups open reports by item; the threshold counts one item's open reports.
    await q.query(`CREATE INDEX reports_open_item_idx ON reports (note_id, comment_id, created_at) WHERE status = 'open'`);

    await q.query(`
      CREATE TABLE moderation_actions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        note_id uuid NOT NULL,
        comment_id uuid,
        actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
        action text NOT NULL CHECK (action IN ('hide', 'dismiss', 'unpublish', 'delete')),
        reason text CHECK (char_length(reason) <= 500),
        item_title text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX moderation_actions_item_idx ON moderation_actions (note_id, comment_id, created_at)`);

    await q.query(`
      CREATE TABLE notifications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        recipient_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('note_approved', 'note_rejected', 'note_unpublished', 'note_removed', 'note_commented', 'note_liked', 'followed_note')),
        note_id uuid REFERENCES notes (id) ON DELETE SET NULL,
        note_title text NOT NULL,
        comment_id uuid REFERENCES comments (id) ON DELETE SET NULL,
        actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
        reason text,
        count integer NOT NULL DEFAULT 1,
        read_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX notifications_recipient_idx ON notifications (recipient_id, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX notifications_unread_idx ON notifications (recipient_id) WHERE read_at IS NULL`);
    // Likes are grouped: one unread "liked" notification per note, bumped by each new like.
    await q.query(`CREATE UNIQUE INDEX notifications_likes_group_idx ON notifications (recipient_id, note_id) WHERE kind = 'note_liked' AND read_at IS NULL`);
    await q.query(`CREATE INDEX notifications_note_idx ON notifications (note_id) WHERE note_id IS NOT NULL`);
    await q.query(`CREATE INDEX notifications_comment_idx ON notifications (comment_id) WHERE comment_id IS NOT NULL`);
    await q.query(`CREATE INDEX notifications_actor_idx ON notifications (actor_id) WHERE actor_id IS NOT NULL`);

    // One NOTIFY per 200 recipients (a payload holds at most 8000 bytes), whatever the rows.
    await q.query(`
      CREATE FUNCTION notifications_announce() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('cn_notifications', string_agg(r, ','))
        FROM (SELECT r, (row_number() OVER ()) / 200 AS chunk
              FROM (SELECT DISTINCT recipient_id::text AS r FROM changed) d) t
        GROUP BY chunk;
        RETURN NULL;
      END $$`);
    await q.query(
      `CREATE TRIGGER notifications_announce_insert AFTER INSERT ON notifications REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notifications_announce()`,
    );
    await q.query(
      `CREATE TRIGGER notifications_announce_update AFTER UPDATE ON notifications REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notifications_announce()`,
    );

    await q.query(`
      CREATE TABLE follows (
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('course', 'subject')),
        value text NOT NULL CHECK (char_length(value) BETWEEN 1 AND 160),
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, kind, value)
      )`);
    // The fan-out to a new note's followers reads one (kind, value) at a time.
    await q.query(`CREATE INDEX follows_target_idx ON follows (kind, value, user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE follows`);
    await q.query(`DROP TABLE notifications`);
    await q.query(`DROP FUNCTION notifications_announce()`);
    await q.query(`DROP TABLE moderation_actions`);
    await q.query(`DROP TABLE reports`);
    await q.query(`DROP TRIGGER notes_suggestion_terms_trg ON notes`);
    await q.query(`
      CREATE OR REPLACE FUNCTION notes_suggestion_terms() RETURNS trigger
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
    await q.query(`
      CREATE TRIGGER notes_suggestion_terms_trg
      AFTER INSERT OR DELETE OR UPDATE OF approved, title, subject, course, college ON notes
      FOR EACH ROW EXECUTE FUNCTION notes_suggestion_terms()`);
    await q.query(`ALTER TABLE comments DROP COLUMN hidden`);
    await q.query(`ALTER TABLE notes DROP COLUMN hidden`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which kinds of notification each account wants. A row exists only for an account that turned
 * something off (everything is on by default), so producers test `NOT EXISTS (... AND NOT kind)`
 * through the primary key, and the follower fan-out joins it on user_id.
 */
export class NotificationSettings1763920000000 implements MigrationInterface {
  name = 'NotificationSettings1763920000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE notification_settings (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        note_approved boolean NOT NULL DEFAULT true,
        note_rejected boolean NOT NULL DEFAULT true,
        note_unpublished boolean NOT NULL DEFAULT true,
        note_commented boolean NOT NULL DEFAULT true,
        note_liked boolean NOT NULL DEFAULT true,
        followed_note boolean NOT NULL DEFAULT true,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE notification_settings`);
  }
}

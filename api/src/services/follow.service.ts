import type { DataSource } from 'typeorm';
import type { Viewer } from '../auth/viewer';
import { FOLLOW_KINDS, FOLLOW_VALUE_MAX, FOLLOWS_MAX, type FollowKind } from '../domain/community';
import { badInput } from '../errors';
import { requireViewer } from '../policies';
import { type NotePage, pageNotes, PUBLIC_NOTE } from '../data/note.data';

export interface FollowRecord {
  kind: FollowKind;
  value: string;
  createdAt: Date;
}

const COLUMNS = `kind, value, created_at AS "createdAt"`;

function cleanTarget(kind: unknown, value: unknown): { kind: FollowKind; value: string } {
  if (!(FOLLOW_KINDS as readonly unknown[]).includes(kind))
    throw badInput('You can follow a course or a subject.', [{ field: 'kind', message: 'course or subject' }]);
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) throw badInput(`Say which ${kind} to follow.`, [{ field: 'value', message: 'Required.' }]);
  if (text.length > FOLLOW_VALUE_MAX)
    throw badInput(`At most ${FOLLOW_VALUE_MAX} characters.`, [{ field: 'value', message: `At most ${FOLLOW_VALUE_MAX} characters.` }]);
  return { kind: kind as FollowKind, value: text };
}

/**
 * Following a course or a subject: the follower hears of every note newly approved in it
 * (NotificationService fans the approval out). Following twice is the same follow.
 */
export class FollowService {
  constructor(private readonly ds: DataSource) {}

  async follow(viewer: Viewer | null, kind: unknown, value: unknown): Promise<FollowRecord> {
    requireViewer(viewer);
    const target = cleanTarget(kind, value);
    return this.ds.transaction(async (tx) => {
      // Serializes one account's follows, so two at once cannot both pass the limit.
      await tx.query(`SELECT 1 FROM users WHERE id = $1 FOR UPDATE`, [viewer.id]);
      const [{ count }]: { count: number }[] = await tx.query(
        `SELECT count(*)::int AS count FROM follows WHERE user_id = $1 AND NOT (kind = $2 AND value = $3)`,
        [viewer.id, target.kind, target.value],
      );
      if (count >= FOLLOWS_MAX)
        throw badInput(`You can follow at most ${FOLLOWS_MAX} courses and subjects; unfollow one first.`, [
          { field: 'value', message: `At most ${FOLLOWS_MAX} follows.` },
        ]);
      const rows: FollowRecord[] = await tx.query(
        `INSERT INTO follows (user_id, kind, value) VALUES ($1, $2, $3)
         ON CONFLICT (user_id, kind, value) DO UPDATE SET kind = EXCLUDED.kind RETURNING ${COLUMNS}`,
        [viewer.id, target.kind, target.value],
      );
      return rows[0];
    });
  }

  /** Stops following; true when there was a follow to remove. */
  async unfollow(viewer: Viewer | null, kind: unknown, value: unknown): Promise<boolean> {
    requireViewer(viewer);
    const target = cleanTarget(kind, value);
    const [, removed]: [unknown, number] = await this.ds.query(`DELETE FROM follows WHERE user_id = $1 AND kind = $2 AND value = $3`, [
      viewer.id,
      target.kind,
      target.value,
    ]);
    return removed > 0;
  }

  /** The viewer's follows, courses then subjects, alphabetical (at most FOLLOWS_MAX). */
  async list(viewer: Viewer | null): Promise<FollowRecord[]> {
    requireViewer(viewer);
    return this.ds.query(`SELECT ${COLUMNS} FROM follows WHERE user_id = $1 ORDER BY kind, value`, [viewer.id]);
  }

  /**
   * "From your courses": public notes in the courses and subjects the viewer follows, newest
   * first (their own uploads left out: they know those). Empty for an account that follows nothing.
   */
  fromYourCourses(viewer: Viewer | null, first: number, after?: string | null): Promise<NotePage> {
    requireViewer(viewer);
    return pageNotes(
      this.ds,
      {
        from: 'notes n',
        where: [
          [PUBLIC_NOTE],
          ['n.uploader_id <> ?', viewer.id],
          [
            `EXISTS (SELECT 1 FROM follows f WHERE f.user_id = ? AND ((f.kind = 'course' AND f.value = n.course) OR (f.kind = 'subject' AND f.value = n.subject)))`,
            viewer.id,
          ],
        ],
        sortKey: 'n.created_at',
      },
      first,
      after,
    );
  }
}

import type { FollowKind } from '../domain/community';
import type { NoteListQuery } from './note.data';
import { PUBLIC_NOTE } from './note.data';
import type { SqlRunner } from './sql-runner';

/** The follows table: the courses and subjects an account follows. */

export interface FollowRecord {
  kind: FollowKind;
  value: string;
  createdAt: Date;
}

const COLUMNS = `kind, value, created_at AS "createdAt"`;

export interface FollowTarget {
  kind: FollowKind;
  value: string;
}

/** The account's follows other than this one. */
export async function countOtherFollows(tx: SqlRunner, userId: string, target: FollowTarget): Promise<number> {
  const [{ count }]: { count: number }[] = await tx.query(`SELECT count(*)::int AS count FROM follows WHERE user_id = $1 AND NOT (kind = $2 AND value = $3)`, [
    userId,
    target.kind,
    target.value,
  ]);
  return count;
}

/** Follows; following again returns the existing follow. */
export async function upsertFollow(tx: SqlRunner, userId: string, target: FollowTarget): Promise<FollowRecord> {
  const rows: FollowRecord[] = await tx.query(
    `INSERT INTO follows (user_id, kind, value) VALUES ($1, $2, $3)
         ON CONFLICT (user_id, kind, value) DO UPDATE SET kind = EXCLUDED.kind RETURNING ${COLUMNS}`,
    [userId, target.kind, target.value],
  );
  return rows[0];
}

/** True when there was a follow to remove. */
export async function deleteFollow(db: SqlRunner, userId: string, target: FollowTarget): Promise<boolean> {
  const [, removed]: [unknown, number] = await db.query(`DELETE FROM follows WHERE user_id = $1 AND kind = $2 AND value = $3`, [
    userId,
    target.kind,
    target.value,
  ]);
  return removed > 0;
}

/** The account's follows, courses then subjects, alphabetical. */
export function followsOf(db: SqlRunner, userId: string): Promise<FollowRecord[]> {
  return db.query(`SELECT ${COLUMNS} FROM follows WHERE user_id = $1 ORDER BY kind, value`, [userId]);
}

/** Public notes in the courses and subjects the account follows, but not its own uploads, newest first. */
export function followedNotesQuery(userId: string): NoteListQuery {
  return {
    from: 'notes n',
    where: [
      [PUBLIC_NOTE],
      ['n.uploader_id <> ?', userId],
      [
        `EXISTS (SELECT 1 FROM follows f WHERE f.user_id = ? AND ((f.kind = 'course' AND f.value = n.course) OR (f.kind = 'subject' AND f.value = n.subject)))`,
        userId,
      ],
    ],
    sortKey: 'n.created_at',
  };
}

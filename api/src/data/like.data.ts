import type { SqlRunner } from './sql-runner';

/** The likes table: one like per reader and note. */

/** Likes the note, or takes the like back when there was one; the new state and count in one statement. */
export async function toggleLikeRow(tx: SqlRunner, noteId: string, userId: string): Promise<{ liked: boolean; count: number }> {
  const rows: { liked: boolean; count: number }[] = await tx.query(
    `WITH removed AS (DELETE FROM likes WHERE note_id = $1 AND user_id = $2 RETURNING 1),
              added AS (INSERT INTO likes (note_id, user_id) SELECT $1, $2 WHERE NOT EXISTS (SELECT 1 FROM removed) ON CONFLICT DO NOTHING RETURNING 1)
         SELECT EXISTS (SELECT 1 FROM added) AS liked,
                ((SELECT count(*) FROM likes WHERE note_id = $1) - (SELECT count(*) FROM removed) + (SELECT count(*) FROM added))::int AS count`,
    [noteId, userId],
  );
  return rows[0];
}

/** Who likes each note that has likes (user ids, oldest like first), in one query for all the notes. */
export function likerIdRows(db: SqlRunner, noteIds: readonly string[]): Promise<{ noteId: string; userIds: string[] }[]> {
  return db.query(
    `SELECT note_id AS "noteId", array_agg(user_id::text ORDER BY created_at, user_id) AS "userIds"
       FROM likes WHERE note_id = ANY($1::uuid[]) GROUP BY note_id`,
    [noteIds],
  );
}

import type { SqlRunner } from './sql-runner';

/** The landing page's community figures: one aggregate over several tables. */

export interface CommunityFigures {
  notesShared: number;
  students: number;
  colleges: number;
  subjects: number;
  likes: number;
  downloads: number;
}

/**
 * Note, college and subject counts come from suggestion_terms, which a trigger keeps exact for
 * approved notes; likes and downloads are aggregates over whole tables (seconds at a million notes).
 */
export async function communityFigures(db: SqlRunner): Promise<CommunityFigures> {
  const [row] = await db.query(`
      SELECT
        (SELECT coalesce(sum(notes), 0) FROM suggestion_terms WHERE kind = 'college')::int AS "notesShared",
        (SELECT count(*) FROM users WHERE role = 'user')::int AS students,
        (SELECT count(*) FROM suggestion_terms WHERE kind = 'college')::int AS colleges,
        (SELECT count(*) FROM suggestion_terms WHERE kind = 'subject')::int AS subjects,
        (SELECT count(*) FROM likes l JOIN notes n ON n.id = l.note_id WHERE n.approved)::int AS likes,
        (SELECT coalesce(sum(download_count), 0) FROM notes WHERE approved)::int AS downloads`);
  return row as CommunityFigures;
}

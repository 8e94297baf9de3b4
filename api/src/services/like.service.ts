import type { DataSource } from 'typeorm';
import type { Viewer } from '../auth/viewer';
import { requireViewer } from '../policies';
import type { NoteRecord } from '../data/note.data';
import type { NotificationService } from './notification.service';
import { visibleNote } from './visible-note';

/** Likes: one per reader and note, shown as counts and, on the REST shim, as who likes. */
export class LikeService {
  constructor(
    private readonly ds: DataSource,
    private readonly notifications: NotificationService,
  ) {}

  /** One like per person: liking again takes it back. Returns the new state and count. */
  async toggleLike(viewer: Viewer | null, noteId: string): Promise<{ note: NoteRecord; liked: boolean; likeCount: number }> {
    requireViewer(viewer);
    const note = await visibleNote(this.ds, viewer, noteId);
    const [row]: { liked: boolean; count: number }[] = await this.ds.transaction(async (tx) => {
      const rows: { liked: boolean; count: number }[] = await tx.query(
        `WITH removed AS (DELETE FROM likes WHERE note_id = $1 AND user_id = $2 RETURNING 1),
              added AS (INSERT INTO likes (note_id, user_id) SELECT $1, $2 WHERE NOT EXISTS (SELECT 1 FROM removed) ON CONFLICT DO NOTHING RETURNING 1)
         SELECT EXISTS (SELECT 1 FROM added) AS liked,
                ((SELECT count(*) FROM likes WHERE note_id = $1) - (SELECT count(*) FROM removed) + (SELECT count(*) FROM added))::int AS count`,
        [note.id, viewer.id],
      );
      if (rows[0].liked) await this.notifications.noteLiked(tx, note, viewer.id);
      return rows;
    });
    return { note, liked: row.liked, likeCount: row.count };
  }

  /**
   * Who likes each note (user ids, oldest like first), for all the notes at once: the REST
   * shim's `likes` arrays, which clients written for the original app count.
   */
  async likerIds(noteIds: readonly string[]): Promise<string[][]> {
    const rows: { noteId: string; userIds: string[] }[] = await this.ds.query(
      `SELECT note_id AS "noteId", array_agg(user_id::text ORDER BY created_at, user_id) AS "userIds"
       FROM likes WHERE note_id = ANY($1::uuid[]) GROUP BY note_id`,
      [noteIds],
    );
    const byNote = new Map(rows.map((r) => [r.noteId, r.userIds]));
    return noteIds.map((id) => byNote.get(id) ?? []);
  }
}

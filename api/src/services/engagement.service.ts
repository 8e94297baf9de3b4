import type { DataSource } from 'typeorm';
import type { Viewer } from '../auth/viewer';
import { COMMENT_COLUMNS, type CommentRow } from '../data/comment.data';
import { COMMENT_MAX } from '../domain/constants';
import { badInput, notFound } from '../errors';
import { authorize, can, requireViewer } from '../policies';
import { isUuid } from './cursor';
import { NOTE_COLUMNS, type NoteRecord } from './note-record';
import type { NotificationService } from './notification.service';

function cleanText(input: string | null | undefined): string {
  const text = (input ?? '').trim();
  if (!text) throw badInput('Write something before sending the comment.', [{ field: 'text', message: 'The comment is empty.' }]);
  if (text.length > COMMENT_MAX) throw badInput(`A comment can be at most ${COMMENT_MAX} characters long.`, [{ field: 'text', message: `At most ${COMMENT_MAX} characters.` }]);
  return text;
}

/** Likes and comments: what signed-in readers do with a note. */
export class EngagementService {
  constructor(
    private readonly ds: DataSource,
    private readonly notifications: NotificationService,
  ) {}

  /** One like per person: liking again takes it back. Returns the new state and count. */
  async toggleLike(viewer: Viewer | null, noteId: string): Promise<{ note: NoteRecord; liked: boolean; likeCount: number }> {
    requireViewer(viewer);
    const note = await this.visibleNote(viewer, noteId);
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

  async addComment(viewer: Viewer | null, noteId: string, input: string): Promise<CommentRow> {
    requireViewer(viewer);
    const text = cleanText(input);
    const note = await this.visibleNote(viewer, noteId);
    return this.ds.transaction(async (tx) => {
      const [row]: CommentRow[] = await tx.query(`INSERT INTO comments (note_id, author_id, text) VALUES ($1, $2, $3) RETURNING ${COMMENT_COLUMNS}`, [note.id, viewer.id, text]);
      await this.notifications.noteCommented(tx, note, row);
      return row;
    });
  }

  async editComment(viewer: Viewer | null, commentId: string, input: string, noteId?: string): Promise<CommentRow> {
    const comment = await this.loadComment(commentId, noteId);
    requireViewer(viewer);
    // A note that went back to pending is hidden from its readers, and so are its comments.
    await this.visibleNote(viewer, comment.noteId);
    authorize(viewer, 'update', { comment });
    const text = cleanText(input);
    const [rows]: [CommentRow[], number] = await this.ds.query(`UPDATE comments SET text = $2, edited_at = now() WHERE id = $1 RETURNING ${COMMENT_COLUMNS}`, [comment.id, text]);
    return rows[0];
  }

  async deleteComment(viewer: Viewer | null, commentId: string, noteId?: string): Promise<CommentRow> {
    const comment = await this.loadComment(commentId, noteId);
    requireViewer(viewer);
    // A note that went back to pending is hidden from its readers, and so are its comments.
    await this.visibleNote(viewer, comment.noteId);
    authorize(viewer, 'delete', { comment });
    await this.ds.query(`DELETE FROM comments WHERE id = $1`, [comment.id]);
    return comment;
  }

  private async loadComment(commentId: string, noteId?: string): Promise<CommentRow> {
    if (!isUuid(commentId) || (noteId !== undefined && !isUuid(noteId))) throw notFound('That comment');
    const rows: CommentRow[] = await this.ds.query(`SELECT ${COMMENT_COLUMNS} FROM comments WHERE id = $1`, [commentId]);
    const comment = rows[0];
    if (!comment || (noteId !== undefined && comment.noteId !== noteId)) throw notFound('That comment');
    return comment;
  }

  private async visibleNote(viewer: Viewer, noteId: string): Promise<NoteRecord> {
    if (!isUuid(noteId)) throw notFound('That note');
    const rows: NoteRecord[] = await this.ds.query(`SELECT ${NOTE_COLUMNS} FROM notes n WHERE n.id = $1`, [noteId]);
    if (!rows[0] || !can(viewer, 'view', { note: rows[0] })) throw notFound('That note');
    return rows[0];
  }
}

import type { DataSource } from 'typeorm';
import { isAdmin, type Viewer } from '../auth/viewer';
import { recordAudit } from '../data/audit.data';
import { commentById, type CommentRow, deleteComment, insertComment, updateCommentText } from '../data/comment.data';
import { COMMENT_MAX } from '../domain/constants';
import { badInput, notFound } from '../errors';
import { authorize, requireViewer } from '../policies';
import { isUuid } from '../data/paging';
import type { NotificationService } from './notification.service';
import { visibleNote } from './visible-note';

function cleanText(input: string | null | undefined): string {
  const text = (input ?? '').trim();
  if (!text) throw badInput('Write something before sending the comment.', [{ field: 'text', message: 'The comment is empty.' }]);
  if (text.length > COMMENT_MAX)
    throw badInput(`A comment can be at most ${COMMENT_MAX} characters long.`, [{ field: 'text', message: `At most ${COMMENT_MAX} characters.` }]);
  return text;
}

/** Comments on notes: readers add them; their authors (or admins) edit and delete them. */
export class CommentService {
  constructor(
    private readonly ds: DataSource,
    private readonly notifications: NotificationService,
  ) {}

  async addComment(viewer: Viewer | null, noteId: string, input: string): Promise<CommentRow> {
    requireViewer(viewer);
    const text = cleanText(input);
    const note = await visibleNote(this.ds, viewer, noteId);
    return this.ds.transaction(async (tx) => {
      const row = await insertComment(tx, note.id, viewer.id, text);
      await this.notifications.noteCommented(tx, note, row);
      return row;
    });
  }

  async editComment(viewer: Viewer | null, commentId: string, input: string, noteId?: string): Promise<CommentRow> {
    const comment = await this.loadComment(commentId, noteId);
    requireViewer(viewer);
    // A note that went back to pending is hidden from its readers, and so are its comments.
    await visibleNote(this.ds, viewer, comment.noteId);
    authorize(viewer, 'update', { comment });
    const text = cleanText(input);
    return updateCommentText(this.ds, comment.id, text);
  }

  async deleteComment(viewer: Viewer | null, commentId: string, noteId?: string): Promise<CommentRow> {
    const comment = await this.loadComment(commentId, noteId);
    requireViewer(viewer);
    // A note that went back to pending is hidden from its readers, and so are its comments.
    await visibleNote(this.ds, viewer, comment.noteId);
    authorize(viewer, 'delete', { comment });
    await this.ds.transaction(async (tx) => {
      await deleteComment(tx, comment.id);
      // An admin removing someone else's comment is moderation: recorded in the audit trail.
      if (isAdmin(viewer) && viewer.id !== comment.authorId) {
        const title = comment.text.length > 80 ? `${comment.text.slice(0, 79)}…` : comment.text;
        await recordAudit(tx, { actor: viewer, action: 'delete', itemType: 'comment', itemId: comment.id, itemTitle: title });
      }
    });
    return comment;
  }

  private async loadComment(commentId: string, noteId?: string): Promise<CommentRow> {
    if (!isUuid(commentId) || (noteId !== undefined && !isUuid(noteId))) throw notFound('That comment');
    const comment = await commentById(this.ds, commentId);
    if (!comment || (noteId !== undefined && comment.noteId !== noteId)) throw notFound('That comment');
    return comment;
  }
}

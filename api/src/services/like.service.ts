import type { DataSource } from 'typeorm';
import type { Viewer } from '../auth/viewer';
import { requireViewer } from '../policies';
import { likerIdRows, toggleLikeRow } from '../data/like.data';
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
    const row = await this.ds.transaction(async (tx) => {
      const toggled = await toggleLikeRow(tx, note.id, viewer.id);
      if (toggled.liked) await this.notifications.noteLiked(tx, note, viewer.id);
      return toggled;
    });
    return { note, liked: row.liked, likeCount: row.count };
  }

  /**
   * Who likes each note (user ids, oldest like first), for all the notes at once: the REST
   * shim's `likes` arrays, which clients written for the original app count.
   */
  async likerIds(noteIds: readonly string[]): Promise<string[][]> {
    const rows = await likerIdRows(this.ds, noteIds);
    const byNote = new Map(rows.map((r) => [r.noteId, r.userIds]));
    return noteIds.map((id) => byNote.get(id) ?? []);
  }
}

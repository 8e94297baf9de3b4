import type { DataSource } from 'typeorm';
import type { Viewer } from '../auth/viewer';
import { notFound } from '../errors';
import { authorize, requireViewer } from '../policies';
import { isUuid } from '../data/paging';
import { type NotePage, type NoteRecord, pageNotes, PUBLIC_NOTE } from '../data/note.data';
import { saveToDefaultList } from '../data/study-list.data';
import { visibleNote } from './visible-note';

/** Saved ("archived") notes: a reader's own list, shown on their profile. */
export class SavedNoteService {
  constructor(private readonly ds: DataSource) {}

  /** Saving is adding to the default study list; saving twice is the same as saving once. */
  async save(viewer: Viewer | null, noteId: string): Promise<NoteRecord> {
    requireViewer(viewer);
    const note = await visibleNote(this.ds, viewer, noteId);
    await saveToDefaultList(this.ds, viewer.id, note.id);
    return note;
  }

  async unsave(viewer: Viewer | null, noteId: string): Promise<void> {
    requireViewer(viewer);
    if (!isUuid(noteId)) throw notFound('That note');
    await this.ds.query(`DELETE FROM saved_notes WHERE user_id = $1 AND note_id = $2`, [viewer.id, noteId]);
  }

  /** A person's saved notes, newest save first: theirs to see, or an admin's. */
  savedBy(viewer: Viewer | null, userId: string, first: number, after?: string | null): Promise<NotePage> {
    authorize(viewer, 'viewLibrary', { user: { id: userId } });
    // Pending notes someone else uploaded stay hidden even if saved before they were unapproved.
    return pageNotes(
      this.ds,
      {
        from: 'saved_notes s JOIN notes n ON n.id = s.note_id',
        where: [
          ['s.user_id = ?', userId],
          [`(${PUBLIC_NOTE} OR n.uploader_id = ?)`, userId],
        ],
        sortKey: 's.created_at',
      },
      first,
      after,
    );
  }
}

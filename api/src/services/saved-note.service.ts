import type { DataSource } from 'typeorm';
import type { Viewer } from '../auth/viewer';
import { notFound } from '../errors';
import { authorize, requireViewer } from '../policies';
import { isUuid } from '../data/paging';
import { type NotePage, type NoteRecord, pageNotes } from '../data/note.data';
import { removeSavedNote, savedNotesQuery, saveToDefaultList } from '../data/study-list.data';
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
    await removeSavedNote(this.ds, viewer.id, noteId);
  }

  /** A person's saved notes, newest save first: theirs to see, or an admin's. */
  savedBy(viewer: Viewer | null, userId: string, first: number, after?: string | null): Promise<NotePage> {
    authorize(viewer, 'viewLibrary', { user: { id: userId } });
    return pageNotes(this.ds, savedNotesQuery(userId), first, after);
  }
}

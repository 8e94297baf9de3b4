import type { EntityManager, DataSource } from 'typeorm';
import type { Viewer } from '../auth/viewer';
import { notFound } from '../errors';
import { can } from '../policies';
import { isUuid } from '../data/paging';
import { noteById, type NoteRecord } from '../data/note.data';

/**
 * The note a reader acts on (likes it, comments on it): NOT_FOUND when it does not exist or
 * the viewer may not see it, so a pending note's id reveals nothing.
 */
export async function visibleNote(db: DataSource | EntityManager, viewer: Viewer, noteId: string): Promise<NoteRecord> {
  if (!isUuid(noteId)) throw notFound('That note');
  const note = await noteById(db, noteId);
  if (!note || !can(viewer, 'view', { note })) throw notFound('That note');
  return note;
}

import type { Viewer } from '../auth/viewer';
import { AppError, forbidden, notFound, unauthenticated } from '../errors';
import { isPublic, type NoteSubject } from './note.policy';

export type StudyListAction = 'view' | 'update' | 'delete' | 'addNote';

export interface StudyListSubject {
  ownerId: string;
  isPublic: boolean;
  /** For 'addNote': the note to add. */
  note?: NoteSubject;
}

const owns = (viewer: Viewer | null, list: StudyListSubject) => viewer !== null && viewer.id === list.ownerId;

/**
 * Who may do what with a study list:
 * - view it and its notes: its owner, or anyone when it is public (a public list still shows
 *   others only its public notes: data/study-list.data.ts reads them with that condition);
 * - rename, reorder, change visibility, remove notes, delete: its owner;
 * - add a note: its owner, and only a note that is approved and not hidden.
 */
export function can(viewer: Viewer | null, action: StudyListAction, list: StudyListSubject): boolean {
  switch (action) {
    case 'view':
      return list.isPublic || owns(viewer, list);
    case 'update':
    case 'delete':
      return owns(viewer, list);
    case 'addNote':
      return owns(viewer, list) && list.note !== undefined && isPublic(list.note);
  }
}

/**
 * Throws unless the viewer may: a private list is NOT_FOUND to everyone but its owner (its id
 * reveals nothing), a public one FORBIDDEN to change for others (UNAUTHENTICATED when signed
 * out), and a note waiting for review NOTE_NOT_APPROVED.
 */
export function authorize(viewer: Viewer | null, action: StudyListAction, list: StudyListSubject): void {
  if (can(viewer, action, list)) return;
  if (!list.isPublic && !owns(viewer, list)) throw notFound('That study list');
  if (action === 'view') return;
  if (!viewer) throw unauthenticated();
  if (!owns(viewer, list)) throw forbidden('You can only change your own study lists.');
  throw new AppError('NOTE_NOT_APPROVED', 'Only approved notes can be added to a study list; this one is still waiting for review.', [
    { field: 'noteId', message: 'This note is not approved yet.' },
  ]);
}

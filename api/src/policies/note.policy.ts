import { isAdmin, type Viewer } from '../auth/viewer';
import { forbidden, notFound, unauthenticated } from '../errors';

export interface NoteSubject {
  uploaderId: string;
  approved: boolean;
  /** Held from the public after enough reports, until an admin decides (absent: not held). */
  hidden?: boolean;
}

/** Public: approved and not held by reports. The SQL twin is `n.approved AND NOT n.hidden`. */
export const isPublic = (note: NoteSubject): boolean => note.approved && !note.hidden;

export type NoteAction = 'view' | 'update' | 'delete' | 'download' | 'approve';

/**
 * Who may do what with a note:
 * - view: anyone when public (approved and not held by reports); otherwise its uploader or an admin;
 * - download: a signed-in account that may view it;
 * - update, delete: its uploader or an admin;
 * - approve: an admin.
 */
export function can(viewer: Viewer | null, action: NoteAction, note: NoteSubject): boolean {
  const owner = viewer !== null && viewer.id === note.uploaderId;
  switch (action) {
    case 'view':
      return isPublic(note) || owner || isAdmin(viewer);
    case 'download':
      return viewer !== null && (isPublic(note) || owner || isAdmin(viewer));
    case 'update':
    case 'delete':
      return owner || isAdmin(viewer);
    case 'approve':
      return isAdmin(viewer);
  }
}

/**
 * Throws UNAUTHENTICATED for visitors, NOT_FOUND for a signed-in account that may not even see
 * the note (a pending note answers every action as reads do, so its id reveals nothing), and
 * FORBIDDEN for the rest.
 */
export function authorize(viewer: Viewer | null, action: NoteAction, note: NoteSubject): void {
  if (can(viewer, action, note)) return;
  if (!viewer) throw unauthenticated();
  if (!can(viewer, 'view', note)) throw notFound('That note');
  throw forbidden(`You are not allowed to ${action} this note.`);
}

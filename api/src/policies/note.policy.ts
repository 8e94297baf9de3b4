import { isAdmin, type Viewer } from '../auth/viewer';
import { conflict, forbidden, notFound, unauthenticated } from '../errors';

export interface NoteSubject {
  uploaderId: string;
  approved: boolean;
  /** Held from the public after enough reports, until an admin decides (absent: not held). */
  hidden?: boolean;
  /** Where the file's processing stands, as stored (NoteRecord) or as presented (Note.processing). */
  processingStatus?: string;
  processing?: { status: string };
}

/** The file could not be read (damaged, or not what it claims): such a note is never made public. */
export const processingFailed = (note: NoteSubject): boolean => (note.processingStatus ?? note.processing?.status) === 'failed';

export const PROCESSING_FAILED_MESSAGE =
  "This note's file could not be processed, so it cannot be approved. Its uploader is told what to fix; approve it once they have replaced the file.";

/** Public: approved and not held by reports. The SQL twin is `n.approved AND NOT n.hidden`. */
export const isPublic = (note: NoteSubject): boolean => note.approved && !note.hidden;

export type NoteAction = 'view' | 'update' | 'delete' | 'download' | 'approve' | 'reprocess';

/**
 * Who may do what with a note:
 * - view: anyone when public (approved and not held by reports); otherwise its uploader or an admin;
 * - download: a signed-in account that may view it;
 * - update, delete: its uploader or an admin;
 * - approve: an admin, and only a note whose file did not fail processing (a file the server
 *   could not read would be published without preview or text, and may be damaged);
 * - reprocess (run the file's processing again, e.g. after it failed): an admin.
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
      return isAdmin(viewer) && !processingFailed(note);
    case 'reprocess':
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
  // Not a question of who: the note's state forbids it, whoever asks (409 CONFLICT).
  if (action === 'approve' && isAdmin(viewer) && processingFailed(note)) throw conflict(PROCESSING_FAILED_MESSAGE);
  if (!can(viewer, 'view', note)) throw notFound('That note');
  throw forbidden(`You are not allowed to ${action} this note.`);
}

import { isAdmin, type Viewer } from '../auth/viewer';
import { forbidden, unauthenticated } from '../errors';

export type CommentAction = 'update' | 'delete';

export interface CommentSubject {
  authorId: string;
}

/** Edit or delete a comment: its author or an admin. */
export function can(viewer: Viewer | null, _action: CommentAction, comment: CommentSubject): boolean {
  return viewer !== null && (viewer.id === comment.authorId || isAdmin(viewer));
}

export function authorize(viewer: Viewer | null, action: CommentAction, comment: CommentSubject): asserts viewer is Viewer {
  if (can(viewer, action, comment)) return;
  if (!viewer) throw unauthenticated();
  throw forbidden(action === 'update' ? 'You can only edit your own comments.' : 'You can only delete your own comments.');
}

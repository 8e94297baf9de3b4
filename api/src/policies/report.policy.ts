import { isAdmin, type Viewer } from '../auth/viewer';
import { forbidden, unauthenticated } from '../errors';

export type ReportAction = 'create' | 'moderate';

/**
 * Reports of notes and comments:
 * - create: any signed-in account, on someone else's note or comment it can see;
 * - moderate (see the queue, who acted, dismiss, unpublish, delete): an admin.
 * Nobody but admins ever reads a report; reporters are not exposed by any operation.
 */
export function can(viewer: Viewer | null, action: ReportAction, item: { authorId: string }): boolean {
  if (!viewer) return false;
  switch (action) {
    case 'create':
      return viewer.id !== item.authorId;
    case 'moderate':
      return isAdmin(viewer);
  }
}

export function authorize(viewer: Viewer | null, action: ReportAction, item: { authorId: string }): asserts viewer is Viewer {
  if (can(viewer, action, item)) return;
  if (!viewer) throw unauthenticated();
  throw forbidden(action === 'create' ? 'You cannot report your own note or comment.' : 'This needs an admin account.');
}

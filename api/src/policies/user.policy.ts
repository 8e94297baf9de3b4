import { isAdmin, type Viewer } from '../auth/viewer';
import { forbidden, unauthenticated } from '../errors';

export type UserAction = 'update' | 'delete' | 'changeRole' | 'viewEmail' | 'viewLibrary';

export interface UserSubject {
  id: string;
}

/**
 * Who may do what with an account:
 * - update, delete, see the email, see the uploads and saved notes: the account itself or an admin;
 * - change a role: an admin.
 */
export function can(viewer: Viewer | null, action: UserAction, target: UserSubject): boolean {
  if (!viewer) return false;
  const self = viewer.id === target.id;
  switch (action) {
    case 'update':
    case 'delete':
    case 'viewEmail':
    case 'viewLibrary':
      return self || isAdmin(viewer);
    case 'changeRole':
      return isAdmin(viewer);
  }
}

export function authorize(viewer: Viewer | null, action: UserAction, target: UserSubject): asserts viewer is Viewer {
  if (can(viewer, action, target)) return;
  if (!viewer) throw unauthenticated();
  const messages: Record<UserAction, string> = {
    update: 'You can only change your own account.',
    delete: 'You can only delete your own account.',
    changeRole: 'Only admins can change roles.',
    viewEmail: 'You can only see your own account.',
    viewLibrary: 'You can only see your own uploads and saved notes.',
  };
  throw forbidden(messages[action]);
}

export function requireViewer(viewer: Viewer | null): asserts viewer is Viewer {
  if (!viewer) throw unauthenticated();
}

import type { Viewer } from '../auth/viewer';
import { forbidden, unauthenticated } from '../errors';

export type ReportAction = 'create';

/** What is reported: a note (its uploader is the author) or a comment. */
export interface ReportSubject {
  authorId: string;
}

/**
 * Reports of notes and comments:
 * - create: any signed-in account, on someone else's note or comment it can see.
 * Moderating them is the admin gate's (site.policy.ts). Nobody but admins ever reads a
 * report; reporters are not exposed by any operation.
 */
export function can(viewer: Viewer | null, _action: ReportAction, item: ReportSubject): boolean {
  return viewer !== null && viewer.id !== item.authorId;
}

export function authorize(viewer: Viewer | null, action: ReportAction, item: ReportSubject): asserts viewer is Viewer {
  if (can(viewer, action, item)) return;
  if (!viewer) throw unauthenticated();
  throw forbidden('You cannot report your own note or comment.');
}

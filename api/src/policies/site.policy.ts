import { isAdmin, type Viewer } from '../auth/viewer';
import { forbidden, unauthenticated } from '../errors';

export type SiteAction = 'administer' | 'moderate';

/**
 * The admin gate, for rules about the whole site rather than one record:
 * - administer (accounts, every note, colleges, the figures): an admin;
 * - moderate (the report queue, who acted, dismiss, unpublish, delete): an admin.
 * GraphQL's @Authorized("ADMIN") asks the same question (graphql/schema.ts).
 */
export function can(viewer: Viewer | null, _action: SiteAction): boolean {
  return isAdmin(viewer);
}

export function authorize(viewer: Viewer | null, action: SiteAction): asserts viewer is Viewer {
  if (can(viewer, action)) return;
  if (!viewer) throw unauthenticated();
  throw forbidden('This needs an admin account.');
}

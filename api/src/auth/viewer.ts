import type { Role } from '../domain/constants';

/** Who is making a request: the signed-in account, or null for a visitor. */
export interface Viewer {
  id: string;
  role: Role;
}

export const isAdmin = (viewer: Viewer | null): boolean => viewer?.role === 'admin';

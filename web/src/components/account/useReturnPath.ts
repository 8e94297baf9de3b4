import { useLocation, useSearchParams } from 'react-router';
import { RETURN_PATH_PARAM, safeReturnPath, withReturnPath } from '@domain/return-path';

/**
 * The page sign-in or sign-up should return to: `?next=` (set by the action that needed an
 * account, and kept across sign-in <-> sign-up and Google), or the guard's `state.from`; only
 * paths of this site (safeReturnPath, shared with the api).
 */
export function useReturnPath(): string | null {
  const [params] = useSearchParams();
  const { state } = useLocation();
  const from = (state as { from?: { pathname?: unknown; search?: unknown; hash?: unknown } } | null)?.from;
  const fromState = from && typeof from.pathname === 'string' ? `${from.pathname}${String(from.search ?? '')}${String(from.hash ?? '')}` : null;
  return safeReturnPath(params.get(RETURN_PATH_PARAM)) ?? safeReturnPath(fromState);
}

/** A link to another auth page (or /auth/google) that keeps the return path. */
export function useWithReturnPath(page: string): string {
  return withReturnPath(page, useReturnPath());
}

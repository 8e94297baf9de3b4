/**
 * Where to send someone after signing in (or up): the page they were on when an action needed an
 * account, e.g. `/notes/42#download`. Shared by the web app (the `next` of /sign-in) and the api
 * (Google's OAuth state), so both refuse the same things: only a relative path of this site,
 * never another origin (`//evil`, `/\evil`, `https://evil`, `javascript:`), and never the
 * sign-in pages themselves.
 */

export const RETURN_PATH_PARAM = 'next';
export const RETURN_PATH_MAX = 512;

const BASE = 'https://campusnotes.invalid';
/** Pages a return path must not lead to: the sign-in screens (a loop) and what is not a page. */
const NOT_RETURNABLE = /^\/(?:sign-?in|sign-?up|signin|signup|auth|api|graphql|uploads)(?:\/|$)/i;

/** The same-site path to return to (path, query and fragment), or null when `value` is not one. */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > RETURN_PATH_MAX) return null;
  // One leading slash, then no second slash or backslash (browsers read `/\evil` as `//evil`).
  if (!/^\/(?![/\\])/.test(value)) return null;
  // Backslashes, whitespace and control characters have no place in a path we write ourselves.
  if (/[\\\s\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can make `//` again (`/..//evil` is `//evil`): check what the URL became.
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  if (NOT_RETURNABLE.test(url.pathname)) return null;
  return path;
}

/** `/sign-in?next=...` (or /sign-up) for a page to come back to; the bare page when there is none. */
export function withReturnPath(page: string, returnPath: string | null | undefined): string {
  const safe = safeReturnPath(returnPath);
  return safe ? `${page}?${RETURN_PATH_PARAM}=${encodeURIComponent(safe)}` : page;
}

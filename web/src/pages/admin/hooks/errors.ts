import { CombinedGraphQLErrors } from '@apollo/client';

/** A failed admin action or fetch: the spec's banner text, with the server's reason when it gave one. */
export interface AdminFailure {
  title: string;
  detail?: string;
}

/** The server's own words for a refused request (e.g. the last admin); nothing for network trouble. */
export function serverReason(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const message = error.errors.map((item) => item.message).join(' ');
  return message || undefined;
}

export function failure(title: string, error?: unknown): AdminFailure {
  return { title, detail: serverReason(error) };
}

/** A refusal the server reported in a payload's `errors` (e.g. the last admin, a note already gone). */
export function payloadFailure(title: string, errors: readonly { message: string }[]): AdminFailure | null {
  if (!errors.length) return null;
  return { title, detail: errors.map((item) => item.message).join(' ') };
}

import { CombinedGraphQLErrors } from '@apollo/client';

/**
 * The spec words some failures twice: the server refused ("Failed to update comment") or the
 * request never got an answer ("Something went wrong while updating comment"). Decided by the
 * error's type, never by matching its message.
 */
export function describeFailure(error: unknown, refused: string, unreachable: string): string {
  return CombinedGraphQLErrors.is(error) ? refused : unreachable;
}

/** The server's own words when it sent some (a GraphQL error), otherwise `fallback`. */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? fallback;
  return fallback;
}

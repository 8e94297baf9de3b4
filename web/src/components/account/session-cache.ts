import type { ApolloCache } from '@apollo/client';
import { writeMe } from '../../app/apollo-session';
import { setSessionUser } from '../../app/session';
import type { CurrentUserFragment } from '../../graphql/__generated__/graphql';

/** Root fields that belong to the signed-in account and must not survive a change of account. */
const PERSONAL_ROOT_FIELDS = ['myUploads', 'savedNotes', 'apiTokens'] as const;
/** Note fields that depend on who is asking. */
const VIEWER_NOTE_FIELDS = ['viewerCan', 'viewerHasLiked', 'viewerHasSaved'] as const;

/**
 * Forgets what the previous account saw, without resetting the whole store (public lists and
 * notes stay cached): its personal lists, and each note's viewer-dependent fields, which active
 * queries then fetch again for the new viewer.
 */
export function forgetViewerData(cache: ApolloCache): void {
  for (const fieldName of PERSONAL_ROOT_FIELDS) cache.evict({ id: 'ROOT_QUERY', fieldName });
  const entities = Object.keys(cache.extract() as Record<string, unknown>);
  for (const id of entities) {
    if (!id.startsWith('Note:')) continue;
    for (const fieldName of VIEWER_NOTE_FIELDS) cache.evict({ id, fieldName });
  }
  cache.gc();
}

/** After sign-in or sign-up: the new account becomes `me` everywhere (header, guards). */
export function rememberSignedIn(cache: ApolloCache, user: CurrentUserFragment): void {
  writeMe(cache, user);
  setSessionUser(user);
  forgetViewerData(cache);
}

/** After sign-out or account deletion: nobody is signed in any more. */
export function forgetSignedIn(cache: ApolloCache): void {
  writeMe(cache, null);
  setSessionUser(null);
  forgetViewerData(cache);
}

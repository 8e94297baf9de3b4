import type { ApolloCache } from '@apollo/client';
import { MeDocument, type CurrentUserFragment, type MeQuery } from '../graphql/__generated__/graphql';
import { setSessionUser, whenSessionLoaded } from './session';

export function writeMe(cache: ApolloCache, user: CurrentUserFragment | null): void {
  cache.writeQuery({ query: MeDocument, data: { me: user ? ({ ...user, __typename: 'User' } as MeQuery['me']) : null } });
}

const linked = new WeakSet<ApolloCache>();

/**
 * Joins the session store and an Apollo cache: the answer the app already has becomes the
 * cache's `me` (no second request), and every later change of `me` in the cache (sign-in,
 * sign-out, an edited profile) reaches the header and the guards at once.
 */
export function linkSession(cache: ApolloCache): void {
  if (linked.has(cache)) return;
  linked.add(cache);
  whenSessionLoaded((user) => {
    if (!cache.readQuery({ query: MeDocument })) writeMe(cache, user);
  });
  cache.watch({
    query: MeDocument,
    optimistic: true,
    callback: (diff) => {
      if (diff.complete && diff.result) setSessionUser((diff.result as MeQuery).me ?? null);
    },
  });
}

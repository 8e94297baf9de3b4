import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApolloCache } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { writeMe } from '../../app/apollo-session';
import { setSessionUser } from '../../app/session';
import { SignOutDocument } from '../../graphql/__generated__/graphql';
import { ADMIN_ROOT_FIELDS } from './cache/admin-cache';

/** Note fields that depend on who asks: the next visitor must not inherit an admin's abilities. */
const VIEWER_NOTE_FIELDS = ['viewerCan', 'viewerHasLiked', 'viewerHasSaved'] as const;

/** Nobody is signed in any more: `me` is null and what only an admin could read is gone. */
export function forgetAdminSession(cache: ApolloCache): void {
  writeMe(cache, null);
  setSessionUser(null);
  for (const fieldName of ADMIN_ROOT_FIELDS) cache.evict({ id: 'ROOT_QUERY', fieldName });
  for (const id of Object.keys(cache.extract() as Record<string, unknown>)) {
    if (!id.startsWith('Note:')) continue;
    for (const fieldName of VIEWER_NOTE_FIELDS) cache.evict({ id, fieldName });
  }
  cache.gc();
}

export interface AdminSignOut {
  signOut: () => Promise<void>;
  signingOut: boolean;
  error: string | null;
}

/**
 * Sign Out: the api ends the session, the app goes to /, and `me` is cleared once the admin area
 * has unmounted. Clearing it first would let the admin guard, still on screen while the router
 * navigates, see a visitor and send them to /signin instead of /.
 */
export function useAdminSignOut(): AdminSignOut {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [signOutMutation, { loading }] = useMutation(SignOutDocument);
  const [error, setError] = useState<string | null>(null);
  const leaving = useRef(false);

  useEffect(
    () => () => {
      if (leaving.current) setTimeout(() => forgetAdminSession(client.cache), 0);
    },
    [client],
  );

  const signOut = useCallback(async () => {
    setError(null);
    try {
      await signOutMutation();
    } catch {
      setError('Failed to sign out. Please try again.');
      return;
    }
    leaving.current = true;
    void navigate('/', { replace: true });
  }, [navigate, signOutMutation]);

  return { signOut, signingOut: loading, error };
}

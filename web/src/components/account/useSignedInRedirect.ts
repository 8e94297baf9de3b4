import { useRef } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import type { CurrentUserFragment } from '../../graphql/__generated__/graphql';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { rememberSignedIn } from './session-cache';

export interface SignedInRedirect {
  /** True when a signed-in user opened the page: it should send them to /profile. */
  alreadySignedIn: boolean;
  /** After a successful sign-in or sign-up: `me` in the cache, then the next page (history replaced). */
  complete: (user: CurrentUserFragment, redirectTo: string | null | undefined) => void;
}

/** The sign-in and sign-up pages: where signed-in users go, and what a success does. */
export function useSignedInRedirect(): SignedInRedirect {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { isSignedIn } = useCurrentUser();
  // Set before `me` changes, so the page's own "already signed in" redirect to /profile does
  // not race the payload's redirectTo (admins go to /admin-dashboard).
  const completing = useRef(false);

  const complete = (user: CurrentUserFragment, redirectTo: string | null | undefined) => {
    completing.current = true;
    // `me` first: the next page's guard must already see the account.
    rememberSignedIn(client.cache, user);
    navigate(redirectTo || '/profile', { replace: true });
  };

  return { alreadySignedIn: isSignedIn && !completing.current, complete };
}

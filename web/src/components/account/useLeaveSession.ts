import { useCallback, useEffect, useRef } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { forgetSignedIn } from './session-cache';

/**
 * After sign-out or account deletion: to the landing page, and `me` cleared once the signed-in
 * page is gone. React Router navigates in a transition while Apollo's cache updates render at
 * once, so clearing first would let the dashboard's guard see a visitor and send them to
 * /sign-in instead; clearing when the page unmounts also keeps its queries (API tokens, lists)
 * from being fetched again for nobody.
 */
export function useLeaveSession(): () => void {
  const client = useApolloClient();
  const navigate = useNavigate();
  const leaving = useRef(false);

  useEffect(
    () => () => {
      // Parents' cleanups run before their children's: wait until every query of the page stopped.
      if (leaving.current) setTimeout(() => forgetSignedIn(client.cache), 0);
    },
    [client],
  );

  return useCallback(() => {
    leaving.current = true;
    void navigate('/', { replace: true });
  }, [navigate]);
}

import type { CurrentUserFragment } from '../graphql/__generated__/graphql';
import { useSession } from '../app/session';

export type CurrentUser = CurrentUserFragment;

export interface CurrentUserState {
  user: CurrentUser | null;
  /** True until the first answer: guards wait instead of redirecting a signed-in user. */
  loading: boolean;
  isSignedIn: boolean;
  isAdmin: boolean;
}

/**
 * The signed-in user as the api sees the session cookie; `null` for visitors or when the api is
 * unreachable. Read from the session store (app/session.ts), so it needs no Apollo Client.
 */
export function useCurrentUser(): CurrentUserState {
  const { user, loading } = useSession();
  return {
    user,
    loading,
    isSignedIn: user !== null,
    isAdmin: user?.role === 'ADMIN',
  };
}

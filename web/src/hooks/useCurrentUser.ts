import { useQuery } from '@apollo/client/react';
import { MeDocument, type CurrentUserFragment } from '../graphql/__generated__/graphql';

export type CurrentUser = CurrentUserFragment;

export interface CurrentUserState {
  user: CurrentUser | null;
  /** True until the first answer: guards wait instead of redirecting a signed-in user. */
  loading: boolean;
  isSignedIn: boolean;
  isAdmin: boolean;
  refetch: () => Promise<unknown>;
}

/** The signed-in user as the api sees the session cookie; `null` for visitors or when the api is unreachable. */
export function useCurrentUser(): CurrentUserState {
  const { data, loading, refetch } = useQuery(MeDocument);
  const user = data?.me ?? null;
  return {
    user,
    loading: loading && !data,
    isSignedIn: user !== null,
    isAdmin: user?.role === 'ADMIN',
    refetch,
  };
}

import { useLocation } from 'react-router';

/** Where visitors go for actions that need an account, remembering the page they were on. */
export function useSignInTarget() {
  const location = useLocation();
  return { to: '/sign-in', state: { from: location } } as const;
}

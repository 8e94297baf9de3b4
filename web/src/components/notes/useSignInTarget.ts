import { useLocation } from 'react-router';
import { withReturnPath } from '@domain/return-path';

/**
 * Where visitors go for actions that need an account: sign-in, with the page they were on as
 * `?next=` so that sign-in (email, sign-up or Google) brings them back. `actionId` is the id of
 * the control they chose (download, like, save, comment, report): back on the page it gets focus
 * (see focus-main.ts), so the action is one key press away.
 */
export function useSignInTarget(actionId?: string) {
  const location = useLocation();
  const here = `${location.pathname}${location.search}${actionId ? `#${actionId}` : location.hash}`;
  return { to: withReturnPath('/sign-in', here), state: { from: location } } as const;
}

import type { CurrentUserFragment } from '../graphql/__generated__/graphql';
import { sessionState, subscribeSession, whenApiUnreachable } from '../app/session';
import { tellWorkerTheAccount } from './kept-page';

/*
 * Offline data belongs to one account. The account this device's offline copies, queued actions
 * and kept pages belong to is remembered (localStorage); when the app learns that nobody is
 * signed in (sign-out, an expired session) or that someone else is, all of it is deleted before
 * anything else is shown from it. Offline, the app starts as the remembered account.
 */
const ACCOUNT_KEY = 'campusnotes-offline-account';

function remembered(): CurrentUserFragment | null {
  try {
    return JSON.parse(localStorage.getItem(ACCOUNT_KEY) ?? 'null') as CurrentUserFragment | null;
  } catch {
    return null;
  }
}

let wiping: Promise<void> = Promise.resolve();

/** Deletes every offline copy, queued action and kept page, and forgets the account. */
export function wipeOffline(): Promise<void> {
  localStorage.removeItem(ACCOUNT_KEY);
  wiping = wiping.then(() => import('./store')).then(({ wipeOfflineData }) => wipeOfflineData());
  return wiping;
}

/** Resolves once a wipe under way (a sign-out) has finished. */
export const offlineWiped = () => wiping;

function check(): void {
  const { user, loading } = sessionState();
  if (loading) return;
  const known = remembered();
  if (!user) {
    if (known) void wipeOffline();
    tellWorkerTheAccount(null);
    return;
  }
  if (known && known.id !== user.id) void wipeOffline();
  localStorage.setItem(ACCOUNT_KEY, JSON.stringify(user));
  tellWorkerTheAccount(user);
  void wiping.then(() => import('./queue')).then(({ flushQueue }) => flushQueue());
}

/** Starts watching the session (main.tsx, before it is loaded). */
export function watchOfflineAccount(): void {
  if (typeof window === 'undefined' || typeof localStorage === 'undefined') return;
  // Offline, the api cannot say who is signed in: the remembered account reads its offline copies.
  whenApiUnreachable(() => remembered());
  subscribeSession(check);
  check();
  window.addEventListener('online', () => {
    void import('./queue').then(({ flushQueue }) => flushQueue());
  });
}

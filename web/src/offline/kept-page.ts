import type { CurrentUserFragment } from '../graphql/__generated__/graphql';

/*
 * The service worker opens a page kept from an earlier visit at once, for the account it was
 * rendered for, and refreshes it from the network behind (web/sw/pages.ts). Such a page says so
 * in a meta tag: the app then asks for fresh data once it runs, so a kept page is never stale
 * for longer than one round trip.
 */

/** True when the service worker served this page from its kept copy. */
export function isKeptPage(): boolean {
  return typeof document !== 'undefined' && document.querySelector('meta[name="campusnotes-page"][content="kept"]') !== null;
}

/** Tells the service worker who is signed in (the value the api sends in X-Rendered-For). */
export function tellWorkerTheAccount(user: CurrentUserFragment | null): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const account = user ? `user:${user.id}` : 'visitor';
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({ type: 'PAGE_ACCOUNT', account })).catch(() => undefined);
}

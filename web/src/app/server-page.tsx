import { useLayoutEffect } from 'react';

/*
 * A note, browse and the landing page arrive with the page already drawn by the server inside #root
 * (api/src/http/server-page.ts, landing-page.ts). The app's first commit replaces it; these keep that
 * replacement to one step with nothing lost: no skeleton in between, and a link the visitor had
 * focused keeps the focus on its counterpart.
 */

/** How long the server's page may stay while the app's page waits for its data; then the app shows its own loading state. */
const DATA_WAIT_MS = 1500;

function pageModule(pathname: string): Promise<unknown> | null {
  if (/^\/browse\/?$/.test(pathname)) return import('../pages/Browse/BrowsePage');
  if (/^\/notes\/[^/]+\/?$/.test(pathname)) return import('../pages/NoteDetail/NoteDetailPage');
  return null;
}

/**
 * Resolves once the route's page code has loaded and its first queries have answered (they are
 * then read from the cache in the first render, with no loading state), or after
 * DATA_WAIT_MS, whichever comes first.
 */
export function whenServerPageCanBeReplaced(pathname: string): Promise<void> {
  const page = pageModule(pathname);
  // The landing page is in the entry and reads no Apollo query: the app may replace it at once.
  if (!page) return Promise.resolve();
  const data = import('./ApolloIsland').then(async (island) => {
    await island.startApollo();
    const { routeDataSettled } = await import('./route-data');
    await routeDataSettled();
  });
  const ready = Promise.allSettled([page, data]);
  return Promise.race([ready, new Promise((resolve) => setTimeout(resolve, DATA_WAIT_MS))]).then(() => undefined);
}

let focusedHref: string | null = null;
let stopTracking: () => void = () => undefined;

/** Remembers which of the server page's links has the focus (call before rendering). */
export function trackServerPageFocus(container: HTMLElement): void {
  const remember = () => {
    const active = document.activeElement;
    focusedHref = active instanceof HTMLAnchorElement && container.contains(active) ? active.getAttribute('href') : null;
  };
  const rememberLater = () => setTimeout(remember, 0);
  remember();
  container.addEventListener('focusin', remember);
  container.addEventListener('focusout', rememberLater);
  stopTracking = () => {
    container.removeEventListener('focusin', remember);
    container.removeEventListener('focusout', rememberLater);
  };
}

/**
 * Rendered beside the app: in the commit that replaced the server's page (which took the
 * focused node with it, leaving the focus on <body>), focuses the same link in the app's page.
 */
export function CarryServerPageFocus() {
  useLayoutEffect(() => {
    stopTracking();
    const href = focusedHref;
    focusedHref = null;
    if (!href || (document.activeElement && document.activeElement !== document.body)) return;
    const counterpart = [...document.querySelectorAll<HTMLAnchorElement>('main a[href]')].find((link) => link.getAttribute('href') === href);
    counterpart?.focus({ preventScroll: true });
  }, []);
  return null;
}

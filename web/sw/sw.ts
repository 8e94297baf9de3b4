/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { OFFLINE_FILES_CACHE, OFFLINE_MEDIA_CACHE, OFFLINE_SHELL_URL, PAGES_CACHE } from './caches';
import { keepResources, type KeepRequest } from './keep';
import { forThisAccount, keepable, keptPageFor, refreshPage, rememberAccount } from './pages';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/*
 * CampusNotes' service worker (built by vite-plugin-pwa, injectManifest):
 * - precaches the app shell (as /offline-shell), every script and style chunk and the icons;
 * - pages (only GET navigations: /graphql, /api, /auth and /media are never pages): a page kept
 *   from an earlier visit by the same account opens at once and the network refreshes it behind
 *   (pages.ts); a reload, another account's page or a page not kept yet: network first, a 200
 *   page kept in PAGES_CACHE; offline, a page never visited gets the shell, and the app renders
 *   it (a saved note from its offline copy, or "needs the network");
 * - /media images and stored files: from the network, else from the offline copies the app stored
 *   when the note was saved (never added to by this worker);
 * - never touches POSTs or other writes (the Cache API cannot hold them; no route matches them).
 * A new version waits until the reader chooses "Reload to update" (message SKIP_WAITING).
 */

self.addEventListener('message', (event) => {
  const data = event.data as ({ type?: string; account?: string; url?: string } & Partial<KeepRequest>) | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  // Who is signed in now (src/offline/account.ts): kept pages open at once only for the account they were rendered for.
  if (data?.type === 'PAGE_ACCOUNT' && typeof data.account === 'string') event.waitUntil(rememberAccount(data.account));
  // The page this worker was installed from loaded before it took control: keep it as any visited page is kept.
  if (data?.type === 'KEEP_PAGE' && typeof data.url === 'string') {
    const url = new URL(data.url, self.location.origin);
    if (url.origin === self.location.origin && !NOT_A_PAGE.test(url.pathname)) event.waitUntil(refreshPage(new Request(url.href)).catch(() => undefined));
  }
  // A saved note's images and file (src/offline/save-copy.ts): kept here, so that leaving the page does not cut it short.
  if (data?.type === 'KEEP_OFFLINE') {
    const port = event.ports[0];
    event.waitUntil(
      keepResources({ images: data.images ?? [], file: data.file ?? null, maxFileBytes: data.maxFileBytes ?? 0 }).then(
        (result) => port?.postMessage(result),
        () => port?.postMessage({ bytes: 0, fileKept: false }),
      ),
    );
  }
});

cleanupOutdatedCaches();
// The first install controls the open pages at once (nothing to swap: no earlier version); a new
// version only activates when the reader chose to reload into it (SKIP_WAITING above).
clientsClaim();
precacheAndRoute(self.__WB_MANIFEST);

/** Never pages: the api's paths, sign-in with Google, media, and the admin area (signed-in work, not for reading offline). */
const NOT_A_PAGE = /^\/(api|graphql|auth|media|healthz|readyz|metrics|admin-dashboard)(\/|$)/;

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  // A network that answers nothing for 5 s (a bus): the copy, if any; the network's answer still refreshes it.
  networkTimeoutSeconds: 5,
  plugins: [
    {
      // Only a page that rendered (200): no 404 (a pending note a visitor may not see), no redirect, no error.
      cacheWillUpdate: async ({ response }) => (keepable(response) ? response : null),
      // Offline too, a kept page is only for the account it was rendered for: anyone else gets the shell.
      cachedResponseWillBeUsed: async ({ cachedResponse }) => (cachedResponse && (await forThisAccount(cachedResponse)) ? cachedResponse : null),
    },
  ],
});

registerRoute(
  ({ request, url }) => request.method === 'GET' && request.mode === 'navigate' && url.origin === self.location.origin && !NOT_A_PAGE.test(url.pathname),
  async (options) => {
    try {
      // A reload asks for the network's page; any other visit opens the kept page at once, if it is this account's.
      if (!['reload', 'no-cache', 'no-store'].includes(options.request.cache)) {
        const kept = await keptPageFor(options.request);
        if (kept) {
          options.event.waitUntil(refreshPage(options.request).catch(() => undefined));
          return kept;
        }
      }
      return await pages.handle(options);
    } catch {
      return (await matchPrecache(OFFLINE_SHELL_URL)) ?? Response.error();
    }
  },
);

/** From the network; when it fails, the copy the app stored for offline reading, if any (offline: the copy at once). */
function networkThenCopy(cacheName: string) {
  return async ({ request }: { request: Request }) => {
    if (!self.navigator.onLine) {
      const copy = await (await caches.open(cacheName)).match(request.url);
      if (copy) return copy;
    }
    try {
      return await fetch(request);
    } catch (error) {
      const copy = await (await caches.open(cacheName)).match(request.url);
      if (copy) return copy;
      throw error;
    }
  };
}

registerRoute(
  ({ request, url }) => request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/media/'),
  networkThenCopy(OFFLINE_MEDIA_CACHE),
);
registerRoute(
  ({ request, url }) => request.method === 'GET' && url.origin === self.location.origin && /^\/api\/notes\/[^/]+\/download$/.test(url.pathname),
  networkThenCopy(OFFLINE_FILES_CACHE),
);

import { matchPrecache } from 'workbox-precaching';
import { PAGES_CACHE } from './caches';

/**
 * Pages a reader has visited, kept for the next visit (stale-while-revalidate) and for offline.
 *
 * Each page the api renders says whom it was rendered for (`X-Rendered-For`: `visitor`,
 * `user:<id>`, or `any` for the shell of a page the browser renders alone). The app tells this
 * worker who is signed in whenever it learns it (src/offline/account.ts, message PAGE_ACCOUNT),
 * and a kept page is served at once only to the account it was rendered for; anyone else gets
 * the network's page first. Served from the cache, the page carries
 * `<meta name="campusnotes-page" content="kept">`, so the app asks for fresh data once it has
 * hydrated (src/offline/kept-page.ts), and the network's answer replaces the kept copy.
 */
const ACCOUNT_KEY = '/__campusnotes/page-account';
export const RENDERED_FOR_HEADER = 'X-Rendered-For';
export const KEPT_PAGE_META = '<meta name="campusnotes-page" content="kept">';

let account: string | null | undefined;

/** Who is signed in, as the app last said (kept in the pages cache, so a sign-out's wipe forgets it too). */
async function currentAccount(): Promise<string | null> {
  if (account === undefined) {
    const stored = await (await caches.open(PAGES_CACHE)).match(ACCOUNT_KEY);
    account = stored ? await stored.text() : null;
  }
  return account;
}

export async function rememberAccount(value: string): Promise<void> {
  account = value;
  await (await caches.open(PAGES_CACHE)).put(ACCOUNT_KEY, new Response(value));
}

/** Only a page that rendered (200): no 404 (a pending note a visitor may not see), no redirect, no error, nothing marked no-store. */
export function keepable(response: Response): boolean {
  return response.status === 200 && !response.redirected && !/no-store/.test(response.headers.get('cache-control') ?? '');
}

/** True when a kept page was rendered for the account signed in now, or for anyone (the shell). */
export async function forThisAccount(kept: Response): Promise<boolean> {
  const renderedFor = kept.headers.get(RENDERED_FOR_HEADER);
  const signedIn = await currentAccount();
  return Boolean(renderedFor && signedIn && (renderedFor === 'any' || renderedFor === signedIn));
}

/** The kept page for this request when it was rendered for the account signed in now (or for anyone), marked as kept. */
export async function keptPageFor(request: Request): Promise<Response | null> {
  const kept = await (await caches.open(PAGES_CACHE)).match(request);
  if (!kept || !(await forThisAccount(kept))) return null;
  const html = await kept.text();
  // A page kept before an update names the scripts of the version it came with: the network's page then.
  const entry = /<script[^>]*type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  if (!entry || !(await matchPrecache(entry))) return null;
  return new Response(
    html.replace(/<head>/i, (head) => `${head}${KEPT_PAGE_META}`),
    { status: 200, headers: kept.headers },
  );
}

/** Asks the network for the page and keeps a good answer for the next visit. */
export async function refreshPage(request: Request): Promise<Response> {
  const response = await fetch(request);
  if (keepable(response)) await (await caches.open(PAGES_CACHE)).put(request, response.clone());
  return response;
}

import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { APP_URL, launchBrowser, PHONE, screenshot } from './browser';

/*
 * Issue 33's loop at phone size: installable (manifest, service worker), two saved notes read
 * offline while an unsaved one says it needs the network, a like and a comment made offline sent
 * exactly once back online, sign-out deleting the offline copies, and a new deployment offered
 * with "Reload to update". One context, in order: each step starts where the last one ended.
 */

let browser: Browser;
let context: BrowserContext;
let page: Page;
let notes: { id: string; title: string }[] = [];
const COMMENT = `Read on the bus ${Date.now().toString(36)}`;
const SW_FILE = path.resolve(__dirname, '..', 'web', 'dist', 'sw.js');
let swOriginal: string | null = null;

async function graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await context.request.post('/graphql', { headers: { origin: APP_URL(), 'content-type': 'application/json' }, data: { query, variables } });
  const body = (await response.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** What the browser keeps for offline reading: offline copies (IndexedDB), queued actions and the app's caches. */
const offlineState = () =>
  page.evaluate(async () => {
    const count = (db: string, store: string) =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open(db);
        open.onupgradeneeded = () => open.result.createObjectStore(store);
        open.onsuccess = () => {
          const database = open.result;
          if (!database.objectStoreNames.contains(store)) return resolve(0);
          const request = database.transaction(store).objectStore(store).count();
          request.onsuccess = () => {
            resolve(request.result);
            database.close();
          };
        };
        open.onerror = () => resolve(0);
      });
    return {
      copies: await count('campusnotes-offline-notes', 'copies'),
      queued: await count('campusnotes-offline-queue', 'actions'),
      caches: (await caches.keys()).filter((name) => name.startsWith('campusnotes-')),
    };
  });

/** Waits until the check holds (checks run in Node: page.waitForFunction takes a promise for true). */
async function until(check: () => Promise<boolean>, timeout = 15_000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out: ${check.toString().slice(0, 200)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: PHONE, baseURL: APP_URL(), isMobile: true, hasTouch: true });
  const stamp = Date.now().toString(36);
  const signUp = await context.request.post('/api/auth/signup', {
    headers: { origin: APP_URL() },
    data: { username: `offline_${stamp}`, email: `offline-${stamp}@e2e.test`, password: 'offline-journey-pass-1' },
  });
  expect(signUp.status()).toBe(201);
  const { notes: list } = await graphql<{ notes: { edges: { node: { id: string; title: string; hasFile: boolean } }[] } }>(
    '{ notes(first: 12) { edges { node { id title hasFile } } } }',
  );
  notes = list.edges
    .map((edge) => edge.node)
    .filter((note) => note.hasFile)
    .slice(0, 3);
  expect(notes).toHaveLength(3);
  page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() !== 'log' && process.env.E2E_DEBUG && !/ERR_INTERNET/.test(message.text())) console.log(message.text());
  });
});

afterAll(async () => {
  if (swOriginal !== null) fs.writeFileSync(SW_FILE, swOriginal);
  await browser?.close();
});

describe('offline and installable, at 390x844', () => {
  it('1. installs: the manifest and the service worker are active', async () => {
    await page.goto('/', { waitUntil: 'networkidle' });
    const manifestHref = await page.getAttribute('link[rel="manifest"]', 'href');
    expect(manifestHref).toBe('/manifest.webmanifest');
    const manifestResponse = await context.request.get(manifestHref!);
    const manifest = (await manifestResponse.json()) as {
      name: string;
      display: string;
      start_url: string;
      theme_color: string;
      icons: { sizes: string; purpose: string; src: string }[];
    };
    expect(manifest).toMatchObject({ name: 'CampusNotes', display: 'standalone', start_url: '/?source=pwa' });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) expect((await context.request.get(icon.src)).headers()['content-type']).toBe('image/png');
    const worker = await context.request.get('/sw.js');
    expect(worker.headers()['cache-control']).toBe('no-cache');
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const worker = registration.active!;
      if (worker.state !== 'activated')
        await new Promise((resolve) => worker.addEventListener('statechange', () => worker.state === 'activated' && resolve(null)));
      // Controlling this page from its first load (clients.claim): the shell and chunks now come from the precache.
      if (!navigator.serviceWorker.controller)
        await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
      return { scope: registration.scope, active: worker.state };
    });
    expect(state).toEqual({ scope: `${APP_URL()}/`, active: 'activated' });
  });

  it('2. two saved notes open offline with their mark; an unsaved note says it needs the network', async () => {
    for (const [index, note] of notes.slice(0, 2).entries()) {
      await page.goto(`/notes/${note.id}`, { waitUntil: 'networkidle' });
      await page.locator('#save').click();
      await page.locator('#save[aria-pressed="true"]').waitFor();
      await until(async () => (await offlineState()).copies === index + 1);
    }
    await until(async () => (await offlineState()).copies === 2);
    await page.goto('/profile?tab=saved', { waitUntil: 'networkidle' });
    await expect(page.getByTestId('available-offline').count()).resolves.toBe(2);
    await expect(page.getByTestId('offline-copies').innerText()).resolves.toMatch(/2 saved notes are available offline/);
    await screenshot(page, 'offline-saved-list-phone');

    await context.setOffline(true);
    for (const note of notes.slice(0, 2).reverse()) {
      await page.goto(`/notes/${note.id}`);
      await page.getByRole('heading', { name: note.title }).waitFor();
      await page.getByTestId('offline-copy-mark').waitFor();
      await expect(page.getByTestId('offline-banner').innerText()).resolves.toMatch(/You are offline/);
    }
    await page.reload();
    await page.getByTestId('offline-copy-mark').waitFor();
    await expect(page.getByTestId('offline-copy-mark').innerText()).resolves.toMatch(/^Offline copy from \d/);
    await screenshot(page, 'offline-saved-note-phone');

    await page.goto(`/notes/${notes[2].id}`);
    await page.getByRole('heading', { name: 'This note needs the network' }).waitFor();
    await expect(page.getByTestId('offline-banner').isVisible()).resolves.toBe(true);
    await screenshot(page, 'offline-needs-network-phone');
  });

  it('3. a like and a comment made offline are shown as "will be sent" and sent once back online', async () => {
    const [note] = notes;
    await page.goto(`/notes/${note.id}`);
    await page.getByTestId('offline-copy-mark').waitFor();
    await page.locator('#like').click();
    await page.getByRole('textbox', { name: 'Your comment' }).fill(COMMENT);
    await page.getByRole('button', { name: 'Submit Comment' }).click();
    const pending = page.getByTestId('pending-actions');
    await expect(pending.getByText('will be sent', { exact: false }).count()).resolves.toBeGreaterThanOrEqual(0);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="pending-actions"] li').length === 2);
    await expect(pending.innerText()).resolves.toMatch(/Like: will be sent[\s\S]*Comment “Read on the bus/);
    await screenshot(page, 'offline-queued-phone');

    await context.setOffline(false);
    await page
      .waitForFunction(() => document.querySelectorAll('[data-testid="pending-actions"] li').length === 0, undefined, { timeout: 15_000 })
      .catch(async (error: unknown) => {
        throw new Error(
          `${String(error)}: ${await page
            .getByTestId('pending-actions')
            .innerText()
            .catch(() => '')}`,
        );
      });
    expect((await offlineState()).queued).toBe(0);
    // A reload sends nothing again: one like, one comment.
    await page.reload({ waitUntil: 'networkidle' });
    const { note: after } = await graphql<{ note: { viewerHasLiked: boolean; comments: { edges: { node: { text: string } }[] } } }>(
      'query($id: ID!) { note(id: $id) { viewerHasLiked comments(first: 50) { edges { node { text } } } } }',
      { id: note.id },
    );
    expect(after.viewerHasLiked).toBe(true);
    expect(after.comments.edges.filter((edge) => edge.node.text === COMMENT)).toHaveLength(1);
    await page.getByText(COMMENT).waitFor();
  });

  it('3b. a page visited before opens at once from the copy kept for this account, then shows what changed since', async () => {
    const note = notes[1];
    const kept = page.locator('meta[name="campusnotes-page"][content="kept"]');
    await page.goto(`/notes/${note.id}`, { waitUntil: 'networkidle' });
    // Something changes after the copy was kept: a comment the kept page does not hold.
    const text = `Added after the visit ${Date.now().toString(36)}`;
    await graphql('mutation($i: AddCommentInput!) { addComment(input: $i) { comment { id } } }', { i: { noteId: note.id, text } });
    await page.goto(`/notes/${note.id}`);
    await expect(kept.count()).resolves.toBe(1);
    await expect(page.locator('#root').innerText()).resolves.not.toContain(text);
    // The app asks for fresh data once it runs: the new comment appears without a reload.
    await page.getByText(text).waitFor();
    // A reload always asks the network for the page itself.
    await page.reload();
    await page.getByText(text).waitFor();
    await expect(kept.count()).resolves.toBe(0);

    // A page kept for a visitor is not shown as kept to this account: the network's page comes first.
    const visitor = await browser.newContext({ viewport: PHONE, baseURL: APP_URL(), isMobile: true, hasTouch: true });
    const headers = (await visitor.request.get(`/notes/${note.id}`)).headers();
    expect(headers['x-rendered-for']).toBe('visitor');
    expect((await context.request.get(`/notes/${note.id}`)).headers()['x-rendered-for']).toMatch(/^user:/);
    await visitor.close();
    const keptForAVisitor = () =>
      page.evaluate(async (url) => {
        const cache = await caches.open('campusnotes-pages');
        const keptPage = (await cache.match(url))!;
        const headers = new Headers(keptPage.headers);
        headers.set('X-Rendered-For', 'visitor');
        await cache.put(url, new Response(await keptPage.text(), { status: 200, headers }));
      }, `${APP_URL()}/notes/${note.id}`);
    await keptForAVisitor();
    await page.goto(`/notes/${note.id}`);
    await page.getByText(text).waitFor();
    await expect(kept.count()).resolves.toBe(0);
    // Offline neither: the shell comes instead (no server-rendered state), and the app draws the note from its offline copy.
    await keptForAVisitor();
    await context.setOffline(true);
    await page.goto(`/notes/${note.id}`);
    await page.getByTestId('offline-copy-mark').waitFor();
    await expect(page.locator('#rendered-state').count()).resolves.toBe(0);
    await context.setOffline(false);
  });

  it('4. signing out deletes the offline copies, the queue and the kept pages', async () => {
    const before = await offlineState();
    expect(before.copies).toBe(2);
    expect(before.caches).toEqual(expect.arrayContaining(['campusnotes-pages', 'campusnotes-offline-media']));
    await page.goto('/profile', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/profile'));
    await until(async () => (await offlineState()).caches.length === 0);
    expect(await offlineState()).toEqual({ copies: 0, queued: 0, caches: [] });
    // Offline, the saved note is gone with them: it needs the network now.
    await context.setOffline(true);
    await page.goto(`/notes/${notes[0].id}`);
    await page.getByRole('heading', { name: 'This note needs the network' }).waitFor();
    await context.setOffline(false);
  });

  it('5. a new deployment is offered with "Reload to update", not swapped in', async () => {
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.evaluate(() => navigator.serviceWorker.ready);
    swOriginal = fs.readFileSync(SW_FILE, 'utf8');
    fs.writeFileSync(SW_FILE, `${swOriginal}\n// deployment ${Date.now()}\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByTestId('update-prompt');
    await prompt.waitFor({ timeout: 20_000 });
    await expect(prompt.innerText()).resolves.toMatch(/A new version of CampusNotes is ready/);
    await screenshot(page, 'offline-update-prompt-phone');
    // The old worker still controls the page until the reader chooses.
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);
    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload to update' }).click()]);
    await until(() => page.evaluate(async () => !(await navigator.serviceWorker.getRegistration())?.waiting));
    await expect(page.getByTestId('update-prompt').count()).resolves.toBe(0);
  });
});

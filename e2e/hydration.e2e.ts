import type { Browser, BrowserContext, Page } from 'playwright-core';
import { APP_URL, launchBrowser, SCREENS } from './browser';

// One renderer: every public page arrives rendered by the server's React and is hydrated by the
// browser's. Any hydration error (a mismatch React recovers from by rendering again, or a
// warning in development) fails here, on every public page, signed out and signed in, light and
// dark, phone and desktop.

const STUDENT = { email: 'student@campusnotes.local', password: process.env.DEMO_PASSWORD ?? 'e2e-student-password' };

/** What React reports for a hydration problem, in development and production builds. */
const HYDRATION_PROBLEM = /hydrat|did not match|didn't match|server rendered|Minified React error #(418|419|421|422|423|425)|recoverable/i;

let browser: Browser;
let paths: string[];

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext({ baseURL: APP_URL() });
  const response = await context.request.post('/graphql', {
    headers: { origin: APP_URL() },
    data: { query: 'query { notes(first: 2) { edges { node { id subject collegeSlug subjectSlug uploader { username } } } } }' },
  });
  const body = (await response.json()) as {
    data: { notes: { edges: { node: { id: string; subject: string; collegeSlug: string; subjectSlug: string; uploader: { username: string } | null } }[] } };
  };
  const [first] = body.data.notes.edges;
  await context.close();
  paths = [
    '/',
    '/about',
    '/browse',
    `/browse?subject=${encodeURIComponent(first.node.subject)}&semester=3&search=notes`,
    `/notes/${first.node.id}`,
    '/notes/not-a-note-id',
    '/no-such-page',
    // Discovery pages (issue 29), sorted and filtered too, and one without notes (404).
    `/colleges/${first.node.collegeSlug}`,
    `/colleges/${first.node.collegeSlug}/${first.node.subjectSlug}?sort=liked`,
    `/subjects/${first.node.subjectSlug}?sort=downloaded&semester=3`,
    ...(first.node.uploader ? [`/u/${encodeURIComponent(first.node.uploader.username)}`] : []),
    '/colleges/no-such-college',
  ];
});

afterAll(async () => {
  await browser?.close();
});

async function signIn(context: BrowserContext): Promise<void> {
  const response = await context.request.post('/api/auth/signin', { headers: { origin: APP_URL() }, data: STUDENT });
  if (response.status() !== 200) throw new Error(`sign-in failed: ${response.status()}`);
}

/** Loads a page, waits for the app to have hydrated it and settled, and returns what the console said about hydration. */
async function hydrationProblems(page: Page, path: string): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION_PROBLEM.test(message.text()))
      problems.push(`${path}: ${message.text().slice(0, 400)}`);
  });
  page.on('pageerror', (error) => problems.push(`${path}: ${error.message.slice(0, 400)}`));
  const response = await page.goto(path, { waitUntil: 'networkidle' });
  expect(response?.headers()['content-type']).toMatch(/text\/html/);
  // The server's markup was there before any script ran.
  expect(await page.locator('#root > *').count()).toBeGreaterThan(0);
  await page.waitForTimeout(300);
  return problems;
}

describe.each(SCREENS)('hydration on %s', (_screen, viewport) => {
  it.each([
    ['signed out', 'light'],
    ['signed out', 'dark'],
    ['signed in', 'light'],
    ['signed in', 'dark'],
  ] as const)('%s, %s mode: every public page hydrates without a mismatch', async (who, mode) => {
    const context = await browser.newContext({ viewport, baseURL: APP_URL(), colorScheme: mode });
    if (who === 'signed in') await signIn(context);
    const page = await context.newPage();
    const problems: string[] = [];
    for (const path of paths) problems.push(...(await hydrationProblems(page, path)));
    // The page is in the mode the visitor asked for, from the server's markup on.
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(mode === 'dark');
    await context.close();
    expect(problems).toEqual([]);
  });
});

describe('a chosen colour mode', () => {
  it('is rendered by the server from the cookie, and hydrates without a mismatch', async () => {
    const context = await browser.newContext({ viewport: SCREENS[0][1], baseURL: APP_URL(), colorScheme: 'light' });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Dark mode' }).first().click();
    // A tap before hydration is held and replayed once the app runs (the early-click script): the choice is made then.
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    const problems = await hydrationProblems(page, '/browse');
    const html = await (await context.request.get('/browse')).text();
    expect(html).toMatch(/<html[^>]*class="dark"/);
    expect(await page.getByRole('button', { name: 'Dark mode' }).first().getAttribute('aria-pressed')).toBe('true');
    await context.close();
    expect(problems).toEqual([]);
  });
});

describe('the data of the first screen', () => {
  it.each(SCREENS)('comes with the page: the browser asks the api nothing again while hydrating browse and a note (%s)', async (_screen, viewport) => {
    const context = await browser.newContext({ viewport, baseURL: APP_URL() });
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname !== '/graphql') return;
      // Related notes are drawn by the browser once their place is within 600 px of the screen
      // (RelatedNotes.tsx), never by the server: on a short note page that can be at once.
      if (request.postData()?.includes('"operationName":"RelatedNotes"')) return;
      asked.push(`${request.method()} ${request.postData()?.slice(0, 80) ?? request.url()}`);
    });
    for (const path of paths.filter((p) => /^\/(browse|notes\/[0-9a-f-]{36})/.test(p))) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.waitForTimeout(300);
    }
    await context.close();
    expect(asked).toEqual([]);
  });
});

/** Holds every script of the app until `release()`, so the visitor acts on the server's markup alone. */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  return release;
}

/**
 * Opens `path` in a new context with the app's scripts held (`release()` lets them run). Module
 * scripts hold DOMContentLoaded back, so it waits for the server's markup only.
 */
async function openWithScriptsHeld(viewport: { width: number; height: number }, path: string) {
  const context = await browser.newContext({ viewport, baseURL: APP_URL() });
  const page = await context.newPage();
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  return { context, page, release };
}

describe('input before hydration', () => {
  it.each(SCREENS)('words typed into the search field before the app has loaded are kept and searched (%s)', async (_screen, viewport) => {
    // Module scripts hold DOMContentLoaded back: wait for the server's markup only.
    const { context, page, release } = await openWithScriptsHeld(viewport, '/browse');
    const search = page.getByRole('combobox', { name: 'Search notes' });
    await search.waitFor();
    expect(await page.evaluate(() => Object.keys(document.querySelector('main') ?? {}).some((k) => k.startsWith('__reactFiber$')))).toBe(false);
    await search.click();
    await page.keyboard.type('operating', { delay: 20 });
    release();
    await page.waitForFunction(() => Object.keys(document.querySelector('main') ?? {}).some((k) => k.startsWith('__reactFiber$')));
    // The typed words survive hydration and the app searches them.
    await expect(search.inputValue()).resolves.toBe('operating');
    await page.waitForURL(/search=operating/, { timeout: 15_000 });
    await context.close();
  });

  it.each(SCREENS)('a tap far down the page before the app has loaded is done once, and the page stays where it was read (%s)', async (_screen, viewport) => {
    const { context, page, release } = await openWithScriptsHeld(viewport, '/browse');
    const loadMore = page.getByRole('button', { name: 'Load more' });
    await loadMore.waitFor();
    expect(await page.getByTestId('note-card').count()).toBe(12);
    await loadMore.click();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    release();
    // Done once: the next page of twelve, not two.
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="note-card"]').length >= 24);
    await page.waitForTimeout(1000);
    expect(await page.getByTestId('note-card').count()).toBe(24);
    // Hydrating did not scroll the page to the top under the reader's finger.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled / 2);
    await context.close();
  });

  it.each(SCREENS)(
    'Reset Filters tapped on a reloaded search before the app has loaded clears the address and the field together (%s)',
    async (_screen, viewport) => {
      const { context, page, release } = await openWithScriptsHeld(viewport, '/browse?search=operating');
      const search = page.getByRole('combobox', { name: 'Search notes' });
      await search.waitFor();
      expect(await search.inputValue()).toBe('operating');
      await page.getByRole('button', { name: 'Reset Filters' }).first().click();
      // In the first frame painted after the address lost the search, the field shows it gone too.
      await page.evaluate(() => {
        const w = window as Window & { fieldWhenCleared?: string };
        const input = document.querySelector<HTMLInputElement>('input[aria-label="Search notes"]');
        const check = () => {
          if (!new URL(location.href).searchParams.has('search')) w.fieldWhenCleared = input?.value;
          else requestAnimationFrame(check);
        };
        const original = history.pushState.bind(history);
        history.pushState = (...args: Parameters<History['pushState']>) => {
          original(...args);
          requestAnimationFrame(check);
        };
        check();
      });
      release();
      await page.waitForURL((url) => !url.searchParams.has('search'));
      await page.waitForFunction(() => (window as Window & { fieldWhenCleared?: string }).fieldWhenCleared !== undefined);
      expect(await page.evaluate(() => (window as Window & { fieldWhenCleared?: string }).fieldWhenCleared)).toBe('');
      expect(await search.inputValue()).toBe('');
      await context.close();
    },
  );

  it('a tap on a button before the app has loaded is held, shown as busy, and done once the app has loaded', async () => {
    const context = await browser.newContext({ viewport: SCREENS[0][1], baseURL: APP_URL(), colorScheme: 'light' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const release = await holdScripts(page);
    await page.goto('/about', { waitUntil: 'commit' });
    const toggle = page.getByRole('button', { name: 'Dark mode' }).first();
    await toggle.waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await toggle.click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('early-click'))).toBe(true);
    release();
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    expect(await page.evaluate(() => document.documentElement.classList.contains('early-click'))).toBe(false);
    // Exactly once: the held tap, replayed, did not also toggle back.
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

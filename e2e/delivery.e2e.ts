import type { Browser } from 'playwright-core';
import { APP_URL, PHONE, jsErrors, launchBrowser, newPage, screenshot } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function firstNoteId(): Promise<{ id: string; title: string }> {
  const res = await fetch(`${APP_URL()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ notes(first: 1) { edges { node { id title } } } }' }),
  });
  const body = (await res.json()) as { data: { notes: { edges: { node: { id: string; title: string } }[] } } };
  return body.data.notes.edges[0].node;
}

describe('a student on a phone', () => {
  it('arrives from a search engine on a note: the HTML already holds the note, then the app shows it in full', async () => {
    const note = await firstNoteId();
    // What a crawler (or a phone before the code arrives) gets: the note in the HTML itself.
    const html = await (await fetch(`${APP_URL()}/notes/${note.id}`)).text();
    expect(html).toContain('application/ld+json');
    expect(html).toContain(`/notes/${note.id}"`);

    const page = await newPage(browser, PHONE);
    const response = await page.goto(`/notes/${note.id}`);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: note.title }).waitFor();
    await page.getByText('Approved by Admin').first().waitFor();
    await screenshot(page, 'delivery-note-phone');
    expect(jsErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('opens the landing page: the HTML holds the whole page, and the app hydrates it in place, keeping the focus of a visitor who tabbed in early', async () => {
    const html = await (await fetch(`${APP_URL()}/`)).text();
    expect(html).toContain('Share &amp; Discover');
    expect(html).toContain('How It Works');

    const page = await newPage(browser, PHONE);
    // Before any of the app's code has run: remember the server's heading and focus a link of the page, as a keyboard user would.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const w = window as unknown as { serverHeading: Element | null };
        w.serverHeading = document.querySelector('h1');
        document.querySelector<HTMLAnchorElement>('main a[href="/browse"]')?.focus();
      });
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 2, name: 'How It Works' }).waitFor();
    await expect(page.getByRole('heading', { level: 1 }).allTextContents()).resolves.toEqual(['Share & Discover Academic Notes Easily!']);
    // Hydrated, not replaced: the same element, and the focus where the visitor put it.
    expect(await page.evaluate(() => (window as unknown as { serverHeading: Element | null }).serverHeading === document.querySelector('h1'))).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('/browse');
    // The app is live on that same DOM: the theme toggle answers.
    await page.getByRole('button', { name: 'Dark mode' }).first().click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    const shifted = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
              if (!entry.hadRecentInput) total += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 300);
        }),
    );
    expect(shifted).toBeLessThanOrEqual(0.02);
    expect(jsErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('keeps the footer below the screen while browse loads after a click, with the skeleton cards in place', async () => {
    const page = await newPage(browser, PHONE);
    await page.goto('/', { waitUntil: 'networkidle' });
    // Hold every GraphQL answer so that the loading state stays on screen long enough to look at.
    await page.route('**/graphql', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue().catch(() => undefined);
    });
    await page.locator('main a[href="/browse"]').first().click();
    await page.getByRole('heading', { name: 'Explore Shared Notes' }).waitFor();
    await page.getByRole('status', { name: 'Loading notes' }).waitFor();
    const footerTop = await page.locator('footer').evaluate((el) => el.getBoundingClientRect().top);
    expect(footerTop).toBeGreaterThanOrEqual(PHONE.height);
    await page.getByTestId('note-card').first().waitFor();
    expect(jsErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('gets a 404 with the styled page for a note that does not exist', async () => {
    const page = await newPage(browser, PHONE);
    const response = await page.goto('/notes/00000000-0000-4000-8000-000000000000');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Note not found' }).waitFor();
    const unknown = await page.goto('/no-such-page');
    expect(unknown?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.context().close();
  });

  it("sends a public page's start code marked for eager compilation, and the code of pages it does not need unmarked", async () => {
    const note = await firstNoteId();
    const html = await (await fetch(`${APP_URL()}/notes/${note.id}`)).text();
    const startCode = [...html.matchAll(/(?:modulepreload" crossorigin href|<script type="module" crossorigin src)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
    const entry = startCode.find((file) => /\/index-[^/]+\.js$/.test(file))!;
    expect(startCode).toEqual(
      expect.arrayContaining([entry, expect.stringMatching(/\/theme-[^/]+\.js$/), expect.stringMatching(/\/NoteDetailPage-[^/]+\.js$/)]),
    );
    const HINT = '//# allFunctionsCalledOnLoad\n';
    for (const file of startCode) {
      // Brotli, gzip and plain: each copy carries the hint (fetch decompresses what it asked for).
      for (const encoding of ['br', 'gzip', 'identity']) {
        const code = await (await fetch(`${APP_URL()}${file}`, { headers: { 'accept-encoding': encoding } })).text();
        expect([file, encoding, code.slice(0, HINT.length)]).toEqual([file, encoding, HINT]);
      }
    }
    // The admin area and the upload form load when used: compiled lazily, as V8 does by default.
    const entryCode = await (await fetch(`${APP_URL()}${entry}`)).text();
    for (const lazy of ['AdminArea', 'NoteFormPage']) {
      const file = new RegExp(`assets/${lazy}-[^"]+\\.js`).exec(entryCode)![0];
      expect((await (await fetch(`${APP_URL()}/${file}`)).text()).startsWith(HINT)).toBe(false);
    }
    // The state the page was rendered from names the queries the browser reads before it hydrates.
    const state = JSON.parse(/<script[^>]*id="rendered-state"[^>]*>([^<]*)<\/script>/.exec(html)![1]) as { queries: { operationName: string }[] };
    expect(state.queries.map((q) => q.operationName)).toContain('NoteDetail');
  });
});

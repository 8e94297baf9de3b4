import type { Browser, Page } from 'playwright-core';
import { APP_URL, DESKTOP, jsErrors, launchBrowser, newPage, PHONE, screenshot } from './browser';

// Study lists at phone size: a student adds two notes to a new public list (from a note's card
// and from a note's page), copies its link from the dashboard, and a visitor opens that link and
// sees both notes, on a page the server rendered and the browser hydrated without a mismatch.

const DEMO_STUDENT = { email: 'student@campusnotes.local', password: process.env.DEMO_PASSWORD ?? 'e2e-student-password' };
const HYDRATION_PROBLEM = /hydrat|did not match|didn't match|server rendered|Minified React error #(418|419|421|422|423|425)|recoverable/i;

let browser: Browser;

/** What the reader sees on the screen (not the whole page): focus left, scrolled to the top unless asked not to. */
async function look(page: Page, name: string, { scroll = true } = {}): Promise<void> {
  await page.evaluate((top) => {
    (document.activeElement as HTMLElement | null)?.blur();
    if (top) window.scrollTo(0, 0);
  }, scroll);
  await page.waitForTimeout(200);
  await page.screenshot({ path: `${__dirname}/screenshots/${name}.png` });
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function signIn(page: Page): Promise<void> {
  const response = await page.request.post('/api/auth/signin', { headers: { origin: APP_URL() }, data: DEMO_STUDENT });
  if (response.status() !== 200) throw new Error(`sign-in failed: ${response.status()}`);
}

const listName = `Exam revision ${Date.now().toString(36)}`;

describe('study lists on a phone', () => {
  // Two signed-in journeys on a shared 2-core machine: more than the default minute.
  jest.setTimeout(150_000);
  let link = '';
  const titles: string[] = [];

  it('a student makes a public list of two notes and copies its link', async () => {
    const page = await newPage(browser, PHONE);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page);

    // From a card on Browse: a new public list that starts with this note.
    await page.goto('/browse');
    const firstCard = page.getByTestId('note-card').first();
    await firstCard.waitFor();
    titles.push((await firstCard.getByRole('heading').textContent())!.trim());
    await firstCard.getByRole('button', { name: /^Add to list: / }).click();
    const dialog = page.getByTestId('add-to-list-dialog');
    await dialog.getByText('Saved notes').waitFor();
    await dialog.getByRole('textbox', { name: 'New list' }).fill(listName);
    await dialog.getByText('Public: anyone with the link can see it').click();
    await screenshot(page, 'study-lists-dialog-phone');
    await page.screenshot({ path: `${__dirname}/screenshots/study-lists-dialog-phone-view.png` });
    await dialog.getByRole('button', { name: 'Create list and add' }).click();
    await dialog
      .getByRole('checkbox', { name: new RegExp(listName) })
      .and(page.locator(':checked'))
      .waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // From a note's page: tick the new list.
    const secondCard = page.getByTestId('note-card').nth(1);
    titles.push((await secondCard.getByRole('heading').textContent())!.trim());
    await secondCard.getByRole('link', { name: /^View note/ }).click();
    await page.getByRole('heading', { level: 1, name: titles[1] }).waitFor();
    // The note's own button (the related notes' cards below have theirs).
    await page
      .getByRole('button', { name: `Add to list: ${titles[1]}`, exact: true })
      .first()
      .click();
    const again = page.getByTestId('add-to-list-dialog');
    const box = again.getByRole('checkbox', { name: new RegExp(listName) });
    await box.waitFor();
    expect(await box.isChecked()).toBe(false);
    await look(page, 'study-lists-note-dialog-phone', { scroll: false });
    await again.getByText(listName).click();
    await again
      .getByRole('checkbox', { name: new RegExp(listName) })
      .and(page.locator(':checked'))
      .waitFor();
    await again.getByRole('button', { name: 'Done' }).click();

    // The dashboard: the list with both notes, in order; its link copied.
    await page.goto('/profile?tab=lists');
    const panel = page.getByTestId('study-list').filter({ hasText: listName });
    await panel.getByText('2 notes').waitFor();
    await panel.getByRole('button', { name: 'Show notes' }).click();
    await panel.getByTestId('study-list-note').nth(1).waitFor();
    await expect(panel.getByTestId('study-list-note').allTextContents()).resolves.toEqual([`1.${titles[0]}`, `2.${titles[1]}`]);

    // Reorder from the keyboard: the second note moves up, the focus stays with it.
    await panel.getByRole('button', { name: `Move ${titles[1]} up` }).focus();
    await page.keyboard.press('Enter');
    await panel.getByTestId('study-list-note').first().getByText(titles[1]).waitFor();
    await look(page, 'study-lists-dashboard-phone', { scroll: false });
    // And back, so the visitor sees them in the order they were added.
    await panel.getByRole('button', { name: `Move ${titles[1]} down` }).click();
    await panel.getByTestId('study-list-note').first().getByText(titles[0]).waitFor();

    await panel.getByRole('button', { name: `Copy link to ${listName}` }).click();
    await page.getByText('Link copied').waitFor();
    link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${APP_URL()}/lists/[0-9a-f-]{36}$`));

    await page.setViewportSize(DESKTOP);
    await look(page, 'study-lists-dashboard-desktop');
    expect(jsErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('a visitor opens the link and sees both notes; a private or unknown list is not found', async () => {
    expect(link).not.toBe('');
    const page = await newPage(browser, PHONE);
    const problems: string[] = [];
    page.on('console', (message) => {
      if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION_PROBLEM.test(message.text())) problems.push(message.text().slice(0, 300));
    });
    const response = await page.goto(link, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    // Rendered by the server: the list is in the HTML before any script runs.
    const html = await response!.text();
    expect(html).toContain(listName);
    await page.getByTestId('study-list-title').filter({ hasText: listName }).waitFor();
    const shown = await page.getByTestId('study-list-notes').getByRole('heading', { level: 3 }).allTextContents();
    expect(shown.map((t) => t.trim())).toEqual(titles);
    await screenshot(page, 'study-lists-public-phone');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'study-lists-public-desktop');

    const unknown = await page.goto('/lists/00000000-0000-4000-8000-000000000000');
    expect(unknown?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(problems).toEqual([]);
    expect(jsErrors(page)).toEqual([]);
    await page.context().close();
  });
});

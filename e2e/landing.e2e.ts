import type { Browser } from 'playwright-core';
import { SCREENS, jsErrors, launchBrowser, newPage, screenshot } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe.each(SCREENS)('a visitor on %s', (name, viewport) => {
  it('reads the landing page with live figures, opens About, then browses demo notes', async () => {
    const page = await newPage(browser, viewport);
    await page.goto('/');
    await page.getByRole('heading', { name: /Share & Discover/ }).waitFor();
    // Community figures come live from the API: the demo dataset has hundreds of notes.
    const figure = page.getByText(/^\d{2,}\+$/).first();
    await figure.waitFor();
    expect(Number((await figure.textContent())!.replace('+', ''))).toBeGreaterThan(10);
    for (const section of ['How It Works', 'Our Growing Community', 'What Students Are Saying', 'Join the Movement!', 'Stay Connected With Us']) {
      await page.getByRole('heading', { name: section }).waitFor();
    }
    await screenshot(page, `landing-${name}`);

    if (name === 'phone') {
      await page.getByRole('button', { name: /menu/i }).click();
    }
    await page.getByRole('link', { name: 'About', exact: true }).first().click();
    await page.waitForURL('**/about');
    await page.getByRole('heading', { name: /Meet the Team/i }).waitFor();
    await screenshot(page, `about-${name}`);

    await page.goto('/');
    await page
      .getByRole('link', { name: /Browse Notes/ })
      .first()
      .click();
    await page.waitForURL('**/browse');
    await page.getByRole('heading', { name: 'Explore Shared Notes' }).waitFor();
    const cards = page.getByTestId('note-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThanOrEqual(6);
    await screenshot(page, `browse-${name}`);
    expect(jsErrors(page)).toEqual([]);
    await page.context().close();
  });
});

it('serves /signin and /sign-in as the same sign-in page, and unknown paths as a 404 page', async () => {
  const page = await newPage(browser);
  for (const path of ['/signin', '/sign-in']) {
    await page.goto(path);
    await page
      .getByRole('heading', { name: /sign in/i })
      .first()
      .waitFor();
  }
  await page.goto('/no-such-page');
  await page
    .getByText(/not found/i)
    .first()
    .waitFor();
  await page.context().close();
});

// "Did you mean": a misspelt search on Browse offers the nearest known words as a link that runs
// that search (the demo notes include Operating Systems).
import type { Browser } from 'playwright-core';
import { SCREENS, jsErrors, launchBrowser, newPage, screenshot } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe.each(SCREENS)('a student who misspells a search (%s)', (name, viewport) => {
  it('is offered "Did you mean operating systems?" and the link runs that search', async () => {
    const page = await newPage(browser, viewport);
    await page.goto('/browse?search=operting%20systms');
    const offer = page.getByTestId('did-you-mean');
    await offer.waitFor();
    expect(await offer.textContent()).toBe('Did you mean operating systems?');
    const link = offer.getByRole('link', { name: 'operating systems' });
    const box = await link.boundingBox();
    expect(box && box.width > 0 && box.height > 0).toBe(true);
    await screenshot(page, `did-you-mean-${name}`);
    await link.click();
    await page.waitForURL(/search=operating(\+|%20)systems(&|$)/);
    // The words are spelt right now: the offer goes once the new results are in.
    await page.getByTestId('did-you-mean').waitFor({ state: 'detached' });
    await page.getByTestId('note-grid').waitFor();
    expect(
      await page
        .getByRole('searchbox')
        .or(page.getByRole('combobox', { name: /search/i }))
        .first()
        .inputValue(),
    ).toBe('operating systems');
    expect(jsErrors(page)).toEqual([]);
    await page.context().close();
  });
});

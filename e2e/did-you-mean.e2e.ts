// "Did you mean": a misspelt search on Browse offers the nearest known word as a link that runs
// that search (the demo notes include Thermodynamics).
import type { Browser } from 'playwright-core';
import { SCREENS, jsErrors, launchBrowser, newPage, screenshot } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe.each(SCREENS)('a student who misspells a search (%s)', (name, viewport) => {
  it('is offered "Did you mean thermodynamics?" and the link runs that search', async () => {
    const page = await newPage(browser, viewport);
    await page.goto('/browse?search=thermodynamcs');
    const offer = page.getByTestId('did-you-mean');
    await offer.waitFor();
    expect(await offer.textContent()).toBe('Did you mean thermodynamics?');
    const link = offer.getByRole('link', { name: 'thermodynamics' });
    const box = await link.boundingBox();
    expect(box && box.width > 0 && box.height > 0).toBe(true);
    await screenshot(page, `did-you-mean-${name}`);
    await link.click();
    await page.waitForURL(/search=thermodynamics(&|$)/);
    await page.getByTestId('note-grid').waitFor();
    await expect(page.getByTestId('did-you-mean').count()).resolves.toBe(0);
    expect(await page.getByRole('searchbox').or(page.getByRole('combobox', { name: /search/i })).first().inputValue()).toBe('thermodynamics');
    expect(jsErrors(page)).toEqual([]);
    await page.context().close();
  });
});

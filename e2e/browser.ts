import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROME_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.cjs';

export const APP_URL = () => {
  const url = process.env.E2E_URL;
  if (!url) throw new Error('E2E_URL is not set (global setup starts the app)');
  return url;
};

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/** The screens a visitor's journeys run on, each with the name its test title and screenshots use. */
export const SCREENS: [name: string, viewport: typeof DESKTOP][] = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM_PATH,
    args: CHROME_FLAGS,
  });
}

export async function newPage(browser: Browser, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL: APP_URL() });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  (page as Page & { jsErrors: string[] }).jsErrors = errors;
  return page;
}

export const jsErrors = (page: Page): string[] => (page as Page & { jsErrors: string[] }).jsErrors;

/** Screenshots land in e2e/screenshots (git-ignored) for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = path.join(__dirname, 'screenshots');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/**
 * Waits until React has hydrated the element a locator names (React keeps its fiber on the DOM
 * node). A keyboard press on server markup before then is a plain browser navigation, not the
 * app's client-side one, so journeys that test the app's own navigation wait for this first.
 */
export async function waitForHydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
  }, selector);
}

// The Chromium every browser bench drives (its path and flags are shared with the e2e journeys).
import { CHROME_FLAGS, CHROMIUM_PATH } from '../chromium.cjs';

export { CHROME_FLAGS, CHROMIUM_PATH };

/** Chromium through playwright-core, with CHROME_FLAGS. */
export async function launchChromium() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROME_FLAGS });
}

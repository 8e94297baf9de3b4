// The Chromium every browser bench drives: the Debian package's, headless, with the background
// work that would blur the measurements (updates, sync, QUIC probes) turned off.
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Chromium through playwright-core, with CHROME_FLAGS. */
export async function launchChromium() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROME_FLAGS });
}

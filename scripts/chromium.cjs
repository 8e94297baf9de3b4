// The Chromium that the end-to-end journeys (e2e/browser.ts) and the browser benches
// (scripts/bench/chromium.mjs) drive: the Debian package's, headless, with the background work
// that would blur a run (updates, sync, QUIC probes) turned off.
exports.CHROMIUM_PATH = '/usr/bin/chromium';

exports.CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

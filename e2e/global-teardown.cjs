const fs = require('node:fs');

// SIGTERM to the whole process group, as a user's Ctrl-C or a supervisor would; the server
// must stop by itself (graceful shutdown) well within the wait below.
module.exports = async () => {
  const { child, dataDir, mailbox } = globalThis.__E2E_SERVER__ ?? {};
  if (mailbox) await new Promise((resolve) => mailbox.close(resolve));
  if (!child) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const timer = new Promise((resolve) => setTimeout(() => resolve('timeout'), 15_000));
  if ((await Promise.race([exited, timer])) === 'timeout') {
    process.kill(-child.pid, 'SIGKILL');
    throw new Error('the app did not stop within 15 s of SIGTERM');
  }
  if (process.env.E2E_KEEP_LOG) fs.copyFileSync(require('node:path').join(dataDir, 'server.log'), process.env.E2E_KEEP_LOG);
  // PostgreSQL (SIGTERMed with the group) may still be writing its last files as the app exits.
  fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 });
};

const fs = require('node:fs');

async function postgresGone(pidFile, timeoutMs = 20_000) {
  let pid;
  try {
    pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  } catch {
    return;
  }
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

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
  // The embedded PostgreSQL may still be writing its last files as the app exits: wait for its postmaster.
  await postgresGone(require('node:path').join(dataDir, 'postgres', 'postmaster.pid'));
  // A preview job's converter can outlive its worker by a moment and still write a page image: try again for a while.
  for (let attempt = 0; ; attempt += 1) {
    try {
      fs.rmSync(dataDir, { recursive: true, force: true });
      break;
    } catch (error) {
      if (attempt >= 60) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
};

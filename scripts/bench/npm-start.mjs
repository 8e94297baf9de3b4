// `npm start` as the benches that measure the app as users run it start it: its own data
// folder (embedded PostgreSQL), a free port, the api only (no web build), its output collected.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './report.mjs';
import { freePort, sleep } from './net.mjs';

/**
 * The environment of `npm start` on `dataDir` and `port`, serving the api only (WEB_DIST points
 * to a folder without a build, so `npm start` skips building the web app), its public URL that
 * address, logging at info and never the caller's DATABASE_URL; `extraEnv` adds or overrides settings.
 */
export function npmStartEnv(dataDir, port, extraEnv = {}) {
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    WEB_DIST: path.join(dataDir, 'no-web'),
    LOG_LEVEL: 'info',
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  return env;
}

/**
 * `npm start` (see npmStartEnv) once it answers /readyz: `{ child, url, log }`, where `log` grows
 * with the app's output. Throws with the log when it exits or is not ready within 5 minutes.
 */
export async function startNpmApp(dataDir, extraEnv = {}) {
  const port = await freePort();
  const env = npmStartEnv(dataDir, port, extraEnv);
  const child = spawn('npm', ['start', '--silent'], { cwd: root, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env });
  const app = { child, log: '', url: `http://127.0.0.1:${port}` };
  child.stdout.on('data', (c) => (app.log += c));
  child.stderr.on('data', (c) => (app.log += c));
  const t0 = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited:\n${app.log}`);
    if (
      (await fetch(`${app.url}/readyz`).then(
        (r) => r.status,
        () => 0,
      )) === 200
    )
      break;
    if (Date.now() - t0 > 300_000) throw new Error(`npm start did not get ready:\n${app.log}`);
    await sleep(200);
  }
  return app;
}

/** SIGTERM to the whole process group, as Ctrl-C in a terminal signals it (PostgreSQL included); resolves once it exited. */
export async function stopProcessGroup(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const done = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid, 'SIGTERM');
  await done;
}

/** A GraphQL request as the web app sends it (same origin; with the session cookie when given); the answer's data. */
export async function gql(url, query, variables, cookie) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), origin: url },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()).data;
}

/** The id of the first note the public list shows (undefined when there is none). */
export async function firstNoteId(url) {
  return (await gql(url, '{ notes(first: 1) { edges { node { id } } } }'))?.notes?.edges?.[0]?.node?.id;
}

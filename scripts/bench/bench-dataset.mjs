// The benches that measure one page against a large dataset: the bench dataset
// (.data/bench-<notes>, seeded once, as the api benchmark does) and the built api on it.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './report.mjs';
import { freePort } from './net.mjs';

/** The data folder of the bench dataset of `notes` notes (and 10,000 accounts), seeded on first use. */
export function benchDataset(notes) {
  const dir = path.join(root, '.data', `bench-${notes}`);
  if (!fs.existsSync(path.join(dir, 'seeded'))) {
    fs.mkdirSync(dir, { recursive: true });
    const t0 = Date.now();
    const r = spawnSync('npm', ['run', 'seed', '--silent', '--', '--reset', '--notes', String(notes), '--users', '10000'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, DATA_DIR: dir },
    });
    if (r.status !== 0) throw new Error('seeding failed');
    fs.writeFileSync(path.join(dir, 'seeded'), `${Date.now() - t0}`);
  }
  return dir;
}

/**
 * The built api (api/dist/server.js) on `dataDir` with NODE_ENV=production, no demo data and the
 * GraphQL visitor cache off, once it answers /readyz (within `readyMs`): `{ url, stop }`, where
 * stop resolves once its process group exited.
 */
export async function startBuiltApi(dataDir, readyMs = 300_000) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'api', 'dist', 'server.js')], {
    cwd: root,
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SEED_DEMO: 'false',
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      GRAPHQL_VISITOR_CACHE_SECONDS: '0',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  for (const until = Date.now() + readyMs; Date.now() < until; await new Promise((r) => setTimeout(r, 500))) {
    if (
      await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    ) {
      return {
        url,
        stop: async () => {
          process.kill(-child.pid, 'SIGTERM');
          await new Promise((r) => child.once('exit', r));
        },
      };
    }
  }
  throw new Error('the app did not start');
}

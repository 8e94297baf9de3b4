#!/usr/bin/env node
// `npm start`: builds what is missing or stale (api with swc, web with Vite), then runs the
// api, which serves the web app, /graphql and /api on one port. Signals go to the server so
// it can shut down gracefully (finish requests, close the pool, stop the embedded PostgreSQL).
// NODE_ENV passes through unchanged: `NODE_ENV=production npm start` is how deployments run it
// (graphql-js reads NODE_ENV once, at load, to drop its development checks; see README).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(entries) {
  let newest = 0;
  const walk = (p) => {
    if (!fs.existsSync(p)) return;
    const st = fs.statSync(p);
    if (st.isDirectory()) {
      if (path.basename(p) === 'node_modules' || path.basename(p) === '__tests__') return;
      for (const f of fs.readdirSync(p)) walk(path.join(p, f));
    } else newest = Math.max(newest, st.mtimeMs);
  };
  entries.forEach((e) => walk(path.join(root, e)));
  return newest;
}

function buildIfStale(label, output, sources, workspace) {
  const out = path.join(root, output);
  if (fs.existsSync(out) && fs.statSync(out).mtimeMs >= newestMtime(sources)) return;
  const started = Date.now();
  console.log(`building ${label}...`);
  const res = spawnSync('npm', ['run', 'build', '--silent', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) {
    console.error(`building ${label} failed`);
    process.exit(res.status ?? 1);
  }
  fs.utimesSync(out, new Date(), new Date());
  console.log(`built ${label} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

buildIfStale('the api', 'api/dist/server.js', ['api/src', 'api/explorer', 'api/package.json', 'api/.swcrc'], '@campusnotes/api');
// WEB_DIST points at a web build made elsewhere (CI artefact, a test's private build): use it as is.
if (!process.env.WEB_DIST)
  buildIfStale(
    'the web app',
    'web/dist/index.html',
    ['web/src', 'web/sw', 'web/index.html', 'web/vite.config.ts', 'web/chakra-static-css.ts', 'web/public', 'api/src/domain', 'web/package.json'],
    '@campusnotes/web',
  );

const server = spawn(process.execPath, [path.join(root, 'api', 'dist', 'server.js')], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));

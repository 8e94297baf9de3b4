// `npm run bench -- --only demo-previews`
// A newcomer's first `npm start` (throwaway DATA_DIR, embedded PostgreSQL, the demo data, the
// default DEMO_PREVIEW_NOTES=all): how long until every demo note has its page images, and what
// a visitor's request costs meanwhile. One GraphQL request at a time (the Browse list, 12 cards),
// every 250 ms, while the jobs run, then for 30 s once they are done; progress is read from the
// app's own PostgreSQL. The anonymous API budget is off: the sampler is one closed-loop script.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { root } from './report.mjs';
import { freePort, sleep } from './net.mjs';
import { npmStartEnv } from './npm-start.mjs';

const BROWSE = JSON.stringify({ query: '{ notes(first: 12) { totalCount edges { node { id title thumbnailUrl likeCount } } } }' });

const pct = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
};

export async function run() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campusnotes-bench-demo-previews-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = npmStartEnv(dataDir, port, { API_ANONYMOUS_POINTS_PER_HOUR: '0' });
  delete env.DEMO_PREVIEW_NOTES;
  console.log(`demo-previews: npm start on ${dataDir}`);
  const started = Date.now();
  const child = spawn('npm', ['start', '--silent'], { cwd: root, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env });
  let log = '';
  child.stdout.on('data', (c) => (log += c));
  child.stderr.on('data', (c) => (log += c));
  const require = createRequire(path.join(root, 'api', 'package.json'));
  const pg = require('pg');
  let db;
  try {
    while (!/demo notes queued for page images/.test(log)) {
      if (child.exitCode !== null) throw new Error(`npm start exited:\n${log.slice(-3000)}`);
      if (Date.now() - started > 300_000) throw new Error('the demo data was not loaded within 5 minutes');
      await sleep(200);
    }
    const queued = Number(/"notes":(\d+),"msg":"demo notes queued/.exec(log)?.[1] ?? 0);
    const readyAt = Date.now();
    const pid = fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
    db = new pg.Client(`postgres://postgres:campusnotes-local@127.0.0.1:${pid[3]}/campusnotes`);
    await db.connect();
    const progress = async () =>
      (
        await db.query(
          `SELECT count(*) FILTER (WHERE processing_status = 'processing')::int AS busy, count(*) FILTER (WHERE processing_status = 'failed')::int AS failed, count(*) FILTER (WHERE cardinality(preview_keys) > 0)::int AS imaged FROM notes`,
        )
      ).rows[0];
    const sample = async () => {
      const t0 = performance.now();
      const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: BROWSE });
      await res.text();
      if (!res.ok) throw new Error(`browse answered ${res.status}`);
      return performance.now() - t0;
    };
    const during = [];
    let state = await progress();
    while (state.busy > 0) {
      if (Date.now() - readyAt > 45 * 60_000) throw new Error(`still ${state.busy} notes processing after 45 minutes`);
      for (let i = 0; i < 20; i++) {
        during.push(await sample());
        await sleep(250);
      }
      state = await progress();
      console.log(`demo-previews: ${state.imaged} with images, ${state.busy} processing, ${state.failed} failed`);
    }
    const allSeconds = (Date.now() - readyAt) / 1000;
    const after = [];
    for (let i = 0; i < 120; i++) {
      after.push(await sample());
      await sleep(250);
    }
    const ms = (v) => `${v.toFixed(0)} ms`;
    return [
      {
        key: 'demopreviews',
        title: 'First start: page images for every demo note in the background (DEMO_PREVIEW_NOTES=all, JOB_CONCURRENCY=1)',
        table: [
          ['', 'figure'],
          ['demo notes queued (approved, with a file), newest first, below uploads', String(queued)],
          ['from "queued" to the last one done', `${(allSeconds / 60).toFixed(1)} min (${state.imaged} with images, ${state.failed} failed)`],
          [
            'Browse list (GraphQL, 12 cards) while the jobs run: p50 / p95 / max',
            `${ms(pct(during, 0.5))} / ${ms(pct(during, 0.95))} / ${ms(Math.max(...during))} (${during.length} requests)`,
          ],
          [
            'the same once they are done: p50 / p95 / max',
            `${ms(pct(after, 0.5))} / ${ms(pct(after, 0.95))} / ${ms(Math.max(...after))} (${after.length} requests)`,
          ],
        ],
        note:
          '`npm start` (development mode, one process) on a throwaway DATA_DIR; one request at a time every 250 ms (scripts/bench/demo-previews.mjs). ' +
          "Each job renders and reads the document in a child process at niceness 10, so request handling keeps the CPU first; a student's own upload (priority 0) is taken before any demo note (priorities -1, -2, ...). " +
          'The e2e suite and the other benchmarks start the app with fewer demo previews (24 and 48) so that this work does not run under their figures.',
      },
    ];
  } finally {
    await db?.end().catch(() => undefined);
    const done = new Promise((r) => child.once('exit', r));
    try {
      process.kill(-child.pid, 'SIGTERM');
      await done;
    } catch {
      // already gone
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

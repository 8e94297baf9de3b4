// `npm run bench -- --only metrics [--notes 100000] [--rounds 5] [--seconds 5]`
// What collecting metrics costs the browse request: two instances of the app in one run, as
// deployed (NODE_ENV=production, one process each), on the same embedded PostgreSQL and data:
// one with METRICS_ENABLED=false (no per-request work at all), one with metrics on. The web
// app's BrowseNotes document, interleaved rounds: server CPU per request (and req/s), median of
// the per-round ratios. Then the cost of one scrape of /metrics (CPU of the instance per scrape),
// spread over the requests of a 15 s scrape interval at the measured rate; the two add up to
// the overhead the budget is about.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { root } from './report.mjs';
import { webDocument } from './web-document.mjs';
import { freePort, sleep } from './net.mjs';
import { stopProcessGroup } from './npm-start.mjs';
import { autocannonRound, serverCpuSeconds } from './server-cpu.mjs';

const TOKEN = 'bench-metrics-token-0123456789abcdef';

function watchStdout(child, test) {
  return new Promise((resolve, reject) => {
    const rl = readline.createInterface({ input: child.stdout });
    rl.on('line', (line) => {
      try {
        const value = test(line);
        if (value !== undefined) resolve(value);
      } catch {
        // not JSON: a build message
      }
    });
    child.once('exit', (code) => reject(new Error(`the app exited (${code}) before it was ready`)));
  });
}

async function waitForOk(url, timeoutMs = 300_000) {
  const t0 = Date.now();
  for (;;) {
    if (
      (await fetch(url).then(
        (r) => r.status,
        () => 0,
      )) === 200
    )
      return;
    if (Date.now() - t0 > timeoutMs) throw new Error(`${url} did not answer`);
    await sleep(200);
  }
}

async function startApp(env) {
  const port = await freePort();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      WEB_CONCURRENCY: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      GRAPHQL_VISITOR_CACHE_SECONDS: '0',
      ...env,
    },
  });
  const dbPort = env.DATABASE_URL
    ? undefined
    : watchStdout(child, (line) => (line.includes('embedded PostgreSQL started') ? JSON.parse(line).port : undefined));
  const drain = readline.createInterface({ input: child.stdout });
  drain.on('line', () => undefined);
  await waitForOk(`http://127.0.0.1:${port}/readyz`);
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    databaseUrl: dbPort ? `postgres://postgres:campusnotes-local@127.0.0.1:${await dbPort}/campusnotes` : env.DATABASE_URL,
  };
}

/** CPU of the instance per scrape of /metrics (one after another, nothing else running), and the answer's size. */
async function scrapeCost(server, scrapes) {
  let bytes = 0;
  const cpuBefore = serverCpuSeconds(server.child.pid);
  for (let i = 0; i < scrapes; i++) bytes = (await (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text()).length;
  return { cpuMs: (1000 * (serverCpuSeconds(server.child.pid) - cpuBefore)) / scrapes, bytes };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const pct = (r) => `${r >= 0 ? '+' : ''}${(r * 100).toFixed(1)}%`;

export async function run({ opt }) {
  const notes = Number(opt('notes', 100000));
  const users = Number(opt('users', 10000));
  const rounds = Number(opt('rounds', 7));
  const interval = Number(opt('scrape-interval', 15));
  const seconds = Number(opt('seconds', 5));
  const connections = Number(opt('connections', 4));
  // The api section's dataset (same folder and marker), made here when missing.
  const dataDir = path.join(root, '.data', `bench-${notes}`);
  if (!fs.existsSync(path.join(dataDir, 'seeded'))) {
    const t0 = Date.now();
    const r = spawnSync('npm', ['run', 'seed', '--silent', '--', '--reset', '--notes', String(notes), '--users', String(users)], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, DATA_DIR: dataDir },
    });
    if (r.status !== 0) throw new Error('seeding failed');
    fs.writeFileSync(path.join(dataDir, 'seeded'), `${Date.now() - t0}`);
  }
  const doc = webDocument(root, 'browse.graphql');
  const request = {
    method: 'POST',
    path: '/graphql',
    headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
    body: JSON.stringify({ query: doc, variables: { first: 12, filter: {} }, operationName: 'BrowseNotes' }),
  };
  const off = await startApp({ DATA_DIR: dataDir, METRICS_ENABLED: 'false', WEB_DIST: path.join(os.tmpdir(), 'no-web') });
  let on;
  try {
    on = await startApp({
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'campusnotes-bench-metrics-')),
      DATABASE_URL: off.databaseUrl,
      METRICS_TOKEN: TOKEN,
      WEB_DIST: path.join(os.tmpdir(), 'no-web'),
    });
    const check = await fetch(`${on.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    if (check.status !== 200) throw new Error(`/metrics answered ${check.status}`);
    if ((await fetch(`${off.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status !== 404) throw new Error('the baseline collects metrics');
    for (const s of [off, on]) await autocannonRound(s, request, connections, 1);
    const results = { off: [], on: [] };
    for (let i = 0; i < rounds; i++) {
      const order = i % 2 === 0 ? ['off', 'on'] : ['on', 'off'];
      for (const side of order) results[side].push(await autocannonRound(side === 'on' ? on : off, request, connections, seconds));
    }
    const cpuRatios = results.on.map((r, i) => r.cpuMs / results.off[i].cpuMs - 1);
    const rpsRatios = results.on.map((r, i) => results.off[i].rps / r.rps - 1);
    const cpuOverhead = median(cpuRatios);
    const rpsOverhead = median(rpsRatios);
    const scrape = await scrapeCost(on, 50);
    const offCpu = median(results.off.map((r) => r.cpuMs));
    const onRps = median(results.on.map((r) => r.rps));
    // One scrape per interval, spread over the requests answered in that interval.
    const scrapeShare = scrape.cpuMs / (interval * onRps * offCpu);
    const total = cpuOverhead + scrapeShare;
    const row = (label, xs, f) => [label, f(median(xs.map((r) => r.rps))), f(median(xs.map((r) => r.p50))), f(median(xs.map((r) => r.cpuMs)))];
    return [
      {
        key: 'metrics',
        title: 'Metrics overhead on the browse request (budget: at most 3%)',
        table: [
          ['instance', 'req/s', 'p50 ms', 'server CPU ms / request'],
          row('`METRICS_ENABLED=false`', results.off, (n) => n.toFixed(2)),
          row('metrics on', results.on, (n) => n.toFixed(2)),
          [
            'per-request collection (median of per-round ratios)',
            `${pct(rpsOverhead)} (range ${pct(Math.min(...rpsRatios))} to ${pct(Math.max(...rpsRatios))})`,
            '',
            `${pct(cpuOverhead)} (range ${pct(Math.min(...cpuRatios))} to ${pct(Math.max(...cpuRatios))})`,
          ],
          [`one scrape every ${interval} s (${scrape.cpuMs.toFixed(1)} ms CPU, ${(scrape.bytes / 1024).toFixed(1)} KB each)`, '', '', pct(scrapeShare)],
          ['**overhead**', '', '', `**${pct(total)}**`],
        ],
        note: `Two instances of the app in one run, NODE_ENV=production, one process each (WEB_CONCURRENCY=1), visitor cache off, on the same embedded PostgreSQL and dataset (\`npm run seed -- --reset --notes ${notes} --users ${users}\`): one with METRICS_ENABLED=false (no middleware, no Apollo plugin, no pool timing), one with metrics on. Request: the web app's BrowseNotes document (12 cards) as a visitor sends it. autocannon, ${connections} connections, ${rounds} rounds of ${seconds} s per side alternating which goes first, after 1 s warm-ups. Per-request collection: req/s lost and server CPU per request added (user + system time of the instance's own processes over a round ÷ requests answered), median of the per-round ratios. Scrape: 50 scrapes of /metrics one after another on the idle instance, its CPU per scrape divided by the CPU of the requests answered in one ${interval} s interval at the measured rate (Prometheus's usual interval; its default is 60 s). The budget applies to the CPU figures, which move far less than req/s when other jobs share the 2 cores (load average in the header).`,
        pass: total <= 0.03,
      },
    ];
  } finally {
    if (on) await stopProcessGroup(on.child);
    await stopProcessGroup(off.child);
  }
}

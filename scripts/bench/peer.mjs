// `npm run bench -- --only peer [--rounds 3] [--seconds 5] [--profile <dir>]`
// The app's GraphQL engine against a peer, PostGraphile 4, serving the same reads over the same
// database: the app in production mode (its workers, visitor cache off) and PostGraphile
// (scripts/bench/peer/server.cjs, installed on demand in scripts/bench/peer with its own
// package.json, so its graphql 15 never meets the app's graphql 16) over a schema of views and
// computed columns the bench creates and drops (scripts/bench/peer/schema.sql). On the demo data.
// --profile <dir>: instead of the comparison, a CPU profile (node --cpu-prof) of each server's
// workers under the same read, summed per package, written to <dir> and printed.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './report.mjs';
import { waitForDemoPreviews } from './demo-ready.mjs';
import { webDocument } from './web-document.mjs';
import { freePort } from './net.mjs';
import { median, serverCpuSeconds, startApp, stop, watchStdout } from './overhead.mjs';

const PEER_DIR = path.join(root, 'scripts', 'bench', 'peer');

/** The same text on both sides: both schemas name these fields alike (schema.sql). */
const CARDS = 'query Cards { notes(first: 12) { edges { node { id title subject course college createdAt uploader { username } likeCount commentCount } } } }';

/**
 * PostGraphile's query for what the web app's BrowseNotes asks (web/src/graphql/browse.graphql):
 * the same fields, but for the edge's `snippet` (a search passage; always null when browsing,
 * and PostGraphile's edges have no such field).
 */
const PEER_BROWSE = `query BrowseNotes($first: Int!, $after: Cursor) {
  notes(first: $first, after: $after) {
    totalCount
    pageInfo { endCursor hasNextPage }
    edges { cursor node { id title description subject course college semester fileType hasFile thumbnailUrl externalUrl downloadUrl likeCount commentCount viewerHasLiked } }
  }
}`;

/** What the web app's requests carry (Apollo Client's HttpLink in a page of the site). */
const BROWSER = {
  'content-type': 'application/json',
  accept: 'application/graphql-response+json,application/json;q=0.9',
  'sec-fetch-site': 'same-origin',
  'sec-fetch-mode': 'cors',
  'sec-fetch-dest': 'empty',
};

function ensurePeerInstalled() {
  if (fs.existsSync(path.join(PEER_DIR, 'node_modules', 'postgraphile', 'package.json'))) return;
  console.log('peer: installing PostGraphile in scripts/bench/peer (once)');
  const r = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: PEER_DIR, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('peer: npm ci in scripts/bench/peer failed');
}

async function withDatabase(databaseUrl, work) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function startPeer(databaseUrl, processes, nodeArgs = []) {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, path.join(PEER_DIR, 'server.cjs'), String(port), databaseUrl, String(processes)], {
    cwd: PEER_DIR,
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  await watchStdout(child, (line) => line === 'listening');
  return { url: `http://127.0.0.1:${port}`, child };
}

const post = async (server, body) => {
  const res = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { ...BROWSER, origin: server.url }, body });
  const json = await res.json();
  if (res.status !== 200 || json.errors) throw new Error(`peer: ${server.url} answered ${res.status}: ${JSON.stringify(json).slice(0, 400)}`);
  return json.data;
};

/** Values as both sides print them: timestamps to the millisecond (PostgreSQL's text has microseconds). */
const comparable = (node) => Object.fromEntries(Object.entries(node).map(([k, v]) => [k, k === 'createdAt' ? new Date(v).toISOString() : v]));

function sameAnswers(read, app, peer) {
  const a = app.notes;
  const p = peer.notes;
  const problems = [];
  if ('totalCount' in a && a.totalCount !== p.totalCount) problems.push(`totalCount ${a.totalCount} / ${p.totalCount}`);
  if (a.pageInfo && a.pageInfo.hasNextPage !== p.pageInfo.hasNextPage) problems.push('hasNextPage differs');
  if (a.edges.length !== p.edges.length) problems.push(`${a.edges.length} / ${p.edges.length} notes`);
  a.edges.forEach((edge, i) => {
    const x = JSON.stringify(comparable(edge.node));
    const y = JSON.stringify(comparable(p.edges[i]?.node ?? {}));
    if (x !== y) problems.push(`note ${i}:\n  app:  ${x}\n  peer: ${y}`);
  });
  if (problems.length) throw new Error(`peer: ${read}: the answers differ\n${problems.join('\n')}`);
  return a.edges.length;
}

async function autocannonRun(server, body, connections, seconds) {
  const { default: autocannon } = await import('autocannon');
  const cpuBefore = serverCpuSeconds(server.child.pid);
  const result = await autocannon({
    url: `${server.url}/graphql`,
    method: 'POST',
    headers: { ...BROWSER, origin: server.url },
    body,
    connections,
    duration: seconds,
  });
  const cpu = serverCpuSeconds(server.child.pid) - cpuBefore;
  if (result.non2xx || result.errors) throw new Error(`peer: ${server.url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, cpuMs: (1000 * cpu) / Math.max(1, result.requests.total) };
}

/** The areas of the per-area table, in its order. */
export const AREAS = [
  'HTTP and Express',
  'GraphQL: parse, validate, execute',
  'SQL and the pg driver',
  'JSON text',
  'logging and metrics',
  'garbage collector',
];
export const OTHER_AREA = "Node and V8's own (microtasks, timers, `(program)`)";

const HTTP_PACKAGES = new Set([
  'express',
  'router',
  'body-parser',
  'raw-body',
  'iconv-lite',
  'type-is',
  'media-typer',
  'content-type',
  'cookie-parser',
  'cookie',
  'compression',
  'on-headers',
  'on-finished',
  'finalhandler',
  'negotiator',
  'accepts',
  'parseurl',
  'helmet',
  'vary',
  'statuses',
  'depd',
  'encodeurl',
  'mime-types',
  'http-errors',
  'send',
  'bytes',
  'fresh',
  'etag',
  'qs',
  'cors',
  'graphql-upload',
  'busboy',
]);
const GRAPHQL_PACKAGES =
  /^(graphql|graphql-jit|type-graphql|graphql-scalars|graphql-query-complexity|@escape\.tech\/.*|@apollo\/.*|@graphql-tools\/.*|dataloader|class-validator|graphile-build|graphile-build-pg|graphql-parse-resolve-info|@graphile\/.*|postgraphile-core|fast-json-stringify|lodash\..*)$/;
const SQL_PACKAGES = /^(pg|pg-protocol|pg-pool|pg-types|pg-connection-string|postgres-date|postgres-array|postgres-bytea|postgres-interval|pg-sql2|typeorm)$/;
const LOG_PACKAGES = /^(pino|pino-std-serializers|sonic-boom|thread-stream|prom-client|tdigest|bintrees)$/;
/** Functions whose own time is turning values into JSON text or back (V8 charges JSON.stringify and JSON.parse to their caller). */
const JSON_FUNCTIONS = /^(prettyJSONStringify|stringify|parse|safeJsonParse|parseJson|json)$/;

/**
 * The area a profile frame belongs to, or null for a frame that says nothing by itself (Node's
 * streams, sockets, events, timers: they count for whoever called them). Node's own HTTP server
 * (_http_*) is HTTP; an npm package goes by its name, an app file by its folder; PostGraphile's
 * request handler (postgraphile/build/postgraphile/http/) is HTTP, the rest of it GraphQL.
 */
function areaOf(frame) {
  const { url, functionName } = frame;
  if (functionName === '(garbage collector)') return 'garbage collector';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1];
  if (pkg) {
    if (JSON_FUNCTIONS.test(functionName) && /json|runHttpQuery|http\/|types\/json/i.test(url)) return 'JSON text';
    if (HTTP_PACKAGES.has(pkg)) return 'HTTP and Express';
    if (LOG_PACKAGES.test(pkg)) return 'logging and metrics';
    if (SQL_PACKAGES.test(pkg)) return 'SQL and the pg driver';
    if (pkg === 'postgraphile') return url.includes('/postgraphile/http/') ? 'HTTP and Express' : 'GraphQL: parse, validate, execute';
    if (GRAPHQL_PACKAGES.test(pkg)) return 'GraphQL: parse, validate, execute';
    return null;
  }
  const app = /\/api\/dist\/(.*)\.js$/.exec(url)?.[1];
  if (app) {
    if (/^(http\/request-log|metrics\/|logger)/.test(app)) return 'logging and metrics';
    if (/^(http\/|app$|graphql\/http-handler|graphql\/transport)/.test(app)) return 'HTTP and Express';
    if (/^(data\/|db\/|services\/)/.test(app)) return 'SQL and the pg driver';
    return 'GraphQL: parse, validate, execute'; // resolvers, presenters, the executor, limits, plugins
  }
  if (/^node:_http_/.test(url)) return 'HTTP and Express';
  return null;
}

/**
 * Where a worker's CPU went while the load ran (`window`: V8's profile clock and process.hrtime
 * are both the system's monotonic clock, so the bench's own timestamps pick the samples).
 * `owners`: each sample charged to the first package (node_modules/<name>) or app file
 * (api/dist/...) on its stack, so Node's own work (sockets, buffers, timers) counts for whoever
 * asked for it; GC and samples with no such frame are named as V8 names them. `self`: each
 * sample charged to the first frame on its stack that has an area (areaOf); `total`: to every
 * area on its stack (a request's whole handling is inside HTTP). Returns sample counts (their
 * spacing is wall time, which a busy machine stretches: the caller scales shares to CPU time).
 */
export function summarize(file, window) {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  let t = profile.startTime;
  const times = profile.timeDeltas.map((d) => (t += d));
  const idle = (id) => byId.get(id).callFrame.functionName === '(idle)';
  const owners = new Map();
  const self = new Map();
  const total = new Map();
  const add = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);
  for (let i = 1; i < times.length; i++) {
    const id = profile.samples[i];
    if (times[i] < window.from || times[i] > window.to || idle(id)) continue;
    let owner = null;
    let selfArea = null;
    const areas = new Set();
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
      const frame = byId.get(cur).callFrame;
      const url = frame.url;
      owner ??=
        /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ??
        (url.includes('/api/dist/') ? `app: ${url.replace(/.*\/api\/dist\//, '').replace(/\.js$/, '')}` : null);
      const area = areaOf(frame);
      if (area) {
        selfArea ??= area;
        areas.add(area);
      }
    }
    owner ??= `(${byId.get(id).callFrame.functionName || 'anonymous'})`;
    add(owners, owner);
    add(self, selfArea ?? OTHER_AREA);
    for (const area of areas.size ? areas : [OTHER_AREA]) add(total, area);
  }
  return { owners, self, total };
}

/** The newest workers' profiles: the largest files written in `dir` (one per process). */
function workerProfiles(dir, processes) {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .map((f) => path.join(dir, f))
    .sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)
    .slice(0, processes);
}

export async function run({ opt }) {
  const rounds = Number(opt('rounds', 3));
  const seconds = Number(opt('seconds', 5));
  const processes = Number(opt('workers', Math.min(os.availableParallelism(), 4)));
  const profileDir = opt('profile', '');
  const profileSeconds = Number(opt('seconds', 10));
  let profiled = null;
  const sections = [];
  ensurePeerInstalled();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campusnotes-bench-peer-'));
  const profiling = (side) => {
    if (!profileDir) return null;
    const dir = path.join(path.resolve(profileDir), side);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    return ['--cpu-prof', `--cpu-prof-dir=${dir}`];
  };
  console.log(`peer: starting the app (NODE_ENV=production, ${processes} workers, visitor cache off) on the demo data`);
  // Profiling starts the built api with node itself (--cpu-prof is refused in NODE_OPTIONS): run the comparison once first.
  const app = await startApp(dataDir, { SEED_DEMO: 'true', WEB_CONCURRENCY: String(processes) }, profiling('app'));
  let peer;
  try {
    await waitForDemoPreviews(app.url); // the first start's background page images, not measured
    await withDatabase(app.databaseUrl, async (c) => {
      // Background jobs run in the app's workers (and their children, in its process group): none may
      // still be running while its CPU is measured.
      const started = Date.now();
      for (;;) {
        const { rows } = await c.query(`SELECT count(*)::int AS n FROM pgboss.job WHERE state IN ('created', 'retry', 'active')`);
        if (rows[0].n === 0 || Date.now() - started > 600_000) break;
        await new Promise((resolve) => setTimeout(resolve, 2000));
      }
      await c.query(fs.readFileSync(path.join(PEER_DIR, 'schema.sql'), 'utf8'));
    });
    peer = await startPeer(app.databaseUrl, processes, profiling('peer') ?? []);
    console.log(`peer: app at ${app.url}, PostGraphile at ${peer.url}`);
    const reads = [
      {
        name: "browse (the web app's BrowseNotes, 12 cards)",
        key: 'browse',
        app: JSON.stringify({ query: webDocument(root, 'browse.graphql'), variables: { first: 12, filter: {} }, operationName: 'BrowseNotes' }),
        peer: JSON.stringify({ query: PEER_BROWSE, variables: { first: 12 }, operationName: 'BrowseNotes' }),
      },
      {
        name: 'cards (12 notes, uploader, counts; same query text)',
        key: 'cards',
        app: JSON.stringify({ query: CARDS, operationName: 'Cards' }),
        peer: JSON.stringify({ query: CARDS, operationName: 'Cards' }),
      },
    ];
    // The same ids in the same order with the same values, or the figures mean nothing.
    // A few tries: the demo's background jobs may still be adding a page image between the two reads.
    const checked = [];
    for (const r of reads) {
      const strip = (data) => ({ notes: { ...data.notes, edges: data.notes.edges.map(({ node }) => ({ node })) } });
      for (let attempt = 1; ; attempt++) {
        try {
          checked.push(`${r.key}: ${sameAnswers(r.key, strip(await post(app, r.app)), strip(await post(peer, r.peer)))} notes`);
          break;
        } catch (err) {
          if (attempt === 5) throw err;
          await new Promise((resolve) => setTimeout(resolve, 3000));
        }
      }
    }
    console.log(`peer: same answers (${checked.join(', ')})`);

    if (profileDir) {
      const read = reads.find((r) => r.key === opt('read', 'cards'));
      const served = {};
      for (const [side, s] of [
        ['app', app],
        ['peer', peer],
      ]) {
        await autocannonRun(s, read[side], 8, 2); // warm
        const { default: autocannon } = await import('autocannon');
        const from = Number(process.hrtime.bigint() / 1000n);
        const cpuBefore = serverCpuSeconds(s.child.pid);
        const result = await autocannon({
          url: `${s.url}/graphql`,
          method: 'POST',
          headers: { ...BROWSER, origin: s.url },
          body: read[side],
          connections: 8,
          duration: profileSeconds,
        });
        const cpuMs = (1000 * (serverCpuSeconds(s.child.pid) - cpuBefore)) / Math.max(1, result.requests.total);
        served[side] = { requests: result.requests.total, cpuMs, window: { from, to: Number(process.hrtime.bigint() / 1000n) } };
      }
      profiled = { read, served };
      return sections; // filled in below, once the servers stopped and wrote their profiles
    }

    const rows = [];
    for (const r of reads) {
      for (const connections of [1, 8]) {
        const results = { app: [], peer: [] };
        // Warm both (JIT, caches, compiled documents), then alternate which side goes first.
        for (const [side, s] of [
          ['app', app],
          ['peer', peer],
        ])
          await autocannonRun(s, r[side], connections, 1);
        for (let round = 0; round < rounds; round++) {
          const order =
            round % 2
              ? [
                  ['peer', peer],
                  ['app', app],
                ]
              : [
                  ['app', app],
                  ['peer', peer],
                ];
          for (const [side, s] of order) results[side].push(await autocannonRun(s, r[side], connections, seconds));
        }
        const ratios = results.app.map((a, i) => a.rps / results.peer[i].rps);
        const ratio = median(ratios);
        const m = (side, k) => median(results[side].map((x) => x[k]));
        const ms = (v) => (v < 10 ? v.toFixed(1) : v.toFixed(0));
        rows.push([
          r.name,
          String(connections),
          `**${ratio.toFixed(2)}** (${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)})`,
          `${m('app', 'rps').toFixed(0)} / ${m('peer', 'rps').toFixed(0)}`,
          `${ms(m('app', 'p50'))} / ${ms(m('peer', 'p50'))} ms`,
          `${ms(m('app', 'p99'))} / ${ms(m('peer', 'p99'))} ms`,
          `${m('app', 'cpuMs').toFixed(2)} / ${m('peer', 'cpuMs').toFixed(2)} ms`,
          ratio >= 1 ? '>= 1.0: met' : '>= 1.0: **missed**',
        ]);
        console.log(rows.at(-1).join(' | '));
      }
    }
    return [
      {
        key: 'peer',
        title: 'GraphQL engine against a peer: the app and PostGraphile 4 on the same reads (demo data, visitors)',
        table: [
          [
            'read',
            'connections',
            'app / PostGraphile req/s, median (range)',
            'req/s app / peer',
            'p50 app / peer',
            'p99 app / peer',
            'server CPU per request, app / peer',
            'budget',
          ],
          ...rows,
        ],
        note:
          `Both servers answer from the app's embedded PostgreSQL in the same run, on the demo data, each with ${processes} processes. The app runs as deployed (\`NODE_ENV=production npm start\`, ${processes} cluster workers, request log at info, sampled) with its visitor response cache off (\`GRAPHQL_VISITOR_CACHE_SECONDS=0\`), so every request runs the engine; measuring starts once no background job (the demo's page images and text, run by the app's workers and their children) is queued or running. PostGraphile 4.14 (scripts/bench/peer/server.cjs, installed on demand in scripts/bench/peer) runs with production settings (no GraphiQL, no watch, no query log, no error stacks, a pool of 10 per process, node:cluster) over a schema \`peer\` the bench creates and drops (scripts/bench/peer/schema.sql): an approved-notes view, a public users view and computed columns for the like and comment counts and the fields the app derives from a row. ` +
          `*browse* is the web app's own BrowseNotes document against PostGraphile's query for the same fields (less the edge's \`snippet\`, null when browsing); *cards* is one query text sent to both: \`${CARDS}\`. Before measuring, the bench checks that both answer the same ids in the same order with the same values (timestamps compared to the millisecond). ` +
          `Requests carry the headers the web app's Apollo Client sends (JSON content type, its Accept, Origin and same-origin fetch metadata; no Accept-Encoding, as PostGraphile does not compress). autocannon, ${rounds} interleaved rounds of ${seconds} s per side at 1 and at 8 connections, alternating which side goes first, after 1 s warm-ups; the ratio is the median of the per-round ratios, the range its spread; p50 and p99 are medians over the rounds. Server CPU per request: user + system time of the server's processes (PostgreSQL's left out) over a round divided by its requests, median of the rounds. Load generator, both servers and PostgreSQL share the machine's ${os.cpus().length} cores with other jobs (load average in the header).`,
      },
    ];
  } finally {
    if (peer) await stop(peer);
    await withDatabase(app.databaseUrl, (c) => c.query('DROP SCHEMA IF EXISTS peer CASCADE')).catch((err) =>
      console.error(`peer: could not drop the schema: ${err.message}`),
    );
    await stop(app);
    if (profileDir && profiled) {
      // Both workers of a side, added up, per request answered.
      const perRequest = {};
      const areas = {};
      for (const side of ['app', 'peer']) {
        const sums = { owners: new Map(), self: new Map(), total: new Map() };
        for (const file of workerProfiles(path.join(path.resolve(profileDir), side), processes)) {
          const summary = summarize(file, profiled.served[side].window);
          for (const key of Object.keys(sums)) for (const [k, n] of summary[key]) sums[key].set(k, (sums[key].get(k) ?? 0) + n);
        }
        const samples = [...sums.owners.values()].reduce((a, b) => a + b, 0);
        const ms = (n) => ((n ?? 0) / samples) * profiled.served[side].cpuMs;
        perRequest[side] = new Map([...sums.owners].map(([k, n]) => [k, ms(n)]));
        areas[side] = { self: (area) => ms(sums.self.get(area)), total: (area) => ms(sums.total.get(area)) };
      }
      fs.writeFileSync(path.join(path.resolve(profileDir), 'windows.json'), JSON.stringify(profiled.served, null, 2));
      const sum = (m) => [...m.values()].reduce((a, b) => a + b, 0);
      const top = (side) => [...perRequest[side]].sort((a, b) => b[1] - a[1]).slice(0, 18);
      const line = ([k, ms]) => `${k} ${ms.toFixed(3)}`;
      const rows = [];
      const [a, b] = [top('app'), top('peer')];
      for (let i = 0; i < Math.max(a.length, b.length); i++) rows.push([a[i] ? line(a[i]) : '', b[i] ? line(b[i]) : '']);
      rows.push([`**all ${sum(perRequest.app).toFixed(2)} ms**`, `**all ${sum(perRequest.peer).toFixed(2)} ms**`]);
      console.log(rows.map((r) => r.join(' | ')).join('\n'));
      const f = (x) => x.toFixed(3);
      const areaRows = [...AREAS, OTHER_AREA].map((area) => [
        area,
        f(areas.app.self(area)),
        f(areas.peer.self(area)),
        f(areas.app.self(area) - areas.peer.self(area)),
        f(areas.app.total(area)),
        f(areas.peer.total(area)),
      ]);
      areaRows.push([
        '**all**',
        `**${f(sum(perRequest.app))}**`,
        `**${f(sum(perRequest.peer))}**`,
        `**${f(sum(perRequest.app) - sum(perRequest.peer))}**`,
        '',
        '',
      ]);
      console.log(areaRows.map((r) => r.join(' | ')).join('\n'));
      sections.push({
        key: 'peerareas',
        title: `Where the CPU goes, by area: both servers on the ${profiled.read.key} read, 8 connections (ms of CPU per request)`,
        table: [['area', 'app, self', 'PostGraphile, self', 'app - PostGraphile, self', 'app, total', 'PostGraphile, total'], ...areaRows],
        note: `From the same profiles as the section below (\`npm run bench -- --only peer --profile <dir>\`). *Self*: each sample is charged to the first frame on its stack (from the innermost) that belongs to an area, so the self column adds up to the whole; Node's own frames (streams, sockets, events, timers) count for the area that called them, Node's HTTP server (\`_http_*\`) is HTTP. *Total*: each sample is charged to every area on its stack; a middleware calls the next one from inside itself, so a middleware's area counts everything after it (HTTP's total is near the whole, and the app's request log, first in its chain, has a large total for that reason alone): read the self column. Areas: **HTTP and Express** is Node's HTTP server, Express and its middlewares (the app's http/ files, body parsing, cookies, CORS, security headers, compression, the body timeout, Apollo's Express handler, Accept negotiation; PostGraphile's own request handler); **GraphQL** is the engine and everything it calls that is not SQL (app: @apollo/server, graphql, graphql-jit, TypeGraphQL, resolvers, presenters, limits and plugins; peer: postgraphile, graphile-build(-pg), graphql, graphql-parse-resolve-info); **SQL and the pg driver** is pg, pg-protocol, pg-pool, the type parsers, pg-sql2 and the app's data/ and services/; **JSON text** is only functions whose own time is JSON.stringify or JSON.parse (V8 charges those built-ins to their caller: Apollo's prettyJSONStringify, body-parser's parse; PostGraphile's stringify runs inside its handler and counts as HTTP there); **logging and metrics** is pino, prom-client and the app's request log and metrics. The JSON row undercounts both sides.`,
      });
      sections.push({
        key: 'peerprofile',
        title: `Where the CPU goes: both servers' workers profiled (node --cpu-prof) on the ${profiled.read.key} read, 8 connections`,
        table: [['app: owner, ms of CPU per request', 'PostGraphile: owner, ms of CPU per request'], ...rows],
        note: `\`npm run bench -- --only peer --profile <dir> --read ${profiled.read.key} --seconds ${profileSeconds}\`: each server's ${processes} workers run under \`node --cpu-prof\` (the app started from its built api/dist/server.js, whose cluster workers inherit the flag), ${profileSeconds} s of autocannon at 8 connections each (app ${profiled.served.app.requests} requests, PostGraphile ${profiled.served.peer.requests}). From each worker's profile the samples taken while the load ran are read, and every sample is charged to the first npm package (or app file) on its stack, so Node's own work (socket writes, buffers, timers) counts for whoever asked for it; \`(garbage collector)\` and \`(program)\` are V8's. Each owner's share of the samples times the server's CPU per request over the same run (user + system time of its processes from /proc, PostgreSQL's left out): milliseconds of CPU per request. Profiling slows both sides; read the split more than the totals.`,
      });
    }
    // A preview job's LibreOffice may still be writing its profile as the app stops: retry until it is gone.
    // If something of it is still being written (PostgreSQL's last files), the figures are kept all the same.
    try {
      fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (err) {
      console.error(`peer: could not remove ${dataDir} (${err.code}); remove it by hand`);
    }
  }
}

// `npm run bench -- --only page-render [--notes 100000] [--url URL] [--duration 8]`
// The server render of a note's page (web/src/entry-server.tsx through the api, issue 28):
// GET /notes/:id at 1 connection, closed loop, over many approved notes of the bench dataset
// (.data/bench-<notes>, seeded once as the api benchmark does), with NODE_ENV=production.
// `--url` measures an app already running (its own data) instead.
import http from 'node:http';
import { benchDataset, startBuiltApi } from './bench-dataset.mjs';

const BUDGET_MS = 25;

async function noteIds(url, count) {
  const ids = [];
  let after = null;
  while (ids.length < count) {
    const body = JSON.stringify({
      query: 'query($after: String) { notes(first: 50, after: $after) { edges { node { id } } pageInfo { endCursor hasNextPage } } }',
      variables: { after },
    });
    const res = await (await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', origin: url }, body })).json();
    ids.push(...res.data.notes.edges.map((e) => e.node.id));
    if (!res.data.notes.pageInfo.hasNextPage) break;
    after = res.data.notes.pageInfo.endCursor;
  }
  return ids;
}

async function measure(url, ids, seconds) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let i = 0;
  const once = () =>
    new Promise((resolve, reject) => {
      const t0 = process.hrtime.bigint();
      http
        .get(`${url}/notes/${ids[i++ % ids.length]}`, { agent }, (res) => {
          let bytes = 0;
          res.on('data', (c) => (bytes += c.length));
          res.on('end', () =>
            res.statusCode === 200 ? resolve({ ms: Number(process.hrtime.bigint() - t0) / 1e6, bytes }) : reject(new Error(`HTTP ${res.statusCode}`)),
          );
        })
        .on('error', reject);
    });
  const run = async (s) => {
    const out = [];
    for (const until = Date.now() + s * 1000; Date.now() < until;) out.push(await once());
    return out;
  };
  await run(1);
  const samples = await run(seconds);
  agent.destroy();
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  const pct = (p) => ms[Math.min(ms.length - 1, Math.ceil((p / 100) * ms.length) - 1)];
  return { n: ms.length, p50: pct(50), p95: pct(95), p99: pct(99), bytes: samples.reduce((a, s) => a + s.bytes, 0) / samples.length };
}

export async function run({ opt }) {
  const notes = Number(opt('notes', 100000));
  const seconds = Number(opt('duration', 8));
  let app;
  let dataset;
  if (opt('url', '')) {
    app = { url: opt('url', ''), stop: () => undefined };
    dataset = `the app at ${app.url} (its own data)`;
  } else {
    const dir = benchDataset(notes);
    app = await startBuiltApi(dir, 180_000);
    dataset = `${notes.toLocaleString('en-US')} notes (\`npm run seed -- --reset --notes ${notes} --users 10000\`)`;
  }
  try {
    const ids = await noteIds(app.url, 500);
    const r = await measure(app.url, ids, seconds);
    const fmt = (v) => `${v.toFixed(1)} ms`;
    return [
      {
        key: 'pagerender',
        title: `Server render of a note's page (budget: p95 at most ${BUDGET_MS} ms at 1 connection)`,
        table: [
          ['page', 'requests', 'p50', 'p95', 'p99', 'HTML (uncompressed)'],
          [
            'note `/notes/:id`, a visitor',
            String(r.n),
            fmt(r.p50),
            `**${fmt(r.p95)}**${r.p95 > BUDGET_MS ? ' ✗' : ''}`,
            fmt(r.p99),
            `${(r.bytes / 1024).toFixed(1)} KB`,
          ],
        ],
        note: `GET /notes/:id over ${ids.length} approved notes in turn, one keep-alive connection, closed loop, ${seconds} s after a 1 s warm-up (scripts/bench/page-render.mjs), against ${dataset} with NODE_ENV=production and the GraphQL visitor cache off: the api authenticates, runs the page's queries in process and renders the React page (web/src/entry-server.tsx: Apollo prerenderStatic over React's prerenderToNodeStream, emotion's style extraction), then writes it into the shell. Load generator and server share the machine's cores.`,
      },
    ];
  } finally {
    await app.stop();
  }
}

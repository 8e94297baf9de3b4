// `npm run bench -- --only discovery [--notes 100000] [--duration 4]`
// Issue 29's pages: the notes of a college, a subject, a subject at a college and a contributor,
// in each sort order. Over HTTP (GraphQL `noteCollection`/`contributor` with their notes, one
// keep-alive connection, closed loop) against the bench dataset (.data/bench-<notes>, seeded once
// as the api benchmark does), then each page's notes statement in process with its EXPLAIN
// (api/src/scripts/explain-discovery.ts): the plans show which index each page and order uses.
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { root } from './report.mjs';
import { benchDataset, startBuiltApi } from './bench-dataset.mjs';
import { gql } from './npm-start.mjs';

const BUDGET_MS = 30;

const PAGE_QUERY = `query($c: String, $s: String, $sort: NoteSort) { noteCollection(collegeSlug: $c, subjectSlug: $s) {
  noteCount subjects { name noteCount } colleges { name noteCount } programmes { name noteCount } semesters
  notes(first: 12, sort: $sort) { totalCount edges { node { id title subject course college semester likeCount commentCount downloadCount } } } } }`;
const CONTRIBUTOR_QUERY = `query($u: String!, $sort: NoteSort) { contributor(username: $u) { noteCount likesReceived downloadsReceived subjects { name noteCount } semesters
  notes(first: 12, sort: $sort) { totalCount edges { node { id title likeCount commentCount downloadCount } } } } }`;

async function measure(url, body, seconds) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const payload = JSON.stringify(body);
  const once = () =>
    new Promise((resolve, reject) => {
      const t0 = process.hrtime.bigint();
      const req = http.request(`${url}/graphql`, { method: 'POST', agent, headers: { 'content-type': 'application/json', origin: url } }, (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => {
          const ms = Number(process.hrtime.bigint() - t0) / 1e6;
          if (res.statusCode !== 200 || JSON.parse(text).errors) reject(new Error(`HTTP ${res.statusCode}: ${text.slice(0, 200)}`));
          else resolve(ms);
        });
      });
      req.on('error', reject);
      req.end(payload);
    });
  const loop = async (s) => {
    const out = [];
    for (const until = Date.now() + s * 1000; Date.now() < until;) out.push(await once());
    return out;
  };
  await loop(0.5);
  const ms = (await loop(seconds)).sort((a, b) => a - b);
  agent.destroy();
  const pct = (p) => ms[Math.min(ms.length - 1, Math.ceil((p / 100) * ms.length) - 1)];
  return { n: ms.length, p50: pct(50), p95: pct(95) };
}

export async function run({ opt }) {
  const notes = Number(opt('notes', 100000));
  const seconds = Number(opt('duration', 4));
  const dir = benchDataset(notes);
  const app = await startBuiltApi(dir);
  const http = [];
  try {
    // The busiest college and subject of the first page of notes, and an uploader of it.
    const sample = await gql(app.url, `{ notes(first: 50) { edges { node { collegeSlug subjectSlug uploader { username } } } } }`);
    const node = sample.notes.edges[0].node;
    const pages = [
      ['college', PAGE_QUERY, { c: node.collegeSlug }],
      ['subject', PAGE_QUERY, { s: node.subjectSlug }],
      ['college + subject', PAGE_QUERY, { c: node.collegeSlug, s: node.subjectSlug }],
      ['contributor', CONTRIBUTOR_QUERY, { u: node.uploader.username }],
    ];
    for (const [page, query, variables] of pages) {
      for (const sort of ['NEWEST', 'LIKED', 'DOWNLOADED']) {
        const r = await measure(app.url, { query, variables: { ...variables, sort } }, seconds);
        http.push([page, sort.toLowerCase(), String(r.n), `${r.p50.toFixed(1)} ms`, `**${r.p95.toFixed(1)} ms**${r.p95 > BUDGET_MS ? ' ✗' : ''}`]);
      }
    }
  } finally {
    await app.stop();
  }
  const explained = spawnSync(process.execPath, ['-r', '@swc-node/register', 'src/scripts/explain-discovery.ts'], {
    cwd: path.join(root, 'api'),
    env: { ...process.env, DATA_DIR: dir, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (explained.status !== 0) throw new Error(`explain-discovery failed: ${explained.stderr}`);
  const plans = JSON.parse(explained.stdout.trim().split('\n').pop());
  for (const row of plans.rows) console.log(`\n--- ${row.page}, ${row.sort} (p95 ${row.p95.toFixed(1)} ms in process)\n${row.plan}`);
  return [
    {
      // One section per dataset size (keys are word characters, report.mjs), so 100k and 1M stand side by side.
      key: 'discovery',
      part: String(notes),
      title: `Discovery pages and sort orders at ${notes.toLocaleString('en-US')} notes (budget: p95 at most ${BUDGET_MS} ms at 1 connection)`,
      table: [['page', 'sort', 'requests', 'p50', 'p95'], ...http],
      note: `GraphQL over HTTP, one keep-alive connection, closed loop, ${seconds} s per row after a warm-up (scripts/bench/discovery.mjs), the page's header and counts and its first 12 notes, against ${notes.toLocaleString('en-US')} notes with NODE_ENV=production and the visitor cache off. The machine was shared by other work (2 cores): figures are rough.`,
    },
    {
      key: 'discoveryplans',
      part: String(notes),
      title: `Discovery pages at ${notes.toLocaleString('en-US')} notes: the notes statement of each page and order, and each page's counts, in process, with the index its plan uses`,
      table: [
        ['page', 'sort', 'p50', 'p95', 'execution time (EXPLAIN ANALYZE)', 'index (EXPLAIN ANALYZE)'],
        ...plans.rows.map((r) => [
          r.page,
          r.sort,
          `${r.p50.toFixed(1)} ms`,
          `${r.p95.toFixed(1)} ms`,
          `${r.executionMs.toFixed(2)} ms`,
          r.indexes.join(', ') || '(none)',
        ]),
      ],
      note: `${plans.notes.toLocaleString('en-US')} notes; the busiest college and subject ("${plans.college}", "${plans.subject}"). The statements are captured from DiscoveryService itself (api/src/scripts/explain-discovery.ts: a page's notes, and its header and counts read from the trigger-kept catalogue_counts) and run 30 times, then with EXPLAIN (ANALYZE, BUFFERS); the full plans are printed by the bench run.`,
    },
  ];
}

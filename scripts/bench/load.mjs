// Mixed load: 200 virtual users for 60 s against `NODE_ENV=production npm start` (embedded
// PostgreSQL, demo data), the load generator on the same cores. Visitors browse, search, open notes
// and type into the search box; students also sign in, like, comment, save and upload a few notes.
// Each virtual user waits 0.5-1.5 s between actions, as a person reading a page does.
// Section key: load. Options: --vus 200 --load-seconds 60 [--url http://... to load a server already running].
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './report.mjs';
import { DEMO_PREVIEWS_WAITED_FOR, waitForDemoPreviews } from './demo-ready.mjs';
import { freePort, sleep } from './net.mjs';

async function startProduction(dataDir) {
  const port = await freePort();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO_PREVIEW_NOTES: DEMO_PREVIEWS_WAITED_FOR },
  });
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error('npm start exited');
    const ok = await fetch(`${url}/readyz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return { url, child };
    if (Date.now() - started > 300_000) throw new Error('npm start did not become ready in 5 minutes');
    await new Promise((r) => setTimeout(r, 250));
  }
}

const CARD = 'id title subject course college semester likeCount commentCount viewerHasLiked viewerHasSaved createdAt uploader { id username }';
const Q = {
  browse: `query($after: String) { notes(first: 12, after: $after) { totalCount pageInfo { endCursor hasNextPage } edges { node { ${CARD} } } } }`,
  search: `query($s: String) { notes(first: 12, filter: { search: $s }) { totalCount edges { snippet node { ${CARD} } } } }`,
  open: `query($id: ID!) { note(id: $id) { ${CARD} description batch downloadUrl previewUrl hasFile fileType viewerCan { edit delete download } comments(first: 12) { totalCount edges { node { id text createdAt author { id username } viewerCan { edit delete } } } } } }`,
  suggest: 'query($q: String!) { searchSuggestions(query: $q) { kind text } }',
  landing: '{ communityStats { notesShared students colleges } browseFilterOptions { colleges subjects semesters } }',
  me: '{ me { id username role } }',
  like: 'mutation($id: ID!) { toggleLike(id: $id) { note { id likeCount viewerHasLiked } errors { code message } } }',
  save: 'mutation($id: ID!) { saveNote(id: $id) { note { id viewerHasSaved } errors { code message } } }',
  comment: 'mutation($i: AddCommentInput!) { addComment(input: $i) { comment { id } errors { code message } } }',
};
const WORDS = [
  'operating',
  'data',
  'network',
  'algorithm',
  'calculus',
  'physics',
  'chemistry',
  'economics',
  'database',
  'thermo',
  'circuit',
  'marketing',
  'anatomy',
  'law',
  'graph',
];
const PREFIXES = ['op', 'da', 'net', 'alg', 'cal', 'phy', 'che', 'eco', 'dat', 'the', 'cir', 'mar'];
const pick = (list) => list[Math.floor(Math.random() * list.length)];

function percentile(sorted, p) {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export async function run({ opt }) {
  const VUS = Number(opt('vus', 200));
  const SECONDS = Number(opt('load-seconds', 60));
  const STUDENTS = Math.round(VUS / 5);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campusnotes-load-'));
  const { url, child } = opt('url') ? { url: opt('url'), child: null } : await startProduction(dataDir);
  await waitForDemoPreviews(url); // the first start's background page images, not measured
  const samples = new Map();
  const errorExamples = [];
  let recording = false;

  async function request(kind, { method = 'POST', path: p = '/graphql', headers = {}, body, query, variables }) {
    const started = performance.now();
    let ok = false;
    let detail = '';
    let res;
    try {
      res = await fetch(`${url}${p}`, {
        method,
        headers: { origin: url, ...(query ? { 'content-type': 'application/json' } : {}), ...headers },
        body: query ? JSON.stringify({ query, variables }) : body,
        signal: AbortSignal.timeout(30_000),
      });
      const text = await res.text();
      ok = res.status < 400 && !(query && /"errors":\[\{/.test(text.slice(0, 200000)) && JSON.parse(text).errors?.length);
      if (!ok) detail = `HTTP ${res.status} ${text.slice(0, 160)}`;
      res.bodyText = text;
    } catch (err) {
      detail = err.message;
    }
    if (recording) {
      const s = samples.get(kind) ?? { ms: [], errors: 0 };
      s.ms.push(performance.now() - started);
      if (!ok) {
        s.errors += 1;
        if (errorExamples.length < 10) errorExamples.push(`${kind}: ${detail}`);
      }
      samples.set(kind, s);
    }
    return { ok, res, json: () => JSON.parse(res.bodyText) };
  }

  try {
    // Setup, not measured: note ids to open, and student accounts (one address each, as on phones).
    const page = await request('setup', { query: '{ notes(first: 100) { edges { node { id } } } }' });
    const noteIds = page.json().data.notes.edges.map((e) => e.node.id);
    if (!noteIds.length) throw new Error('the demo data has no approved notes');
    const students = [];
    for (let i = 0; i < STUDENTS; i += 1) {
      const ip = `10.${Math.floor(i / 250)}.${i % 250}.${7 + (i % 3)}`;
      const account = { username: `load${i}_${Date.now() % 100000}`, email: `load${i}_${Date.now()}@example.com`, password: 'correct horse battery' };
      const res = await fetch(`${url}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: url, 'x-forwarded-for': ip },
        body: JSON.stringify(account),
      });
      if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
      students.push({
        ...account,
        ip,
        cookie: res.headers
          .getSetCookie()
          .find((c) => c.startsWith('cn_session='))
          .split(';')[0],
      });
    }

    let uploads = 0;
    const visitorAction = async (headers) => {
      const r = Math.random();
      if (r < 0.3) return request('browse', { query: Q.browse, headers });
      if (r < 0.5) return request('search', { query: Q.search, variables: { s: pick(WORDS) }, headers });
      if (r < 0.75) return request('open note', { query: Q.open, variables: { id: pick(noteIds) }, headers });
      if (r < 0.9) return request('suggestions', { query: Q.suggest, variables: { q: pick(PREFIXES) }, headers });
      if (r < 0.95) return request('landing', { query: Q.landing, headers });
      return request('REST list', { method: 'GET', path: `/api/notes?search=${pick(WORDS)}`, headers });
    };
    const studentAction = async (s) => {
      const headers = { cookie: s.cookie, 'x-forwarded-for': s.ip };
      const r = Math.random();
      if (r < 0.55) return visitorAction(headers);
      if (r < 0.67) return request('like', { query: Q.like, variables: { id: pick(noteIds) }, headers });
      if (r < 0.77)
        return request('comment', {
          query: Q.comment,
          variables: { i: { noteId: pick(noteIds), text: `Thanks, this helped ${Math.random().toString(36).slice(2, 8)}` } },
          headers,
        });
      if (r < 0.87) return request('save', { query: Q.save, variables: { id: pick(noteIds) }, headers });
      if (r < 0.95) return request('me', { query: Q.me, headers });
      if (r < 0.98) {
        const res = await request('sign in', {
          method: 'POST',
          path: '/api/auth/signin',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': s.ip },
          body: JSON.stringify({ email: s.email, password: s.password }),
        });
        const cookie = res.res?.headers.getSetCookie().find((c) => c.startsWith('cn_session='));
        if (cookie) s.cookie = cookie.split(';')[0];
        return res;
      }
      if (uploads >= 10) return visitorAction(headers);
      uploads += 1;
      const form = new FormData();
      for (const [k, v] of Object.entries({
        title: `Load test upload ${uploads} ${Date.now()}`,
        description: 'Uploaded during the load test',
        subjectName: 'Operating Systems',
        courseName: 'Computer Science Engineering (B.Tech/B.E)',
        semester: '5',
        batch: '2022-2026',
        collegeName: 'MANIT Bhopal',
      }))
        form.set(k, v);
      form.set('file', new Blob([`Load test document ${uploads} ${Date.now()} ${'paging and segmentation '.repeat(2000)}`]), `load-${uploads}.txt`);
      return request('upload', { method: 'POST', path: '/api/uploading/create', headers, body: form });
    };

    recording = true;
    const started = Date.now();
    const endAt = started + SECONDS * 1000;
    const vu = async (i) => {
      // Spread the arrivals over the first second instead of 200 requests at the same instant.
      await sleep(Math.random() * 1000);
      const student = i < STUDENTS ? students[i] : null;
      while (Date.now() < endAt) {
        await (student ? studentAction(student) : visitorAction({ 'x-forwarded-for': `172.16.${i % 250}.1` }));
        await sleep(500 + Math.random() * 1000);
      }
    };
    await Promise.all(Array.from({ length: VUS }, (_, i) => vu(i)));
    const elapsed = (Date.now() - started) / 1000;
    recording = false;

    const all = [...samples.values()].flatMap((s) => s.ms).sort((a, b) => a - b);
    const errors = [...samples.values()].reduce((n, s) => n + s.errors, 0);
    const ms = (v) => `${Math.round(v)} ms`;
    const rows = [...samples.entries()]
      .sort((a, b) => b[1].ms.length - a[1].ms.length)
      .map(([kind, s]) => {
        const sorted = [...s.ms].sort((a, b) => a - b);
        return [kind, String(sorted.length), String(s.errors), ms(percentile(sorted, 50)), ms(percentile(sorted, 95)), ms(percentile(sorted, 99))];
      });
    const p95 = percentile(all, 95);
    if (errorExamples.length) console.log(`load errors, first ${errorExamples.length}:\n${errorExamples.join('\n')}`);
    return [
      {
        key: 'load',
        title: `Mixed load: ${VUS} virtual users for ${SECONDS} s on \`NODE_ENV=production npm start\` (goal: 0 errors, p95 under 1 s)`,
        table: [
          ['requests', 'count', 'errors', 'p50', 'p95', 'p99'],
          [
            `**all** (${(all.length / elapsed).toFixed(0)} req/s)`,
            `**${all.length}**`,
            `**${errors}**${errors === 0 ? ' (goal met)' : ' (goal 0)'}`,
            ms(percentile(all, 50)),
            `**${ms(p95)}**${p95 < 1000 ? ' (goal met)' : ' (goal < 1 s)'}`,
            ms(percentile(all, 99)),
          ],
          ...rows,
        ],
        note:
          `${VUS - STUDENTS} visitors and ${STUDENTS} signed-in students, each waiting 0.5-1.5 s between actions; the load generator (Node fetch, in the benchmark process) shares the 2 cores with the api and its embedded PostgreSQL (demo data). ` +
          'Each virtual user has its own address (X-Forwarded-For from loopback, which the api trusts), as phones on a campus network behind a proxy would. ' +
          'An error is an HTTP status >= 400, a GraphQL error, or no answer within 30 s.' +
          (errorExamples.length
            ? ` First errors: ${errorExamples
                .slice(0, 3)
                .map((e) => `\`${e.replace(/\|/g, '/').slice(0, 140)}\``)
                .join('; ')}.`
            : ''),
      },
    ];
  } finally {
    if (child) {
      const exited = new Promise((r) => child.once('exit', r));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

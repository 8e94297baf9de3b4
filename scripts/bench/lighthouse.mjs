// `npm run bench -- --only lighthouse [--runs 3] [--pages landing,browse,note,college,course,subject,contributor,list] [--dist DIR] [--url URL] [--no-warm] [--diagnostics]`
// Lighthouse (npm) driving Debian's Chromium against `NODE_ENV=production npm start` on a
// throwaway data folder and port: mobile preset (simulated slow 4G, 4x CPU slowdown), the
// median of `runs` cold loads per page, then a warm-cache repeat visit.
// While iterating: `--pages landing --runs 1 --no-warm` measures one page once; `--dist` serves
// a web build made elsewhere (e.g. the previous commit's, for a back-to-back comparison);
// `--url` measures an app already running (no build, no start); `--diagnostics` prints where
// the main thread went (Lighthouse's bootup-time, mainthread-work-breakdown, long-tasks).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { fileURLToPath } from 'node:url';
import { root } from './report.mjs';
import { DEMO_PREVIEWS_WAITED_FOR, waitForDemoPreviews } from './demo-ready.mjs';
import { CHROME_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { startNpmApp, stopProcessGroup } from './npm-start.mjs';

const KB = 1024;
// Issue 28: the pages rendered on the server and hydrated. JavaScript bytes are reported, not budgeted.
const BUDGET = { score: 95, lcp: 1500, tbt: 200, cls: 0.02 };

/**
 * A private build of the web app (other work rebuilding web/dist cannot pull it away mid-run),
 * both halves as `npm run build -w web` makes them: the browser's and the server's renderer
 * (.ssr/entry-server.js). Without the latter the api serves the bare shell and the browser renders
 * every page alone, which is not what visitors get. The server's bundle imports React and the
 * other packages from node_modules, so the build lives inside the tree (in node_modules, git-ignored).
 */
function buildWeb(outDir) {
  const web = path.join(root, 'web');
  const vite = (extra) => spawnSync('npx', ['vite', 'build', ...extra, '--emptyOutDir', '--logLevel', 'warn'], { cwd: web, stdio: 'inherit' });
  if (vite(['--outDir', outDir]).status !== 0) throw new Error('web build failed');
  if (vite(['--ssr', 'src/entry-server.tsx', '--outDir', path.join(outDir, '.ssr')]).status !== 0) throw new Error('server render build failed');
}

/** `NODE_ENV=production npm start` serving `webDist`, with the demo data (its first page images waited for). */
async function startApp(dataDir, webDist) {
  const app = await startNpmApp(dataDir, { NODE_ENV: 'production', WEB_DIST: webDist, LOG_LEVEL: 'warn', DEMO_PREVIEW_NOTES: DEMO_PREVIEWS_WAITED_FOR });
  return { url: app.url, stop: () => stopProcessGroup(app.child) };
}

/** A new account's public study list holding `noteIds` (through the api, as the web app makes one); its id. */
async function publicStudyList(url, noteIds) {
  const stamp = Date.now().toString(36);
  const headers = { 'content-type': 'application/json', origin: url };
  const signUp = await fetch(`${url}/api/auth/signup`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ username: `bench_list_${stamp}`, email: `bench-list-${stamp}@bench.test`, password: 'bench-list-pass-123' }),
  });
  if (signUp.status !== 201) throw new Error(`lighthouse: sign-up for the study list failed: ${signUp.status}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const graphql = async (query, variables) => {
    const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { ...headers, cookie }, body: JSON.stringify({ query, variables }) });
    const answer = await res.json();
    if (answer.errors) throw new Error(`lighthouse: ${JSON.stringify(answer.errors)}`);
    return answer.data;
  };
  const [first, ...rest] = noteIds;
  const made = await graphql('mutation($input: CreateStudyListInput!) { createStudyList(input: $input) { errors { message } studyList { id } } }', {
    input: { name: 'Exam week', isPublic: true, noteId: first },
  });
  const listId = made.createStudyList.studyList.id;
  for (const noteId of rest) {
    await graphql('mutation($input: StudyListNoteInput!) { addNoteToStudyList(input: $input) { errors { message } } }', { input: { listId, noteId } });
  }
  return listId;
}

/** Bytes of JavaScript as transferred (compressed, with headers), from Lighthouse's network records. */
function jsTransferred(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
}

/** What the main thread did, from Lighthouse's own audits (scaled to the simulated 4x CPU). */
function diagnostics(lhr) {
  const a = lhr.audits;
  const items = (id) => a[id]?.details?.items ?? [];
  const ms = (v) => `${Math.round(v)} ms`;
  return [
    `main thread by category: ${items('mainthread-work-breakdown')
      .map((i) => `${i.groupLabel ?? i.group} ${ms(i.duration)}`)
      .join(', ')}`,
    `script cost (total / evaluation / parse+compile): ${items('bootup-time')
      .map((i) => `${String(i.url).replace(/^.*\/assets\//, '')} ${ms(i.total)} / ${ms(i.scripting)} / ${ms(i.scriptParseCompile)}`)
      .join('; ')}`,
    `long tasks (start, duration): ${items('long-tasks')
      .map((i) => `${ms(i.startTime)} ${ms(i.duration)} ${String(i.url ?? '').replace(/^.*\/assets\//, '')}`)
      .join('; ')}`,
    `LCP breakdown: ${(a['largest-contentful-paint-element']?.details?.items?.[1]?.items ?? []).map((i) => `${i.phase} ${ms(i.timing)}`).join(', ')}`,
  ].join('\n');
}

/**
 * The largest paint's element as Lighthouse saw it. An element gone by the end of the load (the
 * server's page inside #root, which the app replaced) has no snippet: its node id only.
 */
function lcpElementOf(audits) {
  const node = audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  if (!node) return '';
  return node.snippet || `(a node no longer in the page at the end of the load${node.lhId ? `, ${node.lhId}` : ''}: drawn before the app replaced it)`;
}

function metrics(lhr) {
  const a = lhr.audits;
  return {
    diagnostics: diagnostics(lhr),
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: a['largest-contentful-paint'].numericValue,
    fcp: a['first-contentful-paint'].numericValue,
    tbt: a['total-blocking-time'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    js: jsTransferred(lhr),
    lcpElement: lcpElementOf(a),
  };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

/** One Lighthouse run; a trace lost on the busy shared machine (NO_NAVSTART and the like) is retried twice. */
async function audit(port, url, { keepCache = false } = {}) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: keepCache });
    if (!lhr.runtimeError) return metrics(lhr);
    if (attempt === 3) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    console.warn(`lighthouse: ${url}: ${lhr.runtimeError.code}, retrying`);
  }
}

const ms = (v) => `${(v / 1000).toFixed(2)} s`;
const kb = (v) => `${(v / KB).toFixed(1)} KB`;
const mark = (ok, text) => (ok ? text : `**${text}** ✗`);

export async function run({ args = [], opt }) {
  const runs = Number(opt('runs', 3));
  const only = opt('pages', 'landing,browse,note,college,course,subject,contributor,list').split(',');
  const warmVisit = !args.includes('--no-warm');
  const showDiagnostics = args.includes('--diagnostics');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campusnotes-bench-lighthouse-'));
  const givenUrl = opt('url', null);
  const cleanUp = [];
  let app;
  if (givenUrl) {
    app = { url: givenUrl.replace(/\/$/, ''), stop: async () => undefined };
  } else {
    const given = opt('dist', null);
    // Not under a dot folder (node_modules/.cache): the api would not send sw.js from there.
    const webDist = given ? path.resolve(root, given) : path.join(root, 'node_modules', `campusnotes-bench-web-${process.pid}`);
    if (!given) buildWeb(webDist);
    if (!given) cleanUp.push(() => fs.rmSync(webDist, { recursive: true, force: true }));
    if (!fs.existsSync(path.join(webDist, '.ssr', 'entry-server.js'))) console.warn(`lighthouse: ${webDist} has no server renderer: pages are the bare shell`);
    app = await startApp(dataDir, webDist);
  }
  await waitForDemoPreviews(app.url); // the first start's background page images, not measured
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const body = await (
      await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ notes(first: 4) { edges { node { id collegeSlug subjectSlug uploader { username } } } } }' }),
      })
    ).json();
    const sample = body.data.notes.edges[0].node;
    const noteId = sample.id;
    const listId = only.includes('list')
      ? await publicStudyList(
          app.url,
          body.data.notes.edges.map((edge) => edge.node.id),
        )
      : null;
    const pages = [
      { key: 'landing', name: 'landing `/`', path: '/', jsBudget: 120 * KB },
      { key: 'browse', name: 'browse `/browse`', path: '/browse', jsBudget: 160 * KB },
      { key: 'note', name: 'note `/notes/:id`', path: `/notes/${noteId}`, jsBudget: 160 * KB },
      // Issue 29's discovery pages (the newest note's college, its subject there, its uploader).
      { key: 'college', name: 'college `/colleges/:college`', path: `/colleges/${sample.collegeSlug}`, discovery: true },
      {
        key: 'course',
        name: 'subject at a college `/colleges/:college/:subject`',
        path: `/colleges/${sample.collegeSlug}/${sample.subjectSlug}`,
        discovery: true,
      },
      { key: 'subject', name: 'subject `/subjects/:subject`', path: `/subjects/${sample.subjectSlug}`, discovery: true },
      { key: 'contributor', name: 'contributor `/u/:username`', path: `/u/${encodeURIComponent(sample.uploader.username)}`, discovery: true },
      // A public study list of four notes, made by a new account for this run.
      { key: 'list', name: 'public study list `/lists/:id`', path: `/lists/${listId}`, discovery: true },
    ].filter((p) => only.includes(p.key));
    // One unmeasured load first: the server's caches (shell, manifest, pools) are warm for every measured run.
    await audit(chrome.port, `${app.url}/`);
    const rows = [];
    const discoveryRows = [];
    const lcpElements = [];
    const discoveryLcp = [];
    for (const page of pages) {
      const results = [];
      for (let i = 0; i < runs; i++) results.push(await audit(chrome.port, `${app.url}${page.path}`));
      const m = Object.fromEntries(['score', 'lcp', 'fcp', 'tbt', 'cls', 'js'].map((k) => [k, median(results.map((r) => r[k]))]));
      if (showDiagnostics) {
        for (const r of results)
          console.log(`\n${page.name} (score ${r.score}, LCP ${ms(r.lcp)}, FCP ${ms(r.fcp)}, TBT ${Math.round(r.tbt)} ms)\n${r.diagnostics}`);
      }
      // Warm cache: the same page again without clearing storage; immutable assets come from the HTTP cache.
      let warm = null;
      if (warmVisit) {
        await audit(chrome.port, `${app.url}${page.path}`, { keepCache: true });
        warm = await audit(chrome.port, `${app.url}${page.path}`, { keepCache: true });
      }
      (page.discovery ? discoveryLcp : lcpElements).push(`${page.name}: \`${results[0].lcpElement.replace(/\|/g, '\\|').slice(0, 90)}\``);
      (page.discovery ? discoveryRows : rows).push([
        page.name,
        mark(m.score >= BUDGET.score, String(m.score)),
        mark(m.lcp <= BUDGET.lcp, ms(m.lcp)),
        ms(m.fcp),
        mark(m.tbt <= BUDGET.tbt, `${Math.round(m.tbt)} ms`),
        mark(m.cls <= BUDGET.cls, m.cls.toFixed(3)),
        kb(m.js),
        warm ? mark(warm.js === 0, `${warm.js} B`) : 'not measured',
        results.map((r) => r.score).join(' / '),
      ]);
    }
    const head = ['page', 'score', 'LCP', 'FCP', 'TBT', 'CLS', 'JS transferred', 'repeat visit: JS transferred', `scores of the ${runs} runs`];
    const budgets = `budgets: score >= 95, LCP <= 1.5 s, TBT <= 200 ms, CLS <= 0.02, 0 B of JS again on a repeat visit; JS bytes reported`;
    const noteOf = (lcp) =>
      [
        `Lighthouse ${lighthouse.version ?? '12'} from npm driving /usr/bin/chromium (headless) against \`NODE_ENV=production npm start\` with the demo data on a throwaway DATA_DIR: default mobile preset (simulated throttling: 150 ms RTT, 1.6 Mbit/s down, 4x CPU slowdown), performance category only, storage reset before every cold run. "JS transferred" is the sum of the transferSize of every script request (compressed as the server sent it, headers included). The repeat visit loads the page twice more without a storage reset and reports the second. Figures marked ✗ miss their budget. The CPU figures (TBT, and LCP through it) depend on the shared 2-core machine's load at the time.`,
        `Largest contentful paint element: ${lcp.join('; ')}.`,
      ].join('\n\n');
    // Two sections, so a run of either set of pages keeps the other's figures.
    return [
      rows.length
        ? { key: 'lighthouse', title: `Phones: Lighthouse mobile preset, median of ${runs} (${budgets})`, table: [head, ...rows], note: noteOf(lcpElements) }
        : null,
      discoveryRows.length
        ? {
            key: 'lighthouse',
            part: '3',
            title: `Phones: Lighthouse mobile preset on the discovery pages (issue 29), median of ${runs} (the note page's ${budgets})`,
            table: [head, ...discoveryRows],
            note: noteOf(discoveryLcp),
          }
        : null,
    ].filter(Boolean);
  } catch (error) {
    // Said before the clean-up, which can fail in its turn (PostgreSQL still writing its folder).
    console.error('lighthouse:', error);
    throw error;
  } finally {
    await chrome.kill();
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 });
    for (const clean of cleanUp) clean();
  }
}

// On its own (prints the table, writes nothing): `node scripts/bench/lighthouse.mjs --pages landing --runs 1 --no-warm`
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const opt = (name, fallback) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : fallback;
  };
  for (const sec of await run({ args, opt })) {
    console.log(`\n## ${sec.title}\n`);
    for (const row of sec.table) console.log(`| ${row.join(' | ')} |`);
    console.log(`\n${sec.note}`);
  }
}

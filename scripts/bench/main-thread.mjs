// `node scripts/bench/main-thread.mjs --url http://127.0.0.1:PORT [--pages landing,browse,note] [--cpu 4] [--top 25]`
// Where the main thread spends a phone's first load: each page loaded once in Chromium with the
// CPU slowed down (CDP Emulation.setCPUThrottlingRate, as Lighthouse's mobile preset) under the
// V8 sampling profiler. Prints FCP, LCP (and its element), the long tasks (what TBT counts), and
// the self time per script file and per function, so a change can be aimed at the largest item.
// A diagnostic for iterating, not a budget: the budgets live in the lighthouse section.
import { fileURLToPath } from 'node:url';
import { SourceMapConsumer } from 'source-map-js';
import { launchChromium } from './chromium.mjs';

// Collected in the page from its first script on: long tasks, paints and the LCP element.
const OBSERVE = `(() => {
  const out = (window.__perf = { long: [], fcp: 0, lcp: 0, lcpNode: '' });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) out.long.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') out.fcp = Math.round(e.startTime); }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) { out.lcp = Math.round(e.startTime); const n = e.element; out.lcpNode = n ? (n.tagName + ' ' + (n.textContent || n.getAttribute('src') || '').slice(0, 50)) : ''; } }).observe({ type: 'largest-contentful-paint', buffered: true });
})();`;

/** Names a minified frame by its original source file and function, from the asset's source map. */
function originalNamer(url) {
  const maps = new Map();
  const consumerFor = async (file) => {
    if (!maps.has(file)) {
      maps.set(
        file,
        fetch(`${url}/assets/${file}.map`)
          .then((r) => (r.ok ? r.json() : null))
          .then((m) => (m ? new SourceMapConsumer(m) : null))
          .catch(() => null),
      );
    }
    return maps.get(file);
  };
  return async (file, line, column) => {
    const consumer = await consumerFor(file);
    if (!consumer) return '';
    const pos = consumer.originalPositionFor({ line, column });
    if (!pos.source) return '';
    const src = pos.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
    return `${pos.name ?? ''} ${src}:${pos.line}`;
  };
}

// Chromium's own scripts (v8/LoadTimes and the like) have a name, not a URL.
const pathOf = (url) => (URL.canParse(url) ? new URL(url).pathname.replace(/^\/assets\//, '') : url);

function summarize(profile, top) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dt = profile.timeDeltas;
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (dt[i + 1] ?? 0) / 1000));
  const perFile = new Map();
  const perFn = new Map();
  const perSource = new Map();
  for (const [id, ms] of self) {
    const { callFrame: f } = byId.get(id);
    const file = f.url ? pathOf(f.url) : `(${f.functionName || 'native'})`;
    if (file === '((idle))' || file === '((program))') continue;
    perFile.set(file, (perFile.get(file) ?? 0) + ms);
    const fn = `${f.functionName || '(anonymous)'} ${file}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
    perFn.set(fn, (perFn.get(fn) ?? 0) + ms);
    if (f.url) {
      const source = `${file} ${f.lineNumber + 1}:${f.columnNumber}`;
      perSource.set(source, (perSource.get(source) ?? 0) + ms);
    }
  }
  // Inclusive (total) time: each sample counts once for every distinct function on its stack.
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  /** The distinct functions (source position) on a sample's stack, so recursion counts once. */
  const functionsOnStack = (id) => {
    const keys = new Set();
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
      const { callFrame: f } = byId.get(cur);
      if (f.url) keys.add(`${pathOf(f.url)} ${f.lineNumber + 1}:${f.columnNumber}`);
    }
    return keys;
  };
  const inclusive = new Map();
  profile.samples.forEach((id, i) => {
    const ms = (dt[i + 1] ?? 0) / 1000;
    for (const key of functionsOnStack(id)) inclusive.set(key, (inclusive.get(key) ?? 0) + ms);
  });
  // Busy stretches: runs of samples not idle, as the long tasks TBT counts (approximately: two
  // tasks back to back read as one). Each with the functions most of its time ran under.
  const stretches = [];
  let run = null;
  let t = 0;
  profile.samples.forEach((id, i) => {
    const ms = (dt[i + 1] ?? 0) / 1000;
    t += (dt[i] ?? 0) / 1000;
    const idle = ['(idle)', '(program)'].includes(byId.get(id).callFrame.functionName);
    if (idle) {
      if (run && run.ms >= 50) stretches.push(run);
      run = null;
      return;
    }
    run ??= { start: t, ms: 0, fns: new Map() };
    run.ms += ms;
    for (const key of functionsOnStack(id)) run.fns.set(key, (run.fns.get(key) ?? 0) + ms);
  });
  if (run && run.ms >= 50) stretches.push(run);
  const sorted = (m) => [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
  return { stretches, perFile: sorted(perFile), perFn: sorted(perFn), perSource, inclusive: sorted(inclusive).slice(0, top * 2) };
}

export async function traceMainThread({ url, pages, cpu = 4, top = 25, viewport = { width: 390, height: 844 } }) {
  const browser = await launchChromium();
  const results = [];
  try {
    for (const page of pages) {
      const context = await browser.newContext({ viewport });
      await context.addInitScript(OBSERVE);
      const tab = await context.newPage();
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await tab.goto(`${url}${page.path}`, { waitUntil: 'networkidle' });
      await tab.waitForTimeout(1500);
      const { profile } = await cdp.send('Profiler.stop');
      const perf = await tab.evaluate(() => window.__perf);
      const summary = summarize(profile, top);
      // Self time per original module (package file or app source), through the source maps.
      const name = originalNamer(url);
      const perModule = new Map();
      const perOrigFn = new Map();
      for (const [key, ms] of summary.perSource) {
        const [file, pos] = key.split(' ');
        const [line, column] = pos.split(':').map(Number);
        const orig = await name(file, line, column);
        const module = orig ? orig.split(' ')[1].replace(/:\d+$/, '') : file;
        perModule.set(module, (perModule.get(module) ?? 0) + ms);
        const fnKey = orig || key;
        perOrigFn.set(fnKey, (perOrigFn.get(fnKey) ?? 0) + ms);
      }
      const sorted = (m) => [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
      const inclusive = [];
      for (const [key, ms] of summary.inclusive) {
        const [file, pos] = key.split(' ');
        const [line, column] = pos.split(':').map(Number);
        inclusive.push([(await name(file, line, column)) || key, ms]);
      }
      const busy = [];
      for (const st of summary.stretches) {
        const fns = [];
        for (const [key, ms] of [...st.fns.entries()].sort((x, y) => y[1] - x[1]).slice(0, 40)) {
          const [file, pos] = key.split(' ');
          const [line, column] = pos.split(':').map(Number);
          const orig = (await name(file, line, column)) || key;
          // The scheduler and React's work loop frame everything: show the app's and libraries' own parts.
          if (
            /scheduler|performWorkOn|workLoop|renderRoot|performUnitOfWork|beginWork|renderWithHooks|updateForwardRef|updateFunctionComponent|react\.production|runWithFiberInDEV|callCallback|flushActQueue|completeRoot|commitRoot/.test(
              orig,
            ) &&
            ms > st.ms * 0.6
          )
            continue;
          fns.push(`${orig.replace(/^\s+/, '')} ${ms.toFixed(0)}`);
          if (fns.length >= 6) break;
        }
        busy.push({ start: Math.round(st.start), ms: Math.round(st.ms), fns });
      }
      const tbt = perf.long.filter(([start]) => start >= perf.fcp).reduce((s, [, d]) => s + Math.max(0, d - 50), 0);
      results.push({ ...page, perf, tbt, perFile: summary.perFile, perModule: sorted(perModule), perFn: sorted(perOrigFn), inclusive, busy });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

async function noteId(url) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ notes(first: 1) { edges { node { id } } } }' }),
  });
  return (await res.json()).data.notes.edges[0].node.id;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const opt = (name, fallback) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : fallback;
  };
  const url = opt('url', null);
  if (!url) throw new Error('--url http://127.0.0.1:PORT of a running app (NODE_ENV=production npm start)');
  const id = await noteId(url);
  const all = { landing: '/', browse: '/browse', note: `/notes/${id}` };
  const names = opt('pages', 'landing,browse,note').split(',');
  const pages = names.map((name) => ({ name, path: all[name] ?? name }));
  const results = await traceMainThread({
    url,
    pages,
    cpu: Number(opt('cpu', 4)),
    top: Number(opt('top', 25)),
    viewport: { width: Number(opt('width', 390)), height: 844 },
  });
  for (const r of results) {
    console.log(`\n## ${r.name} ${r.path}: FCP ${r.perf.fcp} ms, LCP ${r.perf.lcp} ms (${r.perf.lcpNode}), TBT after FCP ${r.tbt} ms`);
    console.log(`long tasks [start, duration] ms: ${JSON.stringify(r.perf.long)}`);
    console.log('busy stretches (ms from profile start, duration, main functions with their total ms):');
    for (const b of r.busy) console.log(`  @${b.start} ${b.ms} ms: ${b.fns.join(' | ')}`);
    console.log('self time per file:');
    for (const [file, ms] of r.perFile) console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${file}`);
    console.log('self time per original module (source maps):');
    for (const [m, ms] of r.perModule) console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${m}`);
    console.log('total time (self and callees) per function (original name and place):');
    for (const [fn, ms] of r.inclusive) console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${fn}`);
    console.log('self time per function (original name and place):');
    for (const [fn, ms] of r.perFn) console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${fn}`);
  }
}

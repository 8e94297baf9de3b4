// `npm run bench -- --only first-load [--url http://127.0.0.1:PORT]`, or on its own:
// `node scripts/bench/first-load.mjs [--dist web/dist] [--url http://127.0.0.1:PORT]`
// First-load JavaScript per public route, as Brotli bytes (what the api sends every current
// browser), and what the initial chunks are made of. Without --url it reads a build only: the
// entry's scripts and modulepreloads in index.html plus the route's lazy page and its imports
// (the chunks the api preloads for that route). With --url it also loads each route in
// Chromium against that running app and counts every script actually fetched, lazy imports
// fired while the page mounts included.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SourceMapConsumer } from 'source-map-js';
import { root } from './report.mjs';
import { launchChromium } from './chromium.mjs';
import { firstNoteId } from './npm-start.mjs';

const KB = 1024;
const kb = (n) => `${(n / KB).toFixed(1)} KB`;

/** The routes with a JS budget, and the page module the api preloads for each (api/src/http/web-app.ts). */
const ROUTES = [
  { name: 'landing `/`', path: '/', page: null, budget: 120 * KB },
  { name: 'browse `/browse`', path: '/browse', page: 'src/pages/Browse/BrowsePage.tsx', budget: 160 * KB },
  { name: 'note `/notes/:id`', path: '/notes/:id', page: 'src/pages/NoteDetail/NoteDetailPage.tsx', budget: 160 * KB },
];

/** Chunks the app imports as it starts, which the api preloads on every route (START_CHUNKS in api/src/http/web-app.ts). */
const START_CHUNKS = ['src/app/theme.ts'];

function buildWeb(outDir) {
  const r = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], { cwd: path.join(root, 'web'), stdio: 'inherit' });
  if (r.status !== 0) throw new Error('web build failed');
}

function readBuild(dist) {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const size = (file) => fs.statSync(path.join(dist, file)).size;
  const brotli = (file) => (fs.existsSync(path.join(dist, `${file}.br`)) ? size(`${file}.br`) : size(file));
  const entryFiles = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  return { dist, html, manifest, size, brotli, entryFiles };
}

/** Files the api sends a route before any code runs: the shell's scripts plus the start chunks' and the page's static import closures. */
function staticFiles(build, page) {
  const files = new Set(build.entryFiles);
  const visit = (key) => {
    const chunk = build.manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const key of START_CHUNKS) visit(key);
  if (page) visit(page);
  return [...files];
}

/** Bytes of each initial chunk attributed to packages (node_modules) or app folders, from the source maps. */
function composition(build, file) {
  const mapFile = path.join(build.dist, `${file}.map`);
  if (!fs.existsSync(mapFile)) return [];
  const code = fs.readFileSync(path.join(build.dist, file), 'utf8').split('\n');
  const consumer = new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, 'utf8')));
  const mappings = [];
  consumer.eachMapping((m) => mappings.push(m));
  mappings.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
  const owner = (source) => {
    if (!source) return '(bundler)';
    const mod = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
    if (mod) return mod[1];
    const app = /(src\/(?:[^/]+\/)?[^/]+)/.exec(source);
    return app ? app[1].replace(/\.[jt]sx?$/, '') : source;
  };
  const bytes = new Map();
  mappings.forEach((m, i) => {
    const next = mappings[i + 1];
    const end = next && next.generatedLine === m.generatedLine ? next.generatedColumn : (code[m.generatedLine - 1]?.length ?? m.generatedColumn);
    const key = owner(m.source);
    bytes.set(key, (bytes.get(key) ?? 0) + Math.max(0, end - m.generatedColumn));
  });
  // Brotli compresses each chunk as a whole: shares are scaled by the chunk's own ratio.
  const ratio = build.brotli(file) / build.size(file);
  return [...bytes.entries()].map(([name, raw]) => ({ name, raw, br: raw * ratio })).sort((a, b) => b.raw - a.raw);
}

/** Every script Chromium fetches for each route of a running app, with its encoded (sent) body size. */
async function measureInBrowser(url, routes) {
  const noteId = await firstNoteId(url);
  const browser = await launchChromium();
  const out = [];
  try {
    for (const route of routes) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const scripts = [];
      page.on('requestfinished', async (request) => {
        if (request.resourceType() !== 'script') return;
        const sizes = await request.sizes();
        scripts.push({ file: new URL(request.url()).pathname.slice(1), sent: sizes.responseBodySize, headers: sizes.responseHeadersSize });
      });
      await page.goto(`${url}${route.path.replace(':id', noteId)}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1500); // idle-time imports (toaster, bell) count as first-load code too
      out.push({ ...route, scripts: [...scripts] });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}

export async function run({ opt }) {
  let dist = opt('dist', null);
  let tmp = null;
  if (!dist) {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'campusnotes-bench-first-load-'));
    dist = path.join(tmp, 'dist');
    buildWeb(dist);
  }
  try {
    const build = readBuild(path.resolve(root, dist));
    const sum = (files) => files.reduce((s, f) => s + build.brotli(f), 0);
    const perRoute = ROUTES.map((route) => ({ ...route, files: staticFiles(build, route.page) }));
    const url = opt('url', null);
    const measured = url ? await measureInBrowser(url, ROUTES) : null;
    const rows = perRoute.map((route, i) => {
      const total = sum(route.files);
      const row = [route.name, String(route.files.length), total <= route.budget ? kb(total) : `**${kb(total)}** ✗`, kb(route.budget)];
      if (measured) {
        const sent = measured[i].scripts.reduce((s, r) => s + r.sent, 0);
        row.push(`${measured[i].scripts.length} / ${sent <= route.budget ? kb(sent) : `**${kb(sent)}** ✗`}`);
      }
      return row;
    });
    const head = ['route', 'scripts sent before any code runs', 'Brotli', 'budget'];
    if (measured) head.push('fetched in Chromium by network idle: scripts / bytes sent');

    const comp = build.entryFiles.flatMap((file) =>
      composition(build, file)
        .filter((p) => p.br >= 512)
        .slice(0, 8)
        .map((p) => [file.replace(/^assets\//, ''), p.name, kb(p.raw), kb(p.br)]),
    );
    const details = perRoute.map((r) => `${r.name}: ${r.files.map((f) => `${f.replace(/^assets\//, '')} ${kb(build.brotli(f))}`).join(', ')}`);
    if (measured)
      for (const m of measured) details.push(`${m.name} in Chromium: ${m.scripts.map((s) => `${s.file.replace(/^assets\//, '')} ${kb(s.sent)}`).join(', ')}`);
    return [
      {
        key: 'firstload',
        title: 'First-load JavaScript per route, Brotli as the server sends it (budgets: 120 KB landing, 160 KB browse and note)',
        table: [head, ...rows],
        note: [
          "Scripts sent before any code runs: the shell's entry script and modulepreloads, the chunks the app imports as it starts (the theme: the api preloads them on every route), plus, for browse and note, the route's lazy page and its static imports (the api adds modulepreloads for them). Sizes of the build's precompressed .br files, which the api sends to every browser that accepts Brotli.",
          ...details.map((d) => `- ${d}`),
        ].join('\n'),
      },
      {
        key: 'firstload',
        part: 2,
        title: 'What the entry chunks are made of (largest parts, from the source maps)',
        table: [['chunk', 'package or app folder', 'minified', 'Brotli share (approx.)'], ...comp],
        note: "Minified bytes each source contributes, from the chunk's source map; the Brotli share scales them by the chunk's own compression ratio (an approximation: Brotli compresses the chunk as a whole).",
      },
    ];
  } finally {
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const opt = (name, fallback) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : fallback;
  };
  const sections = await run({ args, opt });
  for (const sec of sections) {
    console.log(`\n## ${sec.title}\n`);
    for (const row of sec.table) console.log(`| ${row.join(' | ')} |`);
    if (sec.note) console.log(`\n${sec.note}`);
  }
}

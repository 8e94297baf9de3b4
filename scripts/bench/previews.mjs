// `npm run bench -- --only previews [--pages 10]`
// Note processing as users meet it: the app started with `npm start` (embedded PostgreSQL, a
// throwaway DATA_DIR), a student uploads a 10-page scan (pictures only, no text layer) and a
// 10-page text PDF through REST; we time from the upload's answer to the card thumbnail and to
// the scan's OCR text being searchable, read the job worker's peak RSS from the app's log
// (the rendering child reports it) and weigh the thumbnails.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './report.mjs';
import { waitForDemoPreviews } from './demo-ready.mjs';
import { sleep } from './net.mjs';
import { gql, startNpmApp, stopProcessGroup } from './npm-start.mjs';

/** `npm start` on its own data folder and a free port, no demo data; extraEnv adds settings. */
export const startApp = (dataDir, extraEnv = {}) => startNpmApp(dataDir, { SEED_DEMO: 'false', ...extraEnv });

/** The documents, made by the api's own writers (the scan by api/src/seed/scanned-pdf.ts). */
function makeDocuments(dir, pages) {
  const script = `
    const fs = require('node:fs');
    const { makeScannedPdf } = require('./src/seed/scanned-pdf');
    const { makePdf } = require('./src/seed/pdf');
    const lines = (p) => ['Lecture ' + p + ': thermodynamics and entropy', 'Carnot engines convert heat into work', 'The second law limits efficiency ' + p];
    (async () => {
      fs.writeFileSync(${JSON.stringify(path.join(dir, 'scan.pdf'))}, await makeScannedPdf(Array.from({ length: ${pages} }, (_, i) => lines(i + 1))));
      fs.writeFileSync(${JSON.stringify(path.join(dir, 'text.pdf'))}, makePdf('Heat engines', Array.from({ length: ${pages} * 45 }, (_, i) => 'Paragraph ' + i + ' on heat engines, reservoirs and the efficiency of real cycles.')));
    })();`;
  const r = spawnSync(process.execPath, ['-r', '@swc-node/register', '-e', script], { cwd: path.join(root, 'api'), stdio: 'inherit' });
  if (r.status !== 0) throw new Error('could not make the documents');
}

/** The upload form's fields but the title, as the benches that upload fill them. */
export const NOTE_FIELDS = {
  description: 'bench',
  subjectName: 'Physics',
  courseName: 'Computer Science Engineering (B.Tech/B.E)',
  semester: '3',
  batch: '2022-2026',
  collegeName: 'MANIT Bhopal',
};

async function uploadAndWatch(app, cookie, file, title) {
  const form = new FormData();
  const fields = { title, ...NOTE_FIELDS };
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const bytes = fs.readFileSync(file);
  form.set('file', new Blob([bytes]), path.basename(file));
  const t0 = Date.now();
  const res = await fetch(`${app.url}/api/uploading/create`, { method: 'POST', headers: { cookie, origin: app.url }, body: form });
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  const answeredMs = Date.now() - t0;
  const id = (await res.json()).note._id;
  let thumbMs = null;
  let thumbUrl = null;
  let doneMs = null;
  let status = 'processing';
  let textSource = null;
  const q = `query($id: ID!) { note(id: $id) { thumbnailUrl processing { status } textSource } }`;
  while (Date.now() - t0 < 600_000) {
    const note = (await gql(app.url, q, { id }, cookie)).note;
    status = note.processing.status;
    textSource = note.textSource;
    if (!thumbMs && note.thumbnailUrl) [thumbMs, thumbUrl] = [Date.now() - t0, note.thumbnailUrl];
    if (status !== 'processing') {
      doneMs = Date.now() - t0;
      break;
    }
    await sleep(100);
  }
  const thumbBytes = thumbUrl ? (await (await fetch(`${app.url}${thumbUrl}`, { headers: { cookie } })).arrayBuffer()).byteLength : null;
  return { id, answeredMs, thumbMs, doneMs, thumbBytes, status, textSource, size: bytes.length };
}

export async function run({ opt }) {
  const PAGES = Number(opt('pages', 10));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campusnotes-bench-previews-'));
  makeDocuments(dataDir, PAGES);
  console.log(`previews: npm start on ${dataDir}, a ${PAGES}-page scan and a ${PAGES}-page text PDF`);
  const app = await startApp(dataDir);
  await waitForDemoPreviews(app.url); // the first start's background page images, not measured
  try {
    const tag = `bench${Date.now()}`;
    const signup = await fetch(`${app.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.url },
      body: JSON.stringify({ username: tag, email: `${tag}@example.com`, password: 'previews bench password' }),
    });
    const cookie = signup.headers
      .getSetCookie()
      .find((c) => c.startsWith('cn_session='))
      .split(';')[0];
    const text = await uploadAndWatch(app, cookie, path.join(dataDir, 'text.pdf'), 'Heat engines (text)');
    const scan = await uploadAndWatch(app, cookie, path.join(dataDir, 'scan.pdf'), 'Heat engines (scan)');
    const rss = [...app.log.matchAll(/"maxRssKb":(\d+)/g)].map((m) => Number(m[1]));
    const mb = (kb) => `${(kb / 1024).toFixed(0)} MB`;
    const s = (ms) => (ms == null ? 'n/a' : `${(ms / 1000).toFixed(1)} s`);
    const table = [
      ['document', 'upload answered', 'thumbnail ready', 'processing done (text searchable)', 'thumbnail bytes', 'worker peak RSS'],
      [
        `${PAGES}-page scan (${(scan.size / 1024).toFixed(0)} KB, OCR)`,
        s(scan.answeredMs),
        s(scan.thumbMs),
        `${s(scan.doneMs)} (${scan.status}, text from ${scan.textSource})`,
        String(scan.thumbBytes),
        rss[1] ? mb(rss[1]) : 'n/a',
      ],
      [
        `${PAGES}-page text PDF (${(text.size / 1024).toFixed(0)} KB)`,
        s(text.answeredMs),
        s(text.thumbMs),
        `${s(text.doneMs)} (${text.status}, text from ${text.textSource})`,
        String(text.thumbBytes),
        rss[0] ? mb(rss[0]) : 'n/a',
      ],
    ];
    return [
      {
        key: 'previews',
        title: 'Previews and OCR: upload to thumbnail and to searchable text (background jobs, JOB_CONCURRENCY=1)',
        table,
        note:
          '`npm start` with a throwaway DATA_DIR; one student uploads through REST, then polls GraphQL every 100 ms (scripts/bench/previews.mjs). ' +
          "The text is searchable from the job's commit (the search vector is a generated column; approved notes only, as always). The thumbnail and the text arrive together: one job renders the first 3 pages and reads every page (OCR for pages without a text layer) in one child process, then commits text, images and state in one transaction. " +
          '"Worker peak RSS" is the rendering child\'s maxRSS as it reports it (pdf.js, canvases, tesseract\'s WebAssembly); the api process itself only streams files. Thumbnails are 360 px wide WebP.',
      },
    ];
  } finally {
    await stopProcessGroup(app.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

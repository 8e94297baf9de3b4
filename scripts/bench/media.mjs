// `npm run bench -- --only media [--photos 20] [--slides 50]`
// Slides and photos of pages as users meet them: `npm start` (embedded PostgreSQL, a throwaway
// DATA_DIR), a student uploads a deck through REST and 20 phone-size (12-megapixel) photos of
// printed pages through GraphQL multipart; we time the upload's answer and the processing (PDF
// assembly, OCR of every page, page images), read the rendering children's peak RSS from the
// app's log, and check that a word of the last photo is found. The deck runs twice: with
// LibreOffice (faithful slide images) and with OFFICE_CONVERTER=off (the text preview).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './report.mjs';
import { sleep } from './net.mjs';
import { NOTE_FIELDS, startApp } from './previews.mjs';
import { gql, stopProcessGroup } from './npm-start.mjs';

/** The photos (api/test/fixtures/photos.ts) and the deck (pptxgenjs), written to `dir`. */
function makeInputs(dir, photos, slides) {
  const script = `
    const fs = require('node:fs');
    const { photoOfPage } = require('./test/fixtures/photos');
    (async () => {
      for (let i = 1; i <= ${photos}; i++) {
        const lines = ['Lecture ' + i + ' thermodynamics', 'Carnot engines convert heat', 'into work within limits', 'photoword' + i + ' entropy rises'];
        fs.writeFileSync(${JSON.stringify(dir)} + '/photo-' + i + '.jpg', await photoOfPage(lines, { width: 3000, height: 4000, sideways: i % 2 === 0 }));
      }
    })();`;
  const r = spawnSync(process.execPath, ['-r', '@swc-node/register', '-e', script], { cwd: path.join(root, 'api'), stdio: 'inherit' });
  if (r.status !== 0) throw new Error('could not make the photos');
  const deck = Array.from({ length: slides }, (_, i) => ({
    title: `Slide ${i + 1}: heat engines`,
    body: `Efficiency of cycle ${i + 1} is bounded by the reservoir temperatures.`,
    notes: `Speaker notes of slide ${i + 1}: slideword${i + 1}.`,
  }));
  const made = spawnSync(process.execPath, [path.join(root, 'api', 'test', 'fixtures', 'make-deck.child.cjs'), JSON.stringify({ slides: deck })], {
    cwd: path.join(root, 'api'),
    maxBuffer: 256 * 1024 * 1024,
  });
  if (made.status !== 0) throw new Error(`could not make the deck: ${made.stderr}`);
  fs.writeFileSync(path.join(dir, 'deck.pptx'), Buffer.from(made.stdout.toString(), 'base64'));
}

async function signUp(app) {
  const tag = `bench${Date.now()}`;
  const res = await fetch(`${app.url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.url },
    body: JSON.stringify({ username: tag, email: `${tag}@example.com`, password: 'media bench password' }),
  });
  return res.headers
    .getSetCookie()
    .find((c) => c.startsWith('cn_session='))
    .split(';')[0];
}

async function waitDone(app, cookie, id, t0) {
  const q = `query($id: ID!) { note(id: $id) { processing { status reason } pageCount previewKind textSource } }`;
  for (;;) {
    const note = (await gql(app.url, q, { id }, cookie)).note;
    if (note.processing.status !== 'processing') return { ...note, doneMs: Date.now() - t0 };
    if (Date.now() - t0 > 900_000) throw new Error(`note ${id} still processing`);
    await sleep(200);
  }
}

const FIELDS = { title: 'Media bench', ...NOTE_FIELDS };

async function uploadDeck(app, cookie, file) {
  const form = new FormData();
  for (const [k, v] of Object.entries(FIELDS)) form.set(k, v);
  form.set('title', `Deck ${Date.now()}`);
  form.set('file', new Blob([fs.readFileSync(file)]), 'deck.pptx');
  const t0 = Date.now();
  const res = await fetch(`${app.url}/api/uploading/create`, { method: 'POST', headers: { cookie, origin: app.url }, body: form });
  if (res.status !== 201) throw new Error(`deck upload answered ${res.status}: ${await res.text()}`);
  const answeredMs = Date.now() - t0;
  const id = (await res.json()).note._id;
  return { answeredMs, ...(await waitDone(app, cookie, id, t0)) };
}

async function uploadPhotos(app, cookie, files) {
  const query = `mutation($input: CreateNoteInput!) { createNote(input: $input) { note { id } errors { message } } }`;
  const input = {
    title: `Photos ${Date.now()}`,
    subject: 'Physics',
    course: 'MCA',
    semester: 3,
    batch: '2022-2026',
    college: 'MANIT Bhopal',
    confirmOriginal: true,
    photos: files.map(() => null),
  };
  const form = new FormData();
  form.set('operations', JSON.stringify({ query, variables: { input } }));
  form.set('map', JSON.stringify(Object.fromEntries(files.map((_, i) => [String(i), [`variables.input.photos.${i}`]]))));
  files.forEach((file, i) => form.set(String(i), new Blob([fs.readFileSync(file)]), path.basename(file)));
  const t0 = Date.now();
  const res = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { cookie, origin: app.url, 'apollo-require-preflight': 'true' }, body: form });
  const body = await res.json();
  const answeredMs = Date.now() - t0;
  const id = body.data?.createNote?.note?.id;
  if (!id) throw new Error(`photos upload refused: ${JSON.stringify(body)}`);
  return { id, answeredMs, ...(await waitDone(app, cookie, id, t0)) };
}

const rssOf = (log, message) => [...log.matchAll(new RegExp(`"maxRssKb":(\\d+)[^\\n]*"msg":"${message}"`, 'g'))].map((m) => Number(m[1]));

export async function run({ opt }) {
  const PHOTOS = Number(opt('photos', 20));
  const SLIDES = Number(opt('slides', 50));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'campusnotes-bench-media-'));
  makeInputs(dir, PHOTOS, SLIDES);
  const photoFiles = Array.from({ length: PHOTOS }, (_, i) => path.join(dir, `photo-${i + 1}.jpg`));
  const photoBytes = photoFiles.reduce((sum, f) => sum + fs.statSync(f).size, 0);
  const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
  const mb = (kb) => (kb ? `${(kb / 1024).toFixed(0)} MB` : 'n/a');
  const rows = [['input', 'upload answered (whole request)', 'processing done', 'result', 'peak RSS of a job child']];
  const app = await startApp(path.join(dir, 'with-lo'));
  try {
    const cookie = await signUp(app);
    const deck = await uploadDeck(app, cookie, path.join(dir, 'deck.pptx'));
    rows.push([
      `${SLIDES}-slide PPTX, LibreOffice`,
      s(deck.answeredMs),
      s(deck.doneMs),
      `${deck.processing.status}, ${deck.previewKind} preview, ${deck.pageCount} pages`,
      mb(Math.max(...rssOf(app.log, 'note processed').slice(-1))),
    ]);
    const photos = await uploadPhotos(app, cookie, photoFiles);
    const assembled = rssOf(app.log, 'photos assembled into a PDF').slice(-1)[0];
    const processed = rssOf(app.log, 'note processed').slice(-1)[0];
    rows.push([
      `${PHOTOS} photos of pages, 3000 x 4000 JPEG (${(photoBytes / 1024 / 1024).toFixed(1)} MB)`,
      s(photos.answeredMs),
      s(photos.doneMs),
      `${photos.processing.status}, ${photos.pageCount} pages, text from ${photos.textSource}`,
      `assembly ${mb(assembled)}, OCR and images ${mb(processed)}`,
    ]);
  } finally {
    await stopProcessGroup(app.child);
  }
  const bare = await startApp(path.join(dir, 'without-lo'), { OFFICE_CONVERTER: 'off' });
  try {
    const cookie = await signUp(bare);
    const deck = await uploadDeck(bare, cookie, path.join(dir, 'deck.pptx'));
    rows.push([
      `${SLIDES}-slide PPTX, no LibreOffice (OFFICE_CONVERTER=off)`,
      s(deck.answeredMs),
      s(deck.doneMs),
      `${deck.processing.status}, ${deck.previewKind} preview`,
      mb(rssOf(bare.log, 'note processed').slice(-1)[0]),
    ]);
  } finally {
    await stopProcessGroup(bare.child);
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return [
    {
      key: 'media',
      title: 'Slides and photos of pages: upload to processed (background jobs, JOB_CONCURRENCY=1)',
      table: rows,
      note:
        '`npm start` with a throwaway DATA_DIR (scripts/bench/media.mjs); one student uploads the deck through REST and the photos through GraphQL multipart, then polls the note every 200 ms. ' +
        '"Upload answered" is the whole request on localhost, the bytes included. Photos: every other one stored sideways with EXIF orientation 6; the job turns them upright, strips EXIF, downscales to 3000 px, assembles one PDF (pdf-lib) and OCRs every page (tesseract.js). ' +
        "Peak RSS is each rendering child's maxRSS as it reports it (budget 500 MB per job process).",
    },
  ];
}

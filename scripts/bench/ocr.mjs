// `npm run bench -- --only ocr [--pages 6]`
// OCR accuracy on phone-like photos of printed pages (issue 27: at least 90% of words): known
// text printed on A4 pages, photographed by ocr-accuracy.child.ts (12 MP, turned, sheared, lit
// unevenly, noisy, JPEG), then read by the note job's own path (photos -> one PDF -> tesseract.js
// on every page). Word accuracy = 1 - word error rate (edit distance over words, case and
// punctuation ignored); character accuracy the same over characters.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './report.mjs';

/** Levenshtein distance between two sequences. */
function distance(a, b) {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length];
}

const words = (text) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
const chars = (text) => [...words(text).join(' ')];

export function accuracy(truth, ocr) {
  const w = distance(words(truth), words(ocr)) / Math.max(1, words(truth).length);
  const c = distance(chars(truth), chars(ocr)) / Math.max(1, chars(truth).length);
  return { word: 1 - w, char: 1 - c, words: words(truth).length };
}

export async function run({ opt }) {
  const pages = Number(opt('pages', 6));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'campusnotes-bench-ocr-'));
  try {
    const child = spawnSync(
      process.execPath,
      ['-r', '@swc-node/register', path.join(root, 'scripts', 'bench', 'ocr-accuracy.child.ts'), JSON.stringify({ pages, outDir: dir })],
      {
        cwd: path.join(root, 'api'),
        maxBuffer: 64 * 1024 * 1024,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    if (child.status !== 0) throw new Error('the OCR bench child failed');
    const result = JSON.parse(child.stdout.toString());
    const rows = [['page', 'words', 'word accuracy', 'character accuracy']];
    let totalWords = 0;
    let wordErrors = 0;
    let charCount = 0;
    let charErrors = 0;
    result.truth.forEach((truth, i) => {
      const a = accuracy(truth, result.ocr[i] ?? '');
      rows.push([String(i + 1), String(a.words), `${(a.word * 100).toFixed(1)}%`, `${(a.char * 100).toFixed(1)}%`]);
      totalWords += a.words;
      wordErrors += (1 - a.word) * a.words;
      const c = chars(truth).length;
      charCount += c;
      charErrors += (1 - a.char) * c;
    });
    const word = 1 - wordErrors / totalWords;
    rows.push(['**all pages**', String(totalWords), `**${(word * 100).toFixed(1)}%**`, `${((1 - charErrors / charCount) * 100).toFixed(1)}%`]);
    return [
      {
        key: 'ocr',
        title: 'OCR accuracy on phone-like photos of printed pages (budget: at least 90% of words)',
        table: rows,
        note:
          `${pages} A4 pages of known text (11 pt Liberation Sans, up to 38 lines), each photographed by scripts/bench/ocr-accuracy.child.ts as a 12-megapixel JPEG: on a desk, turned up to 2.5°, sheared up to 4% (a stand-in for perspective), ` +
          "darker towards one corner (to 55%), sensor noise of ±12 levels, blurred (Gaussian, sigma 1.6 px), JPEG quality 70. Read by the note job's own path: photos downscaled to 3000 px into one PDF (pdf-lib), every page OCR'd by tesseract.js (LSTM, English best_int data) at 200 dpi. " +
          `Accuracy = 1 - edit distance / length, over words (case and punctuation ignored) and over their characters. OCR of all pages took ${(result.ms / 1000).toFixed(0)} s, peak RSS of the OCR child ${Math.round(result.maxRssKb / 1024)} MB.`,
        pass: word >= 0.9,
      },
    ];
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// Child of scripts/bench/ocr.mjs (run with @swc-node/register): makes phone-like photos of printed
// pages of known text, sends them through the note job's own path (render-pages: upright,
// downscaled, one PDF, then OCR of every page with tesseract.js), and prints JSON with the truth
// and the OCR text of each page. Argv: JSON { pages, outDir }.
import fs from 'node:fs';
import path from 'node:path';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import sharp from 'sharp';
import { MAX_PHOTO_PIXELS } from '../../api/src/domain/constants';
import { renderDocument } from '../../api/src/files/render-pages';

const { pages, outDir } = JSON.parse(process.argv[2]) as { pages: number; outDir: string };

const SENTENCES = [
  'The first law of thermodynamics states that energy is conserved in every process.',
  'A Carnot engine working between two reservoirs has the highest possible efficiency.',
  'Entropy of an isolated system never decreases; it stays constant only for reversible changes.',
  'In an isothermal expansion of an ideal gas, the heat absorbed equals the work done.',
  'The specific heat at constant pressure exceeds the specific heat at constant volume.',
  'Kirchhoff showed that the sum of currents entering a junction equals the sum leaving it.',
  'A binary search tree keeps smaller keys to the left and larger keys to the right of each node.',
  'Dijkstra finds shortest paths from one source when no edge has a negative weight.',
  'Photosynthesis converts light energy into chemical energy stored in glucose molecules.',
  'The mitochondria produce most of the cell supply of adenosine triphosphate.',
  'Supply and demand meet at the equilibrium price, where the market clears.',
  'Newton showed that force equals mass times acceleration for a body of constant mass.',
];

/** Deterministic pseudo-random numbers, so every run photographs the same pages. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

function fontName(): string {
  const dir = path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts');
  GlobalFonts.registerFromPath(path.join(dir, 'LiberationSans-Regular.ttf'), 'BenchSans');
  return 'BenchSans';
}

/** A printed A4 page: 11 pt sans at about 300 dpi, wrapped to the margins. */
function printedPage(rand: () => number, font: string): { png: Buffer; text: string } {
  const width = 2480;
  const height = 3508;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#1a1a1a';
  const size = 46; // 11 pt at 300 dpi
  ctx.font = `${size}px ${font}`;
  const lines: string[] = [];
  const words = Array.from({ length: 28 }, () => SENTENCES[Math.floor(rand() * SENTENCES.length)])
    .join(' ')
    .split(' ');
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (ctx.measureText(next).width > width - 2 * 236) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  lines.slice(0, 38).forEach((l, i) => ctx.fillText(l, 236, 300 + i * size * 1.5));
  return { png: canvas.toBuffer('image/png'), text: lines.slice(0, 38).join('\n') };
}

/**
 * The page as a phone photographs it: 12 MP (3000 x 4000) with a desk around it, slightly turned
 * (±2.5°), sheared (perspective, approximated by an affine shear of up to 4%), lit unevenly (a
 * shadow gradient), with sensor noise, a slight blur (Gaussian, sigma 1.6) and JPEG compression
 * at quality 70.
 */
async function phonePhoto(png: Buffer, rand: () => number): Promise<Buffer> {
  const angle = (rand() * 2 - 1) * 2.5;
  const shear = (rand() * 2 - 1) * 0.04;
  const page = await sharp(png)
    .affine([1, shear, shear / 2, 1], { background: '#6b5b4b' })
    .rotate(angle, { background: '#6b5b4b' })
    .resize({ width: 2700, height: 3700, fit: 'inside' })
    .toBuffer();
  const meta = await sharp(page).metadata();
  const desk = sharp({ create: { width: 3000, height: 4000, channels: 3, background: '#6b5b4b' } });
  const placed = await desk
    .composite([{ input: page, left: Math.round((3000 - meta.width!) / 2), top: Math.round((4000 - meta.height!) / 2) }])
    .flatten({ background: '#6b5b4b' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Uneven light: darker towards one corner (down to 55%), and noise of ±12 levels.
  const { data, info } = placed;
  const corner = rand() < 0.5 ? 0 : 1;
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const dx = corner ? x / info.width : 1 - x / info.width;
      const light = 1 - 0.45 * (dx * 0.6 + (y / info.height) * 0.4);
      const noise = (rand() - 0.5) * 24;
      const at = (y * info.width + x) * info.channels;
      for (let c = 0; c < 3; c++) data[at + c] = Math.max(0, Math.min(255, data[at + c] * light + noise));
    }
  }
  // A phone's soft focus and small sensor: a slight blur before the JPEG.
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .blur(1.6)
    .jpeg({ quality: 70 })
    .toBuffer();
}

async function main() {
  const font = fontName();
  const rand = random(27);
  const truth: string[] = [];
  const files = [];
  for (let i = 1; i <= pages; i++) {
    const { png, text } = printedPage(rand, font);
    truth.push(text);
    const file = path.join(outDir, `photo-${i}.jpg`);
    fs.writeFileSync(file, await phonePhoto(png, rand));
    files.push({ path: file, ext: 'jpg', index: i });
  }
  const pdf = path.join(outDir, 'photos.pdf');
  const started = Date.now();
  await renderDocument({ op: 'photos', files, outFile: pdf, maxSide: 3000, maxPixels: MAX_PHOTO_PIXELS }, outDir, { timeoutMs: 600_000 });
  const pagesFile = path.join(outDir, 'pages.json');
  const out = path.join(outDir, 'out');
  fs.mkdirSync(out);
  const read = await renderDocument(
    { op: 'pdf', filePath: pdf, ocr: true, maxChars: 1_000_000, pagesFile, indexMaxChars: 1_000_000, indexMaxPages: pages },
    out,
    {
      timeoutMs: 900_000,
      maxOcrPages: pages,
      previewPages: 0,
    },
  );
  const ocr: string[] = JSON.parse(fs.readFileSync(pagesFile, 'utf8'));
  process.stdout.write(JSON.stringify({ truth, ocr, ocrPages: read.ocrPages, ms: Date.now() - started, maxRssKb: read.maxRssKb }));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

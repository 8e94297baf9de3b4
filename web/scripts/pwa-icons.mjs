// Writes the web app manifest's PNG icons (web/public/icons/) from the brand mark
// (web/public/favicon.svg) with sharp: run `node web/scripts/pwa-icons.mjs` after changing the
// mark, and commit the PNGs. "any" icons are the rounded mark as it is; the maskable ones put the
// page glyph in the middle 60% of a full-bleed square (the safe zone platforms crop to a circle,
// a squircle or a rounded square), and the Apple touch icon is full-bleed (iOS rounds it itself).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const sharp = require('sharp');
const web = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const out = path.join(web, 'public', 'icons');
const mark = fs.readFileSync(path.join(web, 'public', 'favicon.svg'), 'utf8');
const gradient =
  '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4f46e5"/><stop offset="1" stop-color="#14b8a6"/></linearGradient></defs>';
const glyph =
  '<path d="M10 9h9l4 4v10a1 1 0 0 1-1 1H10a1 1 0 0 1-1-1V10a1 1 0 0 1 1-1z" fill="#fff" opacity=".95"/><path d="M12 16h8M12 19.5h6" stroke="#4f46e5" stroke-width="1.6" stroke-linecap="round"/>';
// Full bleed, the glyph scaled to 60% around the centre.
const fullBleed = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${gradient}<rect width="32" height="32" fill="url(#g)"/><g transform="translate(16 16.5) scale(${scale}) translate(-16 -16.5)">${glyph}</g></svg>`;

fs.mkdirSync(out, { recursive: true });
const jobs = [
  ...[48, 72, 96, 128, 144, 152, 192, 384, 512].map((size) => ({ file: `icon-${size}.png`, svg: mark, size })),
  ...[192, 512].map((size) => ({ file: `maskable-${size}.png`, svg: fullBleed(0.85), size })),
  { file: 'apple-touch-icon-180.png', svg: fullBleed(1.1), size: 180 },
];
for (const { file, svg, size } of jobs) {
  await sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 32) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, file));
}
console.log(`wrote ${jobs.length} icons to ${path.relative(process.cwd(), out)}`);

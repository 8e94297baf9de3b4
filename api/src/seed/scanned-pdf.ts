import path from 'node:path';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import sharp from 'sharp';

/**
 * A PDF made only of page pictures, like a phone scan of printed notes: no text layer at all,
 * so its words can only be found by OCR. For tests and the previews benchmark. Each page is a
 * grayscale JPEG of the given lines (DCTDecode, which every PDF reader decodes).
 */

const PAGE_WIDTH_PT = 595;
const PAGE_HEIGHT_PT = 842;
/** Pixels per point of the page pictures (about 150 dpi, a typical scan). */
const SCALE = 150 / 72;

let fontRegistered = false;
function registerFont(): void {
  if (fontRegistered) return;
  const dir = path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts');
  GlobalFonts.registerFromPath(path.join(dir, 'LiberationSans-Regular.ttf'), 'ScanSans');
  fontRegistered = true;
}

async function pagePicture(lines: readonly string[]): Promise<{ jpeg: Buffer; width: number; height: number }> {
  registerFont();
  const width = Math.round(PAGE_WIDTH_PT * SCALE);
  const height = Math.round(PAGE_HEIGHT_PT * SCALE);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#000000';
  context.font = `${Math.round(16 * SCALE)}px ScanSans`;
  lines.forEach((line, i) => context.fillText(line, Math.round(60 * SCALE), Math.round((90 + i * 28) * SCALE)));
  const png = await canvas.encode('png');
  const jpeg = await sharp(png).grayscale().jpeg({ quality: 70 }).toBuffer();
  return { jpeg, width, height };
}

/** Bytes of an image-only PDF with one page per entry of `pages` (each a list of text lines). */
export async function makeScannedPdf(pages: readonly (readonly string[])[]): Promise<Buffer> {
  const pictures = await Promise.all(pages.map(pagePicture));
  const chunks: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const write = (part: string | Buffer) => {
    const buffer = typeof part === 'string' ? Buffer.from(part, 'latin1') : part;
    chunks.push(buffer);
    length += buffer.length;
  };
  const object = (id: number, body: (string | Buffer)[]) => {
    offsets[id] = length;
    write(`${id} 0 obj\n`);
    body.forEach(write);
    write('\nendobj\n');
  };
  // Objects: 1 catalog, 2 page tree, then per page: page, content stream, picture.
  const pageIds = pictures.map((_, i) => 3 + i * 3);
  write('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n');
  object(1, ['<< /Type /Catalog /Pages 2 0 R >>']);
  object(2, [`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`]);
  pictures.forEach((picture, i) => {
    const id = pageIds[i];
    const content = `q ${PAGE_WIDTH_PT} 0 0 ${PAGE_HEIGHT_PT} 0 0 cm /Im0 Do Q`;
    object(id, [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH_PT} ${PAGE_HEIGHT_PT}] /Resources << /XObject << /Im0 ${id + 2} 0 R >> >> /Contents ${id + 1} 0 R >>`,
    ]);
    object(id + 1, [`<< /Length ${content.length} >>\nstream\n${content}\nendstream`]);
    object(id + 2, [
      `<< /Type /XObject /Subtype /Image /Width ${picture.width} /Height ${picture.height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /DCTDecode /Length ${picture.jpeg.length} >>\nstream\n`,
      picture.jpeg,
      '\nendstream',
    ]);
  });
  const count = 3 + pictures.length * 3;
  const xref = length;
  write(`xref\n0 ${count}\n0000000000 65535 f \n`);
  for (let id = 1; id < count; id++) write(`${String(offsets[id]).padStart(10, '0')} 00000 n \n`);
  write(`trailer\n<< /Size ${count} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(chunks);
}

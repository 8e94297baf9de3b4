'use strict';
/**
 * Child process of render-pages.ts: the heavy part of a note's processing job.
 * - PDF: reads each page's text with pdf.js; a page without a text layer (a scan) is rendered on
 *   an @napi-rs/canvas canvas and read by tesseract.js with the English data installed from npm
 *   (no download: `langPath` is that package's folder and `cacheMethod: 'none'` keeps tesseract
 *   from reading or writing a cache); the first pages are rendered to WebP with sharp.
 * - DOCX: mammoth's HTML (sanitised by the parent) and a page image drawn from the text.
 * - Photos of pages: each turned upright (EXIF orientation), stripped of its metadata and
 *   downscaled, then all assembled into one PDF with pdf-lib; that PDF then takes the PDF path
 *   (its pages have no text layer, so OCR reads them).
 * - DOC, TXT, PPTX: a page image drawn from the text the parent already read (a deck's embedded
 *   thumbnail, when it has one, is its card image).
 *
 * A process, as for pdf-text.child.cjs: pdf.js, the canvases and tesseract's WebAssembly heap all
 * live here, capped by the parent's --max-old-space-size and a deadline, and go back to the
 * system when the child exits; a hostile document can at worst crash the child. Plain CommonJS
 * so that `import()` of the ESM-only pdf.js stays Node's own (see pdf-text.child.cjs).
 *
 * request (IPC): { op: 'pdf', filePath, outDir, pages, pageWidth, thumbWidth, maxChars, ocr, maxOcrPages, pagesFile?, indexMaxChars?, indexMaxPages? }
 *              | { op: 'docx', filePath, outDir, text, pageWidth, thumbWidth }
 *              | { op: 'text', outDir, text, pageWidth, thumbWidth, thumbnailFile? }
 *              | { op: 'photos', files: [{ path, ext, index }], outFile, maxSide, maxPixels }
 * reply (IPC):   { ok: true, text?, html?, ocrPages, pageCount, images: [{ file, kind, page, width, height }], maxRssKb, textPages?, partial? }
 *              | { ok: false, error }
 */
const path = require('node:path');
const { readFile } = require('node:fs/promises');

/** Below this many letters a PDF page counts as having no text layer (a scan). */
const MIN_LAYER_CHARS = 12;
/** Render scale for OCR: about 200 dpi, which tesseract reads well. */
const OCR_SCALE = 200 / 72;

const pdfjsRoot = () => path.dirname(require.resolve('pdfjs-dist/package.json'));

function registerFonts() {
  // The fonts pdf.js ships: present on every install, unlike system fonts.
  const { GlobalFonts } = require('@napi-rs/canvas');
  const dir = path.join(pdfjsRoot(), 'standard_fonts');
  GlobalFonts.registerFromPath(path.join(dir, 'LiberationSans-Regular.ttf'), 'NotesSans');
  GlobalFonts.registerFromPath(path.join(dir, 'LiberationSans-Bold.ttf'), 'NotesSansBold');
}

/** Encodes a canvas as a page-width WebP and, for the first page, a card thumbnail. */
async function writeImages(canvas, page, { outDir, pageWidth, thumbWidth }, images) {
  const sharp = require('sharp');
  const raw = { raw: { width: canvas.width, height: canvas.height, channels: 4 } };
  const pixels = Buffer.from(canvas.data().buffer, canvas.data().byteOffset, canvas.data().byteLength);
  const targets = [{ kind: 'page', width: pageWidth, quality: 78 }];
  if (page === 1) targets.push({ kind: 'thumb', width: thumbWidth, quality: 70 });
  for (const target of targets) {
    const file = path.join(outDir, `${target.kind}-${page}.webp`);
    const info = await sharp(pixels, raw)
      .flatten({ background: '#ffffff' })
      .resize({ width: Math.min(target.width, canvas.width), withoutEnlargement: true })
      .webp({ quality: target.quality, effort: 4 })
      .toFile(file);
    images.push({ file, kind: target.kind, page, width: info.width, height: info.height });
  }
}

let ocrWorker = null;
async function ocr(canvas) {
  if (!ocrWorker) {
    const { createWorker, OEM } = require('tesseract.js');
    const langPath = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
    ocrWorker = await createWorker('eng', OEM.LSTM_ONLY, { langPath, gzip: true, cacheMethod: 'none', logger: () => undefined, errorHandler: () => undefined });
  }
  const { data } = await ocrWorker.recognize(await canvas.encode('png'));
  return data.text || '';
}

/**
 * pdf.js draws with its own copy of @napi-rs/canvas (its Path2D objects must come from the same
 * copy as the canvas), which may differ from the api's: take the canvas from pdf.js's copy.
 */
const pdfCanvas = () => require('node:module').createRequire(require.resolve('pdfjs-dist/package.json'))('@napi-rs/canvas');

async function renderPage(page, scale) {
  const { createCanvas } = pdfCanvas();
  const viewport = page.getViewport({ scale });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({ canvas, canvasContext: context, viewport }).promise;
  return canvas;
}

async function processPdf(request) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const root = pdfjsRoot();
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(await readFile(request.filePath)),
    standardFontDataUrl: path.join(root, 'standard_fonts') + path.sep,
    cMapUrl: path.join(root, 'cmaps') + path.sep,
    cMapPacked: true,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
    isEvalSupported: false,
    useSystemFonts: false,
    stopAtErrors: false,
  }).promise;
  const images = [];
  const texts = [];
  let length = 0;
  let ocrPages = 0;
  // With `pagesFile`, every page's text up to the index bounds goes there (the full-text index);
  // `text` stays the first `maxChars`.
  const indexing = Boolean(request.pagesFile);
  const textLimit = indexing ? Math.max(request.maxChars, request.indexMaxChars) : request.maxChars;
  let headLength = 0;
  let head = 0;
  let partial = false;
  try {
    for (let number = 1; number <= doc.numPages; number++) {
      const wantImage = number <= request.pages;
      const wantText = length < textLimit && (!indexing || number <= request.indexMaxPages);
      if (indexing && !wantText) partial = true;
      if (!wantImage && !wantText) break;
      const page = await doc.getPage(number);
      let text = '';
      if (wantText) {
        const content = await page.getTextContent();
        for (const item of content.items) if (typeof item.str === 'string') text += item.str + (item.hasEOL ? '\n' : '');
      }
      const scanned = wantText && text.replace(/\W+/g, '').length < MIN_LAYER_CHARS;
      const ocrThis = scanned && request.ocr && ocrPages < request.maxOcrPages;
      // A scan's page past the OCR bound keeps no words: the document is only partly searchable.
      if (scanned && request.ocr && !ocrThis) partial = true;
      if (wantImage || ocrThis) {
        const base = page.getViewport({ scale: 1 });
        // One render serves both the page image and OCR when the page needs both.
        const scale = Math.max(ocrThis ? OCR_SCALE : 0, request.pageWidth / base.width);
        const canvas = await renderPage(page, scale);
        if (ocrThis) {
          text = await ocr(canvas);
          ocrPages++;
        }
        if (wantImage) await writeImages(canvas, number, request, images);
      }
      page.cleanup();
      if (wantText) texts.push(text);
      length += text.length + 2;
      if (headLength < request.maxChars) {
        headLength += text.length + 2;
        head = texts.length;
      }
    }
    if (indexing) await require('node:fs/promises').writeFile(request.pagesFile, JSON.stringify(texts));
    return { text: texts.slice(0, head).join('\n\n'), ocrPages, pageCount: doc.numPages, images, textPages: texts.length, partial };
  } finally {
    await doc.destroy();
  }
}

/** A page of the document's text in a plain layout: what a card shows for Word and text files. */
async function renderTextPage(text, request, images) {
  const { createCanvas } = require('@napi-rs/canvas');
  registerFonts();
  const width = request.pageWidth;
  const height = Math.round(width * Math.SQRT2);
  const margin = Math.round(width * 0.08);
  const size = Math.round(width / 48);
  const leading = Math.round(size * 1.45);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#1f2933';
  const lines = [];
  for (const paragraph of text.split(/\n+/)) {
    const words = paragraph.split(/\s+/).filter(Boolean);
    let line = '';
    for (const word of words) {
      const next = line ? `${line} ${word}` : word;
      context.font = `${lines.length === 0 ? 'bold ' : ''}${size}px NotesSans`;
      if (context.measureText(next).width > width - 2 * margin && line) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    lines.push('');
    if (lines.length * leading > height) break;
  }
  let y = margin + size;
  for (const [index, line] of lines.entries()) {
    if (y > height - margin) break;
    context.font = index === 0 ? `${Math.round(size * 1.4)}px NotesSansBold` : `${size}px NotesSans`;
    context.fillText(line, margin, y);
    y += index === 0 ? Math.round(leading * 1.5) : leading;
  }
  await writeImages(canvas, 1, request, images);
}

async function processDocx(request) {
  const mammoth = require('mammoth');
  // Embedded pictures would come back as base64 data URIs; the preview shows the text only.
  const convertImage = mammoth.images.imgElement(() => Promise.resolve({ src: '' }));
  const { value } = await mammoth.convertToHtml({ path: request.filePath }, { convertImage });
  const images = [];
  await renderTextPage(request.text, request, images);
  return { html: value, ocrPages: 0, pageCount: null, images };
}

/**
 * The card thumbnail from an image file (a deck's embedded thumbnail) instead of the drawn page.
 * The pixel limit refuses a decompression bomb before it is decoded; an unreadable image keeps
 * the drawn thumbnail.
 */
async function replaceThumbnail(file, request, images) {
  const sharp = require('sharp');
  const out = path.join(request.outDir, 'thumb-1-own.webp');
  try {
    const info = await sharp(file, { limitInputPixels: 40_000_000 })
      .rotate()
      .flatten({ background: '#ffffff' })
      .resize({ width: request.thumbWidth, withoutEnlargement: true })
      .webp({ quality: 75, effort: 4 })
      .toFile(out);
    const at = images.findIndex((image) => image.kind === 'thumb');
    const thumb = { file: out, kind: 'thumb', page: 1, width: info.width, height: info.height };
    if (at >= 0) images[at] = thumb;
    else images.push(thumb);
  } catch {
    // keep the drawn thumbnail
  }
}

async function processText(request) {
  const images = [];
  await renderTextPage(request.text, request, images);
  if (request.thumbnailFile) await replaceThumbnail(request.thumbnailFile, request, images);
  return { ocrPages: 0, pageCount: null, images };
}

/** A4's long side in PDF points: each photo's page is the photo scaled to it (its own aspect kept). */
const PHOTO_PAGE_LONG_SIDE = 842;

/** One photo as an upright, metadata-free JPEG no larger than `maxSide` on its long side. */
async function normalisedPhoto(file, request) {
  const sharp = require('sharp');
  let image;
  if (file.ext === 'heic') {
    // sharp's prebuilt libvips reads no HEIC: libheif (WebAssembly) decodes it. HEIC keeps its
    // rotation in the container, which libheif applies; there is no EXIF orientation to add.
    const decode = require('heic-decode');
    const { width, height, data } = await decode({ buffer: await readFile(file.path) });
    if (width * height > request.maxPixels) throw new Error(`photo ${file.index} has too many pixels`);
    image = sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } });
  } else {
    image = sharp(file.path, { limitInputPixels: request.maxPixels, failOn: 'error' }).rotate(); // EXIF orientation applied
  }
  // sharp writes no metadata unless asked: the EXIF (location, camera, time) is gone.
  return image
    .resize({ width: request.maxSide, height: request.maxSide, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
}

/** The photos, in order, as one PDF (pdf-lib), one page a photo: the note's download. */
async function processPhotos(request) {
  const { PDFDocument } = require('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setProducer('CampusNotes');
  pdf.setCreator('CampusNotes');
  for (const file of request.files) {
    let photo;
    try {
      photo = await normalisedPhoto(file, request);
    } catch (error) {
      throw new Error(`PhotoError: photo ${file.index} could not be read (${error instanceof Error ? error.message : String(error)})`, { cause: error });
    }
    const image = await pdf.embedJpg(photo.data);
    const scale = PHOTO_PAGE_LONG_SIDE / Math.max(photo.info.width, photo.info.height);
    const width = photo.info.width * scale;
    const height = photo.info.height * scale;
    const page = pdf.addPage([width, height]);
    page.drawImage(image, { x: 0, y: 0, width, height });
  }
  const { writeFile } = require('node:fs/promises');
  const bytes = await pdf.save();
  await writeFile(request.outFile, bytes);
  return { ocrPages: 0, pageCount: request.files.length, images: [], size: bytes.length };
}

async function run(request) {
  try {
    if (request.op === 'photos') return await processPhotos(request);
    if (request.op === 'pdf') return await processPdf(request);
    if (request.op === 'docx') return await processDocx(request);
    return await processText(request);
  } finally {
    if (ocrWorker) await ocrWorker.terminate();
  }
}

process.on('disconnect', () => process.exit(0));
process.once('message', (request) => {
  run(request)
    .then(
      (result) => ({ ok: true, ...result, maxRssKb: process.resourceUsage().maxRSS }),
      (error) => ({ ok: false, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) }),
    )
    .then((reply) => process.send(reply, () => process.exit(0)));
});

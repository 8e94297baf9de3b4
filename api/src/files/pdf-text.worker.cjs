'use strict';
/**
 * Worker thread of pdf-text.ts: reads the text of one PDF with pdf.js and posts it back.
 *
 * Plain CommonJS JavaScript on purpose. pdfjs-dist is ESM-only and must be loaded with a real
 * `import()`. In a .ts (or .mjs) file, swc's CommonJS output rewrites `import()` into
 * `require()`, which cannot load it, and jest's module system cannot run it without
 * --experimental-vm-modules. A .cjs file is neither compiled by swc (`swc --copy-files` copies it
 * verbatim into dist/) nor transformed by jest (a worker thread runs outside jest's module
 * system), so the `import()` below is always Node's own. Running in a worker also lets the
 * parent enforce a hard time and memory limit by terminating it.
 *
 * workerData: { filePath: string, maxChars: number }
 * message:    { ok: true, text: string } | { ok: false, error: string }
 */
const { parentPort, workerData } = require('node:worker_threads');
const { readFile } = require('node:fs/promises');
const path = require('node:path');

async function readPdfText({ filePath, maxChars }) {
  // The legacy build: the default one needs browser globals (DOMMatrix) that Node 20 lacks.
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const standardFontDataUrl = path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts') + path.sep;
  const task = pdfjs.getDocument({
    data: new Uint8Array(await readFile(filePath)),
    standardFontDataUrl,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
    // Defence in depth: no eval of font programs, no system fonts, no font faces (we never render).
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    stopAtErrors: false,
  });
  const doc = await task.promise;
  try {
    const pages = [];
    let length = 0;
    for (let number = 1; number <= doc.numPages && length < maxChars; number++) {
      const page = await doc.getPage(number);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        if (typeof item.str === 'string') text += item.str + (item.hasEOL ? '\n' : '');
      }
      page.cleanup();
      pages.push(text);
      length += text.length + 2;
    }
    return pages.join('\n\n');
  } finally {
    await doc.destroy();
  }
}

readPdfText(workerData).then(
  (text) => parentPort.postMessage({ ok: true, text }),
  (error) => parentPort.postMessage({ ok: false, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) }),
);

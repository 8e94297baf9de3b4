'use strict';
/**
 * Child process of pdf-text.ts: reads the text of one PDF with pdf.js and sends it back over IPC.
 *
 * A child process rather than a worker thread: pdf.js holds the whole document (up to the 10 MB
 * upload limit) plus its parsed objects, and in a worker thread all of that counted towards the
 * API's own resident memory (+215 MB for five concurrent 10 MB uploads). A child has its own
 * heap, returned to the system when it exits, and a hostile PDF can at worst crash the child.
 *
 * Plain CommonJS JavaScript on purpose. pdfjs-dist is ESM-only and must be loaded with a real
 * `import()`. In a .ts (or .mjs) file, swc's CommonJS output rewrites `import()` into
 * `require()`, which cannot load it, and jest's module system cannot run it without
 * --experimental-vm-modules. A .cjs file is neither compiled by swc (`swc --copy-files` copies it
 * verbatim into dist/) nor transformed by jest (a child runs outside jest), so the `import()`
 * below is always Node's own.
 *
 * request (IPC): { filePath: string, maxChars: number }
 * reply (IPC):   { ok: true, text: string } | { ok: false, error: string }
 */
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

// The parent going away (crash, SIGKILL) closes the channel: never outlive it.
process.on('disconnect', () => process.exit(0));
process.once('message', (request) => {
  readPdfText(request)
    .then(
      (text) => ({ ok: true, text }),
      (error) => ({ ok: false, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) }),
    )
    .then((reply) => process.send(reply, () => process.exit(0)));
});

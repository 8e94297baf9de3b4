import { join } from 'node:path';
import { forkBackground } from './background-process';
import { ChildWorkError } from './child-work-error';

/**
 * Page images, OCR text and Word HTML of one document, made in a child process (see
 * render-pages.child.cjs for what it does and why a process). The child is killed at the
 * deadline; its heap is capped, so a hostile or huge document costs at most `timeoutMs` and
 * the cap, never the api's own memory.
 */

const CHILD_FILE = join(__dirname, 'render-pages.child.cjs');

/** The child's own flags (never the parent's jest or debugger flags). Canvases and WebAssembly sit outside this heap. */
const CHILD_EXEC_ARGV = ['--max-old-space-size=384', '--max-semi-space-size=16'];

export const PREVIEW_PAGES = 3;
export const PAGE_WIDTH = 1200;
export const THUMB_WIDTH = 360;
/** OCR is slow (seconds a page): a long scan gets its first pages read, the rest stays unsearchable. */
export const MAX_OCR_PAGES = 30;

export interface RenderedImage {
  file: string;
  kind: 'page' | 'thumb';
  page: number;
  width: number;
  height: number;
}

export interface RenderResult {
  /** Text read from the PDF (its layer, or OCR for pages without one). */
  text?: string;
  /** Mammoth's HTML of a DOCX, not yet sanitised. */
  html?: string;
  ocrPages: number;
  pageCount: number | null;
  images: RenderedImage[];
  /** Peak resident memory of the child, for logs and the benchmark. */
  maxRssKb: number;
  /** With `pagesFile`: pages whose text it holds, and whether some text is left out (past the bounds, or scanned pages past the OCR bound). */
  textPages?: number;
  partial?: boolean;
  /** Bytes of the PDF an `op: 'photos'` wrote. */
  size?: number;
}

export type RenderRequest =
  /** `pagesFile`: write every page's text there (a JSON array, page 1 first), up to `indexMaxChars` and `indexMaxPages`, for the full-text index. */
  | { op: 'pdf'; filePath: string; ocr: boolean; maxChars: number; pagesFile?: string; indexMaxChars?: number; indexMaxPages?: number }
  | { op: 'docx'; filePath: string; text: string }
  /** `thumbnailFile`: an image to use as the card thumbnail instead of the drawn text page (a deck's own). */
  | { op: 'text'; text: string; thumbnailFile?: string | null }
  /** Photos of pages, in order, into one PDF at `outFile`; `maxSide` is the downscale bound, `maxPixels` the decode bound. */
  | { op: 'photos'; files: { path: string; ext: string; index: number }[]; outFile: string; maxSide: number; maxPixels: number };

export class RenderError extends ChildWorkError {}

/** Renders into `outDir`; rejects with RenderError on a timeout, a crash or a document it cannot read. */
export function renderDocument(
  request: RenderRequest,
  outDir: string,
  options: { timeoutMs: number; signal?: AbortSignal; maxOcrPages?: number; previewPages?: number },
): Promise<RenderResult> {
  return new Promise((resolve, reject) => {
    const child = forkBackground(CHILD_FILE, CHILD_EXEC_ARGV);
    let settled = false;
    const finish = (error: Error | null, result?: RenderResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      child.removeAllListeners();
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      if (error) reject(error);
      else resolve(result!);
    };
    const onAbort = () => finish(new RenderError('rendering was stopped (the job queue is shutting down)'));
    const timer = setTimeout(() => finish(new RenderError(`rendering passed ${options.timeoutMs} ms`, true)), options.timeoutMs);
    options.signal?.addEventListener('abort', onAbort);
    if (options.signal?.aborted) onAbort();
    child.on('message', (reply: { ok: boolean; error?: string } & RenderResult) => {
      if (reply.ok) finish(null, reply);
      else finish(new RenderError(reply.error ?? 'rendering failed'));
    });
    child.on('error', (error) => finish(error));
    child.on('exit', (code, signal) => finish(new RenderError(`the rendering process exited (${signal ?? `code ${code}`}) without a reply`)));
    child.send({
      ...request,
      outDir,
      pages: options.previewPages ?? PREVIEW_PAGES,
      pageWidth: PAGE_WIDTH,
      thumbWidth: THUMB_WIDTH,
      maxOcrPages: options.maxOcrPages ?? MAX_OCR_PAGES,
    });
  });
}

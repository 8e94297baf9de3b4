import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * PDF text through pdf.js in a worker thread (see pdf-text.worker.cjs for why a worker and why
 * a .cjs file). The worker is terminated at the deadline, so a slow or hostile PDF costs at most
 * `timeoutMs` and the worker's memory limit, never the API process.
 */

const WORKER_FILE = join(__dirname, 'pdf-text.worker.cjs');

/** At most this many PDF workers at once per process; the others wait (within their deadline). */
export const MAX_PDF_WORKERS = 2;

const WORKER_LIMITS = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 };

export type ExtractionStatus = 'ok' | 'timeout' | 'failed';
export interface PdfTextResult {
  text: string;
  status: ExtractionStatus;
  error?: Error;
}

interface WorkerReply {
  ok: boolean;
  text?: string;
  error?: string;
}

/** A counting semaphore whose waiters can give up (when their deadline passes first). */
class Slots {
  private free: number;
  private readonly waiting: Array<() => void> = [];

  constructor(size: number) {
    this.free = size;
  }

  /** Runs `start` once a slot is free; the returned function withdraws a waiting request. */
  acquire(start: () => void): () => void {
    if (this.free > 0) {
      this.free--;
      start();
      return () => undefined;
    }
    this.waiting.push(start);
    return () => {
      const index = this.waiting.indexOf(start);
      if (index >= 0) this.waiting.splice(index, 1);
    };
  }

  release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.free++;
  }
}

const slots = new Slots(MAX_PDF_WORKERS);

/**
 * Never rejects: the outcome is in `status`. The deadline counts from the call, waiting for a
 * free worker slot included, so callers get a predictable bound.
 */
export function extractPdfText(filePath: string, options: { maxChars: number; timeoutMs: number }): Promise<PdfTextResult> {
  return new Promise((resolve) => {
    let worker: Worker | undefined;
    let settled = false;
    let withdraw: () => void = () => undefined;

    const finish = (result: PdfTextResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (worker) {
        worker.removeAllListeners();
        // terminate() rejects only if the worker is already gone, which is the goal anyway.
        worker.terminate().catch(() => undefined);
        slots.release();
      } else {
        withdraw();
      }
      resolve(result);
    };

    const timer = setTimeout(
      () => finish({ text: '', status: 'timeout', error: new Error(`PDF text extraction passed ${options.timeoutMs} ms`) }),
      options.timeoutMs,
    );

    const start = () => {
      try {
        worker = new Worker(WORKER_FILE, {
          workerData: { filePath, maxChars: options.maxChars },
          resourceLimits: WORKER_LIMITS,
        });
      } catch (error) {
        slots.release();
        finish({ text: '', status: 'failed', error: error instanceof Error ? error : new Error(String(error)) });
        return;
      }
      worker.on('message', (reply: WorkerReply) => {
        if (reply.ok) finish({ text: reply.text ?? '', status: 'ok' });
        else finish({ text: '', status: 'failed', error: new Error(reply.error ?? 'PDF text extraction failed') });
      });
      worker.on('error', (error) => finish({ text: '', status: 'failed', error }));
      worker.on('exit', (code) => finish({ text: '', status: 'failed', error: new Error(`the PDF worker exited with code ${code}`) }));
    };

    withdraw = slots.acquire(start);
  });
}

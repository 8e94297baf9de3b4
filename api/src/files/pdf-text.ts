import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { forkBackground } from './background-process';

/**
 * PDF text through pdf.js in a child process (see pdf-text.child.cjs for why a process and why
 * a .cjs file). The child is killed at the deadline, so a slow or hostile PDF costs at most
 * `timeoutMs` and the child's heap limit, never the API process's time or memory.
 */

const CHILD_FILE = join(__dirname, 'pdf-text.child.cjs');

/** At most this many PDF children at once per process; the others wait (within their deadline). */
export const MAX_PDF_CHILDREN = 2;

/** The child's own flags, not the parent's (jest's or a debugger's must not leak into it). */
const CHILD_EXEC_ARGV = ['--max-old-space-size=256', '--max-semi-space-size=16'];

export type ExtractionStatus = 'ok' | 'timeout' | 'failed';
export interface PdfTextResult {
  text: string;
  status: ExtractionStatus;
  error?: Error;
}

interface ChildReply {
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

const slots = new Slots(MAX_PDF_CHILDREN);

/**
 * Never rejects: the outcome is in `status`. The deadline counts from the call, waiting for a
 * free child slot included, so callers get a predictable bound.
 */
export function extractPdfText(filePath: string, options: { maxChars: number; timeoutMs: number }): Promise<PdfTextResult> {
  return new Promise((resolve) => {
    let child: ChildProcess | undefined;
    let settled = false;
    let withdraw: () => void = () => undefined;

    const finish = (result: PdfTextResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (child) {
        child.removeAllListeners();
        // A no-op when the child has already exited after replying.
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
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
        child = forkBackground(CHILD_FILE, CHILD_EXEC_ARGV);
      } catch (error) {
        slots.release();
        finish({ text: '', status: 'failed', error: error instanceof Error ? error : new Error(String(error)) });
        return;
      }
      child.on('message', (reply: ChildReply) => {
        if (reply.ok) finish({ text: reply.text ?? '', status: 'ok' });
        else finish({ text: '', status: 'failed', error: new Error(reply.error ?? 'PDF text extraction failed') });
      });
      child.on('error', (error) => finish({ text: '', status: 'failed', error }));
      child.on('exit', (code, signal) =>
        finish({ text: '', status: 'failed', error: new Error(`the PDF text process exited (${signal ?? `code ${code}`}) without a reply`) }),
      );
      child.send({ filePath, maxChars: options.maxChars });
    };

    withdraw = slots.acquire(start);
  });
}

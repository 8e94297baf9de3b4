import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import { AppError } from '../errors';
import { countStreamedBytes } from './chunk-reclaim';
import { isOwnerGone, PROCESS_OWNER } from './process-owner';

export interface SpooledFile {
  path: string;
  size: number;
  sha256: string;
  /** Removes the temporary file; safe to call twice. */
  dispose(): Promise<void>;
}

// Spool files are named after the machine and process that wrote them, so a sweep at start can
// tell a dead process's leftovers from a live sibling's uploads in a shared data folder.
const OWNER = `${PROCESS_OWNER}.`;
const SUFFIX = '.upload';
const readyDirs = new Set<string>();

/**
 * Streams an upload to a temporary file while hashing and counting it, so a large file is
 * never held in memory and the size limit is enforced as bytes arrive (past it: 413, nothing kept).
 */
export async function spoolUpload(source: Readable, tmpDir: string, maxBytes: number): Promise<SpooledFile> {
  // Synchronous on purpose: the pipeline below must own the source's errors before any await,
  // or a body cut short in between would raise an unhandled stream error.
  if (!readyDirs.has(tmpDir)) {
    fs.mkdirSync(tmpDir, { recursive: true });
    readyDirs.add(tmpDir);
  }
  const file = path.join(tmpDir, `${OWNER}${randomUUID()}${SUFFIX}`);
  const hash = createHash('sha256');
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > maxBytes) {
        done(new AppError('PAYLOAD_TOO_LARGE', `The file is too large: at most ${Math.round(maxBytes / 1024 / 1024)} MB.`));
        return;
      }
      hash.update(chunk);
      countStreamedBytes(chunk.length);
      done(null, chunk);
    },
  });
  const dispose = () => fs.promises.rm(file, { force: true });
  const sink = fs.createWriteStream(file, { flags: 'wx' });
  try {
    await pipeline(source, meter, sink);
  } catch (err) {
    // A source destroyed while the file is still being opened fails the pipeline before the
    // open completes; removing the file then would race the open and leave it behind.
    if (!sink.closed) await new Promise<void>((resolve) => sink.once('close', () => resolve()));
    await dispose();
    source.resume?.();
    // graphql-upload and busboy report their own size limit as a stream error.
    const message = err instanceof Error ? err.message : '';
    if (!(err instanceof AppError) && /exceeds|limit|too large/i.test(message)) {
      throw new AppError('PAYLOAD_TOO_LARGE', `The file is too large: at most ${Math.round(maxBytes / 1024 / 1024)} MB.`);
    }
    throw err instanceof AppError ? err : new AppError('BAD_USER_INPUT', 'The upload was interrupted; please try again.');
  }
  return { path: file, size, sha256: hash.digest('hex'), dispose };
}

/** A display name only: no folders, no control characters, bounded length. Never a path. */
export function cleanFileName(name: string | undefined | null, fallbackExt: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFKC')
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '')
    .replace(/^\.+/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(-120);
  if (!cleaned) return `document.${fallbackExt}`;
  const ext = path.extname(cleaned).toLowerCase();
  return ext === `.${fallbackExt}` ? cleaned : `${cleaned.slice(0, 110)}.${fallbackExt}`;
}

const STALE_MS = 24 * 60 * 60 * 1000;

/**
 * Removes spool files left by a process that died mid-upload: this machine's files whose
 * process is gone, and anything older than a day (another machine's, or an older naming).
 * Returns how many were removed.
 */
export async function sweepSpool(tmpDir: string): Promise<number> {
  let names: string[];
  try {
    names = await fs.promises.readdir(tmpDir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    if (!name.endsWith(SUFFIX)) continue;
    const full = path.join(tmpDir, name);
    // <host>.<pid>.<uuid>.upload
    let stale = isOwnerGone(name.split('.').slice(0, 2).join('.'));
    if (!stale) {
      const stat = await fs.promises.stat(full).catch(() => undefined);
      stale = stat !== undefined && Date.now() - stat.mtimeMs > STALE_MS;
    }
    if (
      stale &&
      (await fs.promises.rm(full, { force: true }).then(
        () => true,
        () => false,
      ))
    )
      removed += 1;
  }
  return removed;
}

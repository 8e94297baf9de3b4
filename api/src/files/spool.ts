import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import { AppError } from '../errors';
import { countStreamedBytes } from './chunk-reclaim';

export interface SpooledFile {
  path: string;
  size: number;
  sha256: string;
  /** Removes the temporary file; safe to call twice. */
  dispose(): Promise<void>;
}

/**
 * Streams an upload to a temporary file while hashing and counting it, so a large file is
 * never held in memory and the size limit is enforced as bytes arrive (past it: 413, nothing kept).
 */
export async function spoolUpload(source: Readable, tmpDir: string, maxBytes: number): Promise<SpooledFile> {
  await fs.promises.mkdir(tmpDir, { recursive: true });
  const file = path.join(tmpDir, `${randomUUID()}.upload`);
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
  try {
    await pipeline(source, meter, fs.createWriteStream(file, { flags: 'wx' }));
  } catch (err) {
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

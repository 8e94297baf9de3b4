import busboy from 'busboy';
import type { Request } from 'express';
import type { Readable } from 'node:stream';
import { AppError, badInput } from '../errors';
import { cleanText } from '../http/input-guard';

export interface MultipartOptions<T> {
  /** The one file field accepted; any other file part is refused. */
  fileField: string;
  maxFileBytes: number;
  tooLargeMessage: string;
  /** Consumes the file stream as it arrives (never buffered here). */
  onFile: (stream: Readable, info: { filename: string; mimeType: string }) => Promise<T>;
}

export interface MultipartResult<T> {
  fields: Record<string, string>;
  file: T | undefined;
}

const CUT_OFF = 'The upload was cut off or is not valid multipart form data.';

/**
 * Streams a multipart/form-data request: text fields are collected, the one file goes straight
 * to onFile. The size limit is enforced while streaming: past it the upload fails with 413.
 * Every failure (cut-off body, bad boundary, a part after the limit) rejects once, after the
 * file consumer has finished, so the caller can dispose of what it produced (the spool file).
 */
export function readMultipart<T>(req: Request, options: MultipartOptions<T>): Promise<MultipartResult<T>> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      // One byte of headroom: the spool meter, not busboy, enforces the exact limit, so a file
      // of exactly the limit is accepted.
      parser = busboy({ headers: req.headers, limits: { files: 1, fields: 50, fieldSize: 100_000, fileSize: options.maxFileBytes + 1 } });
    } catch {
      req.resume();
      reject(badInput('The request is not valid multipart form data (no boundary).'));
      return;
    }
    const fields: Record<string, string> = {};
    let filePromise: Promise<T> | undefined;
    let fileStream: Readable | undefined;
    let failure: unknown;
    let settled = false;

    const finish = async () => {
      if (settled) return;
      settled = true;
      let file: T | undefined;
      let fileError: unknown;
      try {
        file = await filePromise;
      } catch (err) {
        fileError = err;
      }
      const error = failure ?? fileError;
      if (error) reject(error);
      else resolve({ fields, file });
    };
    const fail = (err: unknown) => {
      failure ??= err;
      req.unpipe(parser);
      req.resume();
      // The file consumer sees the failure as an error of its stream and cleans up after itself.
      if (fileStream && !fileStream.destroyed) fileStream.destroy(err instanceof Error ? err : new Error(String(err)));
      void finish();
    };

    parser.on('field', (name, value) => {
      try {
        fields[name] = cleanText(value, name);
      } catch (err) {
        fail(err);
      }
    });
    parser.on('file', (name, stream, info) => {
      // Listen at once: a body cut short errors this stream before any consumer is attached,
      // and an unhandled stream error would take the process down.
      stream.on('error', () => undefined);
      if (failure !== undefined) {
        stream.resume();
        return;
      }
      if (name !== options.fileField || filePromise) {
        stream.resume();
        fail(badInput(`Unexpected file field "${name}".`));
        return;
      }
      fileStream = stream;
      stream.on('limit', () => {
        stream.destroy(new AppError('PAYLOAD_TOO_LARGE', options.tooLargeMessage));
      });
      filePromise = options.onFile(stream, { filename: info.filename ?? '', mimeType: info.mimeType ?? '' });
      filePromise.catch((err: unknown) => fail(err));
    });
    parser.on('filesLimit', () => fail(badInput('Send one file at most.')));
    parser.on('fieldsLimit', () => fail(badInput('The form has too many fields.')));
    parser.on('error', () => fail(badInput(CUT_OFF)));
    parser.on('close', () => void finish());
    req.on('aborted', () => fail(badInput(CUT_OFF)));
    req.pipe(parser);
  });
}

export const isMultipart = (req: Request): boolean => (req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');

import busboy from 'busboy';
import type { Request } from 'express';
import type { Readable } from 'node:stream';
import { AppError, badInput } from '../errors';

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

/**
 * Streams a multipart/form-data request: text fields are collected, the one file goes straight
 * to onFile. The size limit is enforced while streaming: past it the upload fails with 413.
 */
export function readMultipart<T>(req: Request, options: MultipartOptions<T>): Promise<MultipartResult<T>> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fields: 50, fieldSize: 100_000, fileSize: options.maxFileBytes } });
    } catch {
      reject(badInput('The request is not valid multipart form data.'));
      return;
    }
    const fields: Record<string, string> = {};
    let filePromise: Promise<T> | undefined;
    let failed = false;
    const fail = (err: unknown) => {
      if (failed) return;
      failed = true;
      req.unpipe(parser);
      req.resume();
      reject(err);
    };
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== options.fileField || filePromise) {
        stream.resume();
        fail(badInput(`Unexpected file field "${name}".`));
        return;
      }
      stream.on('limit', () => {
        stream.destroy(new AppError('PAYLOAD_TOO_LARGE', options.tooLargeMessage));
      });
      filePromise = options.onFile(stream, { filename: info.filename ?? '', mimeType: info.mimeType ?? '' });
      filePromise.catch(fail);
    });
    parser.on('filesLimit', () => fail(badInput('Send one file at most.')));
    parser.on('error', () => fail(badInput('The upload was cut off or is not valid multipart form data.')));
    parser.on('close', async () => {
      try {
        const file = filePromise ? await filePromise : undefined;
        if (!failed) resolve({ fields, file });
      } catch (err) {
        fail(err);
      }
    });
    req.pipe(parser);
  });
}

export const isMultipart = (req: Request): boolean => (req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');

import { constants as zlib } from 'node:zlib';
import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';
import type { Config } from '../config';

/** Below this many bytes the encoding costs more than it saves on a phone's round trip. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Response compression for dynamic answers (GraphQL/REST JSON, HTML, XML). Brotli (quality 4:
 * about gzip -6's CPU for smaller output) when the client offers it, else gzip. Static assets
 * come precompressed from the build (web-app.ts) and already carry Content-Encoding, which this
 * middleware leaves alone.
 */
export function responseCompression(_config: Config): RequestHandler {
  return compression({
    threshold: COMPRESSION_THRESHOLD_BYTES,
    brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    filter: shouldCompress,
  });
}

function shouldCompress(req: Request, res: Response): boolean {
  // A range answer must be the exact bytes asked for; compressing would break resumed downloads.
  if (req.headers.range || res.getHeader('Content-Range')) return false;
  const type = String(res.getHeader('Content-Type') ?? '');
  // Server-sent events must reach the client as written, not when a compressor block fills.
  if (type.startsWith('text/event-stream')) return false;
  // Note files (downloads, previews) are sent whole as attachments or media: PDFs, images and
  // Office files are compressed formats already, and streaming them through zlib only costs CPU.
  if (res.getHeader('Content-Disposition')) return false;
  return compression.filter(req, res);
}

import { ServerResponse } from 'node:http';
import { constants as zlib } from 'node:zlib';
import compression from 'compression';
import onHeaders from 'on-headers';
import type { Request, RequestHandler, Response } from 'express';
import type { Config } from '../config';

/** Below this many bytes the encoding costs more than it saves on a phone's round trip. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** compression's own test for `Cache-Control: no-transform` (it then leaves the answer and its Vary alone). */
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/;

/**
 * Response compression for dynamic answers (GraphQL/REST JSON, HTML, XML). Brotli (quality 4:
 * about gzip -6's CPU for smaller output) when the client offers it, else gzip. Static assets
 * come precompressed from the build (web-app.ts) and already carry Content-Encoding, which this
 * middleware leaves alone.
 *
 * A request without Accept-Encoding (API clients, scripts, load generators) can only get the
 * identity encoding: compression would still wrap the response's write and end, and negotiate
 * an encoding for every answer past the threshold, to send it as it is. Such requests skip
 * the wrapping and get only what compression would have added to them: `Vary: Accept-Encoding`
 * on answers it would consider compressing.
 */
export function responseCompression(_config: Config): RequestHandler {
  const compress = compression({
    threshold: COMPRESSION_THRESHOLD_BYTES,
    brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    filter: shouldCompress,
  });
  return (req, res, next) => {
    if (req.headers['accept-encoding']) return compress(req, res, next);
    // One function shared by every such response, where on-headers made a wrapper and a listener per response.
    res.writeHead = writeHeadWithVary as Response['writeHead'];
    next();
  };
}

function varyAsCompressionWould(this: Response) {
  if (shouldCompress(this.req, this) && !NO_TRANSFORM.test(String(this.getHeader('Cache-Control') ?? ''))) this.vary('Accept-Encoding');
}

const VARY_DECIDED = Symbol('varyDecided');
const serverWriteHead = ServerResponse.prototype.writeHead;

/**
 * writeHead for an answer to a request without Accept-Encoding: adds compression's Vary (above)
 * once, just before the headers go out, as on-headers would. Headers handed to writeHead itself
 * (rare: Express sets them beforehand) are left to on-headers, which sets them on the response
 * first so the decision sees them.
 */
function writeHeadWithVary(this: Response & { [VARY_DECIDED]?: true }, ...args: unknown[]) {
  if (!this[VARY_DECIDED]) {
    this[VARY_DECIDED] = true;
    if (args.length > 1) {
      onHeaders(this, varyAsCompressionWould);
      return (this.writeHead as (...a: unknown[]) => unknown)(...args);
    }
    varyAsCompressionWould.call(this);
  }
  return (serverWriteHead as (...a: unknown[]) => unknown).apply(this, args);
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

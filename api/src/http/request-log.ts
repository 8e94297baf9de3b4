import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from '../logger';

export interface RequestLogOptions {
  /** Log one in this many fast successful requests (1: all of them). Errors and slow requests always. */
  sampleEvery: number;
  /** From this duration a request counts as slow and is logged as a warning. */
  slowMs: number;
  /**
   * Also told of every request that got its whole answer (the HTTP metrics), from the same
   * listener, with the time since the request reached this middleware in milliseconds.
   */
  answered?: (req: Request, res: Response, ms: number) => void;
}

const QUIET_PATHS = new Set(['/healthz', '/readyz']);

/** Where a request's start time is kept (on the request itself: no closure per request), and whether it is left out of the log. */
const STARTED = Symbol('requestStarted');
const QUIET = Symbol('requestUnlogged');
type Timed = Request & { [STARTED]?: number; [QUIET]?: true };

/**
 * One log line per finished request: method, path, status, duration. Server errors (5xx) are
 * logged at error level, slow requests as warnings, and only a sample of the fast successful
 * rest, so a busy server's log does not cost more than the requests it describes. Cheaper than
 * pino-http, which builds two child loggers per request whether or not anything is written.
 * Headers (cookies, tokens) and bodies never reach the log.
 *
 * One `close` listener per request, shared by all requests (a response emits `close` once,
 * after `finish` when it was sent whole, or alone when the client went away first), serves both
 * the log and `answered` (the metrics), where each had listeners of its own per request.
 */
export function requestLog(log: Logger, options: RequestLogOptions): RequestHandler {
  let seen = 0;
  const { answered } = options;
  function closed(this: Response) {
    const req = this.req as Timed;
    const ms = performance.now() - (req[STARTED] ?? 0);
    const finished = this.writableFinished;
    if (answered && finished) answered(req, this, ms);
    if (req[QUIET]) return;
    const rounded = Math.round(ms);
    const status = finished ? this.statusCode : 499; // 499: the client went away first
    const line = () => ({ req: { method: req.method, url: req.originalUrl }, res: { statusCode: status }, responseTime: rounded });
    if (status >= 500) log.error(line(), 'request failed');
    else if (rounded >= options.slowMs) log.warn(line(), 'slow request');
    else if (log.isLevelEnabled('info') && ++seen % options.sampleEvery === 0) log.info(line(), 'request completed');
  }
  return (req, res, next) => {
    // The path as it arrived (a mounted router shortens req.url while it runs, and may still be in it when the answer ends).
    if (QUIET_PATHS.has(req.path)) {
      if (!answered) return next();
      (req as Timed)[QUIET] = true;
    }
    (req as Timed)[STARTED] = performance.now();
    res.on('close', closed);
    next();
  };
}

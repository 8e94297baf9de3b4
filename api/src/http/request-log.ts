import type { RequestHandler } from 'express';
import type { Logger } from '../logger';

export interface RequestLogOptions {
  /** Log one in this many fast successful requests (1: all of them). Errors and slow requests always. */
  sampleEvery: number;
  /** From this duration a request counts as slow and is logged as a warning. */
  slowMs: number;
}

const QUIET_PATHS = new Set(['/healthz', '/readyz']);

/**
 * One log line per finished request: method, path, status, duration. Server errors (5xx) are
 * logged at error level, slow requests as warnings, and only a sample of the fast successful
 * rest, so a busy server's log does not cost more than the requests it describes. Cheaper than
 * pino-http, which builds two child loggers per request whether or not anything is written.
 * Headers (cookies, tokens) and bodies never reach the log.
 */
export function requestLog(log: Logger, options: RequestLogOptions): RequestHandler {
  let seen = 0;
  return (req, res, next) => {
    if (QUIET_PATHS.has(req.path)) return next();
    const started = performance.now();
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      const ms = Math.round(performance.now() - started);
      const status = res.writableFinished ? res.statusCode : 499; // 499: the client went away first
      const line = () => ({ req: { method: req.method, url: req.originalUrl }, res: { statusCode: status }, responseTime: ms });
      if (status >= 500) log.error(line(), 'request failed');
      else if (ms >= options.slowMs) log.warn(line(), 'slow request');
      else if (log.isLevelEnabled('info') && ++seen % options.sampleEvery === 0) log.info(line(), 'request completed');
    };
    res.once('finish', finish);
    res.once('close', finish);
    next();
  };
}

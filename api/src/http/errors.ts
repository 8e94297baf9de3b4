import type { ErrorRequestHandler, RequestHandler } from 'express';
import { classifyDbError } from '../db/db-errors';
import { AppError } from '../errors';
import type { Logger } from '../logger';

/** Unknown paths under /api answer JSON, like every other REST error. */
export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ success: false, message: `No API route for ${req.method} ${req.path}.`, code: 'NOT_FOUND' });
};

/** The REST side of the error catalogue: status + message + code, never a stack. */
export function restErrorHandler(log: Logger): ErrorRequestHandler {
  return (thrown, _req, res, _next) => {
    // Database unreachable -> 503 (with Retry-After); a NUL character PostgreSQL refused -> 400.
    const err = classifyDbError(thrown) ?? thrown;
    if (err instanceof AppError && err.status === 503) res.setHeader('Retry-After', '1');
    if (err instanceof AppError) {
      res.status(err.status).json({ success: false, message: err.message, code: err.code, ...(err.fields.length ? { fields: err.fields } : {}) });
      return;
    }
    // Body-parser and similar middleware errors carry a status and a safe message.
    const status = typeof err?.status === 'number' ? err.status : typeof err?.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      const message =
        err.type === 'entity.parse.failed'
          ? 'The request body is not valid JSON.'
          : err.type === 'entity.too.large'
            ? 'The request body is too large.'
            : 'The request could not be processed.';
      res.status(status).json({ success: false, message, code: status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_USER_INPUT' });
      return;
    }
    log.error({ err }, 'unexpected error in a request');
    res.status(500).json({ success: false, message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
  };
}

import type { ErrorRequestHandler, RequestHandler } from 'express';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import type { Config } from '../config';
import { MAX_PHOTOS } from '../domain/constants';
import { classifyDbError } from '../db/db-errors';
import { AppError } from '../errors';
import type { Logger } from '../logger';

const NOT_MULTIPART = 'The request is not valid multipart form data: it was cut off, or its boundary is missing or wrong.';

/**
 * graphql-upload for `/graphql` multipart requests, with every failure turned into a 400 the
 * client can read. Its middleware holds the response until the request body has ended, so a
 * refused body is drained (the idle timeout drops a sender that stops).
 */
export function multipartGraphQL(config: Config): RequestHandler {
  // One byte of headroom: the spool meter, not busboy, enforces the exact limit.
  // Photos of pages: up to MAX_PHOTOS files, plus one so that a 41st is refused by the note
  // service with its own message rather than by busboy.
  const upload = graphqlUploadExpress({ maxFileSize: config.uploadMaxBytes + 1, maxFiles: MAX_PHOTOS + 1, maxFieldSize: 1_000_000 });
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    if (!/;\s*boundary=/i.test(req.headers['content-type'] ?? '')) {
      req.resume();
      return next(new AppError('BAD_REQUEST', 'The request is multipart but names no boundary.'));
    }
    upload(req, res, (err?: unknown) => {
      if (!err) return next();
      req.resume();
      const status = (err as { status?: number }).status;
      const exposed = (err as { expose?: boolean }).expose === true && typeof status === 'number' && status < 500;
      if (exposed && status === 413) return next(new AppError('PAYLOAD_TOO_LARGE', (err as Error).message));
      next(new AppError('BAD_REQUEST', exposed ? (err as Error).message : NOT_MULTIPART));
    });
  };
}

/**
 * Errors raised before Apollo runs (body parsing, multipart, text guard, authentication)
 * answered in GraphQL's shape, so GraphQL clients show them: `{ errors: [{ message,
 * extensions: { code } }] }` with the matching HTTP status.
 */
export function graphqlTransportErrors(log: Logger): ErrorRequestHandler {
  return (err, _req, res, next) => {
    if (res.headersSent) return next(err);
    let error: AppError;
    const classified = err instanceof AppError ? err : classifyDbError(err);
    if (classified) error = classified;
    else {
      const status = typeof err?.status === 'number' ? err.status : typeof err?.statusCode === 'number' ? err.statusCode : 500;
      if (status === 413) error = new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large.');
      else if (status >= 400 && status < 500)
        error = new AppError('BAD_REQUEST', err?.type === 'entity.parse.failed' ? 'The request body is not valid JSON.' : 'The request could not be read.');
      else return next(err); // a defect: the REST handler logs it and answers INTERNAL
    }
    if (error.status >= 500) log.warn({ code: error.code }, 'graphql request refused before execution');
    if (error.code === 'SERVICE_UNAVAILABLE') res.set('Retry-After', '2');
    res.status(error.status).json({
      errors: [{ message: error.message, extensions: { code: error.code, ...(error.fields.length ? { fields: error.fields } : {}), ...error.extensions } }],
    });
  };
}

import type { RequestHandler, Response } from 'express';
import type { Logger } from '../logger';
import { IDEMPOTENCY_KEY, IdempotencyService } from '../services/idempotency.service';

/** A refusal in GraphQL's error shape, so the client's error handling reads it as any other. */
function refuse(res: Response, status: number, message: string, code: string): void {
  res
    .status(status)
    .type('application/json')
    .send(JSON.stringify({ errors: [{ message, extensions: { code } }] }));
}

/**
 * `Idempotency-Key` on /graphql POSTs (the web app's offline queue sends one per queued like,
 * save or comment): the first request with a key runs and its answer is kept; a repeat by the
 * same account is answered with that answer (header `Idempotent-Replayed: true`) and runs
 * nothing. A key reused for another request is refused (422), one whose first request is still
 * running answers 409; a request that failed on the server's side (5xx) frees its key. Requests
 * without the header, or signed out, pass through unchanged.
 */
export function idempotentWrites(service: IdempotencyService, log: Logger): RequestHandler {
  return (req, res, next) => {
    const key = req.get('idempotency-key');
    if (req.method !== 'POST' || key === undefined) return next();
    if (!IDEMPOTENCY_KEY.test(key)) {
      refuse(res, 400, 'Idempotency-Key must be 8 to 200 letters, digits, "-" or "_".', 'BAD_USER_INPUT');
      return;
    }
    const viewer = req.viewer;
    if (!viewer) return next();
    const hash = IdempotencyService.hashRequest(req.body);
    service.claim(viewer.id, key, hash).then(
      (claim) => {
        if (claim.kind === 'replay') {
          res.setHeader('Idempotent-Replayed', 'true');
          res.status(claim.status).type('application/json').send(claim.body);
          return;
        }
        if (claim.kind === 'mismatch') {
          refuse(res, 422, 'This Idempotency-Key was already used for a different request.', 'IDEMPOTENCY_KEY_REUSED');
          return;
        }
        if (claim.kind === 'in-progress') {
          refuse(res, 409, 'A request with this Idempotency-Key is still being processed; try again shortly.', 'CONFLICT');
          return;
        }
        // First: the answer is captured as Apollo sends it (one complete body), then kept.
        const send = res.send.bind(res);
        res.send = (body?: unknown) => {
          const text = typeof body === 'string' ? body : Buffer.isBuffer(body) ? body.toString('utf8') : JSON.stringify(body);
          const done = res.statusCode >= 500 ? service.release(viewer.id, key) : service.complete(viewer.id, key, res.statusCode, text);
          done.catch((err: unknown) => log.error({ err }, 'could not record the answer of an idempotent request'));
          return send(body);
        };
        res.on('close', () => {
          if (!res.writableFinished) service.release(viewer.id, key).catch(() => undefined);
        });
        next();
      },
      (err: unknown) => next(err),
    );
  };
}

import type { RequestHandler } from 'express';
import type { Logger } from '../logger';
import { IDEMPOTENCY_KEY, IdempotencyService } from '../services/idempotency.service';

const graphqlError = (message: string, code: string) => JSON.stringify({ errors: [{ message, extensions: { code } }] });

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
      res.status(400).type('application/json').send(graphqlError('Idempotency-Key must be 8 to 200 letters, digits, "-" or "_".', 'BAD_USER_INPUT'));
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
          res
            .status(422)
            .type('application/json')
            .send(graphqlError('This Idempotency-Key was already used for a different request.', 'IDEMPOTENCY_KEY_REUSED'));
          return;
        }
        if (claim.kind === 'in-progress') {
          res
            .status(409)
            .type('application/json')
            .send(graphqlError('A request with this Idempotency-Key is still being processed; try again shortly.', 'CONFLICT'));
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

import { createHash, timingSafeEqual } from 'node:crypto';
import { Router } from 'express';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { currentMetrics } from './cluster-metrics';
import { registry } from './registry';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * GET /metrics for Prometheus, never public: it answers only `Authorization: Bearer
 * <METRICS_TOKEN>`. Without METRICS_TOKEN it does not exist on this port (404; METRICS_PORT
 * serves the same text on 127.0.0.1 instead).
 */
export function metricsEndpoint(config: Config, log: Logger): Router {
  const router = Router();
  const expected = config.metrics.enabled && config.metrics.token ? digest(config.metrics.token) : undefined;
  router.get('/metrics', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (!expected) {
      res
        .status(404)
        .type('text/plain')
        .send(
          config.metrics.enabled
            ? 'Metrics are off on this port: set METRICS_TOKEN (scrape with a bearer token) or METRICS_PORT (127.0.0.1 only). See docs/operations.md.\n'
            : 'Metrics are off (METRICS_ENABLED=false).\n',
        );
      return;
    }
    const header = req.get('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    // Compares digests, so the time taken says nothing about the token's length or prefix.
    if (!match || !timingSafeEqual(digest(match[1]), expected)) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      res
        .status(401)
        .type('text/plain')
        .send(
          match
            ? 'Wrong metrics token: send Authorization: Bearer <METRICS_TOKEN>.\n'
            : 'Metrics need a bearer token: send Authorization: Bearer <METRICS_TOKEN>.\n',
        );
      return;
    }
    try {
      res.type(registry.contentType).send(await currentMetrics());
    } catch (err) {
      log.warn({ err }, 'metrics failed');
      res.status(503).type('text/plain').send('Metrics are not available right now.\n');
    }
  });
  return router;
}

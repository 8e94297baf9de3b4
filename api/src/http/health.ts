import { Router } from 'express';

/**
 * /healthz: the process is up (stays 200 while the database is down: restarting the process
 * would not bring the database back). /readyz: the database answers too; a load balancer
 * sends no traffic here while it says 503. Through the pool's circuit breaker the check fails
 * at once while the database is known to be down.
 */
export function healthRouter(databaseAnswers: () => Promise<unknown>): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    try {
      await databaseAnswers();
      res.json({ status: 'ready' });
    } catch {
      res.setHeader('Retry-After', '1');
      res.status(503).json({ status: 'unavailable', message: 'The database is not reachable.' });
    }
  });
  return router;
}

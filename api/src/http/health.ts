import { Router } from 'express';
import type { DataSource } from 'typeorm';

/** /healthz: the process is up. /readyz: the database answers too. */
export function healthRouter(ds: DataSource): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    try {
      await ds.query('SELECT 1');
      res.json({ status: 'ready' });
    } catch {
      res.status(503).json({ status: 'unavailable', message: 'The database is not reachable.' });
    }
  });
  return router;
}

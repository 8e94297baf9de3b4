import fs from 'node:fs';
import path from 'node:path';
import express, { type Request, type Response, Router } from 'express';

/** Paths the SPA never owns: a miss there is a real 404, not the app shell. */
const API_PREFIXES = ['/api/', '/graphql', '/media/', '/auth/', '/healthz', '/readyz'];

/**
 * The built web app: hashed assets cached for a year, every other GET answered with the
 * app shell (index.html) so client-side routes survive a reload.
 */
export function webAppRouter(webDist: string): Router {
  const router = Router();
  const indexFile = path.join(webDist, 'index.html');
  router.use('/assets', express.static(path.join(webDist, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
  router.use(express.static(webDist, { index: false, maxAge: '1h' }));
  router.get(/.*/, (req: Request, res: Response, next) => {
    if (API_PREFIXES.some((p) => req.path.startsWith(p))) return next();
    if (!fs.existsSync(indexFile)) {
      res.status(503).type('text/plain').send('The web app is not built yet: run `npm start` (it builds it) or `npm run build -w web`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });
  return router;
}

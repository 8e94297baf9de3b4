import { Router } from 'express';
import { pipeline } from 'node:stream/promises';
import type { Services } from '../services';

/**
 * A personal data export's download link. Only its owner gets the zip: anyone else, or an unknown
 * id, gets 404; an expired link 410; one still being built 409; all with a message.
 */
export function dataExportRoutes(services: Services): Router {
  const router = Router();
  router.get('/me/data-exports/:id/download', async (req, res) => {
    const result = await services.dataExports.download(req.viewer ?? null, req.params.id);
    if (result.kind === 'expired') {
      res.status(410).json({ success: false, message: 'This download link has expired. Request a new export from your profile.', code: 'GONE' });
      return;
    }
    if (result.kind === 'not_ready') {
      const message =
        result.status === 'failed' ? 'This export failed. Request a new one from your profile.' : 'This export is still being prepared. Try again in a moment.';
      res.status(409).json({ success: false, message, code: 'CONFLICT' });
      return;
    }
    res.setHeader('Content-Type', 'application/zip');
    res.setHeader('Content-Disposition', `attachment; filename="${result.fileName}"`);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'private, no-store');
    if (result.size != null) res.setHeader('Content-Length', String(result.size));
    await pipeline(result.stream, res);
  });
  return router;
}

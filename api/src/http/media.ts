import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Router } from 'express';
import { type FileStorage, StorageNotFoundError } from '../storage';

const IMAGE_TYPES: Record<string, string> = { '.png': 'image/png', '.jpg': 'image/jpeg', '.gif': 'image/gif', '.webp': 'image/webp' };

/**
 * Public pictures (avatars) only. Note files are never served from here: they go through the
 * download endpoint, which checks sign-in and sends them as attachments.
 */
export function mediaRouter(storage: FileStorage): Router {
  const router = Router();
  router.get('/media/avatars/:file', async (req, res, next) => {
    const file = req.params.file;
    const type = IMAGE_TYPES[path.extname(file).toLowerCase()];
    if (!type || !/^[0-9a-f-]+\.[a-z]+$/.test(file)) {
      res.status(404).json({ success: false, message: 'No such picture.', code: 'NOT_FOUND' });
      return;
    }
    try {
      const stream = await storage.get(`avatars/${file}`);
      res.setHeader('Content-Type', type);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      await pipeline(stream, res);
    } catch (err) {
      if (err instanceof StorageNotFoundError) {
        res.status(404).json({ success: false, message: 'No such picture.', code: 'NOT_FOUND' });
        return;
      }
      next(err);
    }
  });
  return router;
}

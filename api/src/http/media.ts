import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { type RequestHandler, type Response, Router } from 'express';
import type { Viewer } from '../auth/viewer';
import { noteIdOfPreviewKey } from '../jobs';
import { type FileStorage, StorageNotFoundError } from '../storage';

const IMAGE_TYPES: Record<string, string> = { '.png': 'image/png', '.jpg': 'image/jpeg', '.gif': 'image/gif', '.webp': 'image/webp' };

function noSuchPicture(res: Response): void {
  res.status(404).json({ success: false, message: 'No such picture.', code: 'NOT_FOUND' });
}

/** A stored picture, cached for a year: its key changes whenever its bytes do. */
async function sendPicture(storage: FileStorage, res: Response, key: string, type: string, access: 'public' | 'private'): Promise<void> {
  // Opened before any header is set, so a missing file can still answer 404.
  const stream = await storage.get(key);
  res.setHeader('Content-Type', type);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', `${access}, max-age=31536000, immutable`);
  await pipeline(stream, res);
}

/** Who may see a note's page image: 'public' (an approved note), 'private' (its owner or an admin) or nobody (null). */
export type PreviewImageAccess = (viewer: Viewer | null, key: string) => Promise<'public' | 'private' | null>;

/**
 * Public pictures (avatars), and page images of notes for those who may see the note. Note
 * files are never served from here: they go through the download endpoint, which checks
 * sign-in and sends them as attachments.
 */
export function mediaRouter(storage: FileStorage, previews?: { authenticate: RequestHandler; access: PreviewImageAccess }): Router {
  const router = Router();
  if (previews) {
    // Page images answer 404 unless the viewer may see their note (a pending note's images
    // included), checked on every request: the key alone (random as it is) is not a permission.
    // Approved notes' images are public and immutable (a new file gets new keys); the others
    // stay out of shared caches.
    router.get('/media/previews/:file', previews.authenticate, async (req, res, next) => {
      const file = req.params.file as string;
      const key = `previews/${file}`;
      try {
        const access = noteIdOfPreviewKey(file) ? await previews.access(req.viewer ?? null, key) : null;
        if (!access) return noSuchPicture(res);
        if (access !== 'public') res.setHeader('Vary', 'Cookie, Authorization');
        await sendPicture(storage, res, key, 'image/webp', access);
      } catch (err) {
        if (err instanceof StorageNotFoundError) return noSuchPicture(res);
        next(err);
      }
    });
  }
  router.get('/media/avatars/:file', async (req, res, next) => {
    const file = req.params.file;
    const type = IMAGE_TYPES[path.extname(file).toLowerCase()];
    if (!type || !/^[0-9a-f-]+\.[a-z]+$/.test(file)) return noSuchPicture(res);
    try {
      await sendPicture(storage, res, `avatars/${file}`, type, 'public');
    } catch (err) {
      if (err instanceof StorageNotFoundError) return noSuchPicture(res);
      next(err);
    }
  });
  return router;
}

import { Router } from 'express';
import { Readable } from 'node:stream';
import { AVATAR_MAX_BYTES, type ProfileChanges } from '../services/user.service';
import type { Services } from '../services';
import { isMultipart, readMultipart } from './multipart';
import { userJson } from './present';

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** The spec's /api/user paths. A user may change or delete only themselves; an admin anyone. */
export function userRoutes(services: Services): Router {
  const router = Router();

  router.post('/user/update/:userId', async (req, res) => {
    let changes: ProfileChanges;
    if (isMultipart(req)) {
      // The avatar is at most 2 MB, so it is collected here and sniffed by the service.
      const { fields, file } = await readMultipart<Buffer>(req, {
        fileField: 'avatar',
        maxFileBytes: AVATAR_MAX_BYTES,
        tooLargeMessage: 'The picture is too large: at most 2 MB.',
        onFile: async (stream: Readable) => {
          const chunks: Buffer[] = [];
          for await (const chunk of stream) chunks.push(chunk as Buffer);
          return Buffer.concat(chunks);
        },
      });
      changes = {
        username: fields.username,
        email: fields.email,
        password: fields.password || undefined,
        currentPassword: fields.currentPassword,
        avatar: file && file.length ? { stream: Readable.from([file]) } : null,
      };
    } else {
      const body = req.body ?? {};
      changes = { username: str(body.username), email: str(body.email), password: str(body.password) || undefined, currentPassword: str(body.currentPassword) };
    }
    const user = await services.users.updateProfile(req.viewer ?? null, req.params.userId, changes);
    const json = userJson(user, res.locals.linkBase);
    // The original answered the bare user, which its client stores whole as the current user.
    res.json({ success: true, message: 'Profile updated successfully.', ...json, user: json });
  });

  router.delete('/user/delete/:userId', async (req, res) => {
    await services.users.deleteAccount(req.viewer ?? null, req.params.userId);
    if (req.viewer?.id === req.params.userId) await req.session!.end();
    res.json({ success: true, message: 'Account deleted.' });
  });

  return router;
}

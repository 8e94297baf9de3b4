import { type Request, Router } from 'express';
import type { Services } from '../services';
import { sendNoteArray } from './note-list';

/** The spec's saved-note ("archive") paths: a reader's list, saving and removing. */
export function savedNoteRoutes(services: Services): Router {
  const router = Router();
  const viewer = (req: Request) => req.viewer ?? null;

  router.get('/notes/archived/:userId', async (req, res) => {
    await sendNoteArray(req, res, services, (first, after) => services.savedNotes.savedBy(viewer(req), req.params.userId, first, after));
  });

  router.post('/notes/archive/:noteId', async (req, res) => {
    await services.savedNotes.save(viewer(req), req.params.noteId);
    res.json({ success: true, message: 'Note archived successfully' });
  });

  router.post('/notes/remove-archive/:noteId', async (req, res) => {
    await services.savedNotes.unsave(viewer(req), req.params.noteId);
    res.json({ success: true, message: 'Note removed from your saved notes.' });
  });

  return router;
}

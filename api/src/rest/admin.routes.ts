import { type Request, type RequestHandler, Router } from 'express';
import type { Services } from '../services';
import { authorize } from '../policies';
import type { AdminNoteFilter, AdminUserRecord, NoteOrder } from '../services/admin.service';
import type { AuditAction, AuditItemType } from '../domain/audit';
import { collectPages, listArgs, sendListHeaders } from './list-paging';
import { sendNoteArray } from './note-list';
import { noteJson, restLoaders, userJson } from './present';

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

const adminUserJson = ({ user, notesCount }: AdminUserRecord, linkBase?: string) => ({ ...userJson(user, linkBase), notesCount });

/**
 * The spec's /api/admin paths (plus /api/admin/colleges), over the same AdminService as the
 * GraphQL admin fields. Visitors get 401 and signed-in non-admins 403 before any route runs.
 */
export function adminRoutes(services: Services): Router {
  const router = Router();
  const viewer = (req: Request) => req.viewer ?? null;
  const onlyAdmins: RequestHandler = (req, _res, next) => {
    authorize(viewer(req), 'administer', 'site');
    next();
  };
  router.use('/admin', onlyAdmins);

  router.get('/admin/stats', async (req, res) => {
    const { mostDownloadedNotes, ...counts } = await services.admin.stats(viewer(req));
    const stats = {
      ...counts,
      mostDownloadedNotes: mostDownloadedNotes.map((note) => ({
        _id: note.id,
        title: note.title,
        subject: note.subject,
        subjectName: note.subject,
        collegeName: note.college,
        uploader: { _id: note.uploaderId, username: note.uploaderUsername },
        downloadCount: note.downloadCount,
        approved: note.approved,
      })),
    };
    // Nested for clients reading `stats`, spread for clients reading the figures directly.
    res.json({ success: true, stats, ...stats });
  });

  // Bare arrays, as the original answered: its admin pages call .map/.filter on the body.
  router.get('/admin/users', async (req, res) => {
    const args = listArgs(req);
    const list = await collectPages((first, after) => services.admin.listUsers(viewer(req), text(req.query.search), first, after), args);
    sendListHeaders(req, res, list, args);
    res.json(list.items.map((record) => adminUserJson(record, res.locals.linkBase)));
  });

  router.put('/admin/users/:id', async (req, res) => {
    const body = req.body ?? {};
    const updated = adminUserJson(
      await services.admin.updateUser(viewer(req), req.params.id, { username: text(body.username), email: text(body.email), role: text(body.role) }),
      res.locals.linkBase,
    );
    res.json({ success: true, message: 'User updated successfully.', ...updated, user: updated });
  });

  router.delete('/admin/users/:id', async (req, res) => {
    await services.admin.deleteUser(viewer(req), req.params.id);
    res.json({ success: true, message: 'User and their notes deleted.' });
  });

  router.get('/admin/notes', async (req, res) => {
    const filter: AdminNoteFilter = { search: text(req.query.search), college: text(req.query.college), status: text(req.query.status) };
    await sendNoteArray(req, res, services, (first, after) => services.admin.listNotes(viewer(req), filter, first, after));
  });

  router.get('/admin/notes/pending', async (req, res) => {
    // Oldest first (the longest wait first) unless ?order=newest.
    const order = (text(req.query.order) ?? 'oldest') as NoteOrder;
    await sendNoteArray(req, res, services, (first, after) => services.admin.pendingNotes(viewer(req), first, after, order));
  });

  router.get('/admin/notes/college/:collegeName', async (req, res) => {
    const filter: AdminNoteFilter = { college: req.params.collegeName, search: text(req.query.search), status: text(req.query.status) };
    await sendNoteArray(req, res, services, (first, after) => services.admin.listNotes(viewer(req), filter, first, after));
  });

  // The note itself, as the original answered (Notes Management puts the answer in the row).
  router.put('/admin/notes/:id/review', async (req, res) => {
    const note = await services.admin.reviewNote(viewer(req), req.params.id, (req.body ?? {}).approved);
    res.json({
      success: true,
      message: note.approved ? 'Note approved.' : 'Note set back to pending.',
      ...(await noteJson(note, restLoaders(services, req.viewer?.id), res.locals.linkBase)),
    });
  });

  router.post('/admin/notes/:id/reject', async (req, res) => {
    const body = req.body ?? {};
    await services.admin.rejectNote(viewer(req), req.params.id, body.reason, text(body.details));
    res.json({ success: true, message: 'Note rejected; the uploader was told why.' });
  });

  router.get('/admin/audit', async (req, res) => {
    const args = listArgs(req);
    const date = (value: unknown) => (typeof value === 'string' && value ? new Date(value) : null);
    const filter = {
      actorId: text(req.query.adminId),
      action: text(req.query.action) as AuditAction | undefined,
      itemType: text(req.query.itemType) as AuditItemType | undefined,
      itemId: text(req.query.itemId),
      from: date(req.query.from),
      to: date(req.query.to),
    };
    const list = await collectPages(async (first, after) => {
      const page = await services.audit.list(viewer(req), filter, first, after);
      return { ...page, items: page.items.map(({ node, cursor }) => ({ ...node, cursor })) };
    }, args);
    sendListHeaders(req, res, list, args);
    res.json({ success: true, records: list.items.map(({ cursor: _cursor, ...record }) => record) });
  });

  router.delete('/admin/notes/:id', async (req, res) => {
    await services.admin.deleteNote(viewer(req), req.params.id);
    res.json({ success: true, message: 'Note deleted.' });
  });

  router.get('/admin/colleges', async (req, res) => {
    res.json({ success: true, colleges: await services.admin.colleges(viewer(req), text(req.query.search)) });
  });

  return router;
}

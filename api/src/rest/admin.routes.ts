import { type Request, type RequestHandler, Router } from 'express';
import { PAGE_SIZE_MAX } from '../domain/constants';
import { badInput } from '../errors';
import { createLoaders } from '../graphql/loaders';
import type { Services } from '../services';
import { type AdminNoteFilter, type AdminUserRecord, requireAdmin } from '../services/admin.service';
import type { NotePage } from '../services/note-pager';
import type { NoteRecord } from '../services/note-record';
import { noteJson, userJson } from './present';

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function pageArgs(req: Request): { first: number; after: string | null } {
  const first = req.query.limit === undefined ? PAGE_SIZE_MAX : Number(req.query.limit);
  if (!Number.isInteger(first) || first < 1 || first > PAGE_SIZE_MAX) throw badInput(`limit must be between 1 and ${PAGE_SIZE_MAX}`, [{ field: 'limit', message: `between 1 and ${PAGE_SIZE_MAX}` }]);
  return { first, after: text(req.query.after) ?? null };
}

const adminUserJson = ({ user, notesCount }: AdminUserRecord) => ({ ...userJson(user), notesCount });

/** The spec's admin tables read `subject` next to `subjectName`, and `uploader.username`. */
const adminNoteJson = async (note: NoteRecord, loaders: ReturnType<typeof createLoaders>) => ({ ...(await noteJson(note, loaders)), subject: note.subject });

async function notesJson(req: Request, services: Services, page: NotePage) {
  const loaders = createLoaders(services.dataSource, req.viewer?.id);
  return {
    success: true,
    notes: await Promise.all(page.items.map(({ note }) => adminNoteJson(note, loaders))),
    totalCount: page.totalCount,
    nextCursor: page.hasNextPage ? (page.items.at(-1)?.cursor ?? null) : null,
  };
}

/**
 * The spec's /api/admin paths (plus /api/admin/colleges), over the same AdminService as the
 * GraphQL admin fields. Visitors get 401 and signed-in non-admins 403 before any route runs.
 */
export function adminRoutes(services: Services): Router {
  const router = Router();
  const viewer = (req: Request) => req.viewer ?? null;
  const onlyAdmins: RequestHandler = (req, _res, next) => {
    requireAdmin(viewer(req));
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

  router.get('/admin/users', async (req, res) => {
    const { first, after } = pageArgs(req);
    const page = await services.admin.listUsers(viewer(req), text(req.query.search), first, after);
    res.json({
      success: true,
      users: page.items.map(adminUserJson),
      totalCount: page.totalCount,
      nextCursor: page.hasNextPage ? (page.items.at(-1)?.cursor ?? null) : null,
    });
  });

  router.put('/admin/users/:id', async (req, res) => {
    const body = req.body ?? {};
    const updated = adminUserJson(await services.admin.updateUser(viewer(req), req.params.id, { username: text(body.username), email: text(body.email), role: text(body.role) }));
    res.json({ success: true, message: 'User updated successfully.', ...updated, user: updated });
  });

  router.delete('/admin/users/:id', async (req, res) => {
    await services.admin.deleteUser(viewer(req), req.params.id);
    res.json({ success: true, message: 'User and their notes deleted.' });
  });

  router.get('/admin/notes', async (req, res) => {
    const { first, after } = pageArgs(req);
    const filter: AdminNoteFilter = { search: text(req.query.search), college: text(req.query.college), status: text(req.query.status) };
    res.json(await notesJson(req, services, await services.admin.listNotes(viewer(req), filter, first, after)));
  });

  router.get('/admin/notes/pending', async (req, res) => {
    const { first, after } = pageArgs(req);
    res.json(await notesJson(req, services, await services.admin.pendingNotes(viewer(req), first, after)));
  });

  router.get('/admin/notes/college/:collegeName', async (req, res) => {
    const { first, after } = pageArgs(req);
    const filter: AdminNoteFilter = { college: req.params.collegeName, search: text(req.query.search), status: text(req.query.status) };
    res.json(await notesJson(req, services, await services.admin.listNotes(viewer(req), filter, first, after)));
  });

  router.put('/admin/notes/:id/review', async (req, res) => {
    const note = await services.admin.reviewNote(viewer(req), req.params.id, (req.body ?? {}).approved);
    res.json({
      success: true,
      message: note.approved ? 'Note approved.' : 'Note set back to pending.',
      note: await adminNoteJson(note, createLoaders(services.dataSource, req.viewer?.id)),
    });
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

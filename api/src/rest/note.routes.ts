import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { type Request, type Response, Router } from 'express';
import { cleanSort } from '../services/discovery.service';
import { badInput } from '../errors';
import { spoolUpload, type SpooledFile } from '../files/spool';
import type { Services } from '../services';
import { SNIPPET_END, SNIPPET_START } from '../services/search.service';
import type { NoteFields } from '../services/note-input';
import type { IncomingFile } from '../services/note.service';
import type { NoteRecord } from '../data/note.data';
import { collectPages, listArgs, sendListHeaders } from './list-paging';
import { isMultipart, readMultipart } from './multipart';
import { sendNoteArray } from './note-list';
import { noteJson, restLoaders } from './present';
import { parseSemester } from '../domain/note-list-filter';
import { queryText } from './query-text';
import type { RestVisitorCache } from './visitor-cache';

/**
 * The originality confirmation as REST expresses it. The original client never sends such a
 * field (see the REST contract: its create form posts title, subjectName, ... and the file), yet
 * its form cannot be submitted until the required originality checkbox is ticked (the product
 * spec), so on this path the request itself is the confirmation: an absent field means
 * confirmed. A client that does send the field is taken at its word, and an explicit "no" is
 * refused by the service (400, field confirmOriginal) as GraphQL's `confirmOriginal: false` is.
 */
function confirmationFrom(value: unknown): boolean {
  if (value === undefined) return true;
  return value === true || (typeof value === 'string' && ['true', 'on', '1', 'yes'].includes(value.trim().toLowerCase()));
}

/** The spec's form field names mapped to ours (collegeName -> college, ...). */
function noteFieldsFrom(body: Record<string, unknown>): NoteFields {
  const s = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : undefined);
  return {
    confirmOriginal: confirmationFrom(body.confirmOriginal),
    title: s(body.title),
    description: s(body.description),
    subject: s(body.subjectName ?? body.subject),
    course: s(body.courseName ?? body.course),
    semester: s(body.semester),
    batch: s(body.batch),
    college: s(body.collegeName ?? body.college),
    fileUrl: s(body.fileUrl),
  };
}

export interface NoteRoutesOptions {
  tmpDir: string;
  maxBytes: number;
  /** Shares the browse list among visitors for a few seconds. */
  visitorCache: RestVisitorCache;
}

const LIST_HEADERS = ['X-Total-Count', 'X-Next-Cursor', 'Link'];

/**
 * Reads a note form, JSON or multipart. In multipart the fields may come after the file, and
 * the service needs both at once, so the file is received in full into a temporary file
 * (size-limited as it arrives) while the form arrives, then handed to the service as a stream,
 * as GraphQL hands its upload; it is always removed afterwards. `uploader` in the body is
 * ignored on purpose: the uploader is the signed-in account.
 */
async function withNoteForm<T>(
  req: Request,
  options: Pick<NoteRoutesOptions, 'tmpDir' | 'maxBytes'>,
  handle: (fields: NoteFields, file: IncomingFile | null) => Promise<T>,
): Promise<T> {
  if (!isMultipart(req)) return handle(noteFieldsFrom(req.body ?? {}), null);
  let spooled: SpooledFile | undefined;
  let stream: fs.ReadStream | undefined;
  try {
    const { fields, file } = await readMultipart<{ spooled: SpooledFile; filename: string }>(req, {
      fileField: 'file',
      maxFileBytes: options.maxBytes,
      tooLargeMessage: `The file is too large: at most ${Math.round(options.maxBytes / 1024 / 1024)} MB.`,
      onFile: async (stream, info) => {
        spooled = await spoolUpload(stream, options.tmpDir, options.maxBytes);
        return { spooled, filename: info.filename };
      },
    });
    // A form whose file input was left empty still sends a nameless, empty part: no file.
    const chosen = file && !(file.filename === '' && file.spooled.size === 0) ? file : null;
    if (!chosen) return await handle(noteFieldsFrom(fields), null);
    stream = fs.createReadStream(chosen.spooled.path);
    return await handle(noteFieldsFrom(fields), { filename: chosen.filename, stream });
  } finally {
    // A request refused before the service read the file leaves the stream open: close it first.
    (stream as fs.ReadStream | undefined)?.destroy();
    await (spooled as SpooledFile | undefined)?.dispose();
  }
}

/**
 * The original's Update Notes page posts back every key of the note it loaded, `fileUrl`
 * included: for a stored file that is the note's own download path (relative, or absolute for a
 * frontend on another origin), which means "keep the file", not "replace it with this link".
 */
function withoutOwnFileUrl(fields: NoteFields, noteId: string): NoteFields {
  const own = `/api/notes/${noteId}/download`;
  if (!fields.fileUrl) return fields;
  const path = URL.canParse(fields.fileUrl) ? new URL(fields.fileUrl).pathname : fields.fileUrl;
  return path === own ? { ...fields, fileUrl: undefined } : fields;
}

/** The spec's note paths: the browse list, uploading, a person's uploads and downloading. */
export function noteRoutes(services: Services, options: NoteRoutesOptions): Router {
  const router = Router();
  const viewer = (req: Request) => req.viewer ?? null;

  // An object with `notes`, as the original answered; every match up to REST_LIST_MAX, since
  // its client derives the filter options from this list and never pages.
  router.get('/notes', async (req, res) => {
    const semester = parseSemester(queryText(req, 'semester'));
    if (semester === null) throw badInput('semester must be a whole number from 1 to 8');
    const args = listArgs(req);
    const filter = {
      search: queryText(req, 'search'),
      subject: queryText(req, 'subject'),
      course: queryText(req, 'course'),
      college: queryText(req, 'college'),
      semester,
    };
    // Optional, ours: newest | liked | downloaded | relevant (the original client never sends it: newest first, or by relevance with search words).
    const sort = cleanSort(queryText(req, 'sort'));
    await options.visitorCache.send(req, res, LIST_HEADERS, async () => {
      const list = await collectPages((first, after) => services.notes.listApproved(filter, first, after, {}, sort), args);
      const loaders = restLoaders(services, req.viewer?.id);
      const notes = await Promise.all(
        list.items.map(async ({ note, snippet }) => ({
          ...(await noteJson(note, loaders, res.locals.linkBase)),
          ...(snippet ? { snippet: snippet.replaceAll(SNIPPET_START, '').replaceAll(SNIPPET_END, '') } : {}),
        })),
      );
      sendListHeaders(req, res, list, args);
      return { success: true, notes, totalCount: list.totalCount, nextCursor: list.nextCursor };
    });
  });

  router.post('/uploading/create', async (req, res) => {
    const note = await withNoteForm(req, options, (fields, file) => services.notes.create(viewer(req), fields, file));
    const json = await noteJson(note, restLoaders(services, req.viewer?.id), res.locals.linkBase);
    // `data` is the original's name for the note; `note` is ours.
    res.status(201).json({ success: true, message: 'Note created successfully', data: json, note: json });
  });

  router.post('/uploading/update/:id', async (req, res) => {
    const id = req.params.id as string;
    const note = await withNoteForm(req, options, (fields, file) => services.notes.update(viewer(req), id, withoutOwnFileUrl(fields, id), file));
    const json = await noteJson(note, restLoaders(services, req.viewer?.id), res.locals.linkBase);
    res.json({ success: true, message: 'Note updated successfully', data: json, note: json });
  });

  router.get('/uploading/get/:id', async (req, res) => {
    const note = await services.notes.findVisible(viewer(req), req.params.id);
    if (!note) {
      res.status(404).json({ success: false, message: 'That note was not found.', code: 'NOT_FOUND' });
      return;
    }
    res.json({ success: true, message: 'Note found.', note: await noteJson(note, restLoaders(services, req.viewer?.id), res.locals.linkBase) });
  });

  router.delete('/uploading/delete/:id', async (req, res) => {
    await services.notes.remove(viewer(req), req.params.id);
    res.json({ success: true, message: 'Note deleted.' });
  });

  router.get('/user/uploads/:userId', async (req, res) => {
    await sendNoteArray(req, res, services, (first, after) => services.notes.uploadsBy(viewer(req), req.params.userId, first, after));
  });

  router.get('/notes/:id/download', async (req, res) => {
    await sendFile(services, await services.notes.recordDownload(req.viewer ?? null, req.params.id), res);
  });

  // What the in-app viewer fetches: the same file and headers, not counted as a download.
  router.get('/notes/:id/preview', async (req, res) => {
    await sendFile(services, await services.notes.openForPreview(req.viewer ?? null, req.params.id), res);
  });

  return router;
}

/** Attachment only, never inline from our origin (the viewer reads the bytes with fetch). */
async function sendFile(services: Services, note: NoteRecord, res: Response): Promise<void> {
  if (!note.fileKey) {
    res.redirect(302, note.externalUrl!);
    return;
  }
  const ext = note.fileKey.slice(note.fileKey.lastIndexOf('.'));
  const name = `${
    note.title
      .replace(/[\u0000-\u001f\u007f"\\/:*?<>|]+/g, ' ')
      .trim()
      .slice(0, 150) || 'download'
  }${ext}`;
  const stream = await services.notes.openFile(note.fileKey);
  res.setHeader('Content-Type', note.fileMime ?? 'application/octet-stream');
  res.setHeader('Content-Disposition', `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  res.setHeader('Cache-Control', 'private, no-store');
  if (note.fileSize != null) res.setHeader('Content-Length', String(note.fileSize));
  await pipeline(stream, res);
}

import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { DataSource, EntityManager } from 'typeorm';
import { isAdmin, type Viewer } from '../auth/viewer';
import { recordAudit } from '../data/audit.data';
import type { AuditAction } from '../domain/audit';
import { AppError, badInput, notFound } from '../errors';
import { MAX_PHOTOS, MAX_PHOTOS_TOTAL_BYTES } from '../domain/constants';
import { detectDocumentTypeFromFile } from '../files/document-type';
import { checkPhoto, readHead, sniffPhoto } from '../files/photo-type';
import { cleanFileName, spoolUpload, type SpooledFile } from '../files/spool';
import { isOwnerGone } from '../files/process-owner';
import { type JobQueue, NOTE_PROCESSING_JOB, type NoteProcessingData } from '../jobs';
import type { Logger } from '../logger';
import { authorize, can, requireViewer } from '../policies';
import type { FileStorage } from '../storage';
import { noteIntents, removeStoredFiles, settleIntents } from '../storage/stored-files';
import { isUuid } from '../data/paging';
import { isNoteId } from '../domain/note-id';
import { cleanNoteListFilter } from '../domain/note-list-filter';
import { type CleanNoteFields, cleanNoteFields, type NoteFields, type NoteListFilter } from './note-input';
import { noteById, type NotePage, type NoteRecord, type PageOptions, pageNotes, previewHtmlRows } from '../data/note.data';
import { publicNotesQuery, uploadsQuery } from '../data/note-list.data';
import {
  countDownload,
  deleteNote,
  filterTerms,
  insertNote,
  markNewestWithoutPreviewsProcessing,
  markNoteProcessing,
  noteOfPreviewImage,
  noteWithSameFile,
  photoKeysOf,
  previewKeysOf,
  publicSemesters,
  updateNote,
} from '../data/note-write.data';
import { clearFileIntents, oldestFileIntents } from '../data/file-intent.data';
import type { SearchService } from './search.service';
import type { NoteSort } from '../domain/discovery';
import { sortOf } from './discovery.service';

/**
 * A file as both transports hand it over: its bytes as a stream, read once by the service
 * (spooled, measured, hashed, checked by content), and the name the client gave it.
 */
export interface IncomingFile {
  filename: string;
  stream: Readable;
}

interface StoredFile {
  key: string;
  name: string;
  mime: string;
  size: number;
  sha256: string;
  /** Photos of pages, stored until the processing job assembles them into the PDF at `key`; [] otherwise. */
  photoKeys: string[];
}

export const tooManyPhotosMessage = (count: number) => `A note can have at most ${MAX_PHOTOS} photos; you chose ${count}. Share the rest as a second note.`;
export const PHOTOS_TOO_LARGE_MESSAGE = `These photos add up to more than ${MAX_PHOTOS_TOTAL_BYTES / 1024 / 1024} MB. Share them as two notes, or send smaller photos.`;
const FILE_AND_PHOTOS = 'Give either one file or photos of pages, not both.';
const PHOTOS_ON_UPDATE = "A note's file cannot be replaced by photos: share the photos as a new note.";
/** What a note made of photos is called when downloaded (the download route names it after the note's title). */
const PHOTOS_PDF_NAME = 'page-photos.pdf';

const CONFIRM_ORIGINAL = 'Please confirm that this is original content you may share.';

export interface FilterOptions {
  subjects: string[];
  courses: string[];
  semesters: number[];
  colleges: string[];
}

export interface NoteServiceOptions {
  tmpDir: string;
  maxBytes: number;
}

/** How an admin's removal of a note is recorded, and what else its transaction does. */
export interface NoteRemovalAudit {
  action?: Extract<AuditAction, 'delete' | 'reject'>;
  reason?: string | null;
  also?: (tx: EntityManager, note: NoteRecord) => Promise<void>;
}

/**
 * Notes: the browse list and single notes as each viewer may see them, and publishing
 * (create, update, delete, download). Files are checked by content, stored under a
 * server-made key, and kept consistent with rows: the file is stored before the row is
 * written and removed again if the write fails; a replaced or deleted file (and the page images
 * made from it) is removed only after the row change committed. Reading the file's text and
 * making its previews is a background job (api/src/jobs), queued by the transaction that
 * commits the row, so an upload answers as soon as its file is stored.
 */
export class NoteService {
  constructor(
    private readonly ds: DataSource,
    private readonly storage: FileStorage,
    private readonly log: Logger,
    private readonly options: NoteServiceOptions,
    private readonly jobs: JobQueue,
    private readonly searcher: SearchService,
  ) {}

  /** The formatted preview HTML of each note (read only when a document asks for it). */
  async previewHtmlByIds(ids: readonly string[]): Promise<Map<string, string | null>> {
    const rows = await previewHtmlRows(this.ds, ids);
    return new Map(rows.map((r) => [r.id, r.html]));
  }

  /** The stored file's bytes (the caller checked the viewer may download the note). */
  openFile(fileKey: string): ReturnType<FileStorage['get']> {
    return this.storage.get(fileKey);
  }

  /**
   * Approved notes, one keyset page at a time: newest first unless `sort` says otherwise (most
   * liked, most downloaded); with words to search for, most relevant first unless `sort` says.
   */
  listApproved(given: NoteListFilter, first: number, after?: string | null, options: PageOptions = {}, sort?: NoteSort | null): Promise<NotePage> {
    const filter = cleanNoteListFilter(given);
    if (filter.search) return this.searcher.search(filter, first, after, sort);
    return pageNotes(this.ds, { ...publicNotesQuery(filter), ...sortOf(sort) }, first, after, options);
  }

  /** A person's uploads, pending ones included: theirs to see, or an admin's. */
  uploadsBy(viewer: Viewer | null, userId: string, first: number, after?: string | null): Promise<NotePage> {
    authorize(viewer, 'viewLibrary', { user: { id: userId } });
    return pageNotes(this.ds, uploadsQuery(userId), first, after);
  }

  /**
   * The note if the viewer may see it; null when it does not exist or is not theirs to see, and
   * when the id cannot be a note's (a truncated link): not found, as for the server's note pages.
   */
  async findVisible(viewer: Viewer | null, id: string): Promise<NoteRecord | null> {
    if (!isNoteId(id)) return null;
    const note = await noteById(this.ds, id);
    if (!note || !can(viewer, 'view', { note })) return null;
    return note;
  }

  /**
   * Values present in approved notes, for the browse dropdowns: the distinct subjects, courses
   * and colleges are the rows of suggestion_terms; semesters are eight index probes.
   */
  async filterOptions(): Promise<FilterOptions> {
    const [terms, semesters] = await Promise.all([filterTerms(this.ds), publicSemesters(this.ds)]);
    const of = (kind: string) => terms.filter((t) => t.kind === kind).map((t) => t.term);
    return { subjects: of('subject'), courses: of('course'), colleges: of('college'), semesters };
  }

  async findForEdit(viewer: Viewer | null, id: string): Promise<NoteRecord> {
    const note = await this.load(this.ds.manager, id);
    authorize(viewer, 'update', { note: note });
    return note;
  }

  /**
   * `photos`: photos of pages (1 to MAX_PHOTOS), which the processing job turns into the note's
   * PDF; a single `file` that is a photo (the REST form's one file) is taken the same way.
   */
  async create(viewer: Viewer | null, input: NoteFields, file: IncomingFile | null, photos: IncomingFile[] = []): Promise<NoteRecord> {
    requireViewer(viewer);
    // Checked before the fields, on its own, so the form shows this one message first.
    if (input.confirmOriginal !== true) throw badInput(CONFIRM_ORIGINAL, [{ field: 'confirmOriginal', message: CONFIRM_ORIGINAL }]);
    const fields = cleanNoteFields(input, 'create');
    if (file && photos.length) throw badInput(FILE_AND_PHOTOS, [{ field: 'file', message: FILE_AND_PHOTOS }]);
    if (photos.length > MAX_PHOTOS) throw badInput(tooManyPhotosMessage(photos.length), [{ field: 'photos', message: tooManyPhotosMessage(photos.length) }]);
    if (!file && !photos.length && !fields.fileUrl)
      throw badInput('Please select a file or provide a file URL.', [{ field: 'file', message: 'Please select a file or provide a file URL.' }]);
    const stored = photos.length ? await this.storePhotos(photos, viewer.id) : file ? await this.storeFile(file, viewer.id, undefined, true) : null;
    try {
      return await this.ds.transaction(async (tx) => {
        // The file's intent is struck off by the statement that commits the row pointing to it.
        // the uploader is always the signed-in account, never a client-sent id
        const row = await insertNote(tx, writtenValues(fields, stored), viewer.id, stored?.photoKeys ?? []);
        if (stored) await this.queueProcessing(tx, row.id, stored.key);
        return row;
      });
    } catch (err) {
      if (stored) await this.removeFiles(stored.photoKeys.length ? stored.photoKeys : [stored.key]);
      throw err;
    }
  }

  async update(viewer: Viewer | null, id: string, input: NoteFields, file: IncomingFile | null): Promise<NoteRecord> {
    requireViewer(viewer);
    const existing = await this.load(this.ds.manager, id);
    authorize(viewer, 'update', { note: existing });
    const fields = cleanNoteFields(input, 'update');
    const stored = file ? await this.storeFile(file, viewer.id, existing.id) : null;
    let replacedKey: string | null = null;
    let released: string[] = [];
    try {
      const updated = await this.ds.transaction(async (tx) => {
        const current = await this.load(tx, id, true);
        authorize(viewer, 'update', { note: current });
        const contentChanged =
          Boolean(stored) ||
          (fields.fileUrl !== undefined && fields.fileUrl !== current.externalUrl) ||
          fields.title !== current.title ||
          fields.description !== current.description;
        // A student's edit of an approved note's file or text goes back to the admins.
        const approved = current.approved && !(contentChanged && !can(viewer, 'administer', 'site'));
        const useUrl = !stored && fields.fileUrl !== undefined;
        if (stored || useUrl) {
          replacedKey = current.fileKey;
          released = [...(replacedKey ? [replacedKey] : []), ...(await previewKeysOf(tx, id))];
        }
        await settleIntents(tx, stored ? [stored.key] : [], released);
        // The course stays when the form leaves it out; the file columns change only with a new file or link.
        const row = await updateNote(tx, id, writtenValues(fields, stored), Boolean(stored || useUrl), approved);
        if (stored) await this.queueProcessing(tx, id, stored.key);
        return row;
      });
      const toRemove = released.filter((key) => key !== stored?.key);
      if (toRemove.length) await this.removeFiles(toRemove);
      return updated;
    } catch (err) {
      if (stored) await this.removeFiles([stored.key]);
      throw err;
    }
  }

  /**
   * Deletes the note, then its files. An admin's deletion of someone else's note is recorded in
   * the audit trail (as `audit.action`, 'delete' by default) in the same transaction, and
   * `audit.also` runs there too (the uploader's notification).
   */
  async remove(viewer: Viewer | null, id: string, audit: NoteRemovalAudit = {}): Promise<void> {
    const keys = await this.ds.transaction(async (tx) => {
      const note = await this.load(tx, id, true);
      authorize(viewer, 'delete', { note: note });
      const owned = [...(note.fileKey ? [note.fileKey] : []), ...(await previewKeysOf(tx, id)), ...(await photoKeysOf(tx, id))];
      await deleteNote(tx, id);
      await settleIntents(tx, [], owned);
      if (audit.action || (isAdmin(viewer) && viewer?.id !== note.uploaderId)) {
        await recordAudit(tx, {
          actor: viewer,
          action: audit.action ?? 'delete',
          itemType: 'note',
          itemId: note.id,
          itemTitle: note.title,
          reason: audit.reason ?? null,
        });
      }
      await audit.also?.(tx, note);
      return owned;
    });
    if (keys.length) await this.removeFiles(keys);
  }

  /** An admin queues a note's processing again (after it failed, or to make previews of an older note). */
  async reprocess(viewer: Viewer | null, id: string): Promise<NoteRecord> {
    return this.ds.transaction(async (tx) => {
      const note = await this.load(tx, id, true);
      authorize(viewer, 'reprocess', { note });
      if (!note.fileKey) throw badInput('This note links to a document elsewhere: there is no file to process.', [{ field: 'id', message: 'no stored file' }]);
      const row = await markNoteProcessing(tx, id);
      await this.queueProcessing(tx, id, note.fileKey);
      return row;
    });
  }

  /**
   * Page images for the newest `limit` approved notes that have none (the demo dataset is
   * seeded without them): queued below uploads, so a student's own upload never waits behind
   * them, and shown as processing until done. Returns how many were queued.
   */
  async queuePreviewsOfNewest(limit: number): Promise<number> {
    if (limit <= 0) return 0;
    return this.ds.transaction(async (tx) => {
      const rows = await markNewestWithoutPreviewsProcessing(tx, limit);
      // Newest first: jobs sent in one transaction share their creation time, so each gets its
      // own priority below uploads' 0 (-1 for the newest, -2 for the next, ...).
      rows.sort((a, b) => new Date(b.created_at).getTime() - new Date(a.created_at).getTime() || (a.id < b.id ? 1 : -1));
      for (const [rank, row] of rows.entries()) {
        await this.jobs.send<NoteProcessingData>(NOTE_PROCESSING_JOB, { noteId: row.id, fileKey: row.file_key }, { priority: -1 - rank }, tx);
      }
      return rows.length;
    });
  }

  private async queueProcessing(tx: EntityManager, noteId: string, fileKey: string): Promise<void> {
    await this.jobs.send<NoteProcessingData>(NOTE_PROCESSING_JOB, { noteId, fileKey }, {}, tx);
  }

  /** Adds one download atomically and returns what to send. */
  async recordDownload(viewer: Viewer | null, id: string): Promise<NoteRecord> {
    const note = await this.load(this.ds.manager, id);
    authorize(viewer, 'download', { note: note });
    await this.refuseUnassembledPhotos(id);
    await countDownload(this.ds, id);
    return note;
  }

  /** A note of photos has no file to send until the processing job made their PDF. */
  private async refuseUnassembledPhotos(id: string): Promise<void> {
    const pending = await photoKeysOf(this.ds.manager, id);
    if (pending.length) throw new AppError('CONFLICT', 'The PDF of these photos is still being made. Try again in a minute.');
  }

  /**
   * The original file for the in-app viewer: the same rule as a download (the bytes are the
   * download), but not counted as one. Visitors preview approved notes through the page
   * images and preview HTML the processing job made, never the file itself.
   */
  async openForPreview(viewer: Viewer | null, id: string): Promise<NoteRecord> {
    const note = await this.load(this.ds.manager, id);
    authorize(viewer, 'download', { note: note });
    await this.refuseUnassembledPhotos(id);
    return note;
  }

  /** Who may see a stored page image: as its note ('public' when approved), or nobody when no note shows it. */
  async previewImageAccess(viewer: Viewer | null, key: string): Promise<'public' | 'private' | null> {
    const noteId = key.slice('previews/'.length, 'previews/'.length + 36);
    if (!isUuid(noteId)) return null;
    // A note held by reports is not public: its images are the uploader's and admins' only.
    const note = await noteOfPreviewImage(this.ds, noteId, key);
    if (!note || !can(viewer, 'view', { note })) return null;
    return note.approved ? 'public' : 'private';
  }

  async load(manager: EntityManager, id: string, lock = false): Promise<NoteRecord> {
    if (!isUuid(id)) throw notFound('That note');
    const note = await noteById(manager, id, { lock });
    if (!note) throw notFound('That note');
    return note;
  }

  /**
   * Spool -> check type by content -> refuse duplicates -> store (the text is read by the
   * processing job). A photo is a one-photo note where photos are welcome (`photosWelcome`).
   */
  private async storeFile(file: IncomingFile, uploaderId: string, replacingNoteId?: string, photosWelcome = false): Promise<StoredFile> {
    let spooled: SpooledFile | undefined;
    try {
      spooled = await spoolUpload(file.stream, this.options.tmpDir, this.options.maxBytes);
      if (spooled.size === 0) throw badInput('The file is empty.', [{ field: 'file', message: 'The file is empty.' }]);
      if (sniffPhoto(await readHead(spooled.path))) {
        if (!photosWelcome) throw new AppError('UNSUPPORTED_MEDIA_TYPE', PHOTOS_ON_UPDATE, [{ field: 'file', message: PHOTOS_ON_UPDATE }]);
        return await this.storeSpooledPhotos([{ spooled, name: file.filename }], uploaderId);
      }
      const type = await detectDocumentTypeFromFile(spooled.path);
      await this.refuseDuplicate(spooled.sha256, uploaderId, replacingNoteId);
      const key = `notes/${randomUUID()}.${type.ext}`;
      await noteIntents(this.ds, [key]);
      try {
        await this.storage.putFile(key, spooled.path, type.mime);
      } catch (err) {
        await this.removeFiles([key]);
        throw err;
      }
      return { key, name: cleanFileName(file.filename, type.ext), mime: type.mime, size: spooled.size, sha256: spooled.sha256, photoKeys: [] };
    } finally {
      await spooled?.dispose();
    }
  }

  /** Spools every photo (each at most maxBytes, together at most MAX_PHOTOS_TOTAL_BYTES), then checks and stores them. */
  private async storePhotos(photos: IncomingFile[], uploaderId: string): Promise<StoredFile> {
    const spooled: { spooled: SpooledFile; name: string }[] = [];
    try {
      let total = 0;
      for (const photo of photos) {
        const one = await spoolUpload(photo.stream, this.options.tmpDir, this.options.maxBytes);
        spooled.push({ spooled: one, name: photo.filename });
        total += one.size;
        if (total > MAX_PHOTOS_TOTAL_BYTES)
          throw new AppError('PAYLOAD_TOO_LARGE', PHOTOS_TOO_LARGE_MESSAGE, [{ field: 'photos', message: PHOTOS_TOO_LARGE_MESSAGE }]);
        if (one.size === 0) throw badInput(`"${photo.filename}" is empty.`, [{ field: 'photos', message: `"${photo.filename}" is empty.` }]);
      }
      return await this.storeSpooledPhotos(spooled, uploaderId);
    } finally {
      // Streams not read yet (a refusal came first) are drained so the request can end.
      for (const photo of photos.slice(spooled.length)) photo.stream.resume();
      await Promise.all(spooled.map((one) => one.spooled.dispose()));
    }
  }

  /**
   * Photos already spooled: each checked by content and header (type, damage, pixel bomb), the set
   * refused as a duplicate by the hash of their hashes, then stored under intents. The note's file
   * is the PDF the processing job will make at `key`.
   */
  private async storeSpooledPhotos(photos: { spooled: SpooledFile; name: string }[], uploaderId: string): Promise<StoredFile> {
    const exts = [];
    // The name as the student chose it (cleaned of control characters), so the message points at the right photo.
    for (const photo of photos)
      exts.push(
        await checkPhoto(
          photo.spooled.path,
          cleanFileName(
            photo.name,
            path
              .extname(photo.name ?? '')
              .slice(1)
              .toLowerCase() || 'jpg',
          ),
        ),
      );
    const sha256 =
      photos.length === 1
        ? photos[0].spooled.sha256
        : createHash('sha256')
            .update(photos.map((p) => p.spooled.sha256).join('\n'))
            .digest('hex');
    await this.refuseDuplicate(sha256, uploaderId);
    const id = randomUUID();
    const photoKeys = exts.map((ext, i) => `photos/${id}-${String(i + 1).padStart(2, '0')}.${ext}`);
    await noteIntents(this.ds, photoKeys);
    try {
      for (const [i, photo] of photos.entries()) await this.storage.putFile(photoKeys[i], photo.spooled.path, 'application/octet-stream');
    } catch (err) {
      await this.removeFiles(photoKeys);
      throw err;
    }
    const size = photos.reduce((sum, photo) => sum + photo.spooled.size, 0);
    return { key: `notes/${id}.pdf`, name: PHOTOS_PDF_NAME, mime: 'application/pdf', size, sha256, photoKeys };
  }

  /** The same bytes already published (approved), or already uploaded by this person. */
  private async refuseDuplicate(sha256: string, uploaderId: string, replacingNoteId?: string): Promise<void> {
    const same = await noteWithSameFile(this.ds, sha256, uploaderId, replacingNoteId ?? null);
    if (same) {
      throw new AppError('CONFLICT', `This file has already been shared as "${same.title}" (/notes/${same.id}).`, [
        { field: 'file', message: `Already shared: /notes/${same.id}` },
      ]);
    }
  }

  private removeFiles(keys: string[]): Promise<void> {
    return removeStoredFiles(this.ds, this.storage, this.log, keys);
  }

  /**
   * Finishes file writes and removals that a dead process left half done: intents of this
   * machine's dead processes at once, anyone's after an hour (a live upload takes seconds
   * between noting its key and committing its row). A file a note points to (its document or
   * one of its page images) is kept.
   * Returns how many files were removed.
   */
  async sweepAbandonedFiles(): Promise<number> {
    const rows = await oldestFileIntents(this.ds);
    const abandoned = rows.filter((r) => r.old || isOwnerGone(r.owner));
    const referenced = abandoned.filter((r) => r.referenced).map((r) => r.key);
    if (referenced.length) await clearFileIntents(this.ds, referenced);
    const orphans = abandoned.filter((r) => !r.referenced).map((r) => r.key);
    await this.removeFiles(orphans);
    return orphans.length;
  }
}

/**
 * What create and update write, in this order: title, description, subject, course, semester,
 * batch, college, file_key, file_name, file_mime, file_size, file_sha256, processing_status,
 * external_url. A stored file replaces a link and starts processing; a link has nothing to process.
 */
function writtenValues(fields: CleanNoteFields, stored: StoredFile | null): unknown[] {
  return [
    fields.title,
    fields.description,
    fields.subject,
    fields.course ?? null,
    fields.semester,
    fields.batch,
    fields.college,
    stored?.key ?? null,
    stored?.name ?? null,
    stored?.mime ?? null,
    stored?.size ?? null,
    stored?.sha256 ?? null,
    stored ? 'processing' : 'ready',
    stored ? null : (fields.fileUrl ?? null),
  ];
}

export const uploadTmpDir = (dataDir: string): string => path.join(dataDir, 'tmp');

import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { DataSource, EntityManager } from 'typeorm';
import type { Viewer } from '../auth/viewer';
import { isAdmin } from '../auth/viewer';
import { AppError, badInput, notFound } from '../errors';
import { detectDocumentTypeFromFile } from '../files/document-type';
import { extractTextWithStatus } from '../files/extract-text';
import { cleanFileName, spoolUpload, type SpooledFile } from '../files/spool';
import { isOwnerGone, PROCESS_OWNER } from '../files/process-owner';
import type { Logger } from '../logger';
import { authorize } from '../policies/note.policy';
import { requireViewer } from '../policies/user.policy';
import type { FileStorage } from '../storage';
import { isUuid } from './cursor';
import { cleanNoteFields, type NoteFields } from './note-input';
import { NOTE_COLUMNS, noteColumns, type NoteRecord } from './note-record';

export interface IncomingFile {
  filename: string;
  /** Either a stream still arriving (GraphQL) or a file already spooled to disk (REST multipart). */
  stream?: Readable;
  spooled?: SpooledFile;
}

interface StoredFile {
  key: string;
  name: string;
  mime: string;
  size: number;
  sha256: string;
  text: string;
}

export interface NoteServiceOptions {
  tmpDir: string;
  maxBytes: number;
}

/**
 * Publishing notes: create, update, delete. Files are checked by content, stored under a
 * server-made key, and kept consistent with rows: the file is stored before the row is
 * written and removed again if the write fails; a replaced or deleted file is removed only
 * after the row change committed.
 */
export class NoteService {
  constructor(
    private readonly ds: DataSource,
    private readonly storage: FileStorage,
    private readonly log: Logger,
    private readonly options: NoteServiceOptions,
  ) {}

  async findForEdit(viewer: Viewer | null, id: string): Promise<NoteRecord> {
    const note = await this.load(this.ds.manager, id);
    authorize(viewer, 'update', note);
    return note;
  }

  async create(viewer: Viewer | null, input: NoteFields, file: IncomingFile | null): Promise<NoteRecord> {
    requireViewer(viewer);
    const fields = cleanNoteFields(input, 'create');
    if (!file && !fields.fileUrl) throw badInput('Please select a file or provide a file URL.', [{ field: 'file', message: 'Please select a file or provide a file URL.' }]);
    const stored = file ? await this.storeFile(file, viewer.id) : null;
    try {
      // The file's intent is struck off by the statement that commits the row pointing to it.
      const [row]: NoteRecord[] = await this.ds.query(
        `WITH stored AS (DELETE FROM file_intents WHERE key = $8)
         INSERT INTO notes (title, description, subject, course, semester, batch, college, file_key, file_name, file_mime, file_size, file_sha256,
                            extracted_text, external_url, uploader_id, approved)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, false)
         RETURNING ${noteColumns()}`,
        [
          fields.title,
          fields.description,
          fields.subject,
          fields.course,
          fields.semester,
          fields.batch,
          fields.college,
          stored?.key ?? null,
          stored?.name ?? null,
          stored?.mime ?? null,
          stored?.size ?? null,
          stored?.sha256 ?? null,
          stored?.text ?? null,
          stored ? null : fields.fileUrl,
          viewer.id, // the uploader is always the signed-in account, never a client-sent id
        ],
      );
      return row;
    } catch (err) {
      if (stored) await this.removeFiles([stored.key]);
      throw err;
    }
  }

  async update(viewer: Viewer | null, id: string, input: NoteFields, file: IncomingFile | null): Promise<NoteRecord> {
    requireViewer(viewer);
    const existing = await this.load(this.ds.manager, id);
    authorize(viewer, 'update', existing);
    const fields = cleanNoteFields(input, 'update');
    const stored = file ? await this.storeFile(file, viewer.id, existing.id) : null;
    let replacedKey: string | null = null;
    try {
      const updated = await this.ds.transaction(async (tx) => {
        const current = await this.load(tx, id, true);
        authorize(viewer, 'update', current);
        const contentChanged = Boolean(stored) || (fields.fileUrl !== undefined && fields.fileUrl !== current.externalUrl) || fields.title !== current.title || fields.description !== current.description;
        // A student's edit of an approved note's file or text goes back to the admins.
        const approved = current.approved && !(contentChanged && !isAdmin(viewer));
        const useUrl = !stored && fields.fileUrl !== undefined;
        if (stored || useUrl) replacedKey = current.fileKey;
        await this.settleIntents(tx, stored?.key ?? null, replacedKey);
        const [rows]: [NoteRecord[], number] = await tx.query(
          `UPDATE notes SET title = $2, description = $3, subject = $4, course = COALESCE($5, course), semester = $6, batch = $7, college = $8,
             file_key = CASE WHEN $9::boolean THEN $10 ELSE file_key END,
             file_name = CASE WHEN $9::boolean THEN $11 ELSE file_name END,
             file_mime = CASE WHEN $9::boolean THEN $12 ELSE file_mime END,
             file_size = CASE WHEN $9::boolean THEN $13::int ELSE file_size END,
             file_sha256 = CASE WHEN $9::boolean THEN $14 ELSE file_sha256 END,
             extracted_text = CASE WHEN $9::boolean THEN $15 ELSE extracted_text END,
             external_url = CASE WHEN $9::boolean THEN $16 ELSE external_url END,
             approved = $17, updated_at = now()
           WHERE id = $1
           RETURNING ${noteColumns()}`,
          [
            id,
            fields.title,
            fields.description,
            fields.subject,
            fields.course ?? null,
            fields.semester,
            fields.batch,
            fields.college,
            Boolean(stored || useUrl),
            stored?.key ?? null,
            stored?.name ?? null,
            stored?.mime ?? null,
            stored?.size ?? null,
            stored?.sha256 ?? null,
            stored?.text ?? null,
            stored ? null : (fields.fileUrl ?? null),
            approved,
          ],
        );
        return rows[0];
      });
      if (replacedKey && replacedKey !== stored?.key) await this.removeFiles([replacedKey]);
      return updated;
    } catch (err) {
      if (stored) await this.removeFiles([stored.key]);
      throw err;
    }
  }

  async remove(viewer: Viewer | null, id: string): Promise<void> {
    const key = await this.ds.transaction(async (tx) => {
      const note = await this.load(tx, id, true);
      authorize(viewer, 'delete', note);
      await tx.query(`DELETE FROM notes WHERE id = $1`, [id]);
      await this.settleIntents(tx, null, note.fileKey);
      return note.fileKey;
    });
    if (key) await this.removeFiles([key]);
  }

  /** Adds one download atomically and returns what to send. */
  async recordDownload(viewer: Viewer | null, id: string): Promise<NoteRecord> {
    const note = await this.load(this.ds.manager, id);
    authorize(viewer, 'download', note);
    await this.ds.query(`UPDATE notes SET download_count = download_count + 1 WHERE id = $1`, [id]);
    return note;
  }

  /** The note for an in-app preview: the same rule as a download, but not counted as one. */
  async openForPreview(viewer: Viewer | null, id: string): Promise<NoteRecord> {
    const note = await this.load(this.ds.manager, id);
    authorize(viewer, 'download', note);
    return note;
  }

  async load(manager: EntityManager, id: string, lock = false): Promise<NoteRecord> {
    if (!isUuid(id)) throw notFound('That note');
    const rows: NoteRecord[] = await manager.query(`SELECT ${NOTE_COLUMNS} FROM notes n WHERE n.id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
    if (!rows[0]) throw notFound('That note');
    return rows[0];
  }

  /** Spool -> check type by content -> refuse duplicates -> extract text -> store. */
  private async storeFile(file: IncomingFile, uploaderId: string, replacingNoteId?: string): Promise<StoredFile> {
    let spooled: SpooledFile | undefined;
    try {
      spooled = file.spooled ?? (await spoolUpload(file.stream!, this.options.tmpDir, this.options.maxBytes));
      if (spooled.size === 0) throw badInput('The file is empty.', [{ field: 'file', message: 'The file is empty.' }]);
      const type = await detectDocumentTypeFromFile(spooled.path);
      await this.refuseDuplicate(spooled.sha256, uploaderId, replacingNoteId);
      // Extraction never fails an upload: a timeout or a parser error stores the note without
      // searchable document text (its title and details are still searchable).
      const extraction = await extractTextWithStatus(spooled.path, type.ext);
      if (extraction.status !== 'ok') this.log.warn({ err: extraction.error, status: extraction.status }, 'text extraction did not complete');
      const text = extraction.text;
      const key = `notes/${randomUUID()}.${type.ext}`;
      await this.ds.query(`INSERT INTO file_intents (key, owner) VALUES ($1, $2)`, [key, PROCESS_OWNER]);
      try {
        await this.storage.putFile(key, spooled.path, type.mime);
      } catch (err) {
        await this.removeFiles([key]);
        throw err;
      }
      return { key, name: cleanFileName(file.filename, type.ext), mime: type.mime, size: spooled.size, sha256: spooled.sha256, text };
    } finally {
      await spooled?.dispose();
    }
  }

  /** The same bytes already published (approved), or already uploaded by this person. */
  private async refuseDuplicate(sha256: string, uploaderId: string, replacingNoteId?: string): Promise<void> {
    const rows: { id: string; title: string }[] = await this.ds.query(
      `SELECT id, title FROM notes WHERE file_sha256 = $1 AND (approved OR uploader_id = $2) AND id IS DISTINCT FROM $3 LIMIT 1`,
      [sha256, uploaderId, replacingNoteId ?? null],
    );
    if (rows[0]) {
      throw new AppError('CONFLICT', `This file has already been shared as "${rows[0].title}" (/notes/${rows[0].id}).`, [
        { field: 'file', message: `Already shared: /notes/${rows[0].id}` },
      ]);
    }
  }

  /**
   * In the transaction that commits a note's file change: the new file is now referenced (its
   * intent is struck off) and the file it replaces is noted for removal, so a process that dies
   * before removing it leaves an entry for the sweep instead of an orphan.
   */
  private async settleIntents(tx: EntityManager, storedKey: string | null, releasedKey: string | null): Promise<void> {
    if (storedKey) await tx.query(`DELETE FROM file_intents WHERE key = $1`, [storedKey]);
    if (releasedKey && releasedKey !== storedKey) {
      await tx.query(`INSERT INTO file_intents (key, owner) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET owner = EXCLUDED.owner, created_at = now()`, [releasedKey, PROCESS_OWNER]);
    }
  }

  /** Deletes stored files no row points to, then their intents (left in place if a delete fails). */
  private async removeFiles(keys: string[]): Promise<void> {
    const removed = await Promise.all(
      keys.map((key) =>
        this.storage.delete(key).then(
          () => key,
          (err: unknown) => {
            this.log.error({ err, key }, 'could not remove a stored file; the sweep will retry');
            return null;
          },
        ),
      ),
    );
    const done = removed.filter((k): k is string => k !== null);
    if (done.length) await this.ds.query(`DELETE FROM file_intents WHERE key = ANY($1)`, [done]).catch((err: unknown) => this.log.warn({ err }, 'could not clear file intents'));
  }

  /**
   * Finishes file writes and removals that a dead process left half done: intents of this
   * machine's dead processes at once, anyone's after an hour (a live upload takes seconds
   * between noting its key and committing its row). A file a note points to is kept.
   * Returns how many files were removed.
   */
  async sweepAbandonedFiles(): Promise<number> {
    const rows: { key: string; owner: string; referenced: boolean; old: boolean }[] = await this.ds.query(
      `SELECT i.key, i.owner, EXISTS (SELECT 1 FROM notes n WHERE n.file_key = i.key) AS referenced, i.created_at < now() - interval '1 hour' AS old
         FROM file_intents i ORDER BY i.created_at LIMIT 1000`,
    );
    const abandoned = rows.filter((r) => r.old || isOwnerGone(r.owner));
    const referenced = abandoned.filter((r) => r.referenced).map((r) => r.key);
    if (referenced.length) await this.ds.query(`DELETE FROM file_intents WHERE key = ANY($1)`, [referenced]);
    const orphans = abandoned.filter((r) => !r.referenced).map((r) => r.key);
    await this.removeFiles(orphans);
    return orphans.length;
  }
}

export const uploadTmpDir = (dataDir: string): string => path.join(dataDir, 'tmp');

import { noteColumns, type NoteRecord } from './note.data';
import type { SqlRunner } from './sql-runner';

/**
 * The notes table's writes and single-purpose reads (NoteService's, AdminService's and
 * UserService's statements): a note written, reviewed, deleted, counted as downloaded, its files'
 * keys, the browse filters' values. Lists of notes are note.data.ts's pageNotes.
 */

/**
 * The values create and update write, in this order: title, description, subject, course,
 * semester, batch, college, file_key, file_name, file_mime, file_size, file_sha256,
 * processing_status, external_url.
 */
export type WrittenNoteValues = unknown[];

/**
 * A new note (pending), its file's intent struck off by the same statement: `photoKeys` are the
 * photos waiting for their PDF ([] otherwise).
 */
export async function insertNote(tx: SqlRunner, values: WrittenNoteValues, uploaderId: string, photoKeys: string[]): Promise<NoteRecord> {
  const [row]: NoteRecord[] = await tx.query(
    `WITH stored AS (DELETE FROM file_intents WHERE key = $8 OR key = ANY($16::text[]))
         INSERT INTO notes (title, description, subject, course, semester, batch, college, file_key, file_name, file_mime, file_size, file_sha256,
                            processing_status, external_url, uploader_id, approved, photo_keys)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, false, $16)
         RETURNING ${noteColumns()}`,
    [...values, uploaderId, photoKeys],
  );
  return row;
}

/**
 * Writes a note's fields. The course stays when the form leaves it out (null); the file columns
 * change only when `newFile` (a new file or link), which also clears what was made of the old file.
 */
export async function updateNote(tx: SqlRunner, id: string, values: WrittenNoteValues, newFile: boolean, approved: boolean): Promise<NoteRecord> {
  const [rows]: [NoteRecord[], number] = await tx.query(
    `UPDATE notes SET title = $2, description = $3, subject = $4, course = COALESCE($5, course), semester = $6, batch = $7, college = $8,
             file_key = CASE WHEN $16::boolean THEN $9 ELSE file_key END,
             file_name = CASE WHEN $16::boolean THEN $10 ELSE file_name END,
             file_mime = CASE WHEN $16::boolean THEN $11 ELSE file_mime END,
             file_size = CASE WHEN $16::boolean THEN $12::int ELSE file_size END,
             file_sha256 = CASE WHEN $16::boolean THEN $13 ELSE file_sha256 END,
             extracted_text = CASE WHEN $16::boolean THEN NULL ELSE extracted_text END,
             text_source = CASE WHEN $16::boolean THEN NULL ELSE text_source END,
             preview = CASE WHEN $16::boolean THEN NULL ELSE preview END,
             preview_keys = CASE WHEN $16::boolean THEN '{}' ELSE preview_keys END,
             preview_html = CASE WHEN $16::boolean THEN NULL ELSE preview_html END,
             processing_status = CASE WHEN $16::boolean THEN $14 ELSE processing_status END,
             processing_reason = CASE WHEN $16::boolean THEN NULL ELSE processing_reason END,
             external_url = CASE WHEN $16::boolean THEN $15 ELSE external_url END,
             approved = $17, updated_at = now()
           WHERE id = $1
           RETURNING ${noteColumns()}`,
    [id, ...values, newFile, approved],
  );
  return rows[0];
}

export async function deleteNote(tx: SqlRunner, id: string): Promise<void> {
  await tx.query(`DELETE FROM notes WHERE id = $1`, [id]);
}

/** The note back to processing (its job is queued by the caller, in the same transaction). */
export async function markNoteProcessing(tx: SqlRunner, id: string): Promise<NoteRecord> {
  const [rows]: [NoteRecord[], number] = await tx.query(
    `UPDATE notes SET processing_status = 'processing', processing_reason = NULL WHERE id = $1 RETURNING ${noteColumns()}`,
    [id],
  );
  return rows[0];
}

/** The newest `limit` approved notes with a file and no page images, set to processing. */
export async function markNewestWithoutPreviewsProcessing(tx: SqlRunner, limit: number): Promise<{ id: string; file_key: string; created_at: Date }[]> {
  const [rows]: [{ id: string; file_key: string; created_at: Date }[], number] = await tx.query(
    `UPDATE notes SET processing_status = 'processing', processing_reason = NULL
          WHERE id IN (SELECT id FROM notes
                        WHERE approved AND file_key IS NOT NULL AND cardinality(preview_keys) = 0 AND processing_status = 'ready'
                        ORDER BY created_at DESC, id DESC LIMIT $1)
          RETURNING id, file_key, created_at`,
    [limit],
  );
  return rows;
}

/** The photos of a note still waiting for their PDF ([] when none, or no such note). */
export async function photoKeysOf(db: SqlRunner, id: string): Promise<string[]> {
  const rows: { keys: string[] }[] = await db.query(`SELECT photo_keys AS keys FROM notes WHERE id = $1`, [id]);
  return rows[0]?.keys ?? [];
}

/** The note's page images ([] when none, or no such note). */
export async function previewKeysOf(db: SqlRunner, id: string): Promise<string[]> {
  const rows: { keys: string[] }[] = await db.query(`SELECT preview_keys AS keys FROM notes WHERE id = $1`, [id]);
  return rows[0]?.keys ?? [];
}

/** The stored documents of an account's notes. */
export async function fileKeysOfUploader(db: SqlRunner, uploaderId: string): Promise<string[]> {
  const files: { key: string }[] = await db.query(`SELECT file_key AS key FROM notes WHERE uploader_id = $1 AND file_key IS NOT NULL`, [uploaderId]);
  return files.map((f) => f.key);
}

export async function countDownload(db: SqlRunner, id: string): Promise<void> {
  await db.query(`UPDATE notes SET download_count = download_count + 1 WHERE id = $1`, [id]);
}

/**
 * The note showing this page image, as its access rule needs it: `approved` is false for a note
 * held by reports (not public: its images are the uploader's and admins' only).
 */
export async function noteOfPreviewImage(db: SqlRunner, noteId: string, key: string): Promise<{ uploaderId: string; approved: boolean } | undefined> {
  const rows: { uploaderId: string; approved: boolean }[] = await db.query(
    `SELECT uploader_id AS "uploaderId", approved AND NOT hidden AS approved FROM notes WHERE id = $1 AND preview_keys @> ARRAY[$2]`,
    [noteId, key],
  );
  return rows[0];
}

/** A note with these bytes, published (approved) or uploaded by this person, other than `exceptId`. */
export async function noteWithSameFile(
  db: SqlRunner,
  sha256: string,
  uploaderId: string,
  exceptId: string | null,
): Promise<{ id: string; title: string } | undefined> {
  const rows: { id: string; title: string }[] = await db.query(
    `SELECT id, title FROM notes WHERE file_sha256 = $1 AND (approved OR uploader_id = $2) AND id IS DISTINCT FROM $3 LIMIT 1`,
    [sha256, uploaderId, exceptId],
  );
  return rows[0];
}

/** The distinct subjects, courses and colleges of approved notes: the rows of suggestion_terms, alphabetical. */
export function filterTerms(db: SqlRunner): Promise<{ kind: string; term: string }[]> {
  return db.query(`SELECT kind, term FROM suggestion_terms WHERE kind IN ('subject', 'course', 'college') ORDER BY term`);
}

/** The semesters (1 to 8) of public notes: eight index probes. */
export async function publicSemesters(db: SqlRunner): Promise<number[]> {
  const rows: { v: number }[] = await db.query(
    `SELECT s AS v FROM generate_series(1, 8) s WHERE EXISTS (SELECT 1 FROM notes WHERE approved AND NOT hidden AND semester = s)`,
  );
  return rows.map((r) => Number(r.v));
}

/**
 * Approves a note or sets it back to pending; approving only while its processing has not
 * failed. The note, or undefined when nothing changed (no such note, or a failed one).
 */
export async function setNoteApproved(tx: SqlRunner, id: string, approved: boolean): Promise<NoteRecord | undefined> {
  const [updated]: [NoteRecord[], number] = await tx.query(
    `UPDATE notes SET approved = $2 WHERE id = $1 AND (NOT $2 OR processing_status <> 'failed') RETURNING ${noteColumns()}`,
    [id, approved],
  );
  return updated[0];
}

export async function noteExists(db: SqlRunner, id: string): Promise<boolean> {
  return (await db.query(`SELECT 1 FROM notes WHERE id = $1`, [id])).length > 0;
}

/** What the processing job checks before it starts: the note's file and its photos waiting for their PDF; undefined when the note is gone. */
export async function noteFileForProcessing(db: SqlRunner, noteId: string): Promise<{ file_key: string | null; photo_keys: string[] } | undefined> {
  const current: { file_key: string | null; photo_keys: string[] }[] = await db.query(`SELECT file_key, photo_keys FROM notes WHERE id = $1`, [noteId]);
  return current[0];
}

/** The note's page images, its row held until the transaction ends; undefined when its file changed meanwhile (or it is gone). */
export async function lockNotePreviewKeys(tx: SqlRunner, noteId: string, fileKey: string): Promise<string[] | undefined> {
  const rows: { preview_keys: string[] }[] = await tx.query(`SELECT preview_keys FROM notes WHERE id = $1 AND file_key = $2 FOR UPDATE`, [noteId, fileKey]);
  return rows[0]?.preview_keys;
}

export interface ProcessedNote {
  text: string | null;
  textSource: string | null;
  /** The `preview` column's value (NotePreview). */
  preview: unknown;
  previewKeys: string[];
  html: string | null;
  /** The assembled PDF's size when the note was photos; null keeps the size. */
  fileSize: number | null;
}

/** What processing made of the note's file: ready, and photos assembled (the PDF is the note's file from now on, the photos let go). */
export async function markNoteProcessed(tx: SqlRunner, noteId: string, fileKey: string, made: ProcessedNote): Promise<void> {
  await tx.query(
    `UPDATE notes SET extracted_text = $3, text_source = $4, preview = $5, preview_keys = $6, preview_html = $7,
                          processing_status = 'ready', processing_reason = NULL,
                          photo_keys = '{}', file_size = COALESCE($8::int, file_size)
         WHERE id = $1 AND file_key = $2`,
    [noteId, fileKey, made.text, made.textSource, JSON.stringify(made.preview), made.previewKeys, made.html, made.fileSize],
  );
}

/**
 * Processing failed for good: the note says why. `overwrite` false (a give-up without an error)
 * never overwrites a reason already given (only a note still processing takes it).
 */
export async function markNoteFailed(db: SqlRunner, noteId: string, fileKey: string, reason: string, overwrite: boolean): Promise<void> {
  await db.query(
    `UPDATE notes SET processing_status = 'failed', processing_reason = $3
       WHERE id = $1 AND file_key = $2 AND ($4 OR processing_status = 'processing')`,
    [noteId, fileKey, reason, overwrite],
  );
}

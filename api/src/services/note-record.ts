import type { NotePreview } from '../jobs/note-processing.job';

/** A note row as services read it: every column but the large text ones. */
export interface NoteRecord {
  id: string;
  title: string;
  description: string;
  subject: string;
  course: string;
  semester: number;
  batch: string;
  college: string;
  fileKey: string | null;
  fileName: string | null;
  fileMime: string | null;
  fileSize: number | null;
  fileSha256: string | null;
  externalUrl: string | null;
  uploaderId: string;
  approved: boolean;
  /** Held from the public by reports until an admin decides. */
  hidden: boolean;
  downloadCount: number;
  createdAt: Date;
  updatedAt: Date;
  /** What the processing job made of the file (see api/src/jobs/note-processing.job.ts). */
  processingStatus: 'processing' | 'ready' | 'failed';
  processingReason: string | null;
  textSource: 'document' | 'ocr' | null;
  preview: NotePreview | null;
}

/** SELECT (or RETURNING) list matching NoteRecord, for a table alias or none. */
export function noteColumns(alias?: string): string {
  const c = (column: string) => (alias ? `${alias}.${column}` : column);
  return `
  ${c('id')}, ${c('title')}, ${c('description')}, ${c('subject')}, ${c('course')}, ${c('semester')}, ${c('batch')}, ${c('college')},
  ${c('file_key')} AS "fileKey", ${c('file_name')} AS "fileName", ${c('file_mime')} AS "fileMime",
  ${c('file_size')} AS "fileSize", ${c('file_sha256')} AS "fileSha256", ${c('external_url')} AS "externalUrl",
  ${c('uploader_id')} AS "uploaderId", ${c('approved')}, ${c('hidden')}, ${c('download_count')} AS "downloadCount",
  ${c('created_at')} AS "createdAt", ${c('updated_at')} AS "updatedAt",
  ${c('processing_status')} AS "processingStatus", ${c('processing_reason')} AS "processingReason", ${c('text_source')} AS "textSource", ${c('preview')}`;
}

export const NOTE_COLUMNS = noteColumns('n');

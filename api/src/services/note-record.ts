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
  downloadCount: number;
  createdAt: Date;
  updatedAt: Date;
}

/** SELECT list matching NoteRecord; `n` is the notes alias. */
export const NOTE_COLUMNS = `
  n.id, n.title, n.description, n.subject, n.course, n.semester, n.batch, n.college,
  n.file_key AS "fileKey", n.file_name AS "fileName", n.file_mime AS "fileMime",
  n.file_size AS "fileSize", n.file_sha256 AS "fileSha256", n.external_url AS "externalUrl",
  n.uploader_id AS "uploaderId", n.approved, n.download_count AS "downloadCount",
  n.created_at AS "createdAt", n.updated_at AS "updatedAt"`;

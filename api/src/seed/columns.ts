import type { Column } from './bulk-insert';
import { iso } from './bulk-insert';
import type { PlannedComment, PlannedNote, PlannedPair } from './plan-notes';

/** How each planned record maps onto the columns of its table (see the initial migration). */

export interface UserRow {
  id: string;
  username: string;
  email: string;
  passwordHash: string | null;
  role: 'user' | 'admin';
  createdAt: Date;
}

export const USER_COLUMNS: readonly Column<UserRow>[] = [
  { name: 'id', type: 'uuid', value: (u) => u.id },
  { name: 'username', type: 'text', value: (u) => u.username },
  { name: 'email', type: 'text', value: (u) => u.email },
  { name: 'password_hash', type: 'text', value: (u) => u.passwordHash },
  { name: 'role', type: 'text', value: (u) => u.role },
  { name: 'created_at', type: 'timestamptz', value: (u) => iso(u.createdAt) },
];

export const NOTE_COLUMNS: readonly Column<PlannedNote>[] = [
  { name: 'id', type: 'uuid', value: (n) => n.id },
  { name: 'title', type: 'text', value: (n) => n.title },
  { name: 'description', type: 'text', value: (n) => n.description },
  { name: 'subject', type: 'text', value: (n) => n.subject },
  { name: 'course', type: 'text', value: (n) => n.course },
  { name: 'semester', type: 'smallint', value: (n) => n.semester },
  { name: 'batch', type: 'text', value: (n) => n.batch },
  { name: 'college', type: 'text', value: (n) => n.college },
  { name: 'file_key', type: 'text', value: (n) => n.fileKey },
  { name: 'file_name', type: 'text', value: (n) => n.fileName },
  { name: 'file_mime', type: 'text', value: (n) => n.fileMime },
  { name: 'file_size', type: 'integer', value: (n) => n.fileSize },
  { name: 'file_sha256', type: 'text', value: (n) => n.fileSha256 },
  { name: 'uploader_id', type: 'uuid', value: (n) => n.uploaderId },
  { name: 'approved', type: 'boolean', value: (n) => n.approved },
  { name: 'download_count', type: 'integer', value: (n) => n.downloadCount },
  { name: 'extracted_text', type: 'text', value: (n) => n.extractedText },
  { name: 'created_at', type: 'timestamptz', value: (n) => iso(n.createdAt) },
  { name: 'updated_at', type: 'timestamptz', value: (n) => iso(n.createdAt) },
];

export const COMMENT_COLUMNS: readonly Column<PlannedComment>[] = [
  { name: 'id', type: 'uuid', value: (c) => c.id },
  { name: 'note_id', type: 'uuid', value: (c) => c.noteId },
  { name: 'author_id', type: 'uuid', value: (c) => c.authorId },
  { name: 'text', type: 'text', value: (c) => c.text },
  { name: 'created_at', type: 'timestamptz', value: (c) => iso(c.createdAt) },
  { name: 'edited_at', type: 'timestamptz', value: (c) => iso(c.editedAt) },
];

export const PAIR_COLUMNS: readonly Column<PlannedPair>[] = [
  { name: 'note_id', type: 'uuid', value: (p) => p.noteId },
  { name: 'user_id', type: 'uuid', value: (p) => p.userId },
  { name: 'created_at', type: 'timestamptz', value: (p) => iso(p.createdAt) },
];

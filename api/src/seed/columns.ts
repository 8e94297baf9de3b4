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

/**
 * A table loaded with COPY's text format: its columns and one line per record. Written out by
 * hand per table because a large seed formats about ten million lines: a generic loop over
 * column accessors cost several times more than these template strings.
 */
export interface CopyTable<T> {
  table: string;
  columns: readonly string[];
  /** One line, with its newline; text fields escaped with copyText. */
  line(row: T): string;
}

// COPY's text format: backslash, tab, newline and carriage return are the only bytes with a meaning.
const SPECIAL = /[\\\t\n\r]/;
const SPECIALS = /[\\\t\n\r]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

export function copyText(value: string): string {
  return SPECIAL.test(value) ? value.replace(SPECIALS, (c) => ESCAPES[c]) : value;
}

// Shared documents repeat one extracted text across many notes: escape each text once.
const escapedTexts = new Map<string, string>();
const MAX_CACHED_TEXTS = 50_000;
function copyDocumentText(text: string): string {
  let escaped = escapedTexts.get(text);
  if (escaped === undefined) {
    escaped = copyText(text);
    if (escapedTexts.size >= MAX_CACHED_TEXTS) escapedTexts.clear();
    escapedTexts.set(text, escaped);
  }
  return escaped;
}

const nullable = (value: string | null): string => (value === null ? '\\N' : copyText(value));

export const NOTE_TABLE: CopyTable<PlannedNote> = {
  table: 'notes',
  columns: [
    'id',
    'title',
    'description',
    'subject',
    'course',
    'semester',
    'batch',
    'college',
    'file_key',
    'file_name',
    'file_mime',
    'file_size',
    'file_sha256',
    'uploader_id',
    'approved',
    'download_count',
    'extracted_text',
    'created_at',
    'updated_at',
  ],
  line: (n) => {
    const created = n.createdAt.toISOString();
    return `${n.id}\t${copyText(n.title)}\t${copyText(n.description)}\t${copyText(n.subject)}\t${copyText(n.course)}\t${n.semester}\t${copyText(n.batch)}\t${copyText(n.college)}\t${copyText(n.fileKey)}\t${copyText(n.fileName)}\t${copyText(n.fileMime)}\t${n.fileSize}\t${n.fileSha256}\t${n.uploaderId}\t${n.approved ? 't' : 'f'}\t${n.downloadCount}\t${copyDocumentText(n.extractedText)}\t${created}\t${created}\n`;
  },
};

export const COMMENT_TABLE: CopyTable<PlannedComment> = {
  table: 'comments',
  columns: ['id', 'note_id', 'author_id', 'text', 'created_at', 'edited_at'],
  line: (c) => `${c.id}\t${c.noteId}\t${c.authorId}\t${copyText(c.text)}\t${c.createdAt.toISOString()}\t${nullable(iso(c.editedAt))}\n`,
};

const pairLine = (p: PlannedPair): string => `${p.noteId}\t${p.userId}\t${p.createdAt.toISOString()}\n`;

export const LIKE_TABLE: CopyTable<PlannedPair> = { table: 'likes', columns: ['note_id', 'user_id', 'created_at'], line: pairLine };
export const SAVE_TABLE: CopyTable<PlannedPair> = { table: 'saved_notes', columns: ['note_id', 'user_id', 'created_at'], line: pairLine };

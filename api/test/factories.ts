import { randomBytes, randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { commentColumns, type CommentRow } from '../src/data/comment.data';
import { noteColumns, type NoteRecord } from '../src/data/note.data';
import { UserEntity } from '../src/entities';

const unique = () => randomBytes(4).toString('hex');

/**
 * Inserts one row, its camelCase fields into their snake_case columns, as the app's typed SQL
 * does; a field left undefined takes the column's default.
 */
async function insertRow<T>(ds: DataSource, table: string, fields: Record<string, unknown>, returning: string): Promise<T> {
  const given = Object.entries(fields).filter(([, value]) => value !== undefined);
  const columns = given.map(([field]) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`));
  const placeholders = given.map((_, i) => `$${i + 1}`);
  const rows: T[] = await ds.query(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${placeholders.join(', ')}) RETURNING ${returning}`,
    given.map(([, value]) => value),
  );
  return rows[0];
}

/** A like or a save: one per user and note. */
export interface NoteMark {
  noteId: string;
  userId: string;
  createdAt: Date;
}

const NOTE_MARK_COLUMNS = `note_id AS "noteId", user_id AS "userId", created_at AS "createdAt"`;

export async function buildUser(ds: DataSource, overrides: Partial<UserEntity> = {}): Promise<UserEntity> {
  const tag = unique();
  return ds.getRepository(UserEntity).save(
    ds.getRepository(UserEntity).create({
      username: `student_${tag}`,
      email: `student_${tag}@example.com`,
      passwordHash: null,
      role: 'user',
      ...overrides,
    }),
  );
}

export const buildAdmin = (ds: DataSource, overrides: Partial<UserEntity> = {}) => buildUser(ds, { role: 'admin', ...overrides });

/** A note's columns as a test may set them: NoteRecord's, and the text a processed file yields. */
type NoteFields = Partial<NoteRecord & { extractedText: string | null }>;

export async function buildNote(ds: DataSource, overrides: NoteFields = {}): Promise<NoteRecord> {
  const uploaderId = overrides.uploaderId ?? (await buildUser(ds)).id;
  return insertRow<NoteRecord>(
    ds,
    'notes',
    {
      title: `Operating Systems unit ${unique()}`,
      description: 'Process scheduling, deadlocks and memory management.',
      subject: 'Operating Systems',
      course: 'Computer Science Engineering (B.Tech/B.E)',
      semester: 5,
      batch: '2022-2026',
      college: 'MANIT Bhopal',
      fileKey: `notes/${randomUUID()}.pdf`,
      fileName: 'os-notes.pdf',
      fileMime: 'application/pdf',
      fileSize: 1234,
      approved: true,
      ...overrides,
      uploaderId,
    },
    noteColumns(),
  );
}

export async function buildComment(ds: DataSource, noteId: string, authorId: string, text = 'Very helpful, thanks!'): Promise<CommentRow> {
  return insertRow<CommentRow>(ds, 'comments', { noteId, authorId, text }, commentColumns());
}

export async function buildLike(ds: DataSource, noteId: string, userId: string): Promise<NoteMark> {
  return insertRow<NoteMark>(ds, 'likes', { noteId, userId }, NOTE_MARK_COLUMNS);
}

export async function buildSave(ds: DataSource, noteId: string, userId: string): Promise<NoteMark> {
  return insertRow<NoteMark>(ds, 'saved_notes', { noteId, userId }, NOTE_MARK_COLUMNS);
}

import { randomBytes, randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { CommentEntity, LikeEntity, NoteEntity, SavedNoteEntity, UserEntity } from '../src/entities';

const unique = () => randomBytes(4).toString('hex');

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

export async function buildNote(ds: DataSource, overrides: Partial<NoteEntity> = {}): Promise<NoteEntity> {
  const uploaderId = overrides.uploaderId ?? (await buildUser(ds)).id;
  return ds.getRepository(NoteEntity).save(
    ds.getRepository(NoteEntity).create({
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
    }),
  );
}

export async function buildComment(ds: DataSource, noteId: string, authorId: string, text = 'Very helpful, thanks!'): Promise<CommentEntity> {
  return ds.getRepository(CommentEntity).save(ds.getRepository(CommentEntity).create({ noteId, authorId, text }));
}

export async function buildLike(ds: DataSource, noteId: string, userId: string): Promise<LikeEntity> {
  return ds.getRepository(LikeEntity).save(ds.getRepository(LikeEntity).create({ noteId, userId }));
}

export async function buildSave(ds: DataSource, noteId: string, userId: string): Promise<SavedNoteEntity> {
  return ds.getRepository(SavedNoteEntity).save(ds.getRepository(SavedNoteEntity).create({ noteId, userId }));
}

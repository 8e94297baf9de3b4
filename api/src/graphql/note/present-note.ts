import path from 'node:path';
import type { NoteRecord } from '../../services/note-record';
import { Note } from './note.types';

const TYPES: Record<string, string> = { '.pdf': 'pdf', '.doc': 'doc', '.docx': 'docx', '.txt': 'txt' };

export function presentNote(record: NoteRecord): Note {
  return Object.assign(new Note(), {
    id: record.id,
    title: record.title,
    description: record.description,
    subject: record.subject,
    course: record.course,
    semester: Number(record.semester),
    batch: record.batch,
    college: record.college,
    approved: record.approved,
    downloadCount: record.downloadCount,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    fileName: record.fileName,
    fileType: record.fileKey ? (TYPES[path.extname(record.fileKey).toLowerCase()] ?? null) : null,
    hasFile: Boolean(record.fileKey),
    externalUrl: record.externalUrl,
    uploaderId: record.uploaderId,
  });
}

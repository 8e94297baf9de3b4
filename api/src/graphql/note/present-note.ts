import path from 'node:path';
import type { NoteRecord } from '../../services/note-record';
import type { NotePage } from '../../services/note-pager';
import { Note, NoteConnection } from './note.types';

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
    processing: { status: record.processingStatus, reason: record.processingReason },
    thumbnailUrl: record.preview?.thumbnail ? previewImageUrl(record.preview.thumbnail.key) : null,
    previewPages: (record.preview?.pages ?? []).map((page) => ({ url: previewImageUrl(page.key), width: page.width, height: page.height })),
    pageCount: record.preview?.pageCount ?? null,
    textSource: record.textSource,
  });
}

/** Page images are served by the media route, which checks that the viewer may see their note. */
export const previewImageUrl = (key: string): string => `/media/${key}`;

export function toConnection(page: NotePage): NoteConnection {
  return {
    edges: page.items.map(({ note, cursor, snippet }) => ({ cursor, node: presentNote(note), snippet: snippet ?? null })),
    pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.items.at(-1)?.cursor ?? null },
    totalCount: page.totalCount,
    totalCountIsExact: page.totalCountIsExact ?? true,
  };
}

/** Stored files download through the api (sign-in checked, counted); links go out as they are. */
export const downloadUrlOf = (note: Pick<Note, 'id' | 'hasFile' | 'externalUrl'>): string =>
  note.hasFile ? `/api/notes/${note.id}/download` : (note.externalUrl ?? '');

import path from 'node:path';
import type { NoteDetails, NoteRecord } from '../data/note.data';

const TYPES: Record<string, string> = { '.pdf': 'pdf', '.doc': 'doc', '.docx': 'docx', '.pptx': 'pptx', '.odp': 'odp', '.ppt': 'ppt', '.txt': 'txt' };

/**
 * What both transports show of a note, derived from its row: GraphQL's Note and the REST
 * shim's note JSON are each a translation of this, so a rule such as "page images are served
 * by /media" is written once. Never a storage key or a file hash.
 */
export interface NoteView extends NoteDetails {
  id: string;
  approved: boolean;
  downloadCount: number;
  createdAt: Date;
  updatedAt: Date;
  fileName: string | null;
  fileType: string | null;
  hasFile: boolean;
  externalUrl: string | null;
  uploaderId: string;
  processing: { status: NoteRecord['processingStatus']; reason: string | null };
  thumbnailUrl: string | null;
  previewPages: { url: string; width: number; height: number }[];
  pageCount: number | null;
  /** `pages`: images of the document's own pages; `text`: its text laid out here; null until processed. */
  previewKind: 'pages' | 'text' | null;
  textSource: NoteRecord['textSource'];
  /** Some of the document's text is not searchable (past the index's bounds, or scanned pages past the OCR bound). */
  partlyIndexed: boolean;
}

function previewKindOf(record: NoteRecord): NoteView['previewKind'] {
  if (!record.preview) return null;
  return record.preview.kind ?? (record.fileKey?.endsWith('.pdf') ? 'pages' : 'text');
}

/**
 * The view of `record`, written onto `into` when given (GraphQL's Note instance: one object per
 * note, not a view copied onto it) or onto a new object.
 */
export function presentNoteView<T extends object = object>(record: NoteRecord, into?: T): T & NoteView {
  const view = (into ?? {}) as T & NoteView;
  view.id = record.id;
  view.title = record.title;
  view.description = record.description;
  view.subject = record.subject;
  view.course = record.course;
  view.semester = Number(record.semester);
  view.batch = record.batch;
  view.college = record.college;
  view.approved = record.approved;
  view.downloadCount = record.downloadCount;
  view.createdAt = record.createdAt;
  view.updatedAt = record.updatedAt;
  view.fileName = record.fileName;
  view.fileType = record.fileKey ? (TYPES[path.extname(record.fileKey).toLowerCase()] ?? null) : null;
  view.hasFile = Boolean(record.fileKey);
  view.externalUrl = record.externalUrl;
  view.uploaderId = record.uploaderId;
  view.processing = { status: record.processingStatus, reason: record.processingReason };
  view.thumbnailUrl = record.preview?.thumbnail ? previewImageUrl(record.preview.thumbnail.key) : null;
  view.previewPages = (record.preview?.pages ?? []).map((page) => ({ url: previewImageUrl(page.key), width: page.width, height: page.height }));
  view.pageCount = record.preview?.pageCount ?? null;
  view.previewKind = previewKindOf(record);
  view.textSource = record.textSource;
  view.partlyIndexed = record.preview?.textIndex?.partial ?? false;
  return view;
}

/** Page images are served by the media route, which checks that the viewer may see their note. */
export const previewImageUrl = (key: string): string => `/media/${key}`;

/** Stored files download through the api (sign-in checked, counted); links go out as they are. */
export const downloadUrlOf = (note: Pick<NoteView, 'id' | 'hasFile' | 'externalUrl'>): string =>
  note.hasFile ? `/api/notes/${note.id}/download` : (note.externalUrl ?? '');

import { makeDocx } from './docx';
import { makePdf } from './pdf';

/**
 * Real files of the accepted upload types, made from a title and paragraphs, so demo notes
 * open, download and search like uploaded ones. Pure: equal input gives equal bytes.
 */
export { makeDocx, makePdf };

export type DocumentKind = 'pdf' | 'docx' | 'txt';

export const DOCUMENT_MIME: Record<DocumentKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
};

/** The document as plain text: what an extractor would index for full-text search. */
export function documentText(title: string, paragraphs: readonly string[]): string {
  return [title, ...paragraphs].join('\n\n');
}

export function makeTxt(title: string, paragraphs: readonly string[]): Buffer {
  return Buffer.from(documentText(title, paragraphs) + '\n', 'utf8');
}

export interface MadeDocument {
  buffer: Buffer;
  mime: string;
  /** Plain text of the document, stored as the note's extracted text. */
  text: string;
}

export function makeDocument(kind: DocumentKind, title: string, paragraphs: readonly string[]): MadeDocument {
  const text = documentText(title, paragraphs);
  const buffer = kind === 'pdf' ? makePdf(title, paragraphs) : kind === 'docx' ? makeDocx(title, paragraphs) : makeTxt(title, paragraphs);
  return { buffer, mime: DOCUMENT_MIME[kind], text };
}

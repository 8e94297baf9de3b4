import { normaliseText } from './extract-text';

/**
 * The whole text of a long document cut into the rows of its full-text index
 * (note_text_chunks): a PDF by page, keeping each page's number (a page longer than a chunk is
 * split, each part keeping the number), any other document in chunks of about CHUNK_CHARS cut
 * at a paragraph or word boundary, without page numbers.
 */

/** A chunk of text: big enough that a 5,000-page document is a few thousand rows, small enough for a tsvector (1 MB) and a snippet. */
export const CHUNK_CHARS = 4000;
/** Text of one document indexed at most (issue 27: "a sane bound, say 5,000 pages or 20 MB of text"). */
export const INDEX_MAX_CHARS = 20_000_000;
export const INDEX_MAX_PAGES = 5000;

export interface TextChunk {
  /** 1-based page of a PDF; null for documents without pages. */
  page: number | null;
  body: string;
}

/** Cuts `text` into pieces of at most `size` characters, at the last paragraph, line or space break past half of it. */
export function splitText(text: string, size = CHUNK_CHARS): string[] {
  const pieces: string[] = [];
  let rest = text.trim();
  while (rest.length > size) {
    const window = rest.slice(0, size);
    let cut = Math.max(window.lastIndexOf('\n\n'), window.lastIndexOf('\n'), window.lastIndexOf(' '));
    if (cut < size / 2) cut = size;
    // Never between the halves of a surrogate pair.
    const code = rest.charCodeAt(cut - 1);
    if (cut === size && code >= 0xd800 && code <= 0xdbff) cut--;
    pieces.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) pieces.push(rest);
  return pieces.filter(Boolean);
}

/** A PDF's pages (index 0 is page 1) as chunks; empty pages have none. */
export function pageChunks(pages: readonly string[], size = CHUNK_CHARS): TextChunk[] {
  const chunks: TextChunk[] = [];
  pages.forEach((text, index) => {
    for (const body of splitText(normaliseText(text, Number.MAX_SAFE_INTEGER), size)) chunks.push({ page: index + 1, body });
  });
  return chunks;
}

/** A document without pages as chunks of its text. */
export function textChunks(text: string, size = CHUNK_CHARS): TextChunk[] {
  return splitText(text, size).map((body) => ({ page: null, body }));
}

import { withFileSource } from './byte-source';
import type { DocumentExt, DocumentType } from './document-type';
import { deckText, extractPptx } from './pptx-text';
import { extractOdp } from './odp-text';
import { extractPpt } from './ppt-text';
import { extractDocText, extractDocxText } from './word-text';
import { type ExtractionStatus, extractPdfText } from './pdf-text';

/**
 * Plain text of an accepted document, for search and previews. Bounded in size (`maxChars`) and
 * time (`timeoutMs`), and it never fails an upload: a timeout or a parser error gives '' with a
 * status the caller can log.
 */

export const EXTRACT_MAX_CHARS = 200_000;
export const EXTRACT_TIMEOUT_MS = 10_000;

export interface ExtractTextOptions {
  maxChars?: number;
  timeoutMs?: number;
}

export type { ExtractionStatus };
export interface TextExtraction {
  text: string;
  status: ExtractionStatus;
  /** Why the text is empty, when status is not 'ok'; for the log, never for the user. */
  error?: Error;
}

/**
 * One line break style, no control characters, single spaces, at most one blank line in a row,
 * cut at `maxChars` without splitting a surrogate pair.
 */
export function normaliseText(text: string, maxChars: number): string {
  const normalised = text
    .replace(/\r\n?|[\u000b\u000c\u0085\u2028\u2029]/g, '\n')
    .replace(/[\u0000-\u0008\u000e-\u001f\u007f-\u0084\u0086-\u009f\ufeff\ufffe\uffff]/g, '')
    .replace(/[\t \u00a0\u2000-\u200a\u202f\u205f\u3000]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (normalised.length <= maxChars) return normalised;
  const cut = normalised.slice(0, maxChars);
  const last = cut.charCodeAt(cut.length - 1);
  return (last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut).trimEnd();
}

/** UTF-8 text, reading no more than the bytes `maxChars` characters can take (4 each at most). */
async function readTxt(filePath: string, maxChars: number): Promise<string> {
  return withFileSource(filePath, async (source) => {
    const bytes = await source.read(0, maxChars * 4);
    const text = new TextDecoder('utf-8').decode(bytes); // drops a leading BOM
    // A multi-byte character cut at the read limit decodes as U+FFFD: drop it.
    return bytes.length < source.size ? text.replace(/\ufffd$/, '') : text;
  });
}

async function extractInProcess(filePath: string, ext: Exclude<DocumentExt, 'pdf'>, maxChars: number): Promise<string> {
  if (ext === 'txt') return readTxt(filePath, maxChars);
  if (ext === 'pptx') return deckText((await extractPptx(filePath, maxChars)).slides);
  if (ext === 'odp') return deckText((await extractOdp(filePath, maxChars)).slides);
  if (ext === 'ppt') return deckText((await extractPpt(filePath, maxChars)).slides);
  return ext === 'docx' ? extractDocxText(filePath, maxChars) : extractDocText(filePath, maxChars);
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * Like extractText, with the outcome: 'ok', 'timeout' or 'failed' (and the error) so the caller
 * can log why a document has no text. Never rejects.
 */
export async function extractTextWithStatus(
  filePath: string,
  type: DocumentType | DocumentExt,
  { maxChars = EXTRACT_MAX_CHARS, timeoutMs = EXTRACT_TIMEOUT_MS }: ExtractTextOptions = {},
): Promise<TextExtraction> {
  const ext = typeof type === 'string' ? type : type.ext;
  if (ext === 'pdf') {
    // pdf.js may produce more than it is asked for; normalising shrinks whitespace runs.
    const result = await extractPdfText(filePath, { maxChars: Math.ceil(maxChars * 1.2) + 1000, timeoutMs });
    return { ...result, text: normaliseText(result.text, maxChars) };
  }
  // DOCX, DOC, PPTX and TXT are read in this process with bounded reads and inflation (async on the
  // thread pool, the XML parsed as it streams); the deadline here stops waiting for them.
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<TextExtraction>((resolve) => {
    timer = setTimeout(() => resolve({ text: '', status: 'timeout', error: new Error(`${ext} text extraction passed ${timeoutMs} ms`) }), timeoutMs);
  });
  const work = extractInProcess(filePath, ext, maxChars).then(
    (text): TextExtraction => ({ text: normaliseText(text, maxChars), status: 'ok' }),
    (error: unknown): TextExtraction => ({ text: '', status: 'failed', error: asError(error) }),
  );
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** Plain text of the document at `filePath`, or '' when it cannot be read in time. */
export async function extractText(filePath: string, type: DocumentType | DocumentExt, options: ExtractTextOptions = {}): Promise<string> {
  return (await extractTextWithStatus(filePath, type, options)).text;
}

import { readFile } from 'node:fs/promises';
import CFB from 'cfb';
import WordExtractor from 'word-extractor';
import { withFileSource } from './byte-source';
import { withZipArchive, ZipRefusedError } from './zip-archive';

/**
 * Text of Word documents for search: word-extractor reads both formats (the piece table of Word
 * 97-2003 files, the body of a DOCX streamed through a SAX parser). A DOCX is first checked
 * with our zip limits, every entry inflated under a byte cap, because word-extractor opens the
 * archive itself and believes its headers. OLE2 containers are read with cfb.
 */

export const OLE2_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** Bigger than any upload; a compound file beyond it is not read into memory. */
const MAX_COMPOUND_FILE_BYTES = 64 * 1024 * 1024;
const STREAM = 2;
const WORD_IDENT = 0xa5ec;
const FLAG_ENCRYPTED = 0x0100;
const MIN_RUN = 4;
const DOCX_MAIN_PART = 'word/document.xml';

/** Why a Word file could not be read; extraction reports it as a failure, never to the user. */
export class WordFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WordFileError';
  }
}

export function looksLikeCompoundFile(head: Buffer): boolean {
  return head.length >= OLE2_SIGNATURE.length && head.subarray(0, OLE2_SIGNATURE.length).equals(OLE2_SIGNATURE);
}

/**
 * The WordDocument stream at the root of a compound file: what makes an OLE2 file a Word
 * document rather than a spreadsheet, an installer or an Outlook message. Null when there is
 * none or the container is damaged.
 */
export function wordDocumentStream(bytes: Buffer): Buffer | null {
  if (bytes.length > MAX_COMPOUND_FILE_BYTES || !looksLikeCompoundFile(bytes)) return null;
  try {
    const entry = CFB.find(CFB.read(bytes, { type: 'buffer' }), '/WordDocument');
    return entry && entry.type === STREAM ? Buffer.from(entry.content) : null;
  } catch {
    return null; // cfb throws plain errors for every kind of damage
  }
}

/** The names of the streams at the root of a compound file; [] when it is not one or is damaged. */
export function compoundFileStreams(bytes: Buffer): string[] {
  if (bytes.length > MAX_COMPOUND_FILE_BYTES || !looksLikeCompoundFile(bytes)) return [];
  try {
    const container = CFB.read(bytes, { type: 'buffer' });
    return container.FileIndex.filter((entry) => entry.type === STREAM).map((entry) => entry.name);
  } catch {
    return [];
  }
}

function isPrintable(code: number): boolean {
  return (code >= 0x20 && code < 0x7f) || code === 0x09 || code === 0x0a || code === 0x0d || (code >= 0xa0 && code <= 0x24f);
}

/**
 * Runs of at least four printable characters, read both as UTF-16LE and as single bytes; each
 * reading stops once it has `maxChars` characters. The last resort for Word 6/95 files and
 * damaged ones, whose words are still searchable this way.
 */
export function printableRuns(bytes: Buffer, maxChars: number): string {
  const runs: { at: number; text: string }[] = [];
  let start = -1;
  let text = '';
  let kept = 0;
  const flush = () => {
    if (text.trim().length >= MIN_RUN) {
      runs.push({ at: start, text });
      kept += text.length;
    }
    start = -1;
    text = '';
  };
  for (let i = 0; i + 1 < bytes.length && kept < maxChars; i += 2) {
    const code = bytes.readUInt16LE(i);
    if (!isPrintable(code)) flush();
    else {
      if (start < 0) start = i;
      text += String.fromCharCode(code);
    }
  }
  flush();
  kept = 0;
  for (let i = 0; i < bytes.length && kept < maxChars; i++) {
    const code = bytes[i];
    if (!((code >= 0x20 && code < 0x7f) || code === 0x09 || code === 0x0a || code === 0x0d)) flush();
    else {
      if (start < 0) start = i;
      text += String.fromCharCode(code);
    }
  }
  flush();
  return runs
    .sort((a, b) => a.at - b.at)
    .map((run) => run.text)
    .join('\n');
}

/** word-extractor's getters take options its type definitions leave out. */
type Unfiltered = { filterUnicode: boolean };
type WordParts = Record<'getBody' | 'getFootnotes' | 'getEndnotes' | 'getAnnotations', (options: Unfiltered) => string>;

/**
 * The document's text (the body, then its footnotes, endnotes and comments, all of which are
 * words a student may search for), cut with some slack beyond `maxChars` (normalising shrinks
 * whitespace runs): the caller's normalisation is linear in what it is given, seconds for a long
 * document's whole text.
 */
async function textOf(input: string | Buffer, maxChars: number): Promise<string> {
  const document = (await new WordExtractor().extract(input)) as unknown as WordParts;
  // filterUnicode off: curly quotes and dashes stay as written rather than turned into ASCII.
  const options = { filterUnicode: false };
  const parts = [document.getBody(options), document.getFootnotes(options), document.getEndnotes(options), document.getAnnotations(options)];
  return parts
    .filter((part) => part.trim())
    .join('\n\n')
    .slice(0, maxChars * 2);
}

/** A Word 97-2003 document's text; encrypted documents have none we can read. */
export async function extractDocText(filePath: string, maxChars: number): Promise<string> {
  const bytes = await readFile(filePath);
  const word = wordDocumentStream(bytes);
  if (!word) throw new WordFileError('not a compound file with a WordDocument stream');
  if (word.length >= 12 && word.readUInt16LE(0) === WORD_IDENT && word.readUInt16LE(0x0a) & FLAG_ENCRYPTED) return '';
  try {
    return await textOf(bytes, maxChars);
  } catch {
    return printableRuns(word, maxChars);
  }
}

/** A DOCX's text, once the archive passed the zip limits with every entry inflated. */
export async function extractDocxText(filePath: string, maxChars: number): Promise<string> {
  await withFileSource(filePath, (source) =>
    withZipArchive(source, async (archive) => {
      if (!archive.find(DOCX_MAIN_PART)) throw new ZipRefusedError(`no ${DOCX_MAIN_PART}`);
      await archive.verifyAll();
    }),
  );
  return textOf(filePath, maxChars);
}

import { AppError } from '../errors';
import { bufferSource, chunksOf, type ByteSource, withFileSource } from './byte-source';
import { MAX_SLIDES } from '../domain/constants';
import { compoundFileStreams, looksLikeCompoundFile, wordDocumentStream } from './word-text';
import { countOdpSlides, ODP_MIMETYPE, openDocumentHasMacros, openDocumentIsEncrypted, openDocumentMimetype, readOdpContent } from './odp-text';
import { readLegacyDeck } from './ppt-text';
import { looksLikeZip, type ZipArchive, withZipArchive, ZipDamagedError, ZipRefusedError } from './zip-archive';

/**
 * The type of an uploaded note document, decided by its content, never by its name or the mime
 * type the client sent: a renamed executable, image or spreadsheet is refused whatever it is
 * called.
 */
export type DocumentExt = 'pdf' | 'doc' | 'docx' | 'txt' | 'pptx' | 'odp' | 'ppt';
export interface DocumentType {
  ext: DocumentExt;
  mime: string;
}

export const DOCUMENT_MIME: Record<DocumentExt, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odp: 'application/vnd.oasis.opendocument.presentation',
  ppt: 'application/vnd.ms-powerpoint',
};

export const UNSUPPORTED_DOCUMENT_MESSAGE = 'Only PDF, DOC, DOCX, PPTX, PPT, ODP and TXT files are accepted.';
export const MACRO_DOCUMENT_MESSAGE =
  'Files with macros (.docm, .pptm, or a .ppt or .odp that contains macros) are not accepted: save it as .docx, .pptx or .odp without macros and upload that.';
export const ENCRYPTED_DOCUMENT_MESSAGE = 'This file is password-protected: remove the password (save a copy without it) and upload that.';
export const tooManySlidesMessage = (slides: number) =>
  `This deck has ${slides} slides; the most one note can have is ${MAX_SLIDES}. Split it into smaller decks and upload each.`;
export const EMPTY_DOCUMENT_MESSAGE = 'The file is empty.';
export const DAMAGED_ARCHIVE_MESSAGE =
  'The file is damaged: its parts do not match its table of contents. Open it in Word (or LibreOffice), save it again, and upload the new copy.';

const HEAD_BYTES = 1024;
const PDF_MARKER = Buffer.from('%PDF-', 'latin1');
const DOCX_MAIN_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const PPTX_MAIN_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml';
/** Main parts of macro-enabled packages: .docm, .dotm, .pptm, .potm, .ppsm. */
const MACRO_CONTENT_TYPE = /\.(document|template|presentation|slideshow)\.macroEnabled\.main\+xml/i;
const SLIDE_PART = /^ppt\/slides\/slide\d+\.xml$/;
const CONTENT_TYPES_MAX_BYTES = 1024 * 1024;
/** A text file may have a stray control character or two (a form feed, an escape), not many. */
const TEXT_CONTROL_ALLOWANCE = 2;
const TEXT_CONTROL_PER_BYTE = 1 / 100;

const typeOf = (ext: DocumentExt): DocumentType => ({ ext, mime: DOCUMENT_MIME[ext] });
const unsupported = () => new AppError('UNSUPPORTED_MEDIA_TYPE', UNSUPPORTED_DOCUMENT_MESSAGE);

/**
 * Executables, which can also carry `%PDF-` in their first kilobyte (PE/PDF polyglots): their
 * own magic wins. A DOS header is binary (its small integer fields hold NUL bytes), which tells
 * an executable from a text note that happens to begin with "MZ".
 */
function isExecutable(head: Buffer): boolean {
  const magic4 = head.length >= 4 ? head.readUInt32BE(0) : 0;
  return (
    (head.subarray(0, 2).toString('latin1') === 'MZ' && head.subarray(0, 64).includes(0)) || // Windows PE, DOS
    magic4 === 0x7f454c46 || // ELF
    magic4 === 0xfeedface ||
    magic4 === 0xfeedfacf ||
    magic4 === 0xcefaedfe ||
    magic4 === 0xcffaedfe || // Mach-O
    magic4 === 0xcafebabe || // Mach-O universal, Java class
    magic4 === 0x0061736d // WebAssembly
  );
}

/**
 * An Office package: a DOCX if its main part is a Word document, a PPTX if a presentation;
 * null for any other zip (a spreadsheet, a plain archive). Macro-enabled packages (a .docm or
 * .pptm, whatever the name says) are refused with their own message, and so is a deck past
 * MAX_SLIDES, before anything is stored.
 */
async function officePackageType(source: ByteSource): Promise<'docx' | 'pptx' | 'odp' | null> {
  try {
    // withZipArchive runs the structural check (checkZipStructure: central directory against the
    // local headers and the file's size) before any entry is read, for every zip-based type.
    return await withZipArchive(source, async (archive: ZipArchive) => {
      const contentTypes = archive.find('[Content_Types].xml');
      if (!contentTypes) return openDocumentType(archive);
      const declared = (await archive.read(contentTypes, CONTENT_TYPES_MAX_BYTES)).toString('utf8');
      // A VBA project is macros, whatever the content types claim.
      if (MACRO_CONTENT_TYPE.test(declared) || archive.entries.some((entry) => /(^|\/)vbaProject\.bin$/i.test(entry.fileName))) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', MACRO_DOCUMENT_MESSAGE);
      }
      if (archive.find('word/document.xml') && declared.includes(DOCX_MAIN_CONTENT_TYPE)) return 'docx';
      if (archive.find('ppt/presentation.xml') && declared.includes(PPTX_MAIN_CONTENT_TYPE)) {
        const slides = archive.entries.filter((entry) => SLIDE_PART.test(entry.fileName)).length;
        if (slides > MAX_SLIDES) throw new AppError('PAYLOAD_TOO_LARGE', tooManySlidesMessage(slides));
        return 'pptx';
      }
      return null;
    });
  } catch (error) {
    // Damaged (headers that contradict each other or the file's size): the student's file
    // needs saving again, which a 400 with that advice says; anything else is not a DOCX.
    if (error instanceof ZipDamagedError) throw new AppError('BAD_USER_INPUT', DAMAGED_ARCHIVE_MESSAGE, [{ field: 'file', message: DAMAGED_ARCHIVE_MESSAGE }]);
    if (error instanceof ZipRefusedError) return null;
    throw error;
  }
}

/**
 * An OpenDocument presentation (its `mimetype` entry), refused like a PPTX when it holds macros,
 * is encrypted or has more than MAX_SLIDES slides; null for other zips.
 */
async function openDocumentType(archive: ZipArchive): Promise<'odp' | null> {
  if ((await openDocumentMimetype(archive)) !== ODP_MIMETYPE || !archive.find('content.xml')) return null;
  if (openDocumentHasMacros(archive)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', MACRO_DOCUMENT_MESSAGE);
  if (await openDocumentIsEncrypted(archive)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', ENCRYPTED_DOCUMENT_MESSAGE);
  const slides = countOdpSlides(await readOdpContent(archive));
  if (slides > MAX_SLIDES) throw new AppError('PAYLOAD_TOO_LARGE', tooManySlidesMessage(slides));
  return 'odp';
}

/**
 * An OLE2 file is a Word 97-2003 document if it has a WordDocument stream, a PowerPoint 97-2003
 * deck if it has a PowerPoint Document stream (refused when encrypted, with macros, or past
 * MAX_SLIDES); null otherwise.
 */
async function compoundFileType(source: ByteSource): Promise<'doc' | 'ppt' | null> {
  const bytes = await source.read(0, source.size);
  // An encrypted DOCX or PPTX is an OLE2 container holding the encrypted package.
  if (compoundFileStreams(bytes).includes('EncryptedPackage')) throw new AppError('UNSUPPORTED_MEDIA_TYPE', ENCRYPTED_DOCUMENT_MESSAGE);
  if (wordDocumentStream(bytes) !== null) return 'doc';
  const deck = readLegacyDeck(bytes, 0);
  if (!deck) return null;
  if (deck.encrypted) throw new AppError('UNSUPPORTED_MEDIA_TYPE', ENCRYPTED_DOCUMENT_MESSAGE);
  if (deck.macros) throw new AppError('UNSUPPORTED_MEDIA_TYPE', MACRO_DOCUMENT_MESSAGE);
  if (deck.slides.length > MAX_SLIDES) throw new AppError('PAYLOAD_TOO_LARGE', tooManySlidesMessage(deck.slides.length));
  return 'ppt';
}

/**
 * Valid UTF-8 (a BOM is allowed; plain ASCII is UTF-8), no NUL byte, few control characters.
 * Reads the whole file in chunks: a text file cannot be judged by its head alone.
 */
async function isText(source: ByteSource): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let controls = 0;
  try {
    for await (const chunk of chunksOf(source)) {
      for (const byte of chunk) {
        if (byte === 0) return false;
        // Tab, line feed, form feed and carriage return are ordinary in text.
        if ((byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) || byte === 0x7f) controls++;
      }
      decoder.decode(chunk, { stream: true });
    }
    decoder.decode();
  } catch {
    return false;
  }
  return controls <= TEXT_CONTROL_ALLOWANCE + source.size * TEXT_CONTROL_PER_BYTE;
}

/**
 * Decides the type of a document from its bytes; throws AppError BAD_USER_INPUT when empty and
 * UNSUPPORTED_MEDIA_TYPE for anything that is not a PDF, a Word document, a PowerPoint deck or
 * UTF-8 text (PAYLOAD_TOO_LARGE for a deck of too many slides).
 */
export async function detectDocumentTypeOf(source: ByteSource): Promise<DocumentType> {
  if (source.size === 0) throw new AppError('BAD_USER_INPUT', EMPTY_DOCUMENT_MESSAGE);
  const head = await source.read(0, HEAD_BYTES);
  if (isExecutable(head)) throw unsupported();
  if (looksLikeZip(head)) {
    const office = await officePackageType(source);
    if (office) return typeOf(office);
    throw unsupported();
  }
  if (looksLikeCompoundFile(head)) {
    const compound = await compoundFileType(source);
    if (compound) return typeOf(compound);
    throw unsupported();
  }
  // Readers accept up to 1 KB of junk before the header, so the marker is looked for there; but
  // a text note that merely mentions "%PDF-" near its start stays a text note.
  const pdfAt = head.indexOf(PDF_MARKER);
  if (pdfAt === 0) return typeOf('pdf');
  if (await isText(source)) return typeOf('txt');
  if (pdfAt > 0) return typeOf('pdf');
  throw unsupported();
}

/** For an upload already streamed to a temporary file: reads only the parts it needs. */
export function detectDocumentTypeFromFile(path: string): Promise<DocumentType> {
  return withFileSource(path, detectDocumentTypeOf);
}

/** For bytes already in memory (seeds, tests). */
export function detectDocumentType(bytes: Buffer): Promise<DocumentType> {
  return detectDocumentTypeOf(bufferSource(bytes));
}

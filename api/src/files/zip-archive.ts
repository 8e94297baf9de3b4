import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import yauzl from 'yauzl';
import type { ByteSource } from './byte-source';

/**
 * ZIP reading for Office Open XML uploads, on yauzl (which parses the archive and refuses
 * multi-disk archives and entry names with absolute or `..` paths), with our own limits on top:
 * a Word document is never encrypted, ZIP64 or made of overlapping entries, and a zip bomb is
 * refused by its declared sizes before anything is inflated and by counting the bytes while
 * an entry is inflated, so a header that lies about its size cannot make us hold more.
 */

const EOCD_SIZE = 22;
const CENTRAL_HEADER_SIZE = 46;
const LOCAL_HEADER_SIZE = 30;
const LOCAL_HEADER_SIGNATURE = 0x04034b50;
/** General purpose flag bit 3: sizes and CRC follow the data, the local header may hold zeros. */
const FLAG_DATA_DESCRIPTOR = 0x0008;
const STORED = 0;
const DEFLATE = 8;
const ZIP64_EXTRA_FIELD = 0x0001;
const FLAG_STRONG_ENCRYPTION = 0x0040;

/** Why an archive was refused; callers map it to their own user-facing error. */
export class ZipRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ZipRefusedError';
  }
}

/**
 * The archive is damaged (or forged): its headers contradict each other or the file's size.
 * A refusal of its own kind so that uploads can say "the file is damaged" (400) rather than
 * "this type is not accepted" (415).
 */
export class ZipDamagedError extends ZipRefusedError {
  constructor(message: string) {
    super(message);
    this.name = 'ZipDamagedError';
  }
}

export interface ZipLimits {
  maxEntries: number;
  /** Sum of the entries' declared uncompressed sizes. */
  maxTotalUncompressedBytes: number;
  /** Uncompressed / compressed, checked on entries larger than `ratioCheckMinBytes`. */
  maxCompressionRatio: number;
  /** Small entries cannot be bombs whatever their ratio (tiny repetitive XML parts compress well). */
  ratioCheckMinBytes: number;
  maxCentralDirectoryBytes: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 5000,
  maxTotalUncompressedBytes: 50 * 1024 * 1024,
  maxCompressionRatio: 100,
  ratioCheckMinBytes: 64 * 1024,
  maxCentralDirectoryBytes: 4 * 1024 * 1024,
};

export interface ZipArchive {
  /** The entries in central directory order, already checked against the limits. */
  readonly entries: readonly yauzl.Entry[];
  find(name: string): yauzl.Entry | undefined;
  /** The bytes of one entry, at most `maxBytes`, checked against its declared size and CRC. */
  read(entry: yauzl.Entry, maxBytes: number): Promise<Buffer>;
  /** Inflates every entry (keeping nothing) to prove that none lies about its size or checksum. */
  verifyAll(): Promise<void>;
}

/** True when the bytes start like a zip archive (a local file header, or an empty archive). */
export function looksLikeZip(head: Buffer): boolean {
  if (head.length < 4) return false;
  const signature = head.readUInt32LE(0);
  return signature === 0x04034b50 || signature === 0x06054b50;
}

/** yauzl's view of a ByteSource: random reads go straight to it instead of through a stream. */
class SourceReader extends yauzl.RandomAccessReader {
  constructor(private readonly source: ByteSource) {
    super();
  }

  // @types/yauzl declares this as returning void; yauzl pipes what it returns.
  _readStreamForRange(start: number, end: number): Readable {
    const source = this.source;
    return Readable.from(
      (async function* () {
        for (let at = start; at < end;) {
          const chunk = await source.read(at, Math.min(64 * 1024, end - at));
          if (chunk.length === 0) return;
          at += chunk.length;
          yield chunk;
        }
      })(),
    ) as unknown as Readable & void;
  }

  read(buffer: Buffer, offset: number, length: number, position: number, callback: (err: Error | null) => void): void {
    this.source.read(position, length).then(
      (bytes) => {
        bytes.copy(buffer, offset);
        callback(bytes.length < length ? new Error('unexpected EOF') : null);
      },
      (error: Error) => callback(error),
    );
  }
}

const refused = (error: unknown) => (error instanceof ZipRefusedError ? error : new ZipRefusedError(error instanceof Error ? error.message : String(error)));
/** yauzl cannot even open it (no end record, a directory past the end): a damaged archive. */
const damaged = (error: unknown) => (error instanceof ZipRefusedError ? error : new ZipDamagedError(error instanceof Error ? error.message : String(error)));

function openZip(source: ByteSource): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    // autoClose off: the archive is read again after its entries are listed.
    yauzl.fromRandomAccessReader(
      new SourceReader(source),
      source.size,
      { lazyEntries: true, autoClose: false, decodeStrings: true, validateEntrySizes: true },
      (error, zip) => (error ? reject(damaged(error)) : resolve(zip)),
    );
  });
}

/** Per-entry refusals: what a Word document never is. */
function checkEntry(entry: yauzl.Entry, names: Set<string>, limits: ZipLimits): void {
  const name = entry.fileName;
  if (entry.isEncrypted() || entry.generalPurposeBitFlag & FLAG_STRONG_ENCRYPTION) throw new ZipRefusedError('encrypted archives are not accepted');
  if (entry.compressionMethod !== STORED && entry.compressionMethod !== DEFLATE)
    throw new ZipRefusedError(`unsupported compression method ${entry.compressionMethod}`);
  if (entry.extraFields.some((field) => field.id === ZIP64_EXTRA_FIELD)) throw new ZipRefusedError('ZIP64 archives are not accepted');
  if (names.has(name)) throw new ZipRefusedError(`the entry ${name} appears twice`);
  names.add(name);
  const ratioApplies = entry.uncompressedSize > limits.ratioCheckMinBytes;
  if (ratioApplies && entry.uncompressedSize > entry.compressedSize * limits.maxCompressionRatio) {
    throw new ZipRefusedError(`the entry ${name} has an extreme compression ratio`);
  }
}

/**
 * The structure a reader relies on, checked against itself without inflating anything: every
 * entry of the central directory has a local header where it says (its signature, the same name,
 * compression method and, unless sizes follow the data, the same sizes and CRC), and its data fits
 * between that header and the next entry (or the central directory): no overlap, nothing past
 * the end. One small read per entry (30 bytes and the name). Any zip-based format can call it
 * (through withZipArchive, or checkZipStructure on its own); throws ZipDamagedError.
 */
async function checkLocalHeaders(source: ByteSource, entries: readonly yauzl.Entry[], directoryOffset: number): Promise<void> {
  const byOffset = [...entries].sort((a, b) => a.relativeOffsetOfLocalHeader - b.relativeOffsetOfLocalHeader);
  for (let i = 0; i < byOffset.length; i++) {
    const entry = byOffset[i];
    const name = entry.fileName;
    const at = entry.relativeOffsetOfLocalHeader;
    const nextStart = i + 1 < byOffset.length ? byOffset[i + 1].relativeOffsetOfLocalHeader : directoryOffset;
    const central = entry as yauzl.Entry & { fileNameRaw?: Buffer };
    const header = await source.read(at, LOCAL_HEADER_SIZE + entry.fileNameLength);
    if (header.length < LOCAL_HEADER_SIZE || header.readUInt32LE(0) !== LOCAL_HEADER_SIGNATURE) {
      throw new ZipDamagedError(`the entry ${name} has no local header where the central directory says`);
    }
    const flags = header.readUInt16LE(6);
    const nameLength = header.readUInt16LE(26);
    const extraLength = header.readUInt16LE(28);
    const localName = header.subarray(LOCAL_HEADER_SIZE, LOCAL_HEADER_SIZE + nameLength);
    if (nameLength !== entry.fileNameLength || (central.fileNameRaw !== undefined && !localName.equals(central.fileNameRaw))) {
      throw new ZipDamagedError(`the entry ${name} has another name in its local header`);
    }
    if (header.readUInt16LE(8) !== entry.compressionMethod) throw new ZipDamagedError(`the entry ${name} has another compression method in its local header`);
    const local = { crc32: header.readUInt32LE(14), compressedSize: header.readUInt32LE(18), uncompressedSize: header.readUInt32LE(22) };
    const deferred = (flags & FLAG_DATA_DESCRIPTOR) !== 0 || (entry.generalPurposeBitFlag & FLAG_DATA_DESCRIPTOR) !== 0;
    for (const field of ['compressedSize', 'uncompressedSize', 'crc32'] as const) {
      const value = local[field];
      // With a data descriptor the local header may hold zeros; a value it does hold must agree.
      if (value !== entry[field] >>> 0 && !(deferred && value === 0)) {
        throw new ZipDamagedError(`the entry ${name} has a local header that disagrees with the central directory (${field})`);
      }
    }
    if (entry.compressionMethod === STORED && entry.compressedSize !== entry.uncompressedSize) {
      throw new ZipDamagedError(`the stored entry ${name} declares two different sizes`);
    }
    const end = at + LOCAL_HEADER_SIZE + nameLength + extraLength + entry.compressedSize;
    if (end > source.size) throw new ZipDamagedError(`the entry ${name} ends past the end of the file`);
    // Entries must not share bytes: overlapping entries are also the trick of non-recursive zip bombs.
    if (end > nextStart)
      throw new ZipDamagedError(i + 1 < byOffset.length ? 'the archive has overlapping entries' : `the entry ${name} runs into the central directory`);
    // Writers put the next header right after the data (and its data descriptor, 12 or 16
    // bytes): a gap means the compressed size is smaller than the data it claims to describe.
    const gap = nextStart - end;
    if (gap !== 0 && !(deferred && (gap === 12 || gap === 16)))
      throw new ZipDamagedError(`the entry ${name} has a compressed size that does not match its data`);
  }
}

/** Lists and checks the central directory; throws ZipRefusedError for anything suspicious. */
async function listEntries(zip: yauzl.ZipFile, source: ByteSource, limits: ZipLimits): Promise<yauzl.Entry[]> {
  if (zip.entryCount > limits.maxEntries) throw new ZipRefusedError('the archive has too many entries');
  // yauzl keeps its place in the central directory here; @types/yauzl mistypes it as boolean.
  const directoryOffset = (zip as unknown as { readEntryCursor: number }).readEntryCursor;
  const entries: yauzl.Entry[] = [];
  const names = new Set<string>();
  let directoryBytes = 0;
  let total = 0;
  await new Promise<void>((resolve, reject) => {
    const fail = (error: unknown) => {
      zip.removeAllListeners();
      reject(refused(error));
    };
    zip.on('error', fail);
    zip.on('end', resolve);
    zip.on('entry', (entry: yauzl.Entry) => {
      try {
        directoryBytes += CENTRAL_HEADER_SIZE + entry.fileNameLength + entry.extraFieldLength + entry.fileCommentLength;
        if (directoryBytes > limits.maxCentralDirectoryBytes) throw new ZipRefusedError('the central directory is too large');
        total += entry.uncompressedSize;
        if (total > limits.maxTotalUncompressedBytes) throw new ZipRefusedError('the archive is too large once uncompressed');
        checkEntry(entry, names, limits);
        entries.push(entry);
        zip.readEntry();
      } catch (error) {
        fail(error);
      }
    });
    zip.readEntry();
  });
  // The directory must end where the end record starts: no ZIP64 records, no data between them.
  if (directoryOffset + directoryBytes !== source.size - EOCD_SIZE - zip.comment.length) {
    throw new ZipDamagedError('the central directory is not where the archive says');
  }
  await checkLocalHeaders(source, entries, directoryOffset);
  return entries;
}

function openEntryStream(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Readable> {
  return new Promise((resolve, reject) => zip.openReadStream(entry, (error, stream) => (error ? reject(refused(error)) : resolve(stream))));
}

/**
 * Streams one entry through `keep` (or nowhere), counting bytes: more than declared stops the
 * inflation at once, and the end must match the declared size and CRC.
 */
async function streamEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, keep?: (chunk: Buffer) => void): Promise<void> {
  const stream = await openEntryStream(zip, entry);
  let size = 0;
  let crc = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > entry.uncompressedSize) throw new ZipRefusedError(`the entry ${entry.fileName} inflates past its declared size`);
      crc = crc32(chunk, crc);
      keep?.(chunk);
    }
  } catch (error) {
    stream.destroy();
    if (error instanceof ZipRefusedError) throw error;
    // yauzl's own byte count or zlib stopped it: name the entry for the log.
    throw new ZipRefusedError(`the entry ${entry.fileName} cannot be read: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (size !== entry.uncompressedSize || crc >>> 0 !== entry.crc32 >>> 0) {
    throw new ZipRefusedError(`the entry ${entry.fileName} does not match its declared size and checksum`);
  }
}

/**
 * The cheap structural check alone, for any zip-based format (DOCX, PPTX, ODP...): the end
 * record, the central directory against the local headers and the file's size, the limits;
 * nothing is inflated. Throws ZipDamagedError for a damaged archive, ZipRefusedError for one
 * that breaks the limits (encrypted, ZIP64, too many entries, a bomb by its declared sizes).
 */
export function checkZipStructure(source: ByteSource, limits: ZipLimits = DEFAULT_ZIP_LIMITS): Promise<void> {
  return withZipArchive(source, async () => undefined, limits);
}

/** Opens and checks the archive in `source` for the duration of `use`; ZipRefusedError for anything suspicious. */
export async function withZipArchive<T>(source: ByteSource, use: (archive: ZipArchive) => Promise<T>, limits: ZipLimits = DEFAULT_ZIP_LIMITS): Promise<T> {
  const zip = await openZip(source);
  try {
    const entries = await listEntries(zip, source, limits);
    const byName = new Map(entries.map((entry) => [entry.fileName, entry]));
    return await use({
      entries,
      find: (name) => byName.get(name),
      async read(entry, maxBytes) {
        if (entry.uncompressedSize > maxBytes) throw new ZipRefusedError(`the entry ${entry.fileName} is too large`);
        const chunks: Buffer[] = [];
        await streamEntry(zip, entry, (chunk) => chunks.push(chunk));
        return Buffer.concat(chunks);
      },
      async verifyAll() {
        for (const entry of entries) await streamEntry(zip, entry);
      },
    });
  } finally {
    zip.close();
  }
}

import { promisify } from 'node:util';
import { crc32, inflateRaw } from 'node:zlib';
import type { ByteSource } from './byte-source';

/**
 * A small ZIP reader for Office Open XML uploads: it trusts nothing in the archive. It reads the
 * central directory from the end of the file, refuses what a Word document never is (encrypted,
 * ZIP64, multi-disk, unknown compression, overlapping entries) and what a zip bomb looks like
 * (a huge total once uncompressed, or an extreme ratio on one entry), and it inflates an entry
 * with a hard output cap and a CRC check, so a lying header cannot make it allocate more.
 */

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;
const CENTRAL_HEADER_SIZE = 46;
const LOCAL_HEADER_SIZE = 30;
const STORED = 0;
const DEFLATE = 8;
const FLAG_ENCRYPTED = 0x0001;
const FLAG_STRONG_ENCRYPTION = 0x0040;
const FLAG_UTF8_NAME = 0x0800;

const inflateRawAsync = promisify(inflateRaw);

/** Why an archive was refused; callers map it to their own user-facing error. */
export class ZipRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ZipRefusedError';
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

export interface ZipEntryInfo {
  name: string;
  method: number;
  crc32: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

interface EndOfCentralDirectory {
  offset: number;
  entries: number;
  directorySize: number;
  directoryOffset: number;
}

async function findEndOfCentralDirectory(source: ByteSource): Promise<EndOfCentralDirectory> {
  if (source.size < EOCD_SIZE) throw new ZipRefusedError('too short to be a zip archive');
  const tailLength = Math.min(source.size, EOCD_SIZE + MAX_COMMENT);
  const tailStart = source.size - tailLength;
  const tail = await source.read(tailStart, tailLength);
  // Scan backwards; the record must end exactly where its comment says, which rules out a
  // signature that merely appears inside the comment or trailing junk after the archive.
  for (let i = tail.length - EOCD_SIZE; i >= 0; i--) {
    if (tail.readUInt32LE(i) !== END_OF_CENTRAL_DIRECTORY) continue;
    if (i + EOCD_SIZE + tail.readUInt16LE(i + 20) !== tail.length) continue;
    const disk = tail.readUInt16LE(i + 4);
    const directoryDisk = tail.readUInt16LE(i + 6);
    const entriesHere = tail.readUInt16LE(i + 8);
    const entries = tail.readUInt16LE(i + 10);
    const directorySize = tail.readUInt32LE(i + 12);
    const directoryOffset = tail.readUInt32LE(i + 16);
    if (entries === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) {
      throw new ZipRefusedError('ZIP64 archives are not accepted');
    }
    if (disk !== 0 || directoryDisk !== 0 || entriesHere !== entries) throw new ZipRefusedError('multi-disk archives are not accepted');
    const offset = tailStart + i;
    if (directoryOffset + directorySize !== offset) throw new ZipRefusedError('the central directory is not where the archive says');
    return { offset, entries, directorySize, directoryOffset };
  }
  throw new ZipRefusedError('no end of central directory record');
}

function checkBomb(entries: ZipEntryInfo[], limits: ZipLimits): void {
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    if (total > limits.maxTotalUncompressedBytes) throw new ZipRefusedError('the archive is too large once uncompressed');
    const ratioApplies = entry.uncompressedSize > limits.ratioCheckMinBytes;
    if (ratioApplies && entry.uncompressedSize > entry.compressedSize * limits.maxCompressionRatio) {
      throw new ZipRefusedError(`the entry ${entry.name} has an extreme compression ratio`);
    }
  }
}

/** Entries must not share bytes: overlapping entries are the trick of non-recursive zip bombs. */
function checkLayout(entries: ZipEntryInfo[], nameLengths: Map<ZipEntryInfo, number>, directoryOffset: number): void {
  const byOffset = [...entries].sort((a, b) => a.localHeaderOffset - b.localHeaderOffset);
  for (let i = 0; i < byOffset.length; i++) {
    const entry = byOffset[i];
    // A lower bound of the entry's end: the local extra field may add more, never less.
    const end = entry.localHeaderOffset + LOCAL_HEADER_SIZE + (nameLengths.get(entry) ?? 0) + entry.compressedSize;
    const nextStart = i + 1 < byOffset.length ? byOffset[i + 1].localHeaderOffset : directoryOffset;
    if (end > nextStart) throw new ZipRefusedError('the archive has overlapping entries');
  }
}

/** Reads and checks the central directory; throws ZipRefusedError for anything suspicious. */
export async function readZipDirectory(source: ByteSource, limits: ZipLimits = DEFAULT_ZIP_LIMITS): Promise<ZipEntryInfo[]> {
  const end = await findEndOfCentralDirectory(source);
  if (end.entries > limits.maxEntries) throw new ZipRefusedError('the archive has too many entries');
  if (end.directorySize > limits.maxCentralDirectoryBytes) throw new ZipRefusedError('the central directory is too large');
  const directory = await source.read(end.directoryOffset, end.directorySize);
  if (directory.length !== end.directorySize) throw new ZipRefusedError('the central directory is truncated');

  const entries: ZipEntryInfo[] = [];
  const nameLengths = new Map<ZipEntryInfo, number>();
  const names = new Set<string>();
  let at = 0;
  for (let n = 0; n < end.entries; n++) {
    if (at + CENTRAL_HEADER_SIZE > directory.length || directory.readUInt32LE(at) !== CENTRAL_HEADER) {
      throw new ZipRefusedError('a central directory header is damaged');
    }
    const flags = directory.readUInt16LE(at + 8);
    const method = directory.readUInt16LE(at + 10);
    const compressedSize = directory.readUInt32LE(at + 20);
    const uncompressedSize = directory.readUInt32LE(at + 24);
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    const startDisk = directory.readUInt16LE(at + 34);
    const localHeaderOffset = directory.readUInt32LE(at + 42);
    const next = at + CENTRAL_HEADER_SIZE + nameLength + extraLength + commentLength;
    if (next > directory.length) throw new ZipRefusedError('a central directory header is damaged');
    const rawName = directory.subarray(at + CENTRAL_HEADER_SIZE, at + CENTRAL_HEADER_SIZE + nameLength);
    const name = rawName.toString(flags & FLAG_UTF8_NAME ? 'utf8' : 'latin1');

    if (flags & (FLAG_ENCRYPTED | FLAG_STRONG_ENCRYPTION)) throw new ZipRefusedError('encrypted archives are not accepted');
    if (method !== STORED && method !== DEFLATE) throw new ZipRefusedError(`unsupported compression method ${method}`);
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff || localHeaderOffset === 0xffffffff) {
      throw new ZipRefusedError('ZIP64 archives are not accepted');
    }
    if (startDisk !== 0) throw new ZipRefusedError('multi-disk archives are not accepted');
    if (method === STORED && compressedSize !== uncompressedSize) throw new ZipRefusedError('a stored entry has inconsistent sizes');
    if (names.has(name)) throw new ZipRefusedError(`the entry ${name} appears twice`);
    names.add(name);

    const entry: ZipEntryInfo = { name, method, crc32: directory.readUInt32LE(at + 16), compressedSize, uncompressedSize, localHeaderOffset };
    entries.push(entry);
    nameLengths.set(entry, nameLength);
    at = next;
  }
  if (at !== directory.length) throw new ZipRefusedError('the central directory has unexpected data');

  checkBomb(entries, limits);
  checkLayout(entries, nameLengths, end.directoryOffset);
  return entries;
}

/**
 * The uncompressed bytes of one entry, at most `maxBytes`. Inflation runs on libuv's thread pool
 * with its output capped at the declared size, and the result must match the declared size and
 * CRC: a header that lies is refused rather than believed.
 */
export async function readZipEntry(source: ByteSource, entry: ZipEntryInfo, maxBytes: number): Promise<Buffer> {
  if (entry.uncompressedSize > maxBytes) throw new ZipRefusedError(`the entry ${entry.name} is too large`);
  const local = await source.read(entry.localHeaderOffset, LOCAL_HEADER_SIZE);
  if (local.length !== LOCAL_HEADER_SIZE || local.readUInt32LE(0) !== LOCAL_HEADER) {
    throw new ZipRefusedError(`the local header of ${entry.name} is damaged`);
  }
  const dataStart = entry.localHeaderOffset + LOCAL_HEADER_SIZE + local.readUInt16LE(26) + local.readUInt16LE(28);
  const compressed = await source.read(dataStart, entry.compressedSize);
  if (compressed.length !== entry.compressedSize) throw new ZipRefusedError(`the entry ${entry.name} is truncated`);

  let data: Buffer;
  if (entry.method === STORED) {
    data = compressed;
  } else {
    try {
      // maxOutputLength must be at least 1; an empty entry inflates to nothing anyway.
      data = await inflateRawAsync(compressed, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
    } catch {
      throw new ZipRefusedError(`the entry ${entry.name} does not inflate to its declared size`);
    }
  }
  if (data.length !== entry.uncompressedSize || crc32(data) !== entry.crc32) {
    throw new ZipRefusedError(`the entry ${entry.name} does not match its declared size and checksum`);
  }
  return data;
}

/** True when the bytes start like a zip archive (a local file header, or an empty archive). */
export function looksLikeZip(head: Buffer): boolean {
  if (head.length < 4) return false;
  const signature = head.readUInt32LE(0);
  return signature === LOCAL_HEADER || signature === END_OF_CENTRAL_DIRECTORY;
}

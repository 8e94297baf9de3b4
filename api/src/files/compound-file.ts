import type { ByteSource } from './byte-source';

/**
 * A reader for OLE2 compound files ([MS-CFB]), the container of Word 97-2003 documents but also
 * of Excel and PowerPoint files, Outlook messages, MSI installers and password-protected Office
 * documents. Enough of it to list the directory (is there a WordDocument stream?) and read a
 * stream, with every sector number and chain checked, so a crafted file cannot loop or read
 * outside itself.
 */

export const OLE2_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

const HEADER_SIZE = 512;
const MAX_REGULAR_SECTOR = 0xfffffffa;
const END_OF_CHAIN = 0xfffffffe;
const FREE_SECTOR = 0xffffffff;
const HEADER_DIFAT_ENTRIES = 109;
const DIRECTORY_ENTRY_SIZE = 128;
const MINI_SECTOR_SIZE = 64;
const STREAM = 2;
const ROOT = 5;

export class CompoundFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CompoundFileError';
  }
}

export interface CompoundEntry {
  name: string;
  /** 1 storage, 2 stream, 5 root; 0 is an unused slot. */
  type: number;
  startSector: number;
  size: number;
}

export interface CompoundFile {
  entries: CompoundEntry[];
  /** The named stream (case-insensitive, as CFB compares names), or undefined. */
  findStream(name: string): CompoundEntry | undefined;
  readStream(entry: CompoundEntry, maxBytes: number): Promise<Buffer>;
}

export function looksLikeCompoundFile(head: Buffer): boolean {
  return head.length >= OLE2_SIGNATURE.length && head.subarray(0, OLE2_SIGNATURE.length).equals(OLE2_SIGNATURE);
}

export async function openCompoundFile(source: ByteSource): Promise<CompoundFile> {
  const header = await source.read(0, HEADER_SIZE);
  if (header.length < HEADER_SIZE || !looksLikeCompoundFile(header)) throw new CompoundFileError('not a compound file');
  const majorVersion = header.readUInt16LE(0x1a);
  const sectorShift = header.readUInt16LE(0x1e);
  if (header.readUInt16LE(0x1c) !== 0xfffe) throw new CompoundFileError('bad byte order mark');
  if (!((majorVersion === 3 && sectorShift === 9) || (majorVersion === 4 && sectorShift === 12))) {
    throw new CompoundFileError('unsupported version or sector size');
  }
  if (header.readUInt16LE(0x20) !== 6) throw new CompoundFileError('unsupported mini sector size');

  const sectorSize = 1 << sectorShift;
  // Sector n starts at (n + 1) * sectorSize; the header takes the place of sector -1.
  const sectorCount = Math.max(0, Math.ceil(source.size / sectorSize) - 1);
  const isSector = (n: number) => n <= MAX_REGULAR_SECTOR && n < sectorCount;

  /** Reads sectors in order, one read per run of consecutive sectors (files are mostly contiguous). */
  const readSectors = async (sectors: number[]): Promise<Buffer> => {
    const parts: Buffer[] = [];
    for (let i = 0; i < sectors.length; ) {
      let run = 1;
      while (i + run < sectors.length && sectors[i + run] === sectors[i] + run) run++;
      parts.push(await source.read((sectors[i] + 1) * sectorSize, run * sectorSize));
      i += run;
    }
    return Buffer.concat(parts);
  };

  // The FAT's own sectors are listed by the DIFAT: 109 slots in the header, then a chain.
  const fatSectorCount = header.readUInt32LE(0x2c);
  if (fatSectorCount > sectorCount) throw new CompoundFileError('the FAT is larger than the file');
  const fatSectors: number[] = [];
  for (let i = 0; i < HEADER_DIFAT_ENTRIES && fatSectors.length < fatSectorCount; i++) {
    const sector = header.readUInt32LE(0x4c + 4 * i);
    if (isSector(sector)) fatSectors.push(sector);
  }
  let difatSector = header.readUInt32LE(0x44);
  const seenDifat = new Set<number>();
  while (fatSectors.length < fatSectorCount && isSector(difatSector)) {
    if (seenDifat.has(difatSector)) throw new CompoundFileError('the DIFAT chain loops');
    seenDifat.add(difatSector);
    const block = await readSectors([difatSector]);
    const slots = sectorSize / 4 - 1;
    for (let i = 0; i < slots && fatSectors.length < fatSectorCount; i++) {
      const sector = block.readUInt32LE(4 * i);
      if (isSector(sector)) fatSectors.push(sector);
    }
    difatSector = block.readUInt32LE(sectorSize - 4);
  }
  if (fatSectors.length !== fatSectorCount) throw new CompoundFileError('the FAT is incomplete');
  const fat = await readSectors(fatSectors);
  const fatLength = Math.floor(fat.length / 4);

  /** Follows a chain in a FAT; refuses loops, special values and sectors beyond the table. */
  const chain = (table: Buffer, tableLength: number, start: number, limit: number): number[] => {
    const out: number[] = [];
    const seen = new Set<number>();
    for (let sector = start; sector !== END_OF_CHAIN; ) {
      if (sector >= tableLength || sector >= limit || seen.has(sector)) throw new CompoundFileError('a sector chain is broken');
      seen.add(sector);
      out.push(sector);
      sector = table.readUInt32LE(4 * sector);
    }
    return out;
  };
  const regularChain = (start: number) => chain(fat, fatLength, start, sectorCount);

  const directoryBytes = await readSectors(regularChain(header.readUInt32LE(0x30)));
  const entries: CompoundEntry[] = [];
  for (let at = 0; at + DIRECTORY_ENTRY_SIZE <= directoryBytes.length; at += DIRECTORY_ENTRY_SIZE) {
    const nameLength = directoryBytes.readUInt16LE(at + 0x40);
    const type = directoryBytes.readUInt8(at + 0x42);
    const name = nameLength >= 2 && nameLength <= 64 ? directoryBytes.toString('utf16le', at, at + nameLength - 2) : '';
    // Version 3 files may leave garbage in the size's high half; only version 4 has 64-bit sizes.
    const high = majorVersion === 4 ? directoryBytes.readUInt32LE(at + 0x7c) : 0;
    const size = high * 0x100000000 + directoryBytes.readUInt32LE(at + 0x78);
    entries.push({ name, type, startSector: directoryBytes.readUInt32LE(at + 0x74), size });
  }
  const root = entries[0];
  if (!root || root.type !== ROOT) throw new CompoundFileError('no root entry');

  const miniStreamCutoff = header.readUInt32LE(0x38);
  let mini: { fat: Buffer; stream: Buffer } | undefined;
  const loadMini = async () => {
    if (mini) return mini;
    const miniFatStart = header.readUInt32LE(0x3c);
    const miniFat = miniFatStart === END_OF_CHAIN ? Buffer.alloc(0) : await readSectors(regularChain(miniFatStart));
    const stream = root.startSector === END_OF_CHAIN ? Buffer.alloc(0) : await readSectors(regularChain(root.startSector));
    mini = { fat: miniFat, stream: stream.subarray(0, Math.min(stream.length, root.size)) };
    return mini;
  };

  return {
    entries,
    findStream(name) {
      const wanted = name.toLowerCase();
      return entries.find((entry) => entry.type === STREAM && entry.name.toLowerCase() === wanted);
    },
    async readStream(entry, maxBytes) {
      if (entry.size > maxBytes) throw new CompoundFileError(`the stream ${entry.name} is too large`);
      if (entry.size === 0 || entry.startSector === END_OF_CHAIN || entry.startSector === FREE_SECTOR) return Buffer.alloc(0);
      let data: Buffer;
      if (entry.type !== ROOT && entry.size < miniStreamCutoff) {
        const { fat: miniFat, stream } = await loadMini();
        const sectors = chain(miniFat, Math.floor(miniFat.length / 4), entry.startSector, Math.ceil(stream.length / MINI_SECTOR_SIZE));
        data = Buffer.concat(sectors.map((s) => stream.subarray(s * MINI_SECTOR_SIZE, (s + 1) * MINI_SECTOR_SIZE)));
      } else {
        data = await readSectors(regularChain(entry.startSector));
      }
      if (data.length < entry.size) throw new CompoundFileError(`the stream ${entry.name} is truncated`);
      return data.subarray(0, entry.size);
    },
  };
}

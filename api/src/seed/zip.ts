import { crc32, deflateRawSync } from 'node:zlib';

/**
 * A small ZIP writer (deflated or stored entries, no ZIP64): enough for Office Open XML
 * documents, which are ordinary ZIP archives of a few XML parts.
 */

export interface ZipEntry {
  /** Path inside the archive, forward slashes, e.g. `word/document.xml`. */
  name: string;
  data: Buffer;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const VERSION = 20; // 2.0: the first version with deflate (enough for stored entries too)
const STORED = 0;
const DEFLATE = 8;
const UTF8_NAMES = 0x0800;

/** An entry ready to write: parts that never change are compressed once, not per file. */
export interface CompressedEntry {
  name: string;
  crc: number;
  size: number;
  method: typeof STORED | typeof DEFLATE;
  body: Buffer;
}

/** MS-DOS date and time fields (2-second resolution, years from 1980). */
function dosDateTime(date: Date): { time: number; date: number } {
  return {
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | (date.getUTCSeconds() >> 1),
    date: ((date.getUTCFullYear() - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  };
}

export function compressEntry(entry: ZipEntry): CompressedEntry {
  return { name: entry.name, crc: crc32(entry.data), size: entry.data.length, method: DEFLATE, body: deflateRawSync(entry.data) };
}

/**
 * An entry kept uncompressed. Each deflateRawSync call costs a fixed ~100 us of zlib set-up
 * whatever the size, so a small part that changes per file is cheaper stored; every ZIP
 * reader accepts stored entries.
 */
export function storeEntry(entry: ZipEntry): CompressedEntry {
  return { name: entry.name, crc: crc32(entry.data), size: entry.data.length, method: STORED, body: entry.data };
}

/** Entries given as plain data are deflated. */
export function zip(entries: readonly (ZipEntry | CompressedEntry)[], modified = new Date(Date.UTC(2024, 0, 1))): Buffer {
  const stamp = dosDateTime(modified);
  const chunks: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;

  for (const input of entries) {
    const entry = 'data' in input ? compressEntry(input) : input;
    const name = Buffer.from(entry.name, 'utf8');
    const flags = name.length === entry.name.length ? 0 : UTF8_NAMES;
    const compressed = entry.body;
    const crc = entry.crc;

    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL_HEADER, 0);
    local.writeUInt16LE(VERSION, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt16LE(stamp.time, 10);
    local.writeUInt16LE(stamp.date, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28); // no extra field

    const header = Buffer.alloc(46);
    header.writeUInt32LE(CENTRAL_HEADER, 0);
    header.writeUInt16LE(VERSION, 4); // made by: MS-DOS host, so no Unix modes are implied
    header.writeUInt16LE(VERSION, 6);
    header.writeUInt16LE(flags, 8);
    header.writeUInt16LE(entry.method, 10);
    header.writeUInt16LE(stamp.time, 12);
    header.writeUInt16LE(stamp.date, 14);
    header.writeUInt32LE(crc, 16);
    header.writeUInt32LE(compressed.length, 20);
    header.writeUInt32LE(entry.size, 24);
    header.writeUInt16LE(name.length, 28);
    // extra length, comment length, disk number, internal and external attributes: all zero
    header.writeUInt32LE(offset, 42);

    chunks.push(local, name, compressed);
    central.push(header, name);
    offset += local.length + name.length + compressed.length;
  }

  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, directory, end]);
}

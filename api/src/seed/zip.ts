import { zipSync, type Zippable } from 'fflate';

/**
 * The one ZIP writer of the project (fflate, synchronous): Office Open XML documents for the
 * seeder and every archive the tests need. Entries keep their order; timestamps are fixed by
 * default so equal input gives equal bytes.
 */

export interface ZipEntry {
  /** Path inside the archive, forward slashes, e.g. `word/document.xml`. */
  name: string;
  data: Buffer;
  /**
   * Kept uncompressed: a small part that changes per file costs more to deflate than it saves,
   * and every ZIP reader accepts stored entries.
   */
  store?: boolean;
}

export interface ZipOptions {
  modified?: Date;
  /** Deflate level for entries that are not stored (fflate's default is 6). */
  level?: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
}

const DEFAULT_MODIFIED = new Date(Date.UTC(2024, 0, 1));

export function zip(entries: readonly ZipEntry[], { modified = DEFAULT_MODIFIED, level = 6 }: ZipOptions = {}): Buffer {
  const files: Zippable = {};
  for (const entry of entries) {
    if (Object.hasOwn(files, entry.name)) throw new Error(`zip: the entry ${entry.name} is given twice`);
    files[entry.name] = [entry.data, { level: entry.store ? 0 : level }];
  }
  const bytes = zipSync(files, { mtime: modified });
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

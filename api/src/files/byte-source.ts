import { open, type FileHandle } from 'node:fs/promises';

/**
 * Random access to the bytes of an upload. The checks read only what they need (the head, a
 * zip's central directory at the end, an OLE2 file's sector tables), so a 10 MB PDF on disk is
 * never held whole in memory just to learn its type.
 */
export interface ByteSource {
  readonly size: number;
  /** Up to `length` bytes from `offset`; shorter only at the end of the data. */
  read(offset: number, length: number): Promise<Buffer>;
}

export function bufferSource(bytes: Buffer): ByteSource {
  return {
    size: bytes.length,
    read: async (offset, length) => {
      const start = Math.max(0, offset);
      return bytes.subarray(start, Math.min(bytes.length, start + Math.max(0, length)));
    },
  };
}

/** Opens a file read-only for the duration of `use`, and always closes it. */
export async function withFileSource<T>(path: string, use: (source: ByteSource) => Promise<T>): Promise<T> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    return await use(fileSource(handle, size));
  } finally {
    await handle.close();
  }
}

function fileSource(handle: FileHandle, size: number): ByteSource {
  return {
    size,
    async read(offset, length) {
      const start = Math.max(0, offset);
      const end = Math.min(size, start + Math.max(0, length));
      if (end <= start) return Buffer.alloc(0);
      const out = Buffer.alloc(end - start);
      let filled = 0;
      while (filled < out.length) {
        const { bytesRead } = await handle.read(out, filled, out.length - filled, start + filled);
        if (bytesRead === 0) break;
        filled += bytesRead;
      }
      return out.subarray(0, filled);
    },
  };
}

/** Reads the source front to back in chunks, for checks that must see every byte (text). */
export async function* chunksOf(source: ByteSource, chunkSize = 64 * 1024): AsyncGenerator<Buffer> {
  for (let offset = 0; offset < source.size; offset += chunkSize) {
    const chunk = await source.read(offset, chunkSize);
    if (chunk.length === 0) return;
    yield chunk;
  }
}

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TempFiles {
  /** Writes the bytes to a new file (numbered, so names may repeat) and returns its path. */
  save(bytes: Buffer, name?: string): Promise<string>;
  /** A path in the folder, for a file that is never written. */
  pathOf(name: string): string;
}

/** A temporary folder a whole test file writes its uploads into, removed after its last test. */
export function tempFilesForFile(prefix: string): TempFiles {
  let dir = '';
  let count = 0;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), prefix));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));
  return {
    async save(bytes, name = 'upload.bin') {
      const path = join(dir, `${count++}-${name}`);
      await writeFile(path, bytes);
      return path;
    },
    pathOf: (name) => join(dir, name),
  };
}

import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertValidKey, type FileStorage, StorageNotFoundError } from './file-storage';

/** Files on the local disk under one root folder (the default driver). */
export class LocalStorage implements FileStorage {
  constructor(private readonly root: string) {
    fs.mkdirSync(root, { recursive: true });
  }

  private pathOf(key: string): string {
    assertValidKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, body: Readable | Buffer): Promise<{ size: number }> {
    const target = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    // Write to a temporary name and rename, so a reader never sees half a file and a
    // failed write leaves nothing under the key.
    const tmp = `${target}.${randomUUID()}.part`;
    let size = 0;
    const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
    source.on('data', (chunk: Buffer) => {
      size += chunk.length;
    });
    try {
      await pipeline(source, fs.createWriteStream(tmp, { flags: 'wx' }));
      await fs.promises.rename(tmp, target);
    } catch (err) {
      await fs.promises.rm(tmp, { force: true });
      throw err;
    }
    return { size };
  }

  async putFile(key: string, filePath: string): Promise<{ size: number }> {
    const target = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    // A kernel-side copy (copy_file_range, or a reflink where the file system has them): no
    // file bytes pass through JS buffers, so storing a 10 MB upload costs the process nothing.
    const tmp = `${target}.${randomUUID()}.part`;
    try {
      await fs.promises.copyFile(filePath, tmp, fs.constants.COPYFILE_EXCL);
      const { size } = await fs.promises.stat(tmp);
      await fs.promises.rename(tmp, target);
      return { size };
    } catch (err) {
      await fs.promises.rm(tmp, { force: true });
      throw err;
    }
  }

  async copy(sourceKey: string, key: string): Promise<void> {
    const source = this.pathOf(sourceKey);
    const target = this.pathOf(key);
    // A hard link: one directory entry, no data written, so many keys with equal bytes cost
    // almost nothing. Files are never changed in place (put and putFile rename a new file over
    // the key), so the keys stay independent; the bytes go when the last of them is deleted.
    // The folder is made only when the link says it is missing: one system call per copy.
    for (let attempt = 0; ; attempt++) {
      try {
        await fs.promises.link(source, target);
        return;
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' && attempt === 0) {
          if (!(await this.exists(sourceKey))) throw new StorageNotFoundError(sourceKey);
          await fs.promises.mkdir(path.dirname(target), { recursive: true });
          continue;
        }
        if (code === 'ENOENT') throw new StorageNotFoundError(sourceKey);
        if (code !== 'EEXIST' && code !== 'EPERM' && code !== 'EMLINK') throw err;
        break;
      }
    }
    // The key exists already (replace it in one step, as put does), or the file system refuses
    // links: a new name, then a rename.
    const tmp = `${target}.${randomUUID()}.part`;
    try {
      await fs.promises.link(source, tmp).catch(() => fs.promises.copyFile(source, tmp, fs.constants.COPYFILE_EXCL));
      await fs.promises.rename(tmp, target);
    } catch (err) {
      await fs.promises.rm(tmp, { force: true });
      throw err;
    }
  }

  async get(key: string): Promise<Readable> {
    const file = this.pathOf(key);
    try {
      const handle = await fs.promises.open(file, 'r');
      return handle.createReadStream();
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new StorageNotFoundError(key);
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    const file = this.pathOf(key); // an invalid key throws, as in every driver
    try {
      await fs.promises.access(file);
      return true;
    } catch {
      return false;
    }
  }
}

import path from 'node:path';
import type { FileStorage } from './file-storage';
import { LocalStorage } from './local-storage';

export type { FileStorage } from './file-storage';
export { StorageNotFoundError } from './file-storage';

/** Local disk under `<dataDir>/files` by default. (The S3 driver arrives with publishing.) */
export function createStorage(dataDir: string): FileStorage {
  return new LocalStorage(path.join(dataDir, 'files'));
}

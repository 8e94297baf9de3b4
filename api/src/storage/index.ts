import path from 'node:path';
import type { Config } from '../config';
import type { FileStorage } from './file-storage';
import { LocalStorage } from './local-storage';

export type { FileStorage } from './file-storage';
export { StorageNotFoundError } from './file-storage';

/** The driver chosen by STORAGE_DRIVER: local disk under `<dataDir>/files` (default) or S3. */
export function createStorage(config: Pick<Config, 'dataDir' | 'storage'>): FileStorage {
  if (config.storage.driver === 's3') {
    const s3 = config.storage.s3;
    // loadConfig always sets s3 with the s3 driver; this guards hand-built configs.
    if (!s3) throw new Error('STORAGE_DRIVER=s3 needs the S3_* settings');
    // Loaded only when chosen: the AWS SDK adds about 0.4 s to every start (and test file) otherwise.
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when chosen (above)
    const { createS3Client, S3Storage } = require('./s3-storage') as typeof import('./s3-storage');
    return new S3Storage(createS3Client(s3), s3.bucket);
  }
  return new LocalStorage(path.join(config.dataDir, 'files'));
}

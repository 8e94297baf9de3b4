import { createReadStream } from 'node:fs';
import { pipeline, Readable, Transform } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Config } from '../config';
import { countStreamedBytes } from '../files/chunk-reclaim';
import { assertValidKey, type FileStorage, StorageNotFoundError } from './file-storage';

/**
 * S3's smallest allowed part. With at most two parts in flight plus the one being filled,
 * an upload holds about 15 MiB of memory whatever the file's size.
 */
const PART_SIZE = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.accessKeyId && config.secretAccessKey ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } : undefined,
    // Since 3.729 the SDK adds CRC32 checksums (aws-chunked bodies with trailers) to every
    // upload; many S3-compatible servers reject or mis-store those, so only send checksums
    // the operation requires unless we talk to AWS itself.
    ...(config.endpoint ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } : {}),
  });
}

/** Files as objects in one S3 (or S3-compatible) bucket; the storage key is the object key. */
export class S3Storage implements FileStorage {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {}

  async putFile(key: string, filePath: string, contentType?: string): Promise<{ size: number }> {
    assertValidKey(key); // before opening the file, so a refused key leaves no stream open
    // The part buffers bound the memory; the read chunks are counted so they are reclaimed soon.
    return this.put(key, createReadStream(filePath), contentType);
  }

  async put(key: string, body: Readable | Buffer, contentType?: string): Promise<{ size: number }> {
    assertValidKey(key);
    let size = 0;
    let sourceEnded = false;
    // Counts the bytes as the uploader pulls them, so a stream is never held whole in memory.
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        countStreamedBytes(chunk.length);
        done(null, chunk);
      },
      flush(done) {
        sourceEnded = true;
        done();
      },
    });
    // pipeline forwards a source error to the counter (failing the upload) and destroys the
    // source when the counter is destroyed; the outcome is reported by upload.done().
    pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, counter, () => {});

    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: counter, ContentType: contentType },
      partSize: PART_SIZE,
      queueSize: PARTS_IN_FLIGHT,
      // We abort ourselves, so that a failing abort cannot replace the upload's own error.
      leavePartsOnError: true,
    });
    try {
      await upload.done();
    } catch (err) {
      counter.destroy();
      await this.discardFailedUpload(key, upload.uploadId, sourceEnded && !isDefiniteRefusal(err));
      throw err;
    }
    return { size };
  }

  /**
   * Best effort, so the caller sees the upload's error rather than a cleanup error: parts left
   * behind by a failed abort are for the bucket's AbortIncompleteMultipartUpload lifecycle rule.
   */
  private async discardFailedUpload(key: string, uploadId: string | undefined, mayHaveCommitted: boolean): Promise<void> {
    if (uploadId) {
      await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId })).catch(() => undefined);
    }
    // The whole body was sent but the final PUT or CompleteMultipartUpload got no answer: the
    // object may exist although the caller is told the put failed, so remove it.
    if (mayHaveCommitted) {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key })).catch(() => undefined);
    }
  }

  async copy(sourceKey: string, key: string): Promise<void> {
    assertValidKey(sourceKey);
    assertValidKey(key);
    // Keys are plain ASCII (assertValidKey), so the copy source needs no escaping.
    await missingAsNotFound(sourceKey, this.client.send(new CopyObjectCommand({ Bucket: this.bucket, Key: key, CopySource: `${this.bucket}/${sourceKey}` })));
  }

  async get(key: string): Promise<Readable> {
    assertValidKey(key);
    const res = await missingAsNotFound(key, this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key })));
    if (!(res.Body instanceof Readable)) throw new Error(`S3 returned no readable body for ${key}`);
    return res.Body;
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (err) {
      // AWS answers 204 for a missing key; some S3-compatible servers answer 404.
      if (!isMissingObject(err)) throw err;
    }
  }

  async exists(key: string): Promise<boolean> {
    assertValidKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (err) {
      if (isMissingObject(err)) return false;
      throw err;
    }
  }
}

/** NoSuchKey from GET, NotFound from HEAD (which has no body to name the error). */
function isMissingObject(err: unknown): boolean {
  return err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.name === 'NotFound');
}

/** The storage's own error for a missing object, which callers of every FileStorage catch alike. */
async function missingAsNotFound<T>(key: string, request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (err) {
    if (isMissingObject(err)) throw new StorageNotFoundError(key);
    throw err;
  }
}

/** The server answered with a client error: it refused the request, so nothing was stored. */
function isDefiniteRefusal(err: unknown): boolean {
  const status = err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined;
  return status !== undefined && status >= 400 && status < 500;
}

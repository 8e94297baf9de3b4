import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { loadConfig } from '../src/config';
import { createStorage, type FileStorage, StorageNotFoundError } from '../src/storage';
import { LocalStorage } from '../src/storage/local-storage';
import { createS3Client, S3Storage } from '../src/storage/s3-storage';
import { startTestS3Server, type TestS3Server } from './s3-server';

/** One driver under test, and how to tear it down. */
interface Harness {
  storage: FileStorage;
  close(): Promise<void>;
}

async function startLocal(): Promise<Harness> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'campusnotes-storage-'));
  return {
    storage: new LocalStorage(root),
    close: async () => fs.rmSync(root, { recursive: true, force: true }),
  };
}

async function startS3(): Promise<Harness & { server: TestS3Server; client: S3Client }> {
  const server = await startTestS3Server();
  const client = createS3Client({
    endpoint: server.endpoint,
    region: server.region,
    bucket: server.bucket,
    accessKeyId: server.accessKeyId,
    secretAccessKey: server.secretAccessKey,
    forcePathStyle: true,
  });
  return {
    storage: new S3Storage(client, server.bucket),
    server,
    client,
    async close() {
      client.destroy();
      await server.close();
    },
  };
}

const newKey = (ext = 'pdf') => `notes/${randomUUID()}.${ext}`;

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Hands out data in small chunks, asynchronously, like an upload arriving over HTTP. */
function slowStream(data: Buffer, chunkSize = 64 * 1024): Readable {
  let offset = 0;
  return new Readable({
    read() {
      setImmediate(() => {
        if (offset >= data.length) return void this.push(null);
        this.push(data.subarray(offset, offset + chunkSize));
        offset += chunkSize;
      });
    },
  });
}

/** Sends `bytesBeforeError` bytes, then fails like a client that went away mid-upload. */
function failingStream(bytesBeforeError: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      setImmediate(() => {
        if (sent >= bytesBeforeError) return void this.destroy(new Error('client went away'));
        const chunk = randomBytes(Math.min(64 * 1024, bytesBeforeError - sent));
        sent += chunk.length;
        this.push(chunk);
      });
    },
  });
}

describe.each([
  ['local', startLocal],
  ['s3', startS3],
] as const)('FileStorage contract: %s driver', (_name, start) => {
  let harness: Harness;
  let storage: FileStorage;
  let scratch: string;

  beforeAll(async () => {
    harness = await start();
    storage = harness.storage;
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'campusnotes-spooled-'));
  });
  afterAll(async () => {
    fs.rmSync(scratch, { recursive: true, force: true });
    await harness.close();
  });

  it('returns the same bytes from a Buffer body and reports its size', async () => {
    const key = newKey();
    const data = randomBytes(10_000);
    await expect(storage.put(key, data, 'application/pdf')).resolves.toEqual({ size: 10_000 });
    expect((await readAll(await storage.get(key))).equals(data)).toBe(true);
  });

  it('returns the same bytes from a Readable body and reports its size', async () => {
    const key = newKey('txt');
    const data = Buffer.from('lecture 1: limits and continuity\n'.repeat(100));
    await expect(storage.put(key, Readable.from([data.subarray(0, 1000), data.subarray(1000)]))).resolves.toEqual({ size: data.length });
    expect((await readAll(await storage.get(key))).equals(data)).toBe(true);
  });

  it('streams a ~3 MB body through', async () => {
    const key = newKey();
    const data = randomBytes(3 * 1024 * 1024 + 123);
    await expect(storage.put(key, slowStream(data))).resolves.toEqual({ size: data.length });
    expect((await readAll(await storage.get(key))).equals(data)).toBe(true);
  });

  it('streams a body larger than one S3 part (12 MB, so a multipart upload)', async () => {
    const key = newKey();
    const data = randomBytes(12 * 1024 * 1024 + 7);
    await expect(storage.put(key, slowStream(data, 256 * 1024))).resolves.toEqual({ size: data.length });
    expect((await readAll(await storage.get(key))).equals(data)).toBe(true);
  });

  it('stores a file from the local disk (a spooled upload) and leaves that file in place', async () => {
    const key = newKey();
    const data = randomBytes(6 * 1024 * 1024 + 11);
    const source = path.join(scratch, `${randomUUID()}.upload`);
    fs.writeFileSync(source, data);
    await expect(storage.putFile(key, source, 'application/pdf')).resolves.toEqual({ size: data.length });
    expect((await readAll(await storage.get(key))).equals(data)).toBe(true);
    expect(fs.readFileSync(source).equals(data)).toBe(true);
  });

  it('leaves nothing under the key when the file to store is missing', async () => {
    const key = newKey();
    await expect(storage.putFile(key, path.join(scratch, 'missing.upload'))).rejects.toThrow();
    expect(await storage.exists(key)).toBe(false);
  });

  it('copies a stored file to another key; the two are independent afterwards', async () => {
    const source = newKey('txt');
    const copy = newKey('txt');
    const data = Buffer.from('unit 3: process scheduling\n'.repeat(50));
    await storage.put(source, data, 'text/plain');
    await storage.copy(source, copy);
    expect((await readAll(await storage.get(copy))).equals(data)).toBe(true);
    // Replacing or deleting one key leaves the other as it was.
    await storage.put(source, Buffer.from('replaced'));
    expect((await readAll(await storage.get(copy))).equals(data)).toBe(true);
    await storage.delete(copy);
    expect((await readAll(await storage.get(source))).toString()).toBe('replaced');
  });

  it('replaces what the target key held when copying onto it', async () => {
    const source = newKey('txt');
    const target = newKey('txt');
    await storage.put(source, Buffer.from('new content'));
    await storage.put(target, Buffer.from('old content'));
    await storage.copy(source, target);
    expect((await readAll(await storage.get(target))).toString()).toBe('new content');
  });

  it('throws StorageNotFoundError when copying a missing key, and stores nothing', async () => {
    const target = newKey();
    await expect(storage.copy(newKey(), target)).rejects.toBeInstanceOf(StorageNotFoundError);
    expect(await storage.exists(target)).toBe(false);
  });

  it('stores an empty file', async () => {
    const key = newKey('txt');
    await expect(storage.put(key, Buffer.alloc(0))).resolves.toEqual({ size: 0 });
    expect(await readAll(await storage.get(key))).toHaveLength(0);
  });

  it('says whether a key exists', async () => {
    const key = newKey();
    expect(await storage.exists(key)).toBe(false);
    await storage.put(key, Buffer.from('x'));
    expect(await storage.exists(key)).toBe(true);
  });

  it('deletes, and deleting again or deleting a missing key is not an error', async () => {
    const key = newKey();
    await storage.put(key, Buffer.from('to be removed'));
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.get(key)).rejects.toBeInstanceOf(StorageNotFoundError);
    await expect(storage.delete(key)).resolves.toBeUndefined();
    await expect(storage.delete(newKey())).resolves.toBeUndefined();
  });

  it('throws StorageNotFoundError for a missing key', async () => {
    await expect(storage.get(newKey())).rejects.toBeInstanceOf(StorageNotFoundError);
  });

  it.each(['../etc/passwd', 'notes/../../x', '/etc/passwd', '/notes/abc.pdf', 'notes/a/b.pdf', 'notes/', ''])(
    'refuses the key %j in every operation',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/invalid storage key/);
      await expect(storage.get(key)).rejects.toThrow(/invalid storage key/);
      // LocalStorage.exists answers false rather than throwing; either way nothing is looked up.
      await expect(storage.exists(key).catch(() => false)).resolves.toBe(false);
      await expect(storage.delete(key)).rejects.toThrow(/invalid storage key/);
    },
  );

  it('leaves nothing under the key when the source stream fails midway', async () => {
    const key = newKey();
    await expect(storage.put(key, failingStream(1024 * 1024))).rejects.toThrow('client went away');
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.get(key)).rejects.toBeInstanceOf(StorageNotFoundError);
  });

  it('leaves nothing under the key when the source fails after more than one S3 part', async () => {
    const key = newKey();
    await expect(storage.put(key, failingStream(7 * 1024 * 1024))).rejects.toThrow('client went away');
    expect(await storage.exists(key)).toBe(false);
  });

  it('replaces the content when a key is written again', async () => {
    const key = newKey('txt');
    await storage.put(key, Buffer.from('first version, a little longer'));
    await expect(storage.put(key, Buffer.from('second'))).resolves.toEqual({ size: 6 });
    expect((await readAll(await storage.get(key))).toString()).toBe('second');
  });

  it('keeps the previous content when an overwrite fails', async () => {
    const key = newKey('txt');
    await storage.put(key, Buffer.from('kept'));
    await expect(storage.put(key, failingStream(100_000))).rejects.toThrow('client went away');
    expect((await readAll(await storage.get(key))).toString()).toBe('kept');
  });
});

describe('S3 driver specifics', () => {
  let s3: Awaited<ReturnType<typeof startS3>>;

  beforeAll(async () => {
    s3 = await startS3();
  });
  afterAll(() => s3.close());

  it('stores the content type on the object', async () => {
    const key = newKey();
    await s3.storage.put(key, Buffer.from('%PDF-1.7'), 'application/pdf');
    const head = await s3.client.send(new HeadObjectCommand({ Bucket: s3.server.bucket, Key: key }));
    expect(head.ContentType).toBe('application/pdf');
    expect(head.ContentLength).toBe(8);
  });

  it('aborts the multipart upload when the source fails after the first part', async () => {
    const key = newKey();
    await expect(s3.storage.put(key, failingStream(11 * 1024 * 1024))).rejects.toThrow('client went away');
    expect(s3.server.openMultipartUploads()).toEqual([]);
    expect(await s3.storage.exists(key)).toBe(false);
  });

  it('reads the source only a few parts ahead of the server, never the whole file', async () => {
    const total = 24 * 1024 * 1024;
    let read = 0;
    const source = new Readable({
      read() {
        if (read >= total) return void this.push(null);
        read += 64 * 1024;
        this.push(Buffer.alloc(64 * 1024, 1));
      },
    });
    const release = s3.server.holdUploadParts();
    const put = s3.storage.put(newKey(), source);
    // With the server holding every part, reading stops once the parts in flight (two of 5 MiB)
    // are buffered: about 10 MiB here, whatever the size of the file.
    let before = -1;
    while (read !== before) {
      before = read;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    expect(read).toBeGreaterThan(5 * 1024 * 1024);
    expect(read).toBeLessThanOrEqual(16 * 1024 * 1024);
    release();
    await expect(put).resolves.toEqual({ size: total });
  });

  it('removes the object when the final request got no answer (the put may have been stored)', async () => {
    const key = newKey();
    s3.server.dropResponsesFor(key);
    try {
      await expect(s3.storage.put(key, randomBytes(1000))).rejects.toThrow();
    } finally {
      s3.server.dropResponsesFor(undefined);
    }
    expect(await s3.storage.exists(key)).toBe(false);
  });
});

describe('createStorage chooses the driver from config', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campusnotes-storage-config-'));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('uses the local disk under DATA_DIR/files by default', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.storage).toEqual({ driver: 'local' });
    expect(createStorage(config)).toBeInstanceOf(LocalStorage);
    expect(fs.existsSync(path.join(dataDir, 'files'))).toBe(true);
  });

  it('uses S3 with STORAGE_DRIVER=s3, path-style by default when an endpoint is set', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'notes',
      S3_ENDPOINT: 'http://minio.internal:9000/',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.storage).toEqual({
      driver: 's3',
      s3: { endpoint: 'http://minio.internal:9000', region: 'us-east-1', bucket: 'notes', accessKeyId: 'id', secretAccessKey: 'secret', forcePathStyle: true },
    });
    expect(createStorage(config)).toBeInstanceOf(S3Storage);
  });

  it('uses virtual-hosted style for AWS itself unless told otherwise', () => {
    expect(loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'notes', S3_REGION: 'eu-west-1' }).storage.s3).toMatchObject({
      region: 'eu-west-1',
      forcePathStyle: false,
      endpoint: undefined,
    });
    expect(loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'notes', S3_FORCE_PATH_STYLE: 'true' }).storage.s3?.forcePathStyle).toBe(true);
  });

  it('refuses to start with a missing bucket, an unknown driver or half the credentials', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow('S3_BUCKET is required when STORAGE_DRIVER=s3');
    expect(() => loadConfig({ STORAGE_DRIVER: 'gcs' })).toThrow(/STORAGE_DRIVER must be local or s3/);
    expect(() => loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'notes', S3_ACCESS_KEY_ID: 'id' })).toThrow(/must be set together/);
    expect(() => loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'notes', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT must be an http\(s\) URL/);
  });
});

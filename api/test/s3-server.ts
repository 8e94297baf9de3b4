import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { listenLocally } from './listen';

/**
 * A local S3-compatible server for the storage tests: s3rver (pure JS, files in a temp folder)
 * on 127.0.0.1 and an ephemeral port, behind a thin http layer that adds what s3rver lacks
 * (AbortMultipartUpload) and lets a test make the server go silent.
 */
export interface TestS3Server {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Multipart uploads begun and neither completed nor aborted. */
  openMultipartUploads(): string[];
  /**
   * While set, requests whose path ends with this suffix reach s3rver (so an upload is stored)
   * but the connection is cut before the answer: a commit whose outcome the client never learns.
   */
  dropResponsesFor(pathSuffix: string | undefined): void;
  /** Holds every UploadPart request unanswered until the returned function is called. */
  holdUploadParts(): () => void;
  close(): Promise<void>;
}

// s3rver accepts these credentials and checks signatures made with them.
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

export async function startTestS3Server(bucket = 'campusnotes-test'): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'campusnotes-s3-'));
  const s3rver = new S3rver({ directory, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
  await s3rver.configureBuckets();
  const handle = s3rver.callback();
  // s3rver's filesystem store keeps each multipart upload in a folder named by its id.
  const uploadsDir = path.join(directory, bucket, '._S3rver_uploads');
  let dropSuffix: string | undefined;
  let heldParts: (() => void)[] | undefined;

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://s3.test');
    const uploadId = url.searchParams.get('uploadId');
    if (req.method === 'DELETE' && uploadId !== null) {
      abortMultipartUpload(uploadsDir, uploadId, res);
      return;
    }
    if (heldParts && url.searchParams.has('partNumber')) {
      heldParts.push(() => handle(req, res));
      return;
    }
    if (dropSuffix && url.pathname.endsWith(dropSuffix)) {
      // Let s3rver do the work, then hang up instead of answering.
      res.writeHead = () => {
        req.socket.destroy();
        return res;
      };
    }
    handle(req, res);
  });
  const listening = await listenLocally(server);

  return {
    endpoint: listening.url,
    bucket,
    region: 'us-east-1',
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    openMultipartUploads: () => (fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir) : []),
    dropResponsesFor(pathSuffix) {
      dropSuffix = pathSuffix;
    },
    holdUploadParts() {
      heldParts = [];
      return () => {
        const waiting = heldParts ?? [];
        heldParts = undefined;
        for (const resume of waiting) resume();
      };
    },
    async close() {
      await listening.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

function abortMultipartUpload(uploadsDir: string, uploadId: string, res: http.ServerResponse): void {
  const dir = path.join(uploadsDir, uploadId);
  if (!/^[0-9a-f]+$/.test(uploadId) || !fs.existsSync(dir)) {
    res.writeHead(404, { 'content-type': 'application/xml' });
    res.end('<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>');
    return;
  }
  fs.rmSync(dir, { recursive: true, force: true });
  res.writeHead(204);
  res.end();
}

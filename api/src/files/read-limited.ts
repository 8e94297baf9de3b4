import type { Readable } from 'node:stream';
import { AppError } from '../errors';

/**
 * Reads a small upload (an avatar) into memory, stopping as soon as it passes the limit so an
 * oversized body is never held whole.
 */
export async function readLimited(stream: Readable, maxBytes: number, tooLargeMessage: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      stream.destroy();
      throw new AppError('PAYLOAD_TOO_LARGE', tooLargeMessage);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

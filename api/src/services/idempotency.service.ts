import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { claimIdempotencyKey, completeIdempotencyKey, findIdempotencyKey, releaseIdempotencyKey } from '../data/idempotency-key.data';

/** What a request with an idempotency key should do. */
export type IdempotencyClaim = { kind: 'first' } | { kind: 'replay'; status: number; body: string } | { kind: 'in-progress' } | { kind: 'mismatch' };

/** A key is 8-200 letters, digits, '-' or '_' (a UUID fits). */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,200}$/;

/**
 * Exactly-once writes for clients that retry (the web app's offline queue): the first request
 * with a key runs and its answer is kept; a repeat of the key by the same account gets that
 * answer, a repeat with a different request is refused, one still running is reported.
 */
export class IdempotencyService {
  constructor(private readonly dataSource: DataSource) {}

  static hashRequest(body: unknown): string {
    return createHash('sha256')
      .update(JSON.stringify(body ?? null))
      .digest('hex');
  }

  async claim(userId: string, key: string, requestHash: string): Promise<IdempotencyClaim> {
    if (await claimIdempotencyKey(this.dataSource, userId, key, requestHash)) return { kind: 'first' };
    const row = await findIdempotencyKey(this.dataSource, userId, key);
    // Claimed and released (a failure) between the two statements: the caller may retry.
    if (!row) return { kind: 'in-progress' };
    if (row.requestHash !== requestHash) return { kind: 'mismatch' };
    if (row.status === null || row.body === null) return { kind: 'in-progress' };
    return { kind: 'replay', status: row.status, body: row.body };
  }

  complete(userId: string, key: string, status: number, body: string): Promise<void> {
    return completeIdempotencyKey(this.dataSource, userId, key, status, body);
  }

  release(userId: string, key: string): Promise<void> {
    return releaseIdempotencyKey(this.dataSource, userId, key);
  }
}

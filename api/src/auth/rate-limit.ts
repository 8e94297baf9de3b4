import type { ErrorRequestHandler, Response } from 'express';
import type { QueryConfig, QueryResult } from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import { AppError } from '../errors';

/** Created by the migration 1763850000000-rate-limits; the library is told not to create it. */
export const RATE_LIMIT_TABLE = 'rate_limits';

/** What RateLimiterPostgres needs from node-postgres: a pg Pool, or a stand-in for one. */
export interface Queryable {
  query(config: QueryConfig): Promise<QueryResult>;
}

export interface RateLimitRule {
  /** Names the counter family; part of every key in the shared table. */
  keyPrefix: string;
  /** Points a key may consume per window. */
  points: number;
  /** Window length in seconds (counters are fixed windows starting at a key's first point). */
  duration: number;
  /** Seconds a key stays refused once it went over its points (0: only until the window ends). */
  blockDuration?: number;
}

export type RateLimiter = RateLimiterPostgres;

const pools = new WeakMap<DataSource, Queryable>();

/**
 * The data source's pg pool, looked up at each query rather than once: the driver creates its
 * pool on connect, and whatever guards or replaces it later is what limiters use too.
 */
export function dataSourcePool(ds: DataSource): Queryable {
  let pool = pools.get(ds);
  if (!pool) {
    pool = { query: (config) => (ds.driver as unknown as { master: Queryable }).master.query(config) };
    pools.set(ds, pool);
  }
  return pool;
}

const swept = new WeakSet<Queryable>();

/**
 * A counter family in PostgreSQL, so every replica and every restart sees the same counts.
 * Database errors are not swallowed: they reach the caller (and are answered as
 * SERVICE_UNAVAILABLE by the error formatters) instead of silently granting a fresh budget.
 */
export function createRateLimiter(pool: Queryable, rule: RateLimitRule): RateLimiter {
  // One sweeper of expired rows per pool is enough: they all share one table.
  const sweep = !swept.has(pool);
  swept.add(pool);
  return new RateLimiterPostgres({
    storeClient: pool,
    storeType: 'pool',
    tableName: RATE_LIMIT_TABLE,
    tableCreated: true,
    clearExpiredByTimeout: sweep,
    keyPrefix: rule.keyPrefix,
    points: rule.points,
    duration: rule.duration,
    blockDuration: rule.blockDuration ?? 0,
  });
}

/** Whether a counter read with get() is over its limiter's points (blocked or spent). */
export function isOver(limiter: RateLimiter, res: RateLimiterRes | null): res is RateLimiterRes {
  return Boolean(res && res.consumedPoints > limiter.points);
}

/** consume() rejects with a RateLimiterRes when over the limit, with an Error when the store failed. */
export async function consumeQuietly(limiter: RateLimiter, key: string, points = 1): Promise<RateLimiterRes> {
  try {
    return await limiter.consume(key, points);
  } catch (err) {
    if (err instanceof RateLimiterRes) return err;
    throw err;
  }
}

/** What a client is told about a limit, in the IETF RateLimit header fields' terms. */
export interface RateLimitInfo {
  /** Requests (or failures) allowed per window. */
  limit: number;
  remaining: number;
  /** Seconds until the window (or the wait) ends. */
  resetSeconds: number;
  /** Window length in seconds, for RateLimit-Policy. */
  windowSeconds: number;
}

export const secondsUntil = (ms: number): number => Math.max(1, Math.ceil(ms / 1000));

/**
 * Sets the draft-ietf-httpapi-ratelimit-headers fields (`RateLimit`, `RateLimit-Policy`), and
 * `Retry-After` when the client must wait.
 */
export function setRateLimitHeaders(res: Response, info: RateLimitInfo, retry = info.remaining <= 0): void {
  if (res.headersSent) return;
  res.setHeader('RateLimit', `limit=${info.limit}, remaining=${Math.max(0, info.remaining)}, reset=${info.resetSeconds}`);
  res.setHeader('RateLimit-Policy', `${info.limit};w=${info.windowSeconds}`);
  if (retry) res.setHeader('Retry-After', String(info.resetSeconds));
}

/** A 429 that carries its limit, so REST and GraphQL can both tell the client when to retry. */
export class RateLimitedError extends AppError {
  constructor(
    message: string,
    readonly info: RateLimitInfo,
  ) {
    super('TOO_MANY_REQUESTS', message);
    this.extensions = { retryAfter: info.resetSeconds };
  }
}

/** Runs a GraphQL resolver's work, adding the headers to the HTTP response if it was rate limited. */
export async function withRateLimitHeaders<T>(res: Response, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof RateLimitedError) setRateLimitHeaders(res, err.info);
    throw err;
  }
}

/** Express error middleware: headers for a RateLimitedError, then the normal error handler. */
export const rateLimitHeaders: ErrorRequestHandler = (err, _req, res, next) => {
  if (err instanceof RateLimitedError) setRateLimitHeaders(res, err.info);
  next(err);
};

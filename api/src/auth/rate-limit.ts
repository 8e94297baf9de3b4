import { AppError } from '../errors';

/**
 * Fixed-window attempt counter kept in memory. Each api process counts its own attempts, so
 * with N replicas an attacker gets at most N times the budget: still a hard ceiling, and no
 * extra round trip on the sign-in path.
 */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one attempt for each key; throws TOO_MANY_REQUESTS when any key is over its budget. */
  hit(keys: string[], message: string): void {
    const now = Date.now();
    if (this.hits.size > 50_000) this.sweep(now);
    let blocked = false;
    for (const key of keys) {
      const entry = this.hits.get(key);
      if (!entry || entry.resetAt <= now) {
        this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
        continue;
      }
      entry.count += 1;
      if (entry.count > this.limit) blocked = true;
    }
    if (blocked) throw new AppError('TOO_MANY_REQUESTS', message);
  }

  /** A successful sign-in clears the account's counter (not the IP's). */
  reset(key: string): void {
    this.hits.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}

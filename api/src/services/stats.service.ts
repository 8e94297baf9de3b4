import type { DataSource } from 'typeorm';
import { communityFigures, type CommunityFigures } from '../data/stats.data';

export type { CommunityFigures };

/**
 * Landing-page figures. Note, college and subject counts come from suggestion_terms, which a
 * trigger keeps exact for approved notes; likes and downloads are aggregates over whole tables
 * (seconds at a million notes). Every visitor's first page asks for them, so one query serves
 * everyone: after the first answer, a stale value is returned at once while a single refresh
 * runs in the background, so no visitor waits for the aggregate after the first.
 */
export class StatsService {
  private cached: { at: number; value: Promise<CommunityFigures> } | undefined;
  private refreshing = false;

  constructor(
    private readonly ds: DataSource,
    private readonly ttlMs = 10_000,
  ) {}

  community(): Promise<CommunityFigures> {
    if (!this.cached) {
      const value = this.queryCommunity();
      this.cached = { at: Date.now(), value };
      value.catch(() => {
        if (this.cached?.value === value) this.cached = undefined;
      });
      return value;
    }
    if (Date.now() - this.cached.at > this.ttlMs && !this.refreshing) {
      this.refreshing = true;
      this.queryCommunity()
        .then((figures) => {
          this.cached = { at: Date.now(), value: Promise.resolve(figures) };
        })
        // A failed refresh keeps the last figures; the next request after the TTL tries again.
        .catch(() => undefined)
        .finally(() => {
          this.refreshing = false;
        });
    }
    return this.cached.value;
  }

  private queryCommunity(): Promise<CommunityFigures> {
    return communityFigures(this.ds);
  }
}

import type { DataSource } from 'typeorm';

export interface CommunityFigures {
  notesShared: number;
  students: number;
  colleges: number;
  subjects: number;
  likes: number;
  downloads: number;
}

/**
 * Landing-page figures. Note, college and subject counts come from suggestion_terms, which a
 * trigger keeps exact for approved notes. Every visitor's first page asks for them, so one aggregate query
 * serves everyone for a few seconds instead of running per request.
 */
export class StatsService {
  private cached: { at: number; value: Promise<CommunityFigures> } | undefined;

  constructor(
    private readonly ds: DataSource,
    private readonly ttlMs = 10_000,
  ) {}

  community(): Promise<CommunityFigures> {
    const now = Date.now();
    if (!this.cached || now - this.cached.at > this.ttlMs) {
      const value = this.queryCommunity();
      this.cached = { at: now, value };
      value.catch(() => {
        if (this.cached?.value === value) this.cached = undefined;
      });
    }
    return this.cached.value;
  }

  private async queryCommunity(): Promise<CommunityFigures> {
    const [row] = await this.ds.query(`
      SELECT
        (SELECT coalesce(sum(notes), 0) FROM suggestion_terms WHERE kind = 'college')::int AS "notesShared",
        (SELECT count(*) FROM users WHERE role = 'user')::int AS students,
        (SELECT count(*) FROM suggestion_terms WHERE kind = 'college')::int AS colleges,
        (SELECT count(*) FROM suggestion_terms WHERE kind = 'subject')::int AS subjects,
        (SELECT count(*) FROM likes l JOIN notes n ON n.id = l.note_id WHERE n.approved)::int AS likes,
        (SELECT coalesce(sum(download_count), 0) FROM notes WHERE approved)::int AS downloads`);
    return row as CommunityFigures;
  }
}

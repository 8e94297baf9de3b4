import type { DataSource } from 'typeorm';
import { approvedNoteCount, approvedNotesPage, type SitemapRow, sitemapPageDates } from '../data/sitemap.data';

export { SITEMAP_PAGE_SIZE, type SitemapRow } from '../data/sitemap.data';

/** What the sitemap lists: public notes only (the reads are in data/sitemap.data.ts). */
export class SitemapService {
  constructor(private readonly ds: DataSource) {}

  approvedNoteCount(): Promise<number> {
    return approvedNoteCount(this.ds);
  }

  /** Page `page` (1-based) of public notes, oldest first. */
  approvedNotesPage(page: number, size: number): Promise<SitemapRow[]> {
    return approvedNotesPage(this.ds, page, size);
  }

  /** Last change among the notes of each sitemap page. */
  sitemapPageDates(size: number): Promise<Date[]> {
    return sitemapPageDates(this.ds, size);
  }
}

import type { DataSource } from 'typeorm';
import { approvedNoteCount, approvedNotesPage, publicStudyListsForSitemap, type SitemapListRow, type SitemapRow, sitemapPageDates } from '../data/sitemap.data';

export { SITEMAP_PAGE_SIZE, type SitemapListRow, type SitemapRow } from '../data/sitemap.data';

/** What the sitemap lists: public notes and the public study lists that show one (the reads are in data/sitemap.data.ts). */
export class SitemapService {
  constructor(private readonly ds: DataSource) {}

  approvedNoteCount(): Promise<number> {
    return approvedNoteCount(this.ds);
  }

  /** Page `page` (1-based) of public notes, oldest first. */
  approvedNotesPage(page: number, size: number): Promise<SitemapRow[]> {
    return approvedNotesPage(this.ds, page, size);
  }

  /** Public study lists with at least one public note (never a private one), at most `limit`. */
  publicStudyLists(limit: number): Promise<SitemapListRow[]> {
    return publicStudyListsForSitemap(this.ds, limit);
  }

  /** Last change among the notes of each sitemap page. */
  sitemapPageDates(size: number): Promise<Date[]> {
    return sitemapPageDates(this.ds, size);
  }
}

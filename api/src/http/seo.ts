import { Router } from 'express';
import { collegePath, collegeSubjectPath, studyListPath, subjectPath } from '../domain/discovery';
import type { DiscoveryService } from '../services/discovery.service';
import type { SitemapService } from '../services/sitemap.service';
import { SITEMAP_PAGE_SIZE } from '../services/sitemap.service';
import { escapeHtml } from './html';

export const noteUrl = (publicUrl: string, id: string) => `${publicUrl}/notes/${id}`;

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`;
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** Public pages that are not notes: what a crawler should start from. */
const STATIC_PAGES = ['/', '/browse', '/about'];

/**
 * robots.txt and the sitemap of approved notes. With more notes than one sitemap may hold,
 * /sitemap.xml becomes an index of /sitemaps/notes-<n>.xml pages.
 */
export function seoRouter(
  sitemap: SitemapService,
  publicUrl: string,
  pageSize = SITEMAP_PAGE_SIZE,
  discovery?: Pick<DiscoveryService, 'sitemapEntries'>,
): Router {
  const router = Router();
  const cache = (res: import('express').Response) => res.setHeader('Cache-Control', 'public, max-age=3600');

  router.get('/robots.txt', (_req, res) => {
    cache(res);
    const disallow = [
      '/admin-dashboard',
      '/profile',
      '/uploading-notes',
      '/update-notes/',
      '/sign-in',
      '/signin',
      '/sign-up',
      '/forgot-password',
      '/reset-password',
      '/api/',
      '/graphql',
      '/auth/',
    ];
    res.type('text/plain').send(['User-agent: *', ...disallow.map((p) => `Disallow: ${p}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n'));
  });

  /**
   * Every college, subject and subject at a college with public notes (none without the discovery
   * service), and every public study list that shows a visitor at least one note.
   */
  const discoveryUrls = async () => {
    if (!discovery) return [];
    const [entries, lists] = await Promise.all([discovery.sitemapEntries(), sitemap.publicStudyLists(pageSize)]);
    const paths = [...entries.colleges.map(collegePath), ...entries.subjects.map(subjectPath), ...entries.pairs.map(([c, s]) => collegeSubjectPath(c, s))];
    return [
      ...paths.map((p) => `<url><loc>${escapeHtml(publicUrl + p)}</loc></url>`),
      ...lists.map((l) => `<url><loc>${escapeHtml(publicUrl + studyListPath(l.id))}</loc><lastmod>${new Date(l.updatedAt).toISOString()}</lastmod></url>`),
    ];
  };
  /** A page of notes; the first also lists the static pages, and, when it is the only sitemap, the discovery pages. */
  const urlset = async (page: number, withDiscovery: boolean) => {
    const rows = await sitemap.approvedNotesPage(page, pageSize);
    const urls = rows.map((r) => `<url><loc>${escapeHtml(noteUrl(publicUrl, r.id))}</loc><lastmod>${new Date(r.updatedAt).toISOString()}</lastmod></url>`);
    const statics = page === 1 ? STATIC_PAGES.map((p) => `<url><loc>${escapeHtml(publicUrl + p)}</loc></url>`) : [];
    const pages = page === 1 && withDiscovery ? await discoveryUrls() : [];
    return { count: rows.length, body: xml(`<urlset xmlns="${SITEMAP_NS}">${[...statics, ...pages, ...urls].join('\n')}</urlset>`) };
  };

  router.get('/sitemap.xml', async (_req, res, next) => {
    try {
      cache(res);
      if ((await sitemap.approvedNoteCount()) <= pageSize) {
        res.type('application/xml').send((await urlset(1, true)).body);
        return;
      }
      const dates = await sitemap.sitemapPageDates(pageSize);
      const entries = dates.map(
        (d, i) => `<sitemap><loc>${escapeHtml(`${publicUrl}/sitemaps/notes-${i + 1}.xml`)}</loc><lastmod>${new Date(d).toISOString()}</lastmod></sitemap>`,
      );
      if (discovery) entries.push(`<sitemap><loc>${escapeHtml(`${publicUrl}/sitemaps/pages.xml`)}</loc></sitemap>`);
      res.type('application/xml').send(xml(`<sitemapindex xmlns="${SITEMAP_NS}">${entries.join('\n')}</sitemapindex>`));
    } catch (err) {
      next(err);
    }
  });

  // With a sitemap index: the college and subject pages and the public study lists in a sitemap of their own.
  router.get('/sitemaps/pages.xml', async (_req, res, next) => {
    try {
      cache(res);
      res.type('application/xml').send(xml(`<urlset xmlns="${SITEMAP_NS}">${(await discoveryUrls()).join('\n')}</urlset>`));
    } catch (err) {
      next(err);
    }
  });

  router.get('/sitemaps/notes-:page.xml', async (req, res, next) => {
    try {
      const page = Number(req.params.page);
      const sitemap = Number.isInteger(page) && page >= 1 ? await urlset(page, false) : undefined;
      if (!sitemap || sitemap.count === 0) {
        res.status(404).type('text/plain').send('No such sitemap.');
        return;
      }
      cache(res);
      res.type('application/xml').send(sitemap.body);
    } catch (err) {
      next(err);
    }
  });

  return router;
}

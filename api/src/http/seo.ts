import { Router } from 'express';
import type { DataSource } from 'typeorm';
import type { NoteRecord } from '../data/note.data';
import { escapeHtml, scriptJson } from './html';
import { approvedNoteCount, approvedNotesPage, type NotePageExtras, SITEMAP_PAGE_SIZE, sitemapPageDates } from './seo-notes';
import { presentNoteView } from '../presenters/note.presenter';
import { firstPageOf, notePageBody } from './server-page';

export const noteUrl = (publicUrl: string, id: string) => `${publicUrl}/notes/${id}`;

export function noteDescription(note: NoteRecord): string {
  return note.description || `${note.subject} · ${note.course} · Semester ${note.semester} · ${note.college}`;
}

/** Link previews (chat apps, social sites) and search engines read these; neither runs the app's JavaScript. */
function headTags(note: NoteRecord, extras: NotePageExtras, url: string): string {
  const description = escapeHtml(noteDescription(note).slice(0, 300));
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'LearningResource',
    name: note.title,
    description: noteDescription(note),
    url,
    inLanguage: 'en',
    learningResourceType: 'Lecture notes',
    isAccessibleForFree: true,
    about: note.subject,
    educationalLevel: note.course,
    teaches: note.subject,
    dateCreated: new Date(note.createdAt).toISOString(),
    dateModified: new Date(note.updatedAt).toISOString(),
    sourceOrganization: { '@type': 'CollegeOrUniversity', name: note.college },
    ...(extras.uploader ? { author: { '@type': 'Person', name: extras.uploader } } : {}),
    publisher: { '@type': 'Organization', name: 'CampusNotes' },
    ...(extras.excerpt ? { abstract: extras.excerpt.slice(0, 500) } : {}),
  };
  return [
    `<meta name="description" content="${description}">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    `<meta property="og:type" content="article">`,
    `<meta property="og:site_name" content="CampusNotes">`,
    `<meta property="og:title" content="${escapeHtml(note.title)}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta name="twitter:card" content="summary">`,
    `<script type="application/ld+json">${scriptJson(jsonLd)}</script>`,
  ].join('');
}

/** The app shell with a note's meta tags, structured data and readable content. */
export function withNotePage(html: string, note: NoteRecord, extras: NotePageExtras, publicUrl: string): string {
  const url = noteUrl(publicUrl, note.id);
  const title = escapeHtml(`${note.title} · CampusNotes`);
  const firstPage = firstPageOf(presentNoteView(note));
  // The first page image is the page's largest paint: requested with the stylesheet, not when the body is parsed.
  const preload = firstPage ? `<link rel="preload" as="image" href="${escapeHtml(firstPage.url)}" fetchpriority="high">` : '';
  // Replacer functions: a `$&` or `$'` in a title is text, not a replacement pattern.
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', () => `${headTags(note, extras, url)}${preload}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${notePageBody(note, extras)}</div>`);
}

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`;
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** Public pages that are not notes: what a crawler should start from. */
const STATIC_PAGES = ['/', '/browse', '/about'];

/**
 * robots.txt and the sitemap of approved notes. With more notes than one sitemap may hold,
 * /sitemap.xml becomes an index of /sitemaps/notes-<n>.xml pages.
 */
export function seoRouter(ds: DataSource, publicUrl: string, pageSize = SITEMAP_PAGE_SIZE): Router {
  const router = Router();
  const cache = (res: import('express').Response) => res.setHeader('Cache-Control', 'public, max-age=3600');

  router.get('/robots.txt', (_req, res) => {
    cache(res);
    const disallow = ['/admin-dashboard', '/profile', '/uploading-notes', '/update-notes/', '/sign-in', '/signin', '/sign-up', '/forgot-password', '/reset-password', '/api/', '/graphql', '/auth/'];
    res.type('text/plain').send(['User-agent: *', ...disallow.map((p) => `Disallow: ${p}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n'));
  });

  const urlset = async (page: number) => {
    const rows = await approvedNotesPage(ds, page, pageSize);
    const urls = rows.map((r) => `<url><loc>${escapeHtml(noteUrl(publicUrl, r.id))}</loc><lastmod>${new Date(r.updatedAt).toISOString()}</lastmod></url>`);
    const statics = page === 1 ? STATIC_PAGES.map((p) => `<url><loc>${escapeHtml(publicUrl + p)}</loc></url>`) : [];
    return { count: rows.length, body: xml(`<urlset xmlns="${SITEMAP_NS}">${[...statics, ...urls].join('\n')}</urlset>`) };
  };

  router.get('/sitemap.xml', async (_req, res, next) => {
    try {
      cache(res);
      if ((await approvedNoteCount(ds)) <= pageSize) {
        res.type('application/xml').send((await urlset(1)).body);
        return;
      }
      const dates = await sitemapPageDates(ds, pageSize);
      const entries = dates.map((d, i) => `<sitemap><loc>${escapeHtml(`${publicUrl}/sitemaps/notes-${i + 1}.xml`)}</loc><lastmod>${new Date(d).toISOString()}</lastmod></sitemap>`);
      res.type('application/xml').send(xml(`<sitemapindex xmlns="${SITEMAP_NS}">${entries.join('\n')}</sitemapindex>`));
    } catch (err) {
      next(err);
    }
  });

  router.get('/sitemaps/notes-:page.xml', async (req, res, next) => {
    try {
      const page = Number(req.params.page);
      const sitemap = Number.isInteger(page) && page >= 1 ? await urlset(page) : undefined;
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

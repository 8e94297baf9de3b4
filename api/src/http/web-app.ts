import fs from 'node:fs';
import path from 'node:path';
import express, { type Request, type Response, Router } from 'express';
import { isUuid } from '../services/cursor';
import type { NoteCatalogService } from '../services/note-catalog.service';

/** Paths the SPA never owns: a miss there is a real 404, not the app shell. */
const API_PREFIXES = ['/api/', '/graphql', '/media/', '/auth/', '/healthz', '/readyz'];

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Link previews (chat apps, social sites) read these; they do not run the app's JavaScript. */
export function withNoteMeta(html: string, meta: { title: string; description: string; url: string }): string {
  const title = escapeHtml(`${meta.title} · CampusNotes`);
  const description = escapeHtml(meta.description.slice(0, 300));
  const tags = [
    `<meta name="description" content="${description}">`,
    `<meta property="og:type" content="article">`,
    `<meta property="og:site_name" content="CampusNotes">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}">`,
    `<meta name="twitter:card" content="summary">`,
  ].join('');
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', `${tags}</head>`);
}

/**
 * The built web app: hashed assets cached for a year, every other GET answered with the
 * app shell (index.html) so client-side routes survive a reload. A note's page carries its
 * title and description in meta tags (approved notes only).
 */
export function webAppRouter(webDist: string, catalog: NoteCatalogService, publicUrl: string): Router {
  const router = Router();
  const indexFile = path.join(webDist, 'index.html');
  let shell: { mtimeMs: number; html: string } | undefined;
  const readShell = (): string | undefined => {
    if (!fs.existsSync(indexFile)) return undefined;
    const { mtimeMs } = fs.statSync(indexFile);
    if (!shell || shell.mtimeMs !== mtimeMs) shell = { mtimeMs, html: fs.readFileSync(indexFile, 'utf8') };
    return shell.html;
  };

  router.use('/assets', express.static(path.join(webDist, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
  router.use(express.static(webDist, { index: false, maxAge: '1h' }));
  router.get(/.*/, async (req: Request, res: Response, next) => {
    if (API_PREFIXES.some((p) => req.path.startsWith(p))) return next();
    const html = readShell();
    if (!html) {
      res.status(503).type('text/plain').send('The web app is not built yet: run `npm start` (it builds it) or `npm run build -w web`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    const match = /^\/notes\/([^/]+)\/?$/.exec(req.path);
    if (match && isUuid(match[1])) {
      try {
        const note = await catalog.findVisible(null, match[1]);
        if (note) {
          const description = note.description || `${note.subject} · ${note.course} · Semester ${note.semester} · ${note.college}`;
          res.type('html').send(withNoteMeta(html, { title: note.title, description, url: `${publicUrl}/notes/${note.id}` }));
          return;
        }
      } catch (err) {
        return next(err);
      }
    }
    res.type('html').send(html);
  });
  return router;
}

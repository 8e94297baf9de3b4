import fs from 'node:fs';
import path from 'node:path';
import { type Request, type Response, Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { Config } from '../config';
import type { Services } from '../services';
import { allowBootScript, withAppAfterPaint } from './app-boot';
import { browseFirstPage, withBrowsePage } from './browse-page';
import { withLandingPage } from './landing-page';
import { notePageExtras } from './seo-notes';
import { seoRouter, withNotePage } from './seo';

/** Paths the SPA never owns: a miss there is a real 404, not the app shell. */
const API_PREFIXES = ['/api/', '/graphql', '/media/', '/auth/', '/healthz', '/readyz', '/assets/'];

/** The client routes of web/src/app/AppRoutes.tsx; anything else is answered 404 (the app shows its not-found page). */
const SPA_ROUTES = [
  /^\/$/,
  /^\/(about|browse|sign-in|signin|sign-up|forgot-password|reset-password|profile|uploading-notes)\/?$/,
  /^\/notes\/[^/]+\/?$/,
  /^\/update-notes\/[^/]+\/?$/,
  /^\/admin-dashboard(\/.*)?$/,
];

/** Source file of the page each public route lazy-loads (keys of Vite's manifest). */
const ROUTE_PAGES: [RegExp, string][] = [
  [/^\/browse\/?$/, 'src/pages/Browse/BrowsePage.tsx'],
  [/^\/notes\/[^/]+\/?$/, 'src/pages/NoteDetail/NoteDetailPage.tsx'],
  [/^\/about\/?$/, 'src/pages/About/AboutPage.tsx'],
];

/**
 * Chunks the entry imports dynamically at start on every route (web/src/main.tsx: the Chakra
 * system, made in a task of its own), preloaded with the entry so that they are not requested
 * only once it runs.
 */
const START_CHUNKS = ['src/app/theme.ts'];

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/**
 * Modulepreload links for the start chunks, the route's lazy page and the chunks they import,
 * so that this code downloads alongside the entry instead of after it has run.
 */
export function pagePreloads(manifest: Manifest | undefined, urlPath: string): string {
  const page = ROUTE_PAGES.find(([re]) => re.test(urlPath))?.[1];
  const wanted = [...START_CHUNKS, ...(page ? [page] : [])].filter((key) => manifest?.[key]);
  if (!manifest || wanted.length === 0) return '';
  const entry = Object.values(manifest).find((c) => c.isEntry);
  const initial = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const dep of manifest[key].imports ?? []) collect(dep, into);
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k] === entry);
  if (entryKey) collect(entryKey, initial);
  const needed = new Set<string>();
  for (const key of wanted) collect(key, needed);
  return [...needed]
    .filter((k) => !initial.has(k))
    .map((k) => `<link rel="modulepreload" crossorigin href="/${manifest[k].file}">`)
    .join('');
}

/** A page with the server's content in #root: the app's scripts load once it has painted (app-boot.ts). */
function sendServerPage(res: Response, html: string): void {
  allowBootScript(res);
  res.type('html').send(withAppAfterPaint(html));
}

/** A file read once and re-read when it changes on disk (a rebuild while the server runs). */
function watchedFile<T>(file: string, parse: (text: string) => T): () => T | undefined {
  let cached: { mtimeMs: number; value: T } | undefined;
  return () => {
    if (!fs.existsSync(file)) return undefined;
    const { mtimeMs } = fs.statSync(file);
    if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, value: parse(fs.readFileSync(file, 'utf8')) };
    return cached.value;
  };
}

/**
 * The built web app. Hashed assets are served precompressed (Brotli or gzip, written by the
 * build) and cached for a year; the app shell (index.html) is revalidated on every visit
 * (no-cache + ETag, so a new build is picked up at once and an unchanged one costs a 304).
 * Client routes get the shell with the right status: 404 for unknown paths and for notes that
 * are missing or not public. An approved note's page carries its content, meta tags and
 * structured data for crawlers, browse the first page of its list and the landing page its hero,
 * all drawn by the server (server-page.ts, landing-page.ts) so that a phone shows them before the
 * app's code has arrived.
 */
export function webAppRouter(config: Config, services: Pick<Services, 'notes' | 'dataSource'>): Router {
  const { webDist, publicUrl } = config;
  const router = Router();
  const readShell = watchedFile(path.join(webDist, 'index.html'), (text) => text);
  const readManifest = watchedFile<Manifest>(path.join(webDist, '.vite', 'manifest.json'), JSON.parse);

  router.use(seoRouter(services.dataSource, publicUrl));
  router.use(
    '/assets',
    expressStaticGzip(path.join(webDist, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: { immutable: true, maxAge: '1y' },
    }),
  );
  // The shell goes through the handler below (status, preloads, no-cache), never as a file.
  router.get('/index.html', (_req, res) => res.redirect(301, '/'));
  router.use(
    expressStaticGzip(webDist, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: { maxAge: '1h' },
    }),
  );

  router.get(/.*/, async (req: Request, res: Response, next) => {
    if (API_PREFIXES.some((p) => req.path.startsWith(p))) return next();
    const html = readShell();
    if (!html) {
      res.status(503).type('text/plain').send('The web app is not built yet: run `npm start` (it builds it) or `npm run build -w web`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    const shell = html.replace('</head>', `${pagePreloads(readManifest(), req.path)}</head>`);
    try {
      const status = SPA_ROUTES.some((re) => re.test(req.path)) ? 200 : 404;
      const noteId = /^\/notes\/([^/]+)\/?$/.exec(req.path)?.[1];
      if (noteId !== undefined) {
        // findVisible: null for a malformed id (a truncated link) as for a missing note, so 404.
        const note = await services.notes.findVisible(null, noteId);
        if (!note) {
          res.status(404).type('html').send(shell);
          return;
        }
        const extras = await notePageExtras(services.dataSource, note);
        sendServerPage(res, withNotePage(shell, note, extras, publicUrl));
        return;
      }
      if (req.path === '/') {
        sendServerPage(res, withLandingPage(shell));
        return;
      }
      if (/^\/browse\/?$/.test(req.path)) {
        const query = new URL(req.originalUrl, 'http://localhost').searchParams;
        // A list that cannot be read now is left to the app, whose own query shows the error and a retry.
        const page = await browseFirstPage(services, query).catch(() => undefined);
        if (page !== undefined) {
          sendServerPage(res, withBrowsePage(shell, page));
          return;
        }
      }
      res.status(status).type('html').send(shell);
    } catch (err) {
      next(err);
    }
  });
  return router;
}

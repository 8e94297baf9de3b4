import fs from 'node:fs';
import path from 'node:path';
import { type Request, type RequestHandler, type Response, Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { Config } from '../config';
import type { Services } from '../services';
import type { Logger } from '../logger';
import { allowInlineScripts, colorModeOf, type ExecuteGraphQL, serverEntryLoader, withColorMode, withRenderedPage } from './page-render';
import { seoRouter } from './seo';
import { discoveryRedirects } from './discovery-redirects';
import { PUBLIC_PAGE_MODULES, START_MODULES } from '../domain/public-pages';

/** Paths the SPA never owns: a miss there is a real 404, not the app shell. */
const API_PREFIXES = ['/api/', '/graphql', '/media/', '/auth/', '/healthz', '/readyz', '/assets/'];

/**
 * The client routes of web/src/app/AppRoutes.tsx that the browser renders alone (sign-in forms
 * and signed-in-only pages): the shell, 200. Every other path is a public page, rendered by the
 * server (page-render.ts), which also answers 404 for the ones the app does not know.
 */
/** The service worker's precached shell (web/sw/caches.ts OFFLINE_SHELL_URL). */
const OFFLINE_SHELL = '/offline-shell';
/** Whom a page was rendered for (`visitor`, `user:<id>`, `any`), read by the service worker (web/sw/pages.ts). */
const RENDERED_FOR_HEADER = 'X-Rendered-For';

const CLIENT_ROUTES = [
  /^\/(sign-in|signin|sign-up|forgot-password|reset-password|profile|uploading-notes)\/?$/,
  /^\/update-notes\/[^/]+\/?$/,
  /^\/admin-dashboard(\/.*)?$/,
];
/** The public routes, for when no server bundle is built: the shell answers them 200, anything else 404. */
const PUBLIC_ROUTES = [
  /^\/$/,
  /^\/(about|browse)\/?$/,
  /^\/notes\/[^/]+\/?$/,
  /^\/colleges\/[^/]+(\/[^/]+)?\/?$/,
  /^\/subjects\/[^/]+\/?$/,
  /^\/u\/[^/]+\/?$/,
  /^\/lists\/[^/]+\/?$/,
];

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
  const page = PUBLIC_PAGE_MODULES.find(([re]) => re.test(urlPath))?.[1];
  const wanted = [...START_MODULES, ...(page ? [page] : [])].filter((key) => manifest?.[key]);
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
 * Public pages (landing, about, browse, a note, not found) are rendered by the app's React
 * components on the server and hydrated in the browser (page-render.ts), with the status the
 * render decided (404 for unknown paths and for notes that are missing or not public); the
 * sign-in forms and signed-in-only pages get the shell, which the browser renders.
 */
export interface PageRendering {
  /** Sets req.viewer from the session cookie or token, as for /graphql. */
  authenticate: RequestHandler;
  /** Runs GraphQL operations in this process as the request's viewer. */
  executeFor(req: Request, res: Response): ExecuteGraphQL;
  log: Logger;
}

export function webAppRouter(config: Config, services: Pick<Services, 'sitemap' | 'discovery'>, rendering?: PageRendering): Router {
  const { webDist, publicUrl } = config;
  const router = Router();
  const readShell = watchedFile(path.join(webDist, 'index.html'), (text) => text);
  const readManifest = watchedFile<Manifest>(path.join(webDist, '.vite', 'manifest.json'), JSON.parse);
  const serverEntry = serverEntryLoader(webDist);

  router.use(seoRouter(services.sitemap, publicUrl, undefined, services.discovery));
  router.use(discoveryRedirects(services.discovery));
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
  // The service worker (web/sw/sw.ts): at the root, so its scope is the whole site; revalidated on
  // every check, so a new deployment is found on the next visit; the file itself, not a compressed copy.
  router.get('/sw.js', (_req, res, next) => {
    const file = path.join(webDist, 'sw.js');
    if (!fs.existsSync(file)) return next();
    res.sendFile(file, { cacheControl: false, headers: { 'Cache-Control': 'no-cache', 'Content-Type': 'text/javascript; charset=utf-8' } });
  });
  // The shell with no page rendered into it and no session: what the service worker precaches for
  // offline visits to pages it has not kept (the browser renders them).
  router.get(OFFLINE_SHELL, (_req, res) => {
    const html = readShell();
    if (!html) return void res.status(503).type('text/plain').send('The web app is not built yet.');
    res.setHeader('Cache-Control', 'no-cache');
    allowInlineScripts(res);
    res.type('html').send(withColorMode(html, null));
  });
  router.use(
    expressStaticGzip(webDist, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: { maxAge: '1h' },
    }),
  );

  const sendShell = (req: Request, res: Response, shell: string, status: number) => {
    // The shell holds nobody's data: the browser renders the page and asks for it (web/sw/pages.ts).
    res.setHeader(RENDERED_FOR_HEADER, 'any');
    res
      .status(status)
      .type('html')
      .send(withColorMode(shell, colorModeOf(req)));
  };

  const page = async (req: Request, res: Response, next: (err?: unknown) => void) => {
    if (API_PREFIXES.some((p) => req.path.startsWith(p))) return next();
    const html = readShell();
    if (!html) {
      res.status(503).type('text/plain').send('The web app is not built yet: run `npm start` (it builds it) or `npm run build -w web`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    const shell = html.replace('</head>', () => `${pagePreloads(readManifest(), req.path)}</head>`);
    allowInlineScripts(res);
    const entry = serverEntry();
    if (CLIENT_ROUTES.some((re) => re.test(req.path)) || !entry || !rendering) {
      const status = CLIENT_ROUTES.some((re) => re.test(req.path)) || PUBLIC_ROUTES.some((re) => re.test(req.path)) ? 200 : 404;
      return sendShell(req, res, shell, status);
    }
    try {
      const signedIn = Boolean(req.viewer);
      const rendered = await entry.render({
        url: req.originalUrl,
        signedIn,
        colorMode: colorModeOf(req),
        publicUrl,
        execute: rendering.executeFor(req, res),
        onError: (err) => rendering.log.warn({ err, path: req.path }, 'a part of the page failed to render on the server; the browser renders it'),
      });
      // A signed-in page holds the viewer's own data: never kept by a shared cache.
      if (signedIn) res.setHeader('Cache-Control', 'private, no-cache');
      res.vary('Cookie');
      // Whom the page was rendered for: the service worker opens a kept copy only for the same account (web/sw/pages.ts).
      res.setHeader(RENDERED_FOR_HEADER, req.viewer ? `user:${req.viewer.id}` : 'visitor');
      res
        .status(rendered.status)
        .type('html')
        .send(withRenderedPage(withColorMode(shell, colorModeOf(req)), rendered));
    } catch (err) {
      // The browser can still render the page alone: the visitor gets it, the log gets the cause.
      rendering.log.error({ err, path: req.path }, 'server render failed; sent the shell');
      sendShell(req, res, shell, 200);
    }
  };
  router.get(/.*/, ...(rendering ? [rendering.authenticate] : []), page);
  return router;
}

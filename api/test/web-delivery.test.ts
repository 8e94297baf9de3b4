import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createHash } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import express from 'express';
import { responseCompression } from '../src/http/compression';
import { seoRouter } from '../src/http/seo';
import { testAppForFile } from './app';
import { buildNote } from './factories';
import { listenLocally } from './listen';

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent on the wire (still compressed). */
  raw: Buffer;
  /** The body after undoing Content-Encoding. */
  text: string;
}

/** node:http instead of fetch: fetch decodes bodies and hides what was actually transferred. */
function request(url: string, options: http.RequestOptions, payload?: Buffer): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const enc = res.headers['content-encoding'];
        const decoded = enc === 'br' ? zlib.brotliDecompressSync(raw) : enc === 'gzip' ? zlib.gunzipSync(raw) : raw;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, raw, text: decoded.toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

const get = (base: string, urlPath: string, headers: Record<string, string> = {}) => request(`${base}${urlPath}`, { headers });

function post(base: string, urlPath: string, body: unknown, headers: Record<string, string> = {}): Promise<RawResponse> {
  const payload = Buffer.from(JSON.stringify(body));
  return request(
    `${base}${urlPath}`,
    { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(payload.length), ...headers } },
    payload,
  );
}

const listen = (app: express.Express) => listenLocally(http.createServer(app));

const SHELL = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="CampusNotes: share notes" /><title>CampusNotes · Share &amp; Discover</title><script type="module" crossorigin src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>`;
// Large and repetitive like a real bundle, so that both encodings clearly shrink it.
const ENTRY_JS = `console.log(${JSON.stringify('campus notes '.repeat(800))});\n`;

/** The real server bundle (web/dist/.ssr), built if missing: the pages are rendered by the app's own components. */
function linkServerBundle(dir: string): void {
  const web = path.resolve(__dirname, '..', '..', 'web');
  const bundle = path.join(web, 'dist', '.ssr');
  if (!fs.existsSync(path.join(bundle, 'entry-server.js')))
    execFileSync('npx', ['vite', 'build', '--ssr', 'src/entry-server.tsx'], { cwd: web, stdio: 'ignore' });
  // A link, so that the bundle's imports resolve to the repository's node_modules.
  fs.symlinkSync(bundle, path.join(dir, '.ssr'));
}

/** A built web app in miniature: what `vite build` writes (assets with .br/.gz siblings, manifest), with the real server bundle. */
function writeFakeDist(dir: string): void {
  linkServerBundle(dir);
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.mkdirSync(path.join(dir, '.vite'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), SHELL);
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const entry = path.join(dir, 'assets', 'index-abc123.js');
  fs.writeFileSync(entry, ENTRY_JS);
  fs.writeFileSync(`${entry}.br`, zlib.brotliCompressSync(ENTRY_JS));
  fs.writeFileSync(`${entry}.gz`, zlib.gzipSync(ENTRY_JS, { level: 9 }));
  fs.writeFileSync(path.join(dir, 'assets', 'BrowsePage-def456.js'), 'export default 1;\n');
  fs.writeFileSync(path.join(dir, 'assets', 'shared-789.js'), 'export const x = 1;\n');
  fs.writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: [] },
      'src/pages/Browse/BrowsePage.tsx': { file: 'assets/BrowsePage-def456.js', isDynamicEntry: true, imports: ['_shared.js'] },
      'src/pages/About/AboutPage.tsx': { file: 'assets/AboutPage-def456.js', isDynamicEntry: true, imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared-789.js' },
      'src/app/theme.ts': { file: 'assets/theme-0a1b2c.js', isDynamicEntry: true, imports: [] },
    }),
  );
}

describe('web delivery: compression, caching, status codes, crawlable pages', () => {
  const t = testAppForFile({ PUBLIC_URL: 'https://notes.example.edu' }, { webDist: writeFakeDist });

  describe('compression', () => {
    it('sends a precompressed asset as Brotli, or gzip, or plain, by what the browser accepts', async () => {
      const br = await get(t.url, '/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.status).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(br.headers.vary).toMatch(/Accept-Encoding/i);
      expect(br.text).toBe(ENTRY_JS);
      expect(br.raw.length).toBeLessThan(ENTRY_JS.length / 10);

      const gz = await get(t.url, '/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.text).toBe(ENTRY_JS);

      const plain = await get(t.url, '/assets/index-abc123.js');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.raw.toString()).toBe(ENTRY_JS);
    });

    it('compresses a large GraphQL answer on the fly and leaves a small one alone', async () => {
      for (let i = 0; i < 12; i++)
        await buildNote(t.db.dataSource, { title: `Compression test note ${i}`, description: `Long description ${'lorem ipsum '.repeat(30)}${i}` });
      const query = '{ notes(first: 12) { edges { node { id title description subject course college } } } }';
      const big = await post(t.url, '/graphql', { query }, { 'accept-encoding': 'gzip, br' });
      expect(big.status).toBe(200);
      expect(big.headers['content-encoding']).toBe('br');
      expect(JSON.parse(big.text).data.notes.edges).toHaveLength(12);
      expect(big.raw.length).toBeLessThan(big.text.length / 3);

      const gz = await post(t.url, '/graphql', { query }, { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gz.text).data.notes.edges).toHaveLength(12);

      const small = await post(t.url, '/graphql', { query: '{ __typename }' }, { 'accept-encoding': 'gzip, br' });
      expect(small.status).toBe(200);
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(small.text)).toEqual({ data: { __typename: 'Query' } });
    });

    it('compresses the HTML shell of a page', async () => {
      const note = await buildNote(t.db.dataSource, { description: 'x'.repeat(2000) });
      const res = await get(t.url, `/notes/${note.id}`, { 'accept-encoding': 'br' });
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.text).toContain(note.title);
    });

    it('never compresses ranges, server-sent events or attachments', async () => {
      const app = express();
      app.use(responseCompression(t.config));
      const big = 'data '.repeat(2000);
      app.get('/events', (_req, res) => {
        res.type('text/event-stream').send(big);
      });
      app.get('/file', (req, res) => {
        res.type('text/plain');
        if (req.headers.range) res.status(206).setHeader('Content-Range', `bytes 0-99/${big.length}`);
        res.send(req.headers.range ? big.slice(0, 100) : big);
      });
      app.get('/download', (_req, res) => {
        res.type('text/plain').setHeader('Content-Disposition', 'attachment; filename="notes.txt"');
        res.send(big);
      });
      const server = await listen(app);
      try {
        const ae = { 'accept-encoding': 'gzip, br' };
        expect((await get(server.url, '/file', ae)).headers['content-encoding']).toBe('br');
        const range = await get(server.url, '/file', { ...ae, range: 'bytes=0-99' });
        expect(range.status).toBe(206);
        expect(range.headers['content-encoding']).toBeUndefined();
        expect(range.raw.length).toBe(100);
        expect((await get(server.url, '/events', ae)).headers['content-encoding']).toBeUndefined();
        expect((await get(server.url, '/download', ae)).headers['content-encoding']).toBeUndefined();
      } finally {
        await server.close();
      }
    });
  });

  describe('caching', () => {
    it('caches hashed assets for a year as immutable, with an ETag', async () => {
      const res = await get(t.url, '/assets/index-abc123.js', { 'accept-encoding': 'br' });
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.etag).toBeTruthy();
      const again = await get(t.url, '/assets/index-abc123.js', { 'accept-encoding': 'br', 'if-none-match': res.headers.etag! });
      expect(again.status).toBe(304);
      expect(again.raw.length).toBe(0);
    });

    it('revalidates the app shell every time: no-cache with an ETag, 304 when unchanged', async () => {
      // A page the browser renders alone: the same bytes every time.
      const res = await get(t.url, '/sign-in');
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers.etag).toBeTruthy();
      const again = await get(t.url, '/sign-in', { 'if-none-match': res.headers.etag! });
      expect(again.status).toBe(304);
      expect(again.raw.length).toBe(0);
    });

    it('never serves index.html as a cacheable file', async () => {
      const res = await get(t.url, '/index.html');
      expect(res.status).toBe(301);
      expect(res.headers.location).toBe('/');
    });

    it('preloads the chunk the app makes its theme in, then the lazy page of the route with its chunks, not the entry again', async () => {
      const res = await get(t.url, '/about');
      expect(res.status).toBe(200);
      const preloads = [...res.text.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
      expect(preloads).toEqual(['/assets/theme-0a1b2c.js', '/assets/AboutPage-def456.js', '/assets/shared-789.js']);
      // A route without a lazy page of its own gets the theme's chunk only.
      expect([...(await get(t.url, '/sign-in')).text.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1])).toEqual([
        '/assets/theme-0a1b2c.js',
      ]);
    });

    it('renders a public page into the shell with the state it was rendered from, and runs no inline script but the colour-mode, early-click and code loader ones, allowed by their hashes', async () => {
      const landing = await get(t.url, '/');
      expect(landing.status).toBe(200);
      const root = landing.text.slice(landing.text.indexOf('<div id="root">'));
      expect(root).toMatch(/^<div id="root"><div/);
      const state = JSON.parse(/<script type="application\/json" id="rendered-state">(.*?)<\/script>/.exec(landing.text)![1]);
      expect(state).toMatchObject({
        session: null,
        colorMode: null,
        publicUrl: 'https://notes.example.edu',
        loaded: { CommunityStats: { communityStats: expect.any(Object) } },
      });
      const inline = [...landing.text.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        ([, attrs]) => !/type="application\/(json|ld\+json)"/.test(attrs),
      );
      const named = (body: string) =>
        body.includes('localStorage') ? 'colour mode' : body.includes('early-click') ? 'early clicks' : body.includes('app-code') ? 'code loader' : body;
      expect(inline.map(([, , body]) => named(body)).sort()).toEqual(['code loader', 'colour mode', 'early clicks']);
      // The page's code waits in an inert template until the page has been painted; the shell's head no longer loads it.
      const head = landing.text.slice(0, landing.text.indexOf('</head>'));
      expect(head).not.toMatch(/<script type="module"|rel="modulepreload"/);
      expect(landing.text).toMatch(
        /<template id="app-code">(<link rel="modulepreload" crossorigin href="[^"]+">)*<script type="module" crossorigin src="\/assets\/index-abc123.js"><\/script><\/template><script>/,
      );
      const hashes = inline.map(([, , body]) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
      const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(String(landing.headers['content-security-policy']))![1].split(' ');
      expect(scriptSrc[0]).toBe("'self'");
      expect(scriptSrc.slice(1).sort()).toEqual(hashes.sort());
      // Styles of the first paint come in the head.
      expect(landing.text.slice(0, landing.text.indexOf('</head>'))).toMatch(/<style data-emotion="css [^"]+">/);
    });

    it('renders the page in the colour mode of the cookie, with no script to decide it', async () => {
      const res = await get(t.url, '/about', { cookie: 'campusnotes-color-mode=dark' });
      expect(res.text).toMatch(/<html lang="en" class="dark" style="color-scheme: dark">/);
      expect(res.text).not.toContain('localStorage');
    });
  });

  describe('status codes', () => {
    it('answers the client routes 200 with the shell', async () => {
      for (const p of ['/', '/browse', '/about', '/sign-in', '/signin', '/sign-up', '/profile', '/uploading-notes', '/admin-dashboard/pending']) {
        const res = await get(t.url, p);
        expect([p, res.status]).toEqual([p, 200]);
        expect(res.text).toContain('<div id="root">');
      }
    });

    it("answers unknown paths 404 with the app's styled not-found page, rendered", async () => {
      for (const p of ['/no-such-page', '/browse/extra/segments', '/notes']) {
        const res = await get(t.url, p);
        expect([p, res.status]).toEqual([p, 404]);
        expect(res.headers['content-type']).toMatch(/text\/html/);
        expect(res.text).toContain('<title>Page not found · CampusNotes</title>');
      }
    });

    it('answers 404 for a missing note, a malformed id and a pending note, and leaks nothing of the pending one', async () => {
      const pending = await buildNote(t.db.dataSource, { approved: false, title: 'Secret pending draft', description: 'Not for crawlers' });
      const approved = await buildNote(t.db.dataSource, { title: 'Cut short link' });
      // A truncated link to a real note, too.
      for (const p of ['/notes/00000000-0000-4000-8000-000000000000', '/notes/not-a-uuid', `/notes/${approved.id.slice(0, 30)}`, `/notes/${pending.id}`]) {
        const res = await get(t.url, p);
        expect([p, res.status]).toEqual([p, 404]);
        expect(res.text).toContain('Note not found');
        expect(res.text).not.toContain('Secret pending draft');
        expect(res.text).not.toContain('application/ld+json');
      }
    });

    it('answers a missing asset 404 without the shell', async () => {
      const res = await get(t.url, '/assets/missing-000.js');
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('<div id="root">');
    });
  });

  describe('findable', () => {
    it('server-renders an approved note: title, description, details, excerpt, canonical URL, JSON-LD', async () => {
      const note = await buildNote(t.db.dataSource, {
        title: 'Thermodynamics <first> law',
        description: 'Heat, work & energy for semester 3.',
        subject: 'Thermodynamics',
        course: 'Mechanical Engineering',
        semester: 3,
        batch: '2023-2027',
        college: 'NIT Trichy',
        extractedText: `The first law of thermodynamics states that energy is conserved. </script><script>alert(1)</script> ${'Entropy always increases. '.repeat(100)}`,
      });
      const res = await get(t.url, `/notes/${note.id}`);
      expect(res.status).toBe(200);
      const html = res.text;
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain('<title>Thermodynamics &lt;first&gt; law · CampusNotes</title>');
      expect(head.match(/<title>/g)).toHaveLength(1);
      expect(head).toContain(`<link rel="canonical" href="https://notes.example.edu/notes/${note.id}"/>`);
      expect(head).toContain('<meta name="description" content="Heat, work &amp; energy for semester 3."/>');
      expect(html.match(/<meta name="description"/g)).toHaveLength(1);
      const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
      expect(html).toMatch(/<h1 [^>]*>Thermodynamics &lt;first&gt; law<\/h1>/);
      expect(text).toContain('College NIT Trichy');
      expect(text).toContain('Semester 3');
      expect(html).toContain('The first law of thermodynamics states that energy is conserved.');
      // The excerpt is the first part of the text, not the whole document.
      expect(html.split('Entropy always increases.').length - 1).toBeLessThan(100);
      expect(html).not.toContain('<script>alert(1)</script>');

      const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html);
      expect(ld).not.toBeNull();
      const data = JSON.parse(ld![1]);
      expect(data).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'LearningResource',
        name: 'Thermodynamics <first> law',
        url: `https://notes.example.edu/notes/${note.id}`,
        about: 'Thermodynamics',
        educationalLevel: 'Mechanical Engineering',
        sourceOrganization: { name: 'NIT Trichy' },
        author: { '@type': 'Person' },
      });
    });

    it("puts an approved note's title and description in the link-preview meta tags, escaped; nothing of a pending one", async () => {
      const note = await buildNote(t.db.dataSource, { title: 'Graphs & "Trees" <intro>', description: 'BFS, DFS and shortest paths' });
      const html = (await get(t.url, `/notes/${note.id}`)).text;
      expect(html).toContain('<title>Graphs &amp; &quot;Trees&quot; &lt;intro&gt; · CampusNotes</title>');
      expect(html).toContain('<meta property="og:description" content="BFS, DFS and shortest paths"/>');
      const pending = await buildNote(t.db.dataSource, { title: 'Secret pending', approved: false });
      expect((await get(t.url, `/notes/${pending.id}`)).text).not.toContain('Secret pending');
    });

    it('serves robots.txt pointing at the sitemap and away from private areas', async () => {
      const res = await get(t.url, '/robots.txt');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/plain/);
      expect(res.text).toContain('User-agent: *');
      expect(res.text).toContain('Disallow: /admin-dashboard');
      expect(res.text).toContain('Disallow: /profile');
      expect(res.text).toContain('Sitemap: https://notes.example.edu/sitemap.xml');
    });

    it('lists approved notes in sitemap.xml and never a pending one', async () => {
      const approved = await buildNote(t.db.dataSource, { title: 'Sitemap approved' });
      const pending = await buildNote(t.db.dataSource, { title: 'Sitemap pending', approved: false });
      const held = await buildNote(t.db.dataSource, { title: 'Sitemap held by reports' });
      await t.db.dataSource.query('UPDATE notes SET hidden = true WHERE id = $1', [held.id]);
      const res = await get(t.url, '/sitemap.xml', { 'accept-encoding': 'gzip' });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/application\/xml/);
      expect(res.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
      expect(res.text).toContain(`<loc>https://notes.example.edu/notes/${approved.id}</loc>`);
      expect(res.text).toContain('<loc>https://notes.example.edu/browse</loc>');
      expect(res.text).not.toContain(pending.id);
      expect(res.text).not.toContain(held.id);
      expect((await get(t.url, `/notes/${held.id}`)).status).toBe(404);
    });

    it('pages the sitemap behind an index when there are more notes than one file holds', async () => {
      const app = express();
      app.use(seoRouter(t.services.sitemap, 'https://notes.example.edu', 2));
      const server = await listen(app);
      try {
        const pending = await buildNote(t.db.dataSource, { approved: false });
        const rows: { count: number }[] = await t.db.dataSource.query('SELECT count(*)::int AS count FROM notes WHERE approved AND NOT hidden');
        const pages = Math.ceil(rows[0].count / 2);
        expect(pages).toBeGreaterThan(1);
        const index = await get(server.url, '/sitemap.xml');
        expect(index.text).toContain('<sitemapindex');
        expect(index.text.match(/<sitemap>/g)).toHaveLength(pages);
        expect(index.text).toContain(`<loc>https://notes.example.edu/sitemaps/notes-${pages}.xml</loc>`);

        const seen = new Set<string>();
        for (let page = 1; page <= pages; page++) {
          const res = await get(server.url, `/sitemaps/notes-${page}.xml`);
          expect(res.status).toBe(200);
          for (const m of res.text.matchAll(/\/notes\/([0-9a-f-]{36})</g)) seen.add(m[1]);
        }
        expect(seen.size).toBe(rows[0].count);
        expect(seen.has(pending.id)).toBe(false);
        expect((await get(server.url, `/sitemaps/notes-${pages + 1}.xml`)).status).toBe(404);
        expect((await get(server.url, '/sitemaps/notes-0.xml')).status).toBe(404);
      } finally {
        await server.close();
      }
    });
  });
});

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PAGE_SIZE_DEFAULT } from '../src/domain/constants';
import { gql, testAppForFile } from './app';
import { buildNote } from './factories';

// The note and browse pages as the server draws them inside #root (api/src/http/server-page.ts),
// over real HTTP and PostgreSQL, against a built web app in miniature.

const SHELL = [
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>CampusNotes</title>',
  '<script type="module" crossorigin src="/assets/index-abc123.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/vendor-react-111.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-222.css">',
  '</head><body><div id="root"></div></body></html>',
].join('');

function writeFakeDist(dir: string): void {
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.mkdirSync(path.join(dir, '.vite'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), SHELL);
  fs.writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_vendor-react.js'] },
      '_vendor-react.js': { file: 'assets/vendor-react-111.js' },
      'src/pages/Browse/BrowsePage.tsx': { file: 'assets/BrowsePage-333.js', isDynamicEntry: true, imports: ['_vendor-apollo.js'] },
      'src/pages/NoteDetail/NoteDetailPage.tsx': { file: 'assets/NoteDetailPage-444.js', isDynamicEntry: true, imports: ['_vendor-apollo.js'] },
      '_vendor-apollo.js': { file: 'assets/vendor-apollo-555.js' },
    }),
  );
}

const preview = (tag: string) => ({
  thumbnail: { key: `previews/${tag}-thumb1.webp`, width: 360, height: 466 },
  pages: [
    { key: `previews/${tag}-page1.webp`, width: 1200, height: 1553 },
    { key: `previews/${tag}-page2.webp`, width: 1200, height: 1553 },
  ],
  pageCount: 9,
  ocrPages: 0,
});

/** What the server put inside #root (the shell's root is the last element of the body). */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json" id="app-scripts">');
  return html.slice(start, end === -1 ? html.indexOf('</body>') : end);
}

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

/** The notes the page links to, in page order. */
const linkedNotes = (html: string) => [...rootOf(html).matchAll(/<a class="srv-note-card__link" href="\/notes\/([0-9a-f-]{36})">/g)].map((m) => m[1]);

describe('pages the server draws before the app runs', () => {
  const t = testAppForFile({ PUBLIC_URL: 'https://notes.example.edu' }, { webDist: writeFakeDist });

  /** The note with page images, as the processing job leaves it (the entity has no preview column). */
  const previewed = async <N extends { id: string }>(note: N, tag: string): Promise<N> => {
    await t.db.dataSource.query('UPDATE notes SET preview = $2 WHERE id = $1', [note.id, JSON.stringify(preview(tag))]);
    return note;
  };

  const page = async (urlPath: string) => {
    const res = await fetch(`${t.url}${urlPath}`);
    return { status: res.status, csp: res.headers.get('content-security-policy') ?? '', html: await res.text() };
  };

  describe('a note', () => {
    it("shows an approved note's title (escaped), details and first page image, preloaded, at the app's size", async () => {
      const note = await previewed(
        await buildNote(t.db.dataSource, {
          title: 'Heat <script>alert("x")</script> & $& work',
          description: 'First law, <b>second</b> law.',
          subject: 'Thermodynamics',
          course: 'Mechanical Engineering',
        }),
        'thermo',
      );
      const { status, html } = await page(`/notes/${note.id}`);
      expect(status).toBe(200);
      const root = rootOf(html);
      expect(root).toContain('<h1>Heat &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; $&amp; work</h1>');
      expect(html).not.toContain('<script>alert');
      expect(root).toContain('First law, &lt;b&gt;second&lt;/b&gt; law.');
      expect(root).toMatch(/<span class="srv-tag srv-tag--brand"><svg[^>]*>.*?<\/svg><span>Thermodynamics<\/span><\/span>/);
      expect(root).toContain('<dt>Course</dt><dd>Mechanical Engineering</dd>');
      expect(root).toContain('Page 1 of 9');
      // The React page viewer's first image: same URL, intrinsic size and priority.
      expect(root).toContain(
        '<img src="/media/previews/thermo-page1.webp" width="1200" height="1553" alt="Page 1 of Heat &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; $&amp; work" loading="eager" fetchpriority="high" decoding="async">',
      );
      expect(root).not.toContain('page2.webp');
      expect(headOf(html)).toContain('<link rel="preload" as="image" href="/media/previews/thermo-page1.webp" fetchpriority="high">');
      expect(root).toContain('<a href="/browse">');
    });

    it('shows no image for a note without page images, and no preload', async () => {
      const note = await buildNote(t.db.dataSource, { title: 'Unprocessed note' });
      const { html } = await page(`/notes/${note.id}`);
      expect(rootOf(html)).toContain('<h1>Unprocessed note</h1>');
      expect(rootOf(html)).not.toContain('<img');
      expect(headOf(html)).not.toContain('as="image"');
    });

    it('answers a pending or held note 404 with an empty root: nothing of it in the page', async () => {
      const pending = await previewed(await buildNote(t.db.dataSource, { approved: false, title: 'Pending draft title' }), 'pending');
      const held = await previewed(await buildNote(t.db.dataSource, { title: 'Held by reports title' }), 'held');
      await t.db.dataSource.query('UPDATE notes SET hidden = true WHERE id = $1', [held.id]);
      for (const note of [pending, held]) {
        const { status, html } = await page(`/notes/${note.id}`);
        expect(status).toBe(404);
        expect(html).toContain('<div id="root"></div>');
        expect(html).not.toContain(note.title);
        expect(html).not.toContain('.webp');
        expect(html).not.toContain('data-server-page');
      }
    });
  });

  describe('browse', () => {
    it('lists the first page of public notes, newest first, as the notes query does; never a pending or held one', async () => {
      const college = `Server Page College ${Date.now()}`;
      const notes = [];
      for (let i = 0; i < PAGE_SIZE_DEFAULT + 2; i++) notes.push(await previewed(await buildNote(t.db.dataSource, { college, title: `Browse order ${i}` }), `order${i}`));
      const pending = await buildNote(t.db.dataSource, { college, title: 'Browse pending', approved: false });
      const held = await buildNote(t.db.dataSource, { college, title: 'Browse held' });
      await t.db.dataSource.query('UPDATE notes SET hidden = true WHERE id = $1', [held.id]);

      const { status, html } = await page(`/browse?college=${encodeURIComponent(college)}`);
      expect(status).toBe(200);
      const query = await gql(t.url, 'query($first: Int!, $filter: NoteFilter) { notes(first: $first, filter: $filter) { totalCount edges { node { id } } } }', {
        first: PAGE_SIZE_DEFAULT,
        filter: { college },
      });
      const expected = query.data!.notes.edges.map((e: { node: { id: string } }) => e.node.id);
      expect(expected).toHaveLength(PAGE_SIZE_DEFAULT);
      expect(linkedNotes(html)).toEqual(expected);
      expect(linkedNotes(html)[0]).toBe(notes.at(-1)!.id);
      expect(rootOf(html)).toContain(`Showing ${PAGE_SIZE_DEFAULT} of ${PAGE_SIZE_DEFAULT + 2}`);
      expect(html).not.toContain('Browse pending');
      expect(html).not.toContain('Browse held');
      expect(html).not.toContain(pending.id);
      expect(html).not.toContain(held.id);
      // Only the first card's thumbnail is fetched first (and preloaded); the others lazily.
      const newest = notes.at(-1)!;
      expect(rootOf(html)).toContain(`<img src="/media/previews/order${PAGE_SIZE_DEFAULT + 1}-thumb1.webp" alt="" width="360" height="225" fetchpriority="high" decoding="async">`);
      expect(headOf(html)).toContain(`<link rel="preload" as="image" href="/media/previews/order${PAGE_SIZE_DEFAULT + 1}-thumb1.webp" fetchpriority="high">`);
      expect(rootOf(html).match(/loading="lazy"/g)).toHaveLength(PAGE_SIZE_DEFAULT - 1);
      expect(rootOf(html)).toContain(`<h2 class="srv-note-card__title">${newest.title}</h2>`);
    });

    it('applies the filters of the address (subject, semester, search) and escapes what notes say', async () => {
      const subject = `Server Page Subject ${Date.now()}`;
      const sem3 = await buildNote(t.db.dataSource, { subject, semester: 3, title: 'Semester three <script>x</script>', description: 'Desc "quoted" & <i>tagged</i>' });
      const sem5 = await buildNote(t.db.dataSource, { subject, semester: 5, title: 'Semester five' });
      const other = await buildNote(t.db.dataSource, { subject: 'Another subject', semester: 3, title: 'Other subject note' });

      const bySubject = await page(`/browse?subject=${encodeURIComponent(subject)}`);
      expect(linkedNotes(bySubject.html)).toEqual([sem5.id, sem3.id]);
      expect(rootOf(bySubject.html)).toContain('Semester three &lt;script&gt;x&lt;/script&gt;');
      expect(rootOf(bySubject.html)).toContain('Desc &quot;quoted&quot; &amp; &lt;i&gt;tagged&lt;/i&gt;');
      expect(bySubject.html).not.toContain('<script>x</script>');

      const bySemester = await page(`/browse?subject=${encodeURIComponent(subject)}&semester=3`);
      expect(linkedNotes(bySemester.html)).toEqual([sem3.id]);
      expect(linkedNotes(bySemester.html)).not.toContain(other.id);

      const search = await page(`/browse?search=${encodeURIComponent('Semester five')}&subject=${encodeURIComponent(subject)}`);
      const searched = await gql(t.url, 'query($filter: NoteFilter) { notes(first: 12, filter: $filter) { edges { node { id } } } }', { filter: { search: 'Semester five', subject } });
      expect(linkedNotes(search.html)).toEqual(searched.data!.notes.edges.map((e: { node: { id: string } }) => e.node.id));
      expect(linkedNotes(search.html)[0]).toBe(sem5.id);

      const none = await page('/browse?subject=No%20such%20subject%20anywhere');
      expect(none.status).toBe(200);
      expect(linkedNotes(none.html)).toEqual([]);
      expect(rootOf(none.html)).toContain('No notes found matching your filters');
    });
  });

  describe('the landing page', () => {
    it("draws the hero (heading, paragraph, the two calls to action) inside #root, with the app's scripts after the first paint", async () => {
      const { status, html, csp } = await page('/');
      expect(status).toBe(200);
      const root = rootOf(html);
      expect(root).toContain('data-server-page');
      expect(root).toContain('<h1 id="hero-heading">Share &amp; Discover <span class="srv-landing__accent">Academic Notes</span> Easily!</h1>');
      expect(root).toContain('Every upload is reviewed before it goes live.</p>');
      expect(root).toMatch(/<a class="srv-cta srv-cta--solid" href="\/sign-in\?next=%2Fuploading-notes"><svg[^>]*>.*?<\/svg> Upload Notes<\/a>/);
      expect(root).toMatch(/<a class="srv-cta srv-cta--outline" href="\/browse"><svg[^>]*>.*?<\/svg> Browse Notes<\/a>/);
      expect(root).toContain('<span>PDF, DOC, DOCX, PPTX &amp; TXT</span>');
      expect(headOf(html)).not.toContain('<script type="module"');
      const list = /<script type="application\/json" id="app-scripts">(.*?)<\/script>/.exec(html);
      expect(JSON.parse(list![1])).toEqual({ entry: '/assets/index-abc123.js', preload: ['/assets/vendor-react-111.js'] });
      const boot = /<script>(.*?)<\/script><\/body>/.exec(html)![1];
      const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)![1].split(' ');
      expect(scriptSrc).toEqual(["'self'", `'sha256-${createHash('sha256').update(boot).digest('base64')}'`]);
    });
  });

  describe('all three', () => {
    it('hold links only: no buttons or form fields before the app can answer them', async () => {
      const note = await previewed(await buildNote(t.db.dataSource), 'links');
      for (const urlPath of [`/notes/${note.id}`, '/browse', '/']) {
        const root = rootOf((await page(urlPath)).html);
        expect(root).toContain('data-server-page');
        expect(root).not.toMatch(/<(button|input|select|textarea|form)\b/);
        expect(root).not.toMatch(/\son[a-z]+=/);
        expect(root).not.toContain('data-testid');
      }
    });

    it('asks for the app once the page has painted: scripts listed for the boot script, which the CSP allows by its hash only', async () => {
      const note = await previewed(await buildNote(t.db.dataSource), 'boot');
      for (const [urlPath, pageChunk] of [
        [`/notes/${note.id}`, '/assets/NoteDetailPage-444.js'],
        ['/browse', '/assets/BrowsePage-333.js'],
      ]) {
        const { html, csp } = await page(urlPath);
        expect(headOf(html)).not.toContain('<script type="module"');
        expect(headOf(html)).not.toContain('modulepreload');
        expect(headOf(html)).toContain('<link rel="stylesheet" crossorigin href="/assets/index-222.css">');
        const list = /<script type="application\/json" id="app-scripts">(.*?)<\/script>/.exec(html);
        expect(JSON.parse(list![1])).toEqual({ entry: '/assets/index-abc123.js', preload: ['/assets/vendor-react-111.js', pageChunk, '/assets/vendor-apollo-555.js'] });
        const boot = /<script>(.*?)<\/script><\/body>/.exec(html)![1];
        const hash = createHash('sha256').update(boot).digest('base64');
        const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)![1].split(' ');
        expect(scriptSrc).toEqual(["'self'", `'sha256-${hash}'`]);
      }
      // Pages the server does not draw keep the plain shell and its strict policy.
      const about = await page('/about');
      expect(about.html).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
      expect(about.html).not.toContain('app-scripts');
      expect(about.csp).toMatch(/script-src 'self'(;|$)/);
    });
  });
});

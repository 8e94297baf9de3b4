import type { Browser, Locator, Page } from 'playwright-core';
import { makePdf } from '../api/src/seed/pdf';
import { makeScannedPdf } from '../api/src/seed/scanned-pdf';
import { APP_URL, DESKTOP, PHONE, SCREENS, jsErrors, launchBrowser, newPage, screenshot } from './browser';
import { fillNoteForm } from './note-form';

/**
 * Issue 15 and 18 journeys: public first-page previews and processing, reporting with the
 * admin's Reports page, and the bell updated live by GET /api/events.
 */
let browser: Browser;
const ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' };
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

interface Account {
  page: Page;
  username: string;
  email: string;
  password: string;
}

async function graphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await page.request.post('/graphql', { headers: { origin: APP_URL() }, data: { query, variables } });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length || !body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** A new student, signed in in a browser context of its own. */
async function student(prefix: string, viewport = DESKTOP): Promise<Account> {
  const page = await newPage(browser, viewport);
  const username = `${prefix}_${run}`;
  const email = `${username}@e2e.test`;
  const password = `pw-${run}-${prefix}`;
  const response = await page.request.post('/api/auth/signup', { headers: { origin: APP_URL() }, data: { username, email, password } });
  expect(response.status()).toBe(201);
  return { page, username, email, password };
}

async function admin(): Promise<Page> {
  const page = await newPage(browser);
  const response = await page.request.post('/api/auth/signin', { headers: { origin: APP_URL() }, data: ADMIN });
  expect(response.status()).toBe(200);
  return page;
}

/** Shares a PDF through the REST upload, as a script would; the note starts pending. */
async function sharePdf(owner: Account, title: string, pdf: Buffer): Promise<string> {
  const response = await owner.page.request.post('/api/uploading/create', {
    headers: { origin: APP_URL() },
    multipart: {
      title,
      description: 'Shared by the previews and community journey.',
      subjectName: 'Operating Systems',
      courseName: 'Computer Science Engineering (B.Tech/B.E)',
      collegeName: 'MANIT Bhopal',
      batch: '2022-2026',
      semester: '4',
      file: { name: 'scheduling.pdf', mimeType: 'application/pdf', buffer: pdf },
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { note: { _id: string } }).note._id;
}

/** Waits until the background jobs made the note's page images. */
async function processed(page: Page, id: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { note } = await graphql<{ note: { processing: { status: string }; previewPages: unknown[] } }>(
      page,
      'query($id: ID!) { note(id: $id) { processing { status } previewPages { url } } }',
      { id },
    );
    if (note.processing.status === 'ready' && note.previewPages.length > 0) return;
    if (note.processing.status === 'failed' || Date.now() > deadline) throw new Error(`note ${id} was not processed: ${JSON.stringify(note)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Asks again until the answer passes (jest's expect cannot poll); fails with the last answer. */
async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeout = 10_000): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`still ${JSON.stringify(value)} after ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function imageLoaded(image: Locator): Promise<void> {
  await image.waitFor();
  await until(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), Boolean, 15_000);
}

/**
 * The page's main content fits the viewport: names the outermost elements that stick out.
 * (The signed-in phone header is the header's own business: it is checked by its journeys.)
 */
async function noSidewaysScroll(page: Page): Promise<void> {
  const offenders = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // Content wider than a scroll region of its own (the zoomed pages) is not the page's overflow.
    if (document.documentElement.scrollWidth <= width) return [];
    return (
      Array.from(document.querySelectorAll<HTMLElement>('main *'))
        // The outermost elements that stick out, not every descendant of them.
        .filter((el) => el.getBoundingClientRect().right > width + 1 && (el.parentElement?.getBoundingClientRect().right ?? 0) <= width + 1)
        .map(
          (el) =>
            `${el.tagName.toLowerCase()}[${el.dataset.testid ?? ''}] "${(el.textContent ?? '').slice(0, 40)}" ${Math.round(el.getBoundingClientRect().right)}px`,
        )
    );
  });
  expect(offenders).toEqual([]);
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const unreadOf = async (page: Page) => Number(/(\d+) unread/.exec((await bell(page).getAttribute('aria-label')) ?? '')?.[1] ?? 0);

/** Opens Browse with the bell's live stream open, and returns the unread count before anything happens. */
async function browseWithLiveBell(page: Page): Promise<number> {
  await page.setViewportSize({ width: 1280, height: 900 });
  const streamOpened = page.waitForRequest((request) => request.url().endsWith('/api/events'));
  await page.goto('/browse');
  await bell(page).waitFor();
  await streamOpened;
  // Give the server a moment to register the stream before anything is done.
  await page.waitForTimeout(1500);
  return unreadOf(page);
}

/** Approves a pending note as the admin (mutations answer with a payload of the note and errors). */
async function approve(id: string): Promise<void> {
  const { reviewNote } = await graphql<{ reviewNote: { errors: unknown[] } }>(
    adminPage,
    'mutation($id: ID!) { reviewNote(id: $id, approved: true) { note { id } errors { code } } }',
    { id },
  );
  expect(reviewNote.errors).toEqual([]);
}

let uploader: Account;
let adminPage: Page;
let note: { id: string; title: string };

beforeAll(async () => {
  browser = await launchBrowser();
  uploader = await student('previewer');
  adminPage = await admin();
  const title = `Scheduling preview ${run}`;
  const paragraphs = Array.from({ length: 40 }, (_, i) => `Paragraph ${i + 1}: round robin gives every process a time slice in turn, then preempts it.`);
  const id = await sharePdf(uploader, title, makePdf(title, paragraphs));
  await approve(id);
  await processed(adminPage, id);
  note = { id, title };
}, 120_000);
afterAll(() => browser.close());

describe('previews (issue 15)', () => {
  it('a visitor opens an approved note and sees its first page at once, then pages through it by keyboard', async () => {
    for (const [name, viewport] of SCREENS) {
      const visitor = await newPage(browser, viewport);
      await visitor.setViewportSize(viewport === DESKTOP ? { width: 1280, height: 900 } : PHONE);
      await visitor.goto(`/notes/${note.id}`);
      await visitor.getByRole('heading', { level: 1, name: note.title }).waitFor();
      const firstPage = visitor.getByRole('img', { name: `Page 1 of ${note.title}` });
      await imageLoaded(firstPage);
      expect(await firstPage.getAttribute('fetchpriority')).toBe('high');
      const indicator = visitor.getByTestId('page-indicator');
      expect(await indicator.textContent()).toMatch(/^Page 1 of [2-9]/);
      // Visitors get no original file and no processing state.
      await visitor.getByText('Sign in to read and download the whole PDF.').waitFor();
      expect(await visitor.getByTestId('processing-status').count()).toBe(0);

      const region = visitor.getByRole('region', { name: `Pages of ${note.title}` });
      await region.focus();
      await visitor.keyboard.press('PageDown');
      await until(
        () => region.evaluate((el) => el.scrollTop),
        (top) => top > 100,
      );
      await visitor.keyboard.press('Home');
      await until(
        () => region.evaluate((el) => el.scrollTop),
        (top) => top === 0,
      );
      await visitor.getByRole('button', { name: 'Next page' }).click();
      await until(
        () => indicator.textContent(),
        (text) => /^Page 2 of/.test(text ?? ''),
      );
      await visitor.getByRole('button', { name: 'Zoom in' }).click();
      expect(await visitor.getByTestId('zoom-level').textContent()).toBe('125%');
      await region.focus();
      await visitor.keyboard.press('Home');
      await noSidewaysScroll(visitor);
      await screenshot(visitor, `preview-visitor-${name}`);
      expect(jsErrors(visitor)).toEqual([]);
      await visitor.context().close();
    }
  }, 150_000);

  it('a student uploads a scanned PDF, sees it processing, then its thumbnail and the OCR badge', async () => {
    const uploaderOfScan = await student('scanner');
    const { page } = uploaderOfScan;
    const title = `Photosynthesis scan ${run}`;
    const scan = await makeScannedPdf([['Chloroplasts capture sunlight', 'during photosynthesis in leaves'], ['Thylakoid membranes hold chlorophyll']]);

    await page.goto('/uploading-notes');
    await fillNoteForm(page, { title, subject: 'Biology', semester: '2', file: { name: 'photosynthesis.pdf', mimeType: 'application/pdf', buffer: scan } });
    await page.getByRole('button', { name: 'Upload Notes' }).click();

    // The upload answers once the file is stored: the note page says the file is being processed.
    await page.waitForURL((url) => url.pathname.startsWith('/notes/'), { timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.locator('[data-testid="processing-status"][data-status="processing"]').waitFor();
    await screenshot(page, 'preview-processing-desktop');

    // The page polls: without a reload, the status turns ready and the first page appears.
    await page.locator('[data-testid="processing-status"][data-status="ready"]').waitFor({ timeout: 90_000 });
    await imageLoaded(page.getByRole('img', { name: `Page 1 of ${title}` }));
    await page.getByText('Text read by OCR').waitFor();
    await screenshot(page, 'preview-ready-ocr-desktop');

    // My Uploads shows the thumbnail in its fixed box, with the state.
    await page.goto('/profile?tab=uploads');
    const row = page.getByTestId('my-note').filter({ hasText: title });
    await row.waitFor();
    await row.locator('[data-testid="processing-status"][data-status="ready"]').waitFor();
    await imageLoaded(row.getByTestId('note-thumbnail').locator('img'));
    const img = row.getByTestId('note-thumbnail').locator('img');
    expect(await img.getAttribute('loading')).toBe('lazy');
    expect(await img.getAttribute('decoding')).toBe('async');
    expect(Number(await img.getAttribute('width'))).toBeGreaterThan(0);
    await screenshot(page, 'preview-my-uploads-desktop');
    expect(jsErrors(page)).toEqual([]);
    await page.context().close();
  }, 150_000);

  it('browse cards show thumbnails in boxes of fixed size', async () => {
    const visitor = await newPage(browser, { width: 1280, height: 900 });
    await visitor.goto(`/browse?search=${encodeURIComponent(note.title)}`);
    const card = visitor.getByTestId('note-card').filter({ hasText: note.title });
    await card.waitFor();
    const box = card.getByTestId('note-thumbnail');
    const before = await box.boundingBox();
    await imageLoaded(box.locator('img'));
    const after = await box.boundingBox();
    expect(after?.height).toBe(before?.height);
    expect(await box.getByText('PDF').count()).toBe(1);
    await screenshot(visitor, 'preview-browse-cards-desktop');
    await visitor.context().close();
  });
});

describe('community (issue 18)', () => {
  it('a student reports a note, and an admin sees it on Reports and dismisses it', async () => {
    const reporter = await student('reporter', PHONE);
    const { page } = reporter;
    await page.goto(`/notes/${note.id}`);
    await page.getByRole('heading', { level: 1, name: note.title }).waitFor();
    await page.getByRole('button', { name: 'Report note' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this note' });
    await dialog.waitFor();
    await dialog.getByText('Spam', { exact: true }).click();
    await dialog.getByRole('textbox', { name: /Details/ }).fill('Links to a paid course on every page.');
    await screenshot(page, 'report-dialog-phone');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByText(/Thank you/).waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await noSidewaysScroll(page);
    await page.getByRole('button', { name: 'Reported' }).waitFor();
    expect(await page.getByRole('button', { name: 'Reported' }).isDisabled()).toBe(true);

    // The admin's sidebar counts it; the Reports page lists it with the reason and its words.
    await adminPage.setViewportSize({ width: 1280, height: 900 });
    await adminPage.goto('/admin-dashboard/reports');
    await adminPage.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    const navLink = adminPage.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: /Reports/ });
    await navLink.locator('[aria-label$=" open"]').waitFor();
    const item = adminPage.getByTestId('reported-item').filter({ hasText: note.title });
    await item.waitFor();
    await item.getByText('Spam × 1').waitFor();
    await item.getByText(/Links to a paid course/).waitFor();
    await item.getByText(/History/).click();
    await screenshot(adminPage, 'reports-page-desktop');
    await item.getByRole('button', { name: 'Dismiss' }).click();
    await item.waitFor({ state: 'detached' });
    await adminPage.getByText('Reports dismissed').waitFor();

    // Dismissed: the note is public and still there for the reporter.
    const { note: after } = await graphql<{ note: { id: string } | null }>(reporter.page, 'query($id: ID!) { note(id: $id) { id } }', { id: note.id });
    expect(after?.id).toBe(note.id);
    expect(jsErrors(adminPage)).toEqual([]);
    await page.context().close();
  });

  it("a like by one student shows up in the uploader's bell without a reload", async () => {
    const { page } = uploader;
    const before = await browseWithLiveBell(page);

    const liker = await student('liker');
    await graphql(liker.page, 'mutation($id: ID!) { toggleLike(id: $id) { note { id } errors { code } } }', { id: note.id });

    await until(
      () => unreadOf(page),
      (count) => count > before,
      20_000,
    );
    await bell(page).click();
    const list = page.getByTestId('notification-list');
    await list.getByText(`liked “${note.title}”`, { exact: false }).waitFor();
    await screenshot(page, 'bell-open-desktop');
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await until(
      () => unreadOf(page),
      (count) => count === 0,
    );
    expect(jsErrors(page)).toEqual([]);
    await liker.page.context().close();
  });

  it('a student follows the course and subject of a note and sees them under Following', async () => {
    const follower = await student('follower');
    const { page } = follower;
    await page.goto(`/notes/${note.id}`);
    await page.getByRole('button', { name: 'Follow subject Operating Systems' }).click();
    await page.getByRole('button', { name: 'Following subject Operating Systems' }).waitFor();
    expect(await page.getByRole('button', { name: 'Following subject Operating Systems' }).getAttribute('aria-pressed')).toBe('true');
    await page.goto('/profile?tab=following');
    await page.getByTestId('follow-row').filter({ hasText: 'Operating Systems' }).waitFor();
    await page.getByRole('button', { name: 'Unfollow Operating Systems' }).click();
    await page.getByText("You don't follow any course or subject yet").waitFor();
    await page.context().close();
  });

  it("a student reports a note, the admin unpublishes it with a reason, and the uploader's open bell shows the reason without a reload", async () => {
    const author = await student('author');
    const title = `Unpublish journey ${run}`;
    const id = await sharePdf(author, title, makePdf(title, ["Banker's algorithm with a worked example."]));
    await approve(id);

    // The uploader is on the site with the bell live (its stream open) before anything happens.
    const { page } = author;
    const before = await browseWithLiveBell(page);

    const reporter = await student('reporter2');
    await reporter.page.goto(`/notes/${id}`);
    await reporter.page.getByRole('button', { name: 'Report note' }).click();
    const dialog = reporter.page.getByRole('dialog', { name: 'Report this note' });
    await dialog.getByText('Wrong or misleading', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByText(/Thank you/).waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    // Reported comes from the api (viewerHasReported) after a reload too.
    await reporter.page.reload();
    await reporter.page.getByRole('button', { name: 'Reported' }).waitFor();
    expect(await reporter.page.getByRole('button', { name: 'Reported' }).isDisabled()).toBe(true);

    const reason = 'The worked example has the wrong safe sequence.';
    await adminPage.goto('/admin-dashboard/reports');
    const item = adminPage.getByTestId('reported-item').filter({ hasText: title });
    await item.waitFor();
    await item.getByRole('button', { name: 'Unpublish' }).click();
    const unpublish = adminPage.getByRole('dialog', { name: 'Unpublish note' });
    await unpublish.getByRole('textbox', { name: /Reason for the uploader/ }).fill(reason);
    await unpublish.getByRole('button', { name: 'Unpublish' }).click();
    await item.waitFor({ state: 'detached' });

    // No reload: the count rises and the list says why.
    await until(
      () => unreadOf(page),
      (count) => count > before,
      20_000,
    );
    await bell(page).click();
    await page.getByTestId('notification-list').getByText(`Your note “${title}” was unpublished: ${reason}`).waitFor();
    await screenshot(page, 'bell-unpublished-reason-desktop');
    expect(jsErrors(page)).toEqual([]);
    expect(jsErrors(adminPage)).toEqual([]);
    await reporter.page.context().close();
  });
});

import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument } from 'pdf-lib';
import type { Browser, Page } from 'playwright-core';
import { photoOfPage } from '../api/test/fixtures/photos';
import { APP_URL, PHONE, jsErrors, launchBrowser, newPage, screenshot } from './browser';
import { ORIGINALITY } from './note-form';

/**
 * Slides and photos of pages, on a phone: a student shares a PPTX deck and two photos of
 * handwritten-style pages, an admin approves both, and a visitor finds each by a word inside it
 * (a slide's speaker notes; a word only OCR can read), sees its pages, and a signed-in student
 * downloads the one PDF the photos became.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

// LibreOffice and OCR run in the background on a shared 2-core machine.
jest.setTimeout(300_000);

const ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' };

async function deck(slides: { title: string; body: string; notes?: string }[]): Promise<Buffer> {
  const child = path.join(__dirname, '..', 'api', 'test', 'fixtures', 'make-deck.child.cjs');
  const { stdout } = await promisify(execFile)(process.execPath, [child, JSON.stringify({ slides })], { maxBuffer: 64 * 1024 * 1024 });
  return Buffer.from(stdout, 'base64');
}

async function api<T>(cookie: string | null, query: string, variables: Record<string, unknown> = {}): Promise<{ data?: T; cookie: string | null }> {
  const response = await fetch(`${APP_URL()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: APP_URL(), ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const setCookie = response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  return { ...((await response.json()) as { data?: T }), cookie: setCookie || cookie };
}

async function signUp(email: string, password: string, username: string): Promise<void> {
  await api(null, 'mutation($i: SignUpInput!) { signUp(input: $i) { user { id } errors { message } } }', { i: { email, password, username } });
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
}

async function fillDetails(page: Page, title: string): Promise<void> {
  await page.goto('/uploading-notes');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Subject').fill('Thermodynamics');
  await page.getByLabel('College').fill('MANIT Bhopal');
  await page.getByRole('combobox', { name: 'Course' }).fill('computer sc');
  await page.getByRole('option', { name: 'Computer Science Engineering (B.Tech/B.E)' }).click();
  await page.getByLabel('Semester').selectOption('3');
  await page.getByLabel('Batch').selectOption('2022-2026');
}

async function submitAndLand(page: Page): Promise<string> {
  await page.getByText(ORIGINALITY).click();
  await page.getByRole('button', { name: 'Upload Notes' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/notes/'), { timeout: 60_000 });
  return new URL(page.url()).pathname.split('/').pop()!;
}

async function approveWhenProcessed(admin: string, id: string): Promise<void> {
  const deadline = Date.now() + 200_000;
  for (;;) {
    const { data } = await api<{ note: { processing: { status: string; reason: string | null } } }>(
      admin,
      'query($id: ID!) { note(id: $id) { processing { status reason } } }',
      { id },
    );
    const status = data?.note.processing.status;
    if (status === 'ready') break;
    if (status === 'failed' || Date.now() > deadline) throw new Error(`note ${id} did not process: ${JSON.stringify(data)}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const reviewed = await api<{ reviewNote: { note: { approved: boolean } | null } }>(
    admin,
    'mutation($id: ID!) { reviewNote(id: $id, approved: true) { note { approved } } }',
    { id },
  );
  expect(reviewed.data?.reviewNote.note?.approved).toBe(true);
}

async function findBySearch(page: Page, word: string, title: string, id: string): Promise<void> {
  await page.goto(`/browse?search=${word}`);
  const card = page.getByTestId('note-card').filter({ hasText: title });
  await card.waitFor({ timeout: 30_000 });
  await card.getByTestId('search-snippet').locator('mark').first().waitFor();
  await page.goto(`/notes/${id}`);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await page.getByTestId('note-preview-panel').locator('img').first().waitFor({ timeout: 30_000 });
}

describe('slides and photos of pages, on a phone', () => {
  it('a deck and page photos are shared, approved, found by a word inside, previewed, and the photos downloaded as one PDF', async () => {
    const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
    const student = { email: `media-${run}@example.test`, password: `pw-${run}-media` };
    await signUp(student.email, student.password, `media_${run}`);
    const page = await newPage(browser, PHONE);
    await signIn(page, student.email, student.password);

    // A deck: checked in the browser by name, by the api by content.
    const deckWord = `zeppelin${run}`;
    const deckTitle = `Lecture slides ${run}`;
    await fillDetails(page, deckTitle);
    await page.getByLabel('Upload a file').setInputFiles({
      name: 'lecture.pptx',
      mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      buffer: await deck([
        { title: 'Carnot engines', body: 'Efficiency is bounded by the reservoir temperatures.', notes: `Remember the ${deckWord} example.` },
        { title: 'Entropy', body: 'A state function.' },
      ]),
    });
    await page.getByTestId('chosen-file').getByText('lecture.pptx').waitFor();
    const deckId = await submitAndLand(page);

    // Photos of pages: two chosen at once, a third taken "with the camera", reordered, one removed.
    const photoTitle = `Page photos ${run}`;
    await fillDetails(page, photoTitle);
    await page.getByLabel('Upload a file').setInputFiles([
      { name: 'IMG_0002.jpg', mimeType: 'image/jpeg', buffer: await photoOfPage(['Second page', 'Kelvin scale']) },
      { name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: await photoOfPage(['First page', 'Entropy', 'marmalade'], { sideways: true }) },
    ]);
    await page.getByLabel('Take a photo of a page').setInputFiles({ name: 'blurry.jpg', mimeType: 'image/jpeg', buffer: await photoOfPage(['Blurry']) });
    await page.getByTestId('photo-item').nth(2).waitFor();
    await page.getByRole('button', { name: 'Move page 2 earlier' }).click();
    await page.getByRole('button', { name: 'Remove page 3' }).click();
    expect(await page.getByTestId('photo-item').count()).toBe(2);
    expect(await page.getByRole('img', { name: /^Page 1: / }).getAttribute('alt')).toBe('Page 1: IMG_0001.jpg');
    await page.getByTestId('photo-list').scrollIntoViewIfNeeded();
    await screenshot(page, 'media-photos-phone');
    const photosId = await submitAndLand(page);

    // The admin approves both once processed.
    const admin = (await api<unknown>(null, 'mutation($i: SignInInput!) { signIn(input: $i) { user { id } } }', { i: ADMIN })).cookie!;
    await approveWhenProcessed(admin, deckId);
    await approveWhenProcessed(admin, photosId);

    // A visitor finds each by a word inside it and sees its pages.
    const visitor = await newPage(browser, PHONE);
    await findBySearch(visitor, deckWord, deckTitle, deckId);
    await screenshot(visitor, 'media-deck-phone');
    await findBySearch(visitor, 'marmalade', photoTitle, photosId);
    await visitor.getByText('Text read by OCR').waitFor();
    await screenshot(visitor, 'media-photos-note-phone');
    expect(jsErrors(visitor)).toEqual([]);

    // Signed in, a student downloads the photos as one PDF of two pages.
    const pdf = await page.evaluate(async (id) => {
      const response = await fetch(`/api/notes/${id}/download`, { credentials: 'include' });
      const bytes = new Uint8Array(await response.arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return { status: response.status, type: response.headers.get('content-type'), base64: btoa(binary) };
    }, photosId);
    expect([pdf.status, pdf.type]).toEqual([200, 'application/pdf']);
    const document = await PDFDocument.load(Buffer.from(pdf.base64, 'base64'));
    expect(document.getPageCount()).toBe(2);
  });
});

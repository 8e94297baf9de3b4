import yauzl from 'yauzl';
import type { Browser, Locator, Page } from 'playwright-core';
import { DESKTOP, PHONE, jsErrors, launchBrowser, newPage, screenshot, APP_URL } from './browser';

// Review and rejection in the pending queue (focus moving on to the next note, the reason reaching
// the uploader), the audit trail showing what was done, and a student's personal data export.

jest.setTimeout(240_000);

const ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function signInAdmin(page: Page): Promise<void> {
  let response = await page.request.post('/api/auth/signin', { headers: { origin: APP_URL() }, data: ADMIN });
  if (response.status() === 401)
    response = await page.request.post('/api/auth/signup', { headers: { origin: APP_URL() }, data: { ...ADMIN, username: 'e2e_admin' } });
  if (![200, 201].includes(response.status())) throw new Error(`admin sign-in failed: ${response.status()} ${await response.text()}`);
}

interface Student {
  page: Page;
  username: string;
}

async function signUpStudent(prefix: string, viewport = DESKTOP): Promise<Student> {
  const page = await newPage(browser, viewport);
  const username = `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const response = await page.request.post('/api/auth/signup', {
    headers: { origin: APP_URL() },
    data: { username, email: `${username}@e2e.test`, password: 'audit-journey-pass-1' },
  });
  expect(response.status()).toBe(201);
  return { page, username };
}

async function shareNote(student: Student, title: string): Promise<string> {
  const response = await student.page.request.post('/api/uploading/create', {
    headers: { origin: APP_URL() },
    multipart: {
      title,
      description: 'Notes for the audit journey.',
      subjectName: 'Operating Systems',
      courseName: 'Computer Science Engineering (B.Tech/B.E)',
      collegeName: 'MANIT Bhopal',
      batch: '2023-2027',
      semester: '3',
      file: { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from(`${title}\n\nDeadlocks need four conditions.\n${Math.random()}\n`) },
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { note: { _id: string } }).note._id;
}

async function expectText(locator: Locator, expected: string | RegExp): Promise<void> {
  const deadline = Date.now() + 15_000;
  let text: string;
  for (;;) {
    text = (await locator.textContent()) ?? '';
    if (typeof expected === 'string' ? text.includes(expected) : expected.test(text)) return;
    if (Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`expected ${String(expected)}, got "${text}"`);
}

/** What has the focus: a pending card (by its title) or a heading, never <body>. */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'body';
    if (el.dataset.testid === 'pending-note-card') return `card: ${el.querySelector('h2')?.textContent ?? ''}`;
    if (/^H[1-6]$/.test(el.tagName)) return `heading: ${el.textContent ?? ''}`;
    return `${el.tagName.toLowerCase()}: ${el.textContent ?? ''}`;
  });
}

async function expectFocus(page: Page, expected: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  let now: string;
  for (;;) {
    now = await focused(page);
    if (now === expected) return;
    if (Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`expected focus on ${expected}, it is on ${now}`);
}

async function settled(page: Page): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
}

function unzipNames(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamErr, stream) => {
          if (streamErr || !stream) return reject(streamErr);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.readEntry();
    });
  });
}

describe('review, rejection and the audit trail', () => {
  it('approves and rejects with focus on the next note, tells the uploader why, and shows it all in the audit trail', async () => {
    const page = await newPage(browser, DESKTOP);
    const uploader = await signUpStudent('audited');
    const stamp = Date.now().toString(36);
    const [first, second, third] = [`Audit first ${stamp}`, `Audit second ${stamp}`, `Audit third ${stamp}`];
    for (const title of [first, second, third]) await shareNote(uploader, title);

    await signInAdmin(page);
    await page.goto('/admin-dashboard/pending');
    await page.getByRole('heading', { level: 1, name: 'Pending Approvals' }).waitFor();
    // Oldest first by default; newest first puts this test's notes at the top: third, second, first.
    expect(await page.getByLabel('Order of the queue').inputValue()).toBe('OLDEST');
    await page.getByLabel('Order of the queue').selectOption('NEWEST');
    const card = (title: string) => page.getByTestId('pending-note-card').filter({ hasText: title });
    await card(third).waitFor();
    const titles = await page.getByTestId('pending-note-card').locator('h2').allTextContents();
    expect(titles.slice(0, 3)).toEqual([third, second, first]);

    // Approve in the row: focus goes to the card that took its place.
    await card(third)
      .getByRole('button', { name: `Approve ${third}` })
      .click();
    await card(third).waitFor({ state: 'detached' });
    await expectFocus(page, `card: ${second}`);

    // The review dialog: preview, course, semester, batch; Approve there moves focus on too.
    await card(second)
      .getByRole('button', { name: `View ${second}` })
      .click();
    const dialog = page.getByRole('dialog', { name: second });
    await dialog.waitFor();
    await expectText(dialog, 'Computer Science Engineering (B.Tech/B.E)');
    await expectText(dialog, '2023-2027');
    await expectText(dialog, /Semester\s*3/);
    await expectText(dialog, 'Preview');
    await expectText(dialog, 'No admin actions on this note yet.');
    await settled(page);
    await screenshot(page, 'admin-review-dialog-desktop');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expectFocus(page, `card: ${first}`);

    // Reject with a reason: a reason is required, then the note goes and focus moves on.
    await card(first)
      .getByRole('button', { name: `Reject ${first}` })
      .click();
    const reject = page.getByRole('dialog', { name: 'Reject note' });
    await reject.waitFor();
    await reject.getByRole('button', { name: 'Reject and delete' }).click();
    await expectText(reject, 'Choose a reason.');
    const wrongDetails = reject.getByRole('radio', { name: 'The course, subject, semester or batch is wrong' });
    await reject.getByText('The course, subject, semester or batch is wrong').click();
    expect(await wrongDetails.isChecked()).toBe(true);
    const box = await reject.locator('[data-part="item-control"]').first().boundingBox();
    expect(box && box.width > 0 && box.height > 0).toBe(true);
    await reject.getByRole('textbox').fill('It is a semester 5 subject.');
    await settled(page);
    await screenshot(page, 'admin-reject-dialog-desktop');
    await reject.getByRole('button', { name: 'Reject and delete' }).click();
    await reject.waitFor({ state: 'hidden' });
    await card(first).waitFor({ state: 'detached' });
    const afterReject = await focused(page);
    expect(afterReject === 'heading: Pending Approvals' || afterReject.startsWith('card: ')).toBe(true);

    // The uploader reads the reason in their notifications.
    const student = uploader.page;
    await student.goto('/');
    await student.getByTestId('notification-bell').click();
    const list = student.getByTestId('notification-list');
    await expectText(list, `Your note “${first}” was rejected: The course, subject, semester or batch is wrong. It is a semester 5 subject.`);

    // The audit trail lists all three, newest first, and filters by action.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit Trail' }).click();
    await page.getByRole('heading', { level: 1, name: 'Audit Trail' }).waitFor();
    const rows = page.getByTestId('audit-row');
    await rows.filter({ hasText: first }).waitFor();
    await expectText(rows.filter({ hasText: first }), 'Rejected');
    await expectText(rows.filter({ hasText: first }), 'It is a semester 5 subject.');
    await expectText(rows.filter({ hasText: second }), 'Approved');
    await expectText(rows.filter({ hasText: third }), 'Approved');
    await expectText(rows.first(), first);
    await screenshot(page, 'admin-audit-desktop');
    await page.getByLabel('Filter by action').selectOption('REJECT');
    await rows.filter({ hasText: second }).waitFor({ state: 'detached' });
    await rows.filter({ hasText: first }).waitFor();
    const me = (await (await page.request.post('/graphql', { headers: { origin: APP_URL() }, data: { query: '{ me { username } }' } })).json()) as {
      data: { me: { username: string } };
    };
    await page.getByLabel('Filter by admin').selectOption({ label: me.data.me.username });
    await rows.filter({ hasText: first }).waitFor();
    // A date range that ended yesterday hides today's records.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('To', { exact: true }).fill(yesterday);
    await rows.filter({ hasText: first }).waitFor({ state: 'detached' });

    // The phone: the audit page fits.
    const phone = await newPage(browser, PHONE);
    await signInAdmin(phone);
    await phone.goto('/admin-dashboard/audit');
    await phone.getByTestId('audit-row').first().waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await screenshot(phone, 'admin-audit-phone');
    // And the review and reject dialogs on a phone (nothing is changed: both are cancelled).
    await phone.goto('/admin-dashboard/pending');
    const phoneCard = phone.getByTestId('pending-note-card').first();
    await phoneCard.waitFor();
    await phoneCard.getByRole('button', { name: /^View / }).click();
    const phoneDialog = phone.getByRole('dialog').first();
    await phoneDialog.waitFor();
    await expectText(phoneDialog, 'History');
    await settled(phone);
    await screenshot(phone, 'admin-review-dialog-phone');
    await phoneDialog.getByRole('button', { name: 'Reject' }).click();
    const phoneReject = phone.getByRole('dialog', { name: 'Reject note' });
    await phoneReject.waitFor();
    await settled(phone);
    await screenshot(phone, 'admin-reject-dialog-phone');
    await phoneReject.getByRole('button', { name: 'Cancel' }).click();
    await phoneReject.waitFor({ state: 'hidden' });

    expect(jsErrors(page)).toEqual([]);
    await Promise.all([page, student, phone].map((p) => p.context().close()));
  });
});

describe('personal data export', () => {
  it('lets a student request their data, wait, and download the zip', async () => {
    const student = await signUpStudent('exporter');
    const title = `Exported note ${Date.now().toString(36)}`;
    await shareNote(student, title);
    const { page } = student;
    await page.goto('/profile');
    const panel = page.locator('section', { has: page.getByRole('heading', { name: 'Your data' }) });
    await panel.waitFor();
    await expectText(page.locator('body'), 'Kept: the audit records');
    await panel.getByRole('button', { name: 'Request my data' }).click();
    const download = panel.getByRole('link', { name: 'Download your data' });
    await download.waitFor({ timeout: 60_000 });
    await expectText(panel.getByTestId('data-export-status'), 'Your export is ready');
    await screenshot(page, 'profile-data-export-desktop');

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^campusnotes-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const zip = await unzipNames(Buffer.concat(chunks));
    expect(JSON.parse(zip.get('profile.json')!.toString()).username).toBe(student.username);
    const notes = JSON.parse(zip.get('notes.json')!.toString()) as { title: string; file: string }[];
    expect(notes.map((n) => n.title)).toEqual([title]);
    expect(zip.get(notes[0].file)!.toString()).toContain(title);

    // Asking again while ready starts a new one; the button says it is being prepared meanwhile.
    await panel.getByRole('button', { name: 'Request a new export' }).click();
    await download.waitFor({ timeout: 60_000 });

    // Another student's session cannot use the link.
    const href = (await download.getAttribute('href'))!;
    const other = await signUpStudent('snoop');
    expect((await other.page.request.get(href)).status()).toBe(404);

    expect(jsErrors(page)).toEqual([]);
    await Promise.all([page, other.page].map((p) => p.context().close()));
  });
});

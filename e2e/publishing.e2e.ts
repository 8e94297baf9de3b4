import type { Browser, Page } from 'playwright-core';
import { makePdf } from '../api/src/seed/pdf';
import { APP_URL, DESKTOP, PHONE, jsErrors, launchBrowser, newPage, screenshot } from './browser';
import { ORIGINALITY } from './note-form';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password', username: 'e2e_admin' };

/**
 * A valid PDF of about `megabytes` MB, unique to this run (its title): the text pages, then a
 * long comment, then the cross-reference pointer again, so readers still find the xref table.
 */
function bigPdf(title: string, megabytes: number): Buffer {
  const pdf = makePdf(title, [`Notes shared by the publishing journey (${title}).`, 'Process scheduling: FCFS, SJF, round robin.']);
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(pdf.toString('latin1'))?.[1];
  if (!startxref) throw new Error('makePdf output has no startxref');
  const line = `%${'padding '.repeat(15)}\n`;
  const padding = line.repeat(Math.ceil((megabytes * 1024 * 1024) / line.length));
  return Buffer.concat([pdf, Buffer.from(`${padding}startxref\n${startxref}\n%%EOF\n`, 'latin1')]);
}

interface ApiAnswer<T> {
  data?: T;
  errors?: { message: string }[];
}

/** GraphQL from the test process, as a script would call the api; `cookie` is a session. */
async function api<T>(cookie: string | null, query: string, variables: Record<string, unknown> = {}): Promise<{ body: ApiAnswer<T>; cookie: string | null }> {
  const response = await fetch(`${APP_URL()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: APP_URL(), ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const setCookie = response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  return { body: (await response.json()) as ApiAnswer<T>, cookie: setCookie || cookie };
}

type AuthAnswer = { errors: { message: string }[]; user: { id: string } | null };

/** A signed-in session for an account, created first when the database does not have it. */
async function session(email: string, password: string, username: string): Promise<string> {
  const signIn = await api<{ signIn: AuthAnswer }>(null, 'mutation($i: SignInInput!) { signIn(input: $i) { user { id } errors { message } } }', {
    i: { email, password },
  });
  if (signIn.body.data?.signIn.user && signIn.cookie) return signIn.cookie;
  const signUp = await api<{ signUp: AuthAnswer }>(null, 'mutation($i: SignUpInput!) { signUp(input: $i) { user { id } errors { message } } }', {
    i: { email, password, username },
  });
  if (!signUp.body.data?.signUp.user || !signUp.cookie) throw new Error(`could not sign in or up ${email}: ${JSON.stringify(signUp.body)}`);
  return signUp.cookie;
}

/**
 * An approved note by someone else, made for this run: another account shares a link, and the
 * admin (ADMIN_EMAIL of the e2e server) approves it.
 */
async function approvedNoteOfAnotherStudent(id: string): Promise<{ id: string; title: string }> {
  const author = await session(`author-${id}@example.test`, `pw-${id}-author`, `author_${id}`);
  const title = `Linked notes ${id}`;
  const created = await api<{ createNote: { note: { id: string; title: string } | null } }>(
    author,
    'mutation($i: CreateNoteInput!) { createNote(input: $i) { note { id title } errors { message } } }',
    {
      i: {
        title,
        subject: 'Computer Networks',
        course: 'MCA',
        semester: 2,
        batch: '2023-2027',
        college: 'MANIT Bhopal',
        fileUrl: 'https://example.com/networks.pdf',
        confirmOriginal: true,
      },
    },
  );
  const note = created.body.data?.createNote.note;
  if (!note) throw new Error(`could not create a note: ${JSON.stringify(created.body)}`);
  const admin = await session(ADMIN.email, ADMIN.password, ADMIN.username);
  const reviewed = await api<{ reviewNote: { note: { approved: boolean } | null } }>(
    admin,
    'mutation($id: ID!) { reviewNote(id: $id, approved: true) { note { approved } } }',
    { id: note.id },
  );
  if (!reviewed.body.data?.reviewNote.note?.approved) throw new Error(`could not approve the note: ${JSON.stringify(reviewed.body)}`);
  return note;
}

async function graphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  return page.evaluate(
    async ({ query: q, variables: v }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: q, variables: v }),
      });
      return response.json();
    },
    { query, variables },
  );
}

/** Screenshots of the current screen at both widths. */
async function screenshotBoth(page: Page, name: string): Promise<void> {
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(150);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
}

// The upload journey throttles its uplink to show the progress bar, then edits, saves, removes and
// deletes: on a loaded 2-core runner it has needed more than the default minute.
jest.setTimeout(180_000);

describe('publishing', () => {
  it('uploads a PDF with a progress bar, edits it, saves and removes a note, then deletes the upload', async () => {
    const page = await newPage(browser, DESKTOP);
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const title = `E2E Scheduling ${id}`;
    const student = { email: `publisher-${id}@example.test`, password: `pw-${id}-publisher` };
    await session(student.email, student.password, `publisher_${id}`);
    const other = await approvedNoteOfAnotherStudent(id);

    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(student.email);
    await page.getByLabel('Password').fill(student.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/profile');

    // The form refuses an empty submit, with the spec's words for the missing document.
    await page.getByRole('link', { name: 'Upload New Notes' }).click();
    await page.waitForURL('**/uploading-notes');
    await page.getByRole('heading', { level: 1, name: 'Share Your Knowledge' }).waitFor();
    for (const section of ['Document Information', 'Academic Details', 'File Upload']) {
      await page.getByRole('heading', { level: 2, name: section }).waitFor();
    }
    await page.getByRole('button', { name: 'Upload Notes' }).click();
    await page.getByText('Please select a file or provide a file URL.').waitFor();
    await page.getByText('Title is required.').waitFor();
    await screenshotBoth(page, 'note-form-errors');

    // Fill it in; the course comes from the suggestions.
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Description').fill('Scheduling algorithms with worked examples.');
    await page.getByLabel('Subject').fill('Operating Systems');
    await page.getByLabel('College').fill('MANIT Bhopal');
    await page.getByRole('combobox', { name: 'Course' }).fill('computer sc');
    await page.getByRole('option', { name: 'Computer Science Engineering (B.Tech/B.E)' }).click();
    expect(await page.getByRole('combobox', { name: 'Course' }).inputValue()).toBe('Computer Science Engineering (B.Tech/B.E)');
    await page.getByLabel('Semester').selectOption('4');
    await page.getByLabel('Batch').selectOption('2022-2026');
    const pdf = bigPdf(title, 4);
    await page.getByLabel('Upload a file').setInputFiles({ name: 'scheduling.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByTestId('chosen-file').getByText('scheduling.pdf').waitFor();
    await page.getByText(ORIGINALITY).click();

    // A slow uplink (about 1 MB/s) so the progress bar is on screen long enough to see.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 10, downloadThroughput: -1, uploadThroughput: 1024 * 1024 });
    await page.getByRole('button', { name: 'Upload Notes' }).click();
    await page.getByRole('button', { name: 'Uploading...' }).waitFor();
    const progress = page.getByRole('progressbar');
    await progress.waitFor();
    await page.waitForFunction(() => Number(document.querySelector('[role=progressbar]')?.getAttribute('aria-valuenow')) > 10);
    await screenshotBoth(page, 'note-form-uploading');
    expect(await page.getByRole('button', { name: 'Uploading...' }).isDisabled()).toBe(true);

    // No native alert(): the student lands on the new note, told by a toast that it awaits approval.
    await page.waitForURL((url) => url.pathname.startsWith('/notes/'), { timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await page.getByText('Note created successfully').waitFor();
    await page.getByText(/awaits approval/).waitFor();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(alerts).toEqual([]);

    // Pending in My Uploads.
    await page.goto('/profile?tab=uploads');
    const row = page.getByTestId('my-note').filter({ hasText: title });
    await row.waitFor();
    await row.getByText('Pending', { exact: true }).waitFor();
    await row.getByText(/Pending Approval/).waitFor();
    const noteId = (await row.getByRole('link', { name: title, exact: true }).getAttribute('href'))!.split('/').pop()!;
    await screenshotBoth(page, 'profile-uploads');

    // Edit it: the form starts from the note and links to the current file.
    await row.getByRole('link', { name: `Edit ${title}` }).click();
    await page.waitForURL(`**/update-notes/${noteId}`);
    await page.getByRole('heading', { level: 1, name: 'Update Your Notes' }).waitFor();
    expect(await page.getByLabel('Title').inputValue()).toBe(title);
    expect(await page.getByLabel('Semester').inputValue()).toBe('4');
    await page.getByRole('link', { name: 'scheduling.pdf' }).waitFor();
    await screenshot(page, 'note-form-update-desktop');
    const revised = `${title} (revised)`;
    await page.getByLabel('Title').fill(revised);
    await page.getByRole('button', { name: 'Update Notes' }).click();
    await page.waitForURL(`**/notes/${noteId}`);
    await page.getByText('Note updated successfully').waitFor();
    expect(alerts).toEqual([]);
    await page.goto('/profile?tab=uploads');
    await page.getByTestId('my-note').filter({ hasText: revised }).waitFor();

    // Save someone else's approved note through the GraphQL API, from the page (its session).
    const saved = await graphql<{ data: { saveNote: { note: { viewerHasSaved: boolean }; errors: unknown[] } } }>(
      page,
      'mutation Save($id: ID!) { saveNote(id: $id) { note { viewerHasSaved } errors { code } } }',
      { id: other.id },
    );
    expect(saved.data.saveNote).toEqual({ note: { viewerHasSaved: true }, errors: [] });

    await page.getByRole('tab', { name: 'Saved Notes' }).click();
    const savedRow = page.getByTestId('my-note').filter({ hasText: other.title });
    await savedRow.waitFor();
    expect(await savedRow.getByRole('link', { name: `View Note ${other.title}` }).getAttribute('href')).toBe(`/notes/${other.id}`);
    await screenshotBoth(page, 'profile-saved');
    await savedRow.getByRole('button', { name: `Remove Note ${other.title}` }).click();
    await savedRow.waitFor({ state: 'detached' });

    // Delete the upload, after the confirmation.
    await page.getByRole('tab', { name: 'My Uploads' }).click();
    const revisedRow = page.getByTestId('my-note').filter({ hasText: revised });
    await revisedRow.getByRole('button', { name: `Delete ${revised}` }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Are you sure you want to delete this note?').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await revisedRow.waitFor({ state: 'detached' });
    const gone = await graphql<{ data: { note: unknown } }>(page, 'query Note($id: ID!) { note(id: $id) { id } }', { id: noteId });
    expect(gone.data.note).toBeNull();

    expect(jsErrors(page)).toEqual([]);
    await page.context().close();
  });
});

import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { DESKTOP, PHONE, jsErrors, launchBrowser, newPage, screenshot, APP_URL } from './browser';

// The admin area against the real app: an admin approves a student's note (and a visitor then
// finds it), changes a role, and deletes an account, whose notes and files go with it.

jest.setTimeout(240_000);

const ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' };

let browser: Browser;
let bystander: Student;
beforeAll(async () => {
  browser = await launchBrowser();
  // Pending notes of our own, whatever the demo data holds.
  bystander = await signUpStudent('bystander');
  for (const subject of ['Data Structures', 'Compiler Design']) await shareNote(bystander, `Bystander ${subject} ${Date.now().toString(36)}`, subject);
});
afterAll(async () => {
  await bystander?.page.context().close();
  await browser.close();
});

interface GraphQLAnswer<T> {
  data?: T;
  errors?: { message: string }[];
}

/** A GraphQL request with the page's cookies (its session, if any). */
async function graphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await page.request.post('/graphql', { headers: { origin: APP_URL() }, data: { query, variables } });
  const body = (await response.json()) as GraphQLAnswer<T>;
  if (body.errors?.length || !body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/**
 * Signs the page's browser context in as the e2e admin (the api sets the session cookie). When
 * the app started without its demo data (SEED_DEMO off, as under NODE_ENV=test) the account does
 * not exist yet: signing up with ADMIN_EMAIL makes it the admin.
 */
async function signInAdmin(page: Page): Promise<void> {
  let response = await page.request.post('/api/auth/signin', { headers: { origin: APP_URL() }, data: ADMIN });
  if (response.status() === 401) {
    response = await page.request.post('/api/auth/signup', { headers: { origin: APP_URL() }, data: { ...ADMIN, username: 'e2e_admin' } });
  }
  if (![200, 201].includes(response.status())) throw new Error(`admin sign-in failed: ${response.status()} ${await response.text()}`);
  const body = (await response.json()) as { user: { role: string } };
  expect(body.user.role).toBe('admin');
}

interface Student {
  page: Page;
  username: string;
  email: string;
}

/** A new student account, signed in in its own browser context. */
async function signUpStudent(prefix: string): Promise<Student> {
  const page = await newPage(browser);
  const username = `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const email = `${username}@e2e.test`;
  const response = await page.request.post('/api/auth/signup', { headers: { origin: APP_URL() }, data: { username, email, password: 'admin-journey-pass-1' } });
  expect(response.status()).toBe(201);
  return { page, username, email };
}

/** Shares a small text note as the student; it starts pending. */
async function shareNote(student: Student, title: string, subject = 'Operating Systems'): Promise<string> {
  const response = await student.page.request.post('/api/uploading/create', {
    headers: { origin: APP_URL() },
    multipart: {
      title,
      description: 'Worked examples for the end-to-end admin journey.',
      subjectName: subject,
      courseName: 'Computer Science Engineering (B.Tech/B.E)',
      collegeName: 'MANIT Bhopal',
      batch: '2022-2026',
      semester: '4',
      file: {
        name: 'scheduling.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from(`${title}\n\nRound robin gives every process a time slice in turn.\nCreated ${new Date().toISOString()} ${Math.random()}\n`),
      },
    },
  });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { note: { _id: string; approved: boolean } };
  expect(body.note.approved).toBe(false);
  return body.note._id;
}

/** What a visitor can see of one note through the public api. */
async function visitorSees(visitor: Page, id: string, title: string): Promise<{ note: boolean; inSearch: boolean }> {
  const data = await graphql<{ note: { id: string } | null; notes: { edges: { node: { id: string } }[] } }>(
    visitor,
    'query ($id: ID!, $search: String) { note(id: $id) { id } notes(first: 20, filter: { search: $search }) { edges { node { id } } } }',
    { id, search: title },
  );
  return { note: data.note !== null, inSearch: data.notes.edges.some((edge) => edge.node.id === id) };
}

function noteFiles(): Set<string> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'files', 'notes');
  return new Set(fs.existsSync(dir) ? fs.readdirSync(dir) : []);
}

async function pendingCount(page: Page): Promise<number> {
  const data = await graphql<{ pendingNotes: { totalCount: number } }>(page, '{ pendingNotes(first: 1) { totalCount } }');
  return data.pendingNotes.totalCount;
}

async function expectText(locator: Locator, expected: string | RegExp): Promise<void> {
  const deadline = Date.now() + 10_000;
  let text: string;
  for (;;) {
    text = (await locator.textContent()) ?? '';
    if (typeof expected === 'string' ? text.includes(expected) : expected.test(text)) return;
    if (Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`expected ${String(expected)}, got "${text}"`);
}

function heading(page: Page, name: string | RegExp): Locator {
  return page.getByRole('heading', { level: 1, name });
}

function nav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Admin' });
}

/** Waits for running animations (a dialog fading in) so screenshots show the final state. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
}

/** No sideways scrolling of the page itself (tables scroll inside their own box). */
async function expectNoPageOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

describe('the admin area', () => {
  it('moderates notes and accounts end to end', async () => {
    const page = await newPage(browser, DESKTOP);
    const visitor = await newPage(browser, DESKTOP);
    const promoted = await signUpStudent('promoted');
    const leaving = await signUpStudent('leaving');
    const stamp = Date.now().toString(36);
    const pendingTitle = `Admin journey scheduling ${stamp}`;
    const leavingTitle = `Admin journey paging ${stamp}`;
    const filesBefore = noteFiles();
    const pendingId = await shareNote(promoted, pendingTitle);
    const leavingId = await shareNote(leaving, leavingTitle);
    const leavingFiles = [...noteFiles()].filter((name) => !filesBefore.has(name));
    expect(leavingFiles).toHaveLength(2);

    // A visitor cannot see pending notes.
    expect(await visitorSees(visitor, pendingId, pendingTitle)).toEqual({ note: false, inSearch: false });

    // The admin signs in; the public pages give them the header with the way back to the panel and sign-out.
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await signInAdmin(page);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Share & Discover Academic Notes Easily!' }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Admin panel' }).waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).waitFor();
    await page.goto('/admin-dashboard');
    await heading(page, 'Admin Overview').waitFor();
    await page.getByTestId('stat-card').first().waitFor();
    for (const label of ['Total Users', 'Total Notes', 'Pending Approvals', 'Total Downloads']) {
      await page.getByTestId('stat-card').filter({ hasText: label }).waitFor();
    }
    await page.getByRole('heading', { name: 'Most Downloaded Notes' }).waitFor();
    expect(await page.getByRole('table').getByRole('row').count()).toBeGreaterThan(1);
    expect(await page.getByText('Admin Dashboard', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    expect(await nav(page).getByRole('link').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining('Dashboard'), 'Users', 'Notes', expect.stringContaining('Pending Approvals'), 'Colleges']),
    );
    await screenshot(page, 'admin-dashboard-desktop');

    // Pending Approvals: the badge counts them all; oldest first by default, so the new note is
    // first once the queue is switched to newest first.
    const pendingBefore = await pendingCount(page);
    await nav(page)
      .getByRole('link', { name: /Pending Approvals/ })
      .click();
    await heading(page, 'Pending Approvals').waitFor();
    await expectText(page.getByTestId('pending-badge'), `${pendingBefore.toLocaleString('en-US')} Notes Pending`);
    expect(await page.getByLabel('Order of the queue').inputValue()).toBe('OLDEST');
    await page.getByLabel('Order of the queue').selectOption('NEWEST');
    const card = page.getByTestId('pending-note-card').filter({ hasText: pendingTitle });
    await card.waitFor();
    await screenshot(page, 'admin-pending-desktop');
    await card.getByRole('button', { name: `View ${pendingTitle}` }).click();
    const modal = page.getByRole('dialog', { name: pendingTitle });
    await modal.waitFor();
    await expectText(modal, 'Operating Systems');
    await expectText(modal, promoted.username);
    expect(await modal.getByRole('link', { name: 'Download Note' }).getAttribute('href')).toBe(`/api/notes/${pendingId}/download`);
    await settled(page);
    await screenshot(page, 'admin-pending-modal-desktop');
    await modal.getByRole('button', { name: 'Approve' }).click();
    await modal.waitFor({ state: 'hidden' });
    await card.waitFor({ state: 'detached' });
    await expectText(page.getByTestId('pending-badge'), `${(pendingBefore - 1).toLocaleString('en-US')} Notes Pending`);

    // A visitor now finds it.
    expect(await visitorSees(visitor, pendingId, pendingTitle)).toEqual({ note: true, inSearch: true });

    // The leaving student's note is approved from the Notes table (search by title).
    await nav(page).getByRole('link', { name: 'Notes', exact: true }).click();
    await heading(page, 'Notes').waitFor();
    await page.getByTestId('admin-note-row').first().waitFor();
    await screenshot(page, 'admin-notes-desktop');
    await page.getByRole('searchbox', { name: 'Search notes' }).fill(leavingTitle);
    const row = page.getByTestId('admin-note-row').filter({ hasText: leavingTitle });
    await row.waitFor();
    await expectText(page.getByTestId('pager-summary'), 'Showing 1–1 of 1 notes');
    await expectText(row, 'Pending');
    await row.getByRole('button', { name: 'Approve' }).click();
    await expectText(row, 'Approved');
    await row.getByRole('button', { name: 'View' }).click();
    const notesModal = page.getByRole('dialog', { name: leavingTitle });
    await notesModal.waitFor();
    await expectText(notesModal, 'Approved');
    await notesModal.getByRole('button', { name: 'Set to Pending' }).waitFor();
    await settled(page);
    await screenshot(page, 'admin-notes-modal-desktop');
    await notesModal.getByRole('button', { name: 'Close' }).click();
    await notesModal.waitFor({ state: 'hidden' });
    expect(await visitorSees(visitor, leavingId, leavingTitle)).toEqual({ note: true, inSearch: true });

    // Users: promote one student to admin through the Edit User form.
    await nav(page).getByRole('link', { name: 'Users' }).click();
    await heading(page, 'Users').waitFor();
    await page.getByTestId('admin-user-row').first().waitFor();
    await screenshot(page, 'admin-users-desktop');
    await page.getByRole('searchbox', { name: 'Search users' }).fill(promoted.username);
    const promotedRow = page.getByTestId('admin-user-row').filter({ hasText: promoted.email });
    await promotedRow.waitFor();
    await expectText(page.getByTestId('pager-summary'), 'Showing 1–1 of 1 users');
    await expectText(promotedRow, 'User');
    await promotedRow.getByRole('button', { name: `Edit ${promoted.username}` }).click();
    const form = page.getByRole('dialog', { name: 'Edit User' });
    await form.waitFor();
    expect(await form.getByLabel('Username').inputValue()).toBe(promoted.username);
    expect(await form.getByLabel('Email').inputValue()).toBe(promoted.email);
    await form.getByLabel('Role').selectOption('ADMIN');
    await settled(page);
    await screenshot(page, 'admin-users-edit-desktop');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'hidden' });
    await expectText(promotedRow, 'Admin');
    const roleNow = await graphql<{ adminUsers: { edges: { node: { role: string } }[] } }>(
      page,
      'query ($s: String) { adminUsers(first: 1, search: $s) { edges { node { role } } } }',
      {
        s: promoted.email,
      },
    );
    expect(roleNow.adminUsers.edges[0].node.role).toBe('ADMIN');

    // Delete the other student: their approved note leaves Browse and its file goes.
    await page.getByRole('searchbox', { name: 'Search users' }).fill(leaving.username);
    const leavingRow = page.getByTestId('admin-user-row').filter({ hasText: leaving.email });
    await leavingRow.waitFor();
    await expectText(leavingRow, /User\s*1/);
    await leavingRow.getByRole('button', { name: `Delete ${leaving.username}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete user' });
    await confirm.waitFor();
    await expectText(confirm, 'Are you sure you want to delete this user? This will also delete all their notes.');
    await settled(page);
    await screenshot(page, 'admin-users-delete-desktop');
    await confirm.getByRole('button', { name: 'Delete user' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await leavingRow.waitFor({ state: 'detached' });
    await page.getByText('No users found matching your search.').waitFor();

    expect(await visitorSees(visitor, leavingId, leavingTitle)).toEqual({ note: false, inSearch: false });
    const download = await page.request.get(`/api/notes/${leavingId}/download`, { maxRedirects: 0 });
    expect(download.status()).toBe(404);
    const remaining = noteFiles();
    expect(leavingFiles.filter((name) => remaining.has(name))).toHaveLength(1);
    // The promoted student's note and file are untouched.
    expect((await page.request.get(`/api/notes/${pendingId}/download`)).status()).toBe(200);

    // Colleges: the cards, then one college's notes, then back.
    await nav(page).getByRole('link', { name: 'Colleges' }).click();
    await heading(page, 'Colleges').waitFor();
    await page.getByTestId('college-card').first().waitFor();
    await screenshot(page, 'admin-colleges-desktop');
    await page.getByRole('searchbox', { name: 'Search colleges' }).fill('MANIT');
    const manit = page.getByTestId('college-card').filter({ hasText: 'MANIT Bhopal' });
    await manit.waitFor();
    await manit.click();
    await heading(page, 'Notes from MANIT Bhopal').waitFor();
    await page.getByTestId('admin-note-row').filter({ hasText: pendingTitle }).waitFor();
    await screenshot(page, 'admin-college-notes-desktop');
    await page.getByRole('button', { name: 'Back to All Colleges' }).click();
    await heading(page, 'Colleges').waitFor();
    await page.getByRole('searchbox', { name: 'Search colleges' }).fill('no such college anywhere');
    await page.getByText('No colleges found matching your search').waitFor();

    // Sign Out: back on the landing page as a visitor, with the public header.
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect((await graphql<{ me: null | object }>(page, '{ me { id } }')).me).toBeNull();

    expect(jsErrors(page)).toEqual([]);
    await Promise.all([page, visitor, promoted.page, leaving.page].map((p) => p.context().close()));
  });

  it('fits a phone: collapsible menu and every page without sideways scrolling', async () => {
    const page = await newPage(browser, PHONE);
    await page.goto('/');
    await signInAdmin(page);
    await page.goto('/admin-dashboard');
    await heading(page, 'Admin Overview').waitFor();
    await page.getByTestId('stat-card').first().waitFor();
    expect(await nav(page).isVisible()).toBe(false);
    await expectNoPageOverflow(page);
    await screenshot(page, 'admin-dashboard-phone');

    const pages: [string, string, string][] = [
      ['Users', 'Users', 'admin-user-row'],
      ['Notes', 'Notes', 'admin-note-row'],
      ['Pending Approvals', 'Pending Approvals', 'pending-note-card'],
      ['Colleges', 'Colleges', 'college-card'],
    ];
    for (const [link, title, item] of pages) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await nav(page).waitFor();
      if (link === 'Users') await screenshot(page, 'admin-menu-phone');
      await nav(page)
        .getByRole('link', { name: new RegExp(`^${link}`) })
        .click();
      await heading(page, title).waitFor();
      expect(await nav(page).isVisible()).toBe(false);
      await page.getByTestId(item).first().waitFor();
      await expectNoPageOverflow(page);
      await screenshot(page, `admin-${title.toLowerCase().replace(/\s+/g, '-')}-phone`);
    }

    // The Colleges drill-down and the modals fit too.
    await page.getByTestId('college-card').first().click();
    await heading(page, /^Notes from /).waitFor();
    await page.getByTestId('admin-note-row').first().waitFor();
    await expectNoPageOverflow(page);
    await screenshot(page, 'admin-college-notes-phone');
    await page.getByTestId('admin-note-row').first().getByRole('button', { name: 'View' }).click();
    await page.getByRole('dialog').waitFor();
    await page.getByText('Download Note').waitFor();
    await settled(page);
    await screenshot(page, 'admin-notes-modal-phone');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await nav(page).getByRole('link', { name: 'Users' }).click();
    await page
      .getByTestId('admin-user-row')
      .first()
      .getByRole('button', { name: /^Edit / })
      .click();
    await page.getByRole('dialog', { name: 'Edit User' }).waitFor();
    await settled(page);
    await screenshot(page, 'admin-users-edit-phone');
    await page.getByRole('dialog', { name: 'Edit User' }).getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog', { name: 'Edit User' }).waitFor({ state: 'hidden' });

    expect(jsErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('keeps visitors and students out', async () => {
    const visitor = await newPage(browser, DESKTOP);
    await visitor.goto('/admin-dashboard/users');
    await visitor.waitForURL((url) => url.pathname === '/signin');
    const student = await signUpStudent('outsider');
    await student.page.goto('/admin-dashboard/notes');
    await student.page.waitForURL((url) => url.pathname === '/');
    const answer = await student.page.request.post('/graphql', { headers: { origin: APP_URL() }, data: { query: '{ adminStats { totalUsers } }' } });
    const body = (await answer.json()) as GraphQLAnswer<unknown>;
    expect(body.errors?.[0]).toBeDefined();
    await Promise.all([visitor.context().close(), student.page.context().close()]);
  });
});

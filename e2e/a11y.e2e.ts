import fs from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { APP_URL, PHONE, launchBrowser, screenshot, waitForHydrated } from './browser';

// WCAG 2.2 AA, checked by axe-core inside the real app: every route, open dialogs and forms
// showing their errors, as a visitor, a student and an admin, at a desktop and a phone width, in
// the light and the dark colour scheme (the app follows prefers-color-scheme). Any violation fails.

jest.setTimeout(900_000);

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const WIDE = { width: 1280, height: 900 };

const ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' };
const STUDENT = { email: 'student@campusnotes.local', password: process.env.DEMO_PASSWORD ?? 'e2e-student-password' };

type Role = 'visitor' | 'student' | 'admin';
type Scheme = 'light' | 'dark';

interface State {
  name: string;
  role: Role;
  path: string | (() => string);
  /** Brings the page into the state after it loaded (open a dialog, submit an empty form...). */
  act?: (page: Page) => Promise<void>;
  phoneOnly?: boolean;
}

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

let browser: Browser;
const fixtures = { approvedNoteId: '', ownNoteId: '' };

async function graphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await page.request.post('/graphql', { headers: { origin: APP_URL() }, data: { query, variables } });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (body.errors?.length || !body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

async function signIn(context: BrowserContext, role: Role): Promise<void> {
  if (role === 'visitor') return;
  const response = await context.request.post('/api/auth/signin', { headers: { origin: APP_URL() }, data: role === 'admin' ? ADMIN : STUDENT });
  if (response.status() !== 200) throw new Error(`${role} sign-in failed: ${response.status()} ${await response.text()}`);
}

const click = (page: Page, name: string | RegExp, role: 'button' | 'link' | 'tab' = 'button') => page.getByRole(role, { name }).first().click();

const STATES: State[] = [
  { name: 'landing', role: 'visitor', path: '/' },
  { name: 'about', role: 'visitor', path: '/about' },
  { name: 'browse', role: 'visitor', path: '/browse' },
  {
    name: 'browse-suggestions',
    role: 'visitor',
    path: '/browse',
    act: async (page) => {
      await page
        .getByRole('combobox', { name: /search/i })
        .first()
        .fill('data');
      await page.waitForTimeout(800);
    },
  },
  {
    name: 'browse-filter-no-match',
    role: 'visitor',
    path: '/browse',
    act: async (page) => {
      // Phones fold the filters away behind "Show filters".
      const show = page.getByRole('button', { name: 'Show filters' });
      if (await show.isVisible()) await show.click();
      await page.getByRole('combobox', { name: 'College' }).fill('zzzzqq');
      await page.getByText('No matches found').waitFor();
    },
  },
  {
    name: 'browse-empty-results',
    role: 'visitor',
    path: '/browse?subject=No%20Such%20Subject%20Anywhere',
    act: async (page) => {
      await page.getByText('No notes found matching your filters').waitFor();
    },
  },
  {
    name: 'browse-inline-note',
    role: 'visitor',
    path: () => `/browse?note=${fixtures.approvedNoteId}`,
    act: async (page) => void (await page.getByTestId('inline-note-view').getByRole('heading').first().waitFor()),
  },
  { name: 'note', role: 'visitor', path: () => `/notes/${fixtures.approvedNoteId}` },
  {
    name: 'note-preview-dialog',
    role: 'visitor',
    path: () => `/notes/${fixtures.approvedNoteId}`,
    act: async (page) => {
      await click(page, 'View Notes');
      await page.getByRole('dialog').waitFor();
      await page.waitForTimeout(1500);
    },
  },
  { name: 'sign-in', role: 'visitor', path: '/sign-in' },
  {
    name: 'sign-in-errors',
    role: 'visitor',
    path: '/sign-in',
    act: async (page) => {
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.getByText('Enter your password.').waitFor();
    },
  },
  { name: 'sign-up', role: 'visitor', path: '/sign-up' },
  {
    name: 'sign-up-errors',
    role: 'visitor',
    path: '/sign-up',
    act: async (page) => {
      await page.locator('form button[type=submit]').click();
      await page.waitForTimeout(300);
    },
  },
  { name: 'not-found', role: 'visitor', path: '/no-such-page' },
  {
    name: 'phone-menu',
    role: 'visitor',
    path: '/',
    phoneOnly: true,
    act: async (page) => {
      await click(page, 'Open menu');
      await page.getByTestId('mobile-menu').waitFor();
    },
  },

  { name: 'profile', role: 'student', path: '/profile' },
  {
    name: 'profile-uploads',
    role: 'student',
    path: '/profile?tab=uploads',
    act: async (page) =>
      void (await page
        .getByTestId('my-note')
        .first()
        .waitFor()
        .catch(() => undefined)),
  },
  { name: 'profile-saved', role: 'student', path: '/profile?tab=saved' },
  {
    name: 'profile-delete-dialog',
    role: 'student',
    path: '/profile',
    act: async (page) => {
      await click(page, 'Delete Account');
      await page.getByRole('alertdialog').or(page.getByRole('dialog')).first().waitFor();
    },
  },
  { name: 'upload', role: 'student', path: '/uploading-notes' },
  {
    name: 'upload-errors',
    role: 'student',
    path: '/uploading-notes',
    act: async (page) => {
      await page.locator('form button[type=submit]').last().click();
      await page.waitForTimeout(400);
    },
  },
  { name: 'update', role: 'student', path: () => `/update-notes/${fixtures.ownNoteId}` },
  { name: 'note-signed-in', role: 'student', path: () => `/notes/${fixtures.approvedNoteId}` },
  { name: 'browse-signed-in', role: 'student', path: '/browse' },
  { name: 'landing-signed-in', role: 'student', path: '/' },
  {
    name: 'phone-menu-signed-in',
    role: 'student',
    path: '/',
    phoneOnly: true,
    act: async (page) => {
      await click(page, 'Open menu');
      await page.getByTestId('mobile-menu').waitFor();
    },
  },

  { name: 'admin-overview', role: 'admin', path: '/admin-dashboard' },
  { name: 'admin-users', role: 'admin', path: '/admin-dashboard/users' },
  {
    name: 'admin-users-empty',
    role: 'admin',
    path: '/admin-dashboard/users',
    act: async (page) => {
      await page.getByRole('searchbox').or(page.getByRole('textbox')).first().fill('zzzqqqxxx');
      await page.getByText('No users found').waitFor();
    },
  },
  {
    name: 'admin-edit-user',
    role: 'admin',
    path: '/admin-dashboard/users',
    act: async (page) => {
      await page.getByRole('button', { name: /^Edit/ }).first().click();
      await page.getByRole('dialog').waitFor();
    },
  },
  { name: 'admin-notes', role: 'admin', path: '/admin-dashboard/notes' },
  {
    name: 'admin-note-details',
    role: 'admin',
    path: '/admin-dashboard/notes',
    act: async (page) => {
      await page.getByTestId('admin-note-row').first().getByRole('button', { name: 'View' }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  { name: 'admin-pending', role: 'admin', path: '/admin-dashboard/pending' },
  {
    name: 'admin-pending-dialog',
    role: 'admin',
    path: '/admin-dashboard/pending',
    act: async (page) => {
      await page.getByRole('button', { name: /^View/ }).first().click();
      await page.getByRole('dialog').waitFor();
    },
  },
  { name: 'admin-colleges', role: 'admin', path: '/admin-dashboard/colleges' },
  {
    name: 'admin-college-notes',
    role: 'admin',
    path: '/admin-dashboard/colleges',
    act: async (page) => {
      await page.getByTestId('college-card').first().click();
      await page.getByRole('button', { name: 'Back to All Colleges' }).waitFor();
    },
  },
  {
    name: 'admin-phone-menu',
    role: 'admin',
    path: '/admin-dashboard',
    phoneOnly: true,
    act: async (page) => {
      await click(page, 'Open menu');
    },
  },
];

async function axeViolations(page: Page): Promise<Violation[]> {
  // Evaluated, not injected as a <script>: the app's CSP (script-src 'self') refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      // Experimental in axe, but the issue measured it: a visible label must be part of the name.
      rules: { 'label-content-name-mismatch': { enabled: true } },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  }, WCAG_TAGS);
}

/** Opens the state's page in the light scheme and does what leads to the state. */
async function reach(page: Page, state: State): Promise<void> {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(typeof state.path === 'function' ? state.path() : state.path);
  await settle(page);
  if (state.act) {
    await state.act(page);
    await settle(page);
  }
}

/** Waits until lazy chunks and first queries settled: no skeleton or busy region left. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 2500 }).catch(() => undefined);
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"], [role="status"][aria-label^="Loading"]'), undefined, { timeout: 8000 })
    .catch(() => undefined);
  // Colour transitions finish before contrast is measured.
  await page.waitForTimeout(250);
}

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext({ baseURL: APP_URL() });
  const page = await context.newPage();
  const approved = await graphql<{ notes: { edges: { node: { id: string } }[] } }>(page, '{ notes(first: 1) { edges { node { id } } } }');
  fixtures.approvedNoteId = approved.notes.edges[0].node.id;
  await signIn(context, 'student');
  const mine = await graphql<{ myUploads: { edges: { node: { id: string } }[] } }>(page, '{ myUploads(first: 1) { edges { node { id } } } }');
  fixtures.ownNoteId = mine.myUploads.edges[0]?.node.id ?? fixtures.approvedNoteId;
  await context.close();
});
afterAll(async () => {
  await browser?.close();
});

const summary: string[] = [];
afterAll(() => {
  console.log(`axe summary\n${summary.join('\n')}`);
});

describe.each([
  ['1280x900', WIDE],
  ['390x844', PHONE],
] as const)('WCAG 2.2 AA at %s', (label, viewport) => {
  // Each state is reached once and checked in both schemes: the app follows prefers-color-scheme
  // live, so switching the emulated scheme re-themes the same page.
  it('has no axe violations on any state, in the light and the dark scheme', async () => {
    const failures: string[] = [];
    const contexts = new Map<Role, BrowserContext>();
    const checked = { light: 0, dark: 0 };
    try {
      for (const role of ['visitor', 'student', 'admin'] as Role[]) {
        const context = await browser.newContext({ viewport, baseURL: APP_URL(), colorScheme: 'light', reducedMotion: 'reduce' });
        await signIn(context, role);
        contexts.set(role, context);
      }
      for (const state of STATES) {
        if (state.phoneOnly && viewport.width > 700) continue;
        if (process.env.A11Y_ONLY && !new RegExp(process.env.A11Y_ONLY).test(state.name)) continue;
        let page = await contexts.get(state.role)!.newPage();
        try {
          try {
            await reach(page, state);
          } catch (error) {
            // This test judges what a state looks like, not how fast a loaded machine gets there
            // (the journeys do): one more try on a fresh page, and the first failure is printed.
            console.warn(`${state.name} [${state.role}] at ${label}: first try failed, trying once more: ${(error as Error).message.split('\n')[0]}`);
            await page.close();
            page = await contexts.get(state.role)!.newPage();
            await reach(page, state);
          }
          for (const scheme of ['light', 'dark'] as Scheme[]) {
            if (scheme === 'dark') {
              await page.emulateMedia({ colorScheme: 'dark' });
              await page.waitForFunction(() => document.documentElement.classList.contains('dark'), undefined, { timeout: 3000 });
              await page.waitForTimeout(300);
            }
            const violations = await axeViolations(page);
            checked[scheme] += 1;
            if (process.env.A11Y_SCREENSHOTS) await screenshot(page, `a11y-${state.name}-${label}-${scheme}`);
            for (const v of violations) {
              failures.push(
                `${state.name} [${state.role}, ${scheme}]: ${v.id} (${v.impact}) ${v.help}\n${v.nodes
                  .slice(0, 4)
                  .map((n) => `    ${n.target.join(' ')} :: ${(n.failureSummary ?? '').split('\n').slice(1, 2).join('').trim()}`)
                  .join('\n')}`,
              );
            }
          }
        } catch (error) {
          failures.push(`${state.name} [${state.role}]: could not reach the state: ${(error as Error).message.split('\n')[0]}`);
        } finally {
          await page.close();
        }
      }
    } finally {
      for (const context of contexts.values()) await context.close();
    }
    summary.push(`${label}: ${checked.light} states in light, ${checked.dark} in dark, ${failures.length} violations`);
    expect(failures).toEqual([]);
  });
});

/** What has focus, described: never <body> after an action. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName ?? '',
      text: (el?.innerText ?? '').trim().slice(0, 200),
      id: el?.id ?? '',
      testId: el?.dataset.testid ?? '',
      commentId: el?.dataset.commentId ?? '',
    };
  });

/**
 * Presses Tab (only Tab) until `target` has focus, as a keyboard user moving through the page
 * does; fails if focus ever falls to <body> on the way or the target is not reached.
 */
async function tabTo(page: Page, target: Locator, max = 150): Promise<void> {
  const el = target.first();
  await el.waitFor({ state: 'attached' });
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (await el.evaluate((node) => node === document.activeElement)) return;
    expect(await page.evaluate(() => document.activeElement === null || document.activeElement === document.body)).toBe(false);
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

/** Signs in on /sign-in by keyboard alone: Tab to each field, type, Enter. */
async function signInByKeyboard(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/sign-in');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(account.email);
  await tabTo(page, page.getByLabel('Password'));
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
}

describe('keyboard focus and feedback', () => {
  let context: BrowserContext;
  let page: Page;
  beforeEach(async () => {
    context = await browser.newContext({ viewport: WIDE, baseURL: APP_URL() });
    page = await context.newPage();
  });
  afterEach(async () => {
    await context.close();
  });

  it('offers a skip link as the first Tab stop, which moves focus to the main content', async () => {
    await page.goto('/browse');
    // The page's own content (search, filters, cards) arrives with its lazy chunk after the h1 of
    // the shell; before it does, main holds nothing to Tab to.
    await page.getByTestId('note-card').first().waitFor();
    await page.keyboard.press('Tab');
    expect((await focused(page)).text).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect(await focused(page)).toMatchObject({ tag: 'MAIN', id: 'main' });
    // The next Tab continues inside main (the search field), not back in the header.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.getElementById('main')?.contains(document.activeElement))).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Search notes');
  });

  it('moves focus to the new page heading after signing in and after opening a note, then to the new comment', async () => {
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(STUDENT.email);
    await page.getByLabel('Password').fill(STUDENT.password);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/profile');
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    expect((await focused(page)).text).toBe('My Dashboard');

    await page.goto('/browse');
    const detail = page
      .getByTestId('note-card')
      .first()
      .getByRole('link', { name: /^View note/ });
    // Enter on the server's markup before hydration is a full page load, whose focus is the browser's.
    await waitForHydrated(page, '[data-testid="note-card"] a');
    await detail.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/notes/**');
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    const heading = await focused(page);
    expect(heading.text.length).toBeGreaterThan(0);

    const text = `Focus check comment ${Date.now().toString(36)}`;
    await page.getByPlaceholder('Share your thoughts on these notes...').fill(text);
    await page.getByRole('button', { name: 'Submit Comment' }).click();
    await page.waitForFunction(() => Boolean((document.activeElement as HTMLElement | null)?.dataset.commentId));
    expect((await focused(page)).text).toContain(text);
    await page.getByText('Comment added').waitFor();
  });

  it('moves focus to the next pending card after an admin approves a note', async () => {
    // Two pending notes of a fresh student, so a next card exists.
    const student = await context.request.post('/api/auth/signup', {
      headers: { origin: APP_URL() },
      data: { username: `focus_${Date.now().toString(36)}`, email: `focus-${Date.now().toString(36)}@e2e.test`, password: 'focus-journey-pass-1' },
    });
    expect(student.status()).toBe(201);
    for (const n of [1, 2]) {
      const created = await context.request.post('/api/uploading/create', {
        headers: { origin: APP_URL() },
        multipart: {
          title: `Focus pending ${n} ${Date.now().toString(36)}`,
          description: 'Pending note for the focus journey.',
          subjectName: 'Operating Systems',
          courseName: 'Computer Science Engineering (B.Tech/B.E)',
          collegeName: 'MANIT Bhopal',
          batch: '2022-2026',
          semester: '4',
          file: { name: `focus-${n}.txt`, mimeType: 'text/plain', buffer: Buffer.from(`Focus journey note ${n} ${Date.now()} ${Math.random()}\n`) },
        },
      });
      expect([200, 201]).toContain(created.status());
    }
    await signIn(context, 'admin');
    await page.goto('/admin-dashboard/pending');
    const firstCard = page.getByTestId('pending-note-card').first();
    await firstCard.waitFor();
    await firstCard.getByRole('button', { name: /^Approve/ }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Note approved').first().waitFor();
    await page.waitForFunction(() => document.activeElement !== document.body && document.activeElement !== null);
    const after = await focused(page);
    expect(['pending-note-card', '']).toContain(after.testId);
    expect(after.tag).not.toBe('BODY');
  });

  it('closes the phone menu with Escape and returns focus to its toggle', async () => {
    const phone = await browser.newContext({ viewport: PHONE, baseURL: APP_URL() });
    const p = await phone.newPage();
    await p.goto('/');
    await p.getByRole('button', { name: 'Open menu' }).click();
    await p.getByTestId('mobile-menu').waitFor();
    await p.keyboard.press('Escape');
    await p.getByTestId('mobile-menu').waitFor({ state: 'detached' });
    expect(await p.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open menu');
    await phone.close();
  });

  it('keeps every header control of a signed-in phone on screen', async () => {
    const phone = await browser.newContext({ viewport: PHONE, baseURL: APP_URL() });
    await signIn(phone, 'student');
    const p = await phone.newPage();
    await p.goto('/');
    const menu = p.getByRole('button', { name: 'Open menu' });
    await menu.waitFor();
    const box = await menu.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    await phone.close();
  });

  it("reaches a filter's clear button by Tab", async () => {
    await page.goto('/browse');
    // A field (unlike a button, whose early tap is held) does nothing until the app has hydrated it.
    await waitForHydrated(page, 'input[role="combobox"]');
    const college = page.getByRole('combobox', { name: 'College' });
    await college.click();
    await page.getByRole('option').first().click();
    // The pick goes through the address bar and back into the field: the x shows once it has.
    await page.getByRole('button', { name: 'Clear College' }).waitFor();
    await college.focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Clear College');
    await page.keyboard.press('Enter');
    expect(await college.inputValue()).toBe('');
  });

  it('completes a keyboard-only journey: sign in, upload, search, open a note, comment, and approve as admin', async () => {
    const title = `Keyboard journey ${Date.now().toString(36)}`;
    // Playwright intercepts file choosers only once a listener exists, and turns that on
    // asynchronously: a chooser that Space opens before it is on is cancelled unseen (a loaded
    // fresh-check saw no event). A listener from the start has it on long before.
    const keepChooserIntercepted = () => undefined;
    page.on('filechooser', keepChooserIntercepted);
    await signInByKeyboard(page, STUDENT);
    await page.waitForURL('**/profile');
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');

    // Upload: every field by Tab and typing; the course from its suggestions by arrow keys; the
    // file through the chooser that Space opens on the file field.
    await tabTo(page, page.getByRole('link', { name: 'Upload New Notes' }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/uploading-notes');
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    await tabTo(page, page.getByLabel('Title'));
    await page.keyboard.type(title);
    await tabTo(page, page.getByLabel('Description'));
    await page.keyboard.type('Typed with the keyboard only.');
    await tabTo(page, page.getByLabel('Subject'));
    await page.keyboard.type('Operating Systems');
    await tabTo(page, page.getByLabel('College'));
    await page.keyboard.type('MANIT Bhopal');
    const course = page.getByRole('combobox', { name: 'Course' });
    await tabTo(page, course);
    await page.keyboard.type('computer sc');
    await page.getByRole('option', { name: 'Computer Science Engineering (B.Tech/B.E)' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await course.inputValue()).toBe('Computer Science Engineering (B.Tech/B.E)');
    await tabTo(page, page.getByLabel('Semester'));
    await page.keyboard.press('ArrowDown');
    await tabTo(page, page.getByLabel('Batch'));
    await page.keyboard.press('ArrowDown');
    await tabTo(page, page.getByLabel('Upload a file'));
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Space')]);
    await chooser.setFiles({ name: 'keyboard.txt', mimeType: 'text/plain', buffer: Buffer.from(`Keyboard journey notes ${title}\nScheduling and paging.\n`) });
    await page.getByTestId('chosen-file').getByText('keyboard.txt').waitFor();
    page.off('filechooser', keepChooserIntercepted);
    await tabTo(page, page.getByRole('checkbox'));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: 'Upload Notes' }));
    await page.keyboard.press('Enter');
    // The new note's page, its heading focused, saying it waits for approval.
    await page.waitForURL('**/notes/**', { timeout: 30_000 });
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    expect((await focused(page)).text).toBe(title);
    await page.getByText('Pending Approval').first().waitFor();

    // Search, open a result, comment.
    await page.goto('/browse');
    await tabTo(page, page.getByRole('combobox', { name: 'Search notes' }));
    await page.keyboard.type('operating');
    await page.keyboard.press('Enter');
    await page.waitForURL(/search=operating/);
    // The search's own results (cards with a snippet), not the list they replace: tabbing into a
    // card that is about to be replaced would drop the focus with it.
    const firstCard = page
      .getByTestId('note-card')
      .filter({ has: page.getByTestId('search-snippet') })
      .first();
    await firstCard.waitFor();
    await tabTo(page, firstCard.getByRole('link', { name: /^View note/ }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/notes/**');
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    await tabTo(page, page.getByPlaceholder('Share your thoughts on these notes...'));
    const comment = `Keyboard comment ${Date.now().toString(36)}`;
    await page.keyboard.type(comment);
    await tabTo(page, page.getByRole('button', { name: 'Submit Comment' }));
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => Boolean((document.activeElement as HTMLElement | null)?.dataset.commentId));
    expect((await focused(page)).text).toContain(comment);

    // The admin signs in and approves the new note, all by keyboard.
    const admin = await browser.newContext({ viewport: WIDE, baseURL: APP_URL() });
    try {
      const ap = await admin.newPage();
      await signInByKeyboard(ap, ADMIN);
      await ap.waitForURL(/admin-dashboard|profile/);
      await ap.goto('/admin-dashboard/pending');
      // The queue is oldest first; the note just shared is first when newest come first.
      await ap.getByLabel('Order of the queue').selectOption('NEWEST');
      const card = ap.getByTestId('pending-note-card').filter({ hasText: title });
      await card.waitFor();
      await tabTo(ap, card.getByRole('button', { name: /^Approve/ }), 250);
      await ap.keyboard.press('Enter');
      await ap.getByText('Note approved').first().waitFor();
      await ap.waitForFunction(() => document.activeElement !== null && document.activeElement !== document.body);
      expect(await ap.getByTestId('pending-note-card').filter({ hasText: title }).count()).toBe(0);
    } finally {
      await admin.close();
    }
  });

  it('follows the system colour scheme and remembers the toggle', async () => {
    const dark = await browser.newContext({ viewport: WIDE, baseURL: APP_URL(), colorScheme: 'dark' });
    const p = await dark.newPage();
    await p.goto('/');
    expect(await p.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    const toggle = p.getByRole('button', { name: 'Dark mode' }).first();
    // The server cannot know the system's mode: the toggle shows it once the app has hydrated.
    await p.waitForFunction(() => document.querySelector('button[aria-pressed="true"]') !== null);
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await toggle.click();
    expect(await p.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await p.reload();
    expect(await p.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await dark.close();
  });
});

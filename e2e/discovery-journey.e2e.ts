import type { Browser, Page } from 'playwright-core';
import { ADMIN, busiestCourse, graphql, mostLikedTitles, signUp, until } from './discovery-helpers';
import { APP_URL, DESKTOP, PHONE, jsErrors, launchBrowser, newPage, screenshot, waitForHydrated } from './browser';

// Issue 29's "done when", one journey at phone size (390x844):
// a student lands from a search engine on their subject at their college, sorts by most liked,
// follows it, adds two notes to a new public study list and copies its link; a visitor opens that
// link and sees the two notes; an admin merges two spellings of the college (and of the subject)
// in the admin area, and the old addresses still work (301 to the new slugs).

jest.setTimeout(300_000);

const SEARCH_ENGINE = 'https://www.google.com/';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const cardTitles = (page: Page) => page.getByTestId('note-card').locator('h3').allTextContents();

it('a student lands on their course, sorts by most liked, follows it and shares a public list of two notes; a visitor opens it; an admin merges two spellings and the old addresses redirect', async () => {
  const student = await browser.newContext({ viewport: PHONE, baseURL: APP_URL() });
  await student.grantPermissions(['clipboard-read', 'clipboard-write']);
  const course = await busiestCourse(student.request);
  const path = `/colleges/${course.collegeSlug}/${course.subjectSlug}`;
  await signUp(student, 'journey');

  // Lands from a search engine: a fresh load of the server's page, with its head.
  const page = await student.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const landing = await page.goto(path, { referer: SEARCH_ENGINE, waitUntil: 'domcontentloaded' });
  expect(landing?.status()).toBe(200);
  expect(await landing!.text()).toContain(`${course.subject} at ${course.college}`);
  await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(`${course.subject} at ${course.college}`);
  expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).pathname).toBe(path);
  await waitForHydrated(page, 'h1');

  // Sorts by most liked: the URL carries it, the cards follow the api's order.
  await page.getByRole('button', { name: 'Most liked' }).click();
  await page.waitForURL(/sort=liked/);
  const likedTitles = await mostLikedTitles(student.request, course);
  const expectedTitles = likedTitles;
  expect(expectedTitles.length).toBeGreaterThanOrEqual(2);
  await until(async () => (await cardTitles(page)).slice(0, 2), expectedTitles.slice(0, 2));

  // Follows it.
  await page.getByRole('button', { name: `Follow ${course.subject}` }).click();
  await until(() => page.getByRole('button', { name: `Following ${course.subject}` }).getAttribute('aria-pressed'), 'true');
  await screenshot(page, 'journey-course-phone');

  // The most liked note goes into a new public list, from its card.
  const listName = `Finals ${Date.now().toString(36)}`;
  const [first, second] = expectedTitles;
  await page
    .getByRole('button', { name: `Add to list: ${first}`, exact: true })
    .first()
    .click();
  const dialog = page.getByTestId('add-to-list-dialog');
  await dialog.getByRole('textbox', { name: 'New list' }).fill(listName);
  await dialog.getByText('Public: anyone with the link can see it').click();
  await dialog.getByRole('button', { name: 'Create list and add' }).click();
  await dialog
    .getByRole('checkbox', { name: new RegExp(listName) })
    .and(page.locator(':checked'))
    .waitFor();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await dialog.waitFor({ state: 'hidden' });

  // The second from its page: the note's own Add to list (the related notes' cards have theirs).
  await page
    .getByTestId('note-card')
    .filter({ hasText: second })
    .first()
    .getByRole('link', { name: /^View note/ })
    .click();
  await page.getByRole('heading', { level: 1, name: second }).waitFor();
  await page
    .getByRole('button', { name: `Add to list: ${second}`, exact: true })
    .first()
    .click();
  const again = page.getByTestId('add-to-list-dialog');
  await again.getByRole('checkbox', { name: new RegExp(listName) }).waitFor();
  await again.getByText(listName).click();
  await again
    .getByRole('checkbox', { name: new RegExp(listName) })
    .and(page.locator(':checked'))
    .waitFor();
  await again.getByRole('button', { name: 'Done' }).click();
  await again.waitFor({ state: 'hidden' });

  // Copies the list's link from the dashboard.
  await page.goto('/profile?tab=lists');
  const panel = page.getByTestId('study-list').filter({ hasText: listName });
  await panel.getByText('2 notes').waitFor();
  await panel.getByRole('button', { name: `Copy link to ${listName}` }).click();
  await page.getByText('Link copied').waitFor();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`^${APP_URL()}/lists/[0-9a-f-]{36}$`));

  // A visitor (another browser, signed out) opens the link and sees the two notes.
  const visitor = await newPage(browser, PHONE);
  const shared = await visitor.goto(link, { waitUntil: 'networkidle' });
  expect(shared?.status()).toBe(200);
  await visitor.getByTestId('study-list-title').filter({ hasText: listName }).waitFor();
  const shown = await visitor.getByTestId('study-list-notes').getByRole('heading', { level: 3 }).allTextContents();
  expect(shown.map((t) => t.trim())).toEqual([first, second]);
  await screenshot(visitor, 'journey-shared-list-phone');

  // Two other spellings appear: a note at "<college> (...)" in "<subject> (...)", approved.
  const stamp = Date.now().toString(36);
  const collegeSpelling = `${course.college} (${stamp})`;
  const subjectSpelling = `${course.subject} (${stamp})`;
  const noteTitle = `Unit 2 summary ${stamp}`;
  const created = await graphql<{ createNote: { note: { id: string } } }>(
    student.request,
    `
      mutation ($input: CreateNoteInput!) {
        createNote(input: $input) {
          note {
            id
          }
          errors {
            message
          }
        }
      }
    `,
    {
      input: {
        title: noteTitle,
        subject: subjectSpelling,
        course: 'Computer Science Engineering (B.Tech/B.E)',
        semester: 3,
        batch: '2023-2027',
        college: collegeSpelling,
        fileUrl: 'https://example.org/unit2.pdf',
        confirmOriginal: true,
      },
    },
  );
  const noteId = created.createNote.note.id;
  const admin = await browser.newContext({ viewport: PHONE, baseURL: APP_URL() });
  expect((await admin.request.post('/api/auth/signin', { headers: { origin: APP_URL() }, data: ADMIN })).status()).toBe(200);
  await graphql(
    admin.request,
    `
      mutation ($id: ID!) {
        reviewNote(id: $id, approved: true) {
          errors {
            message
          }
        }
      }
    `,
    { id: noteId },
  );
  const old = (
    await graphql<{ note: { collegeSlug: string; subjectSlug: string } }>(
      admin.request,
      `
        query ($id: ID!) {
          note(id: $id) {
            collegeSlug
            subjectSlug
          }
        }
      `,
      {
        id: noteId,
      },
    )
  ).note;
  expect((await admin.request.get(`/colleges/${old.collegeSlug}/${old.subjectSlug}`, { maxRedirects: 0 })).status()).toBe(200);

  // The admin merges the college's spelling on the Colleges page...
  const adminPage = await admin.newPage();
  await adminPage.goto(`/admin-dashboard/colleges?college=${encodeURIComponent(collegeSpelling)}`, { waitUntil: 'networkidle' });
  await adminPage.getByRole('button', { name: 'Merge into…' }).click();
  const mergeCollege = adminPage.getByRole('dialog', { name: `Merge ${collegeSpelling}` });
  await mergeCollege.getByLabel('College to keep').fill(course.college);
  await mergeCollege.getByRole('button', { name: 'Merge', exact: true }).click();
  await adminPage.waitForURL((url) => url.searchParams.get('college') === course.college);

  // ...and the subject's from the note's details on the Notes page.
  await adminPage.goto('/admin-dashboard/notes', { waitUntil: 'networkidle' });
  await adminPage.getByRole('searchbox', { name: 'Search notes' }).fill(noteTitle);
  const row = adminPage.getByTestId('admin-note-row').filter({ hasText: noteTitle });
  await row.getByRole('button', { name: 'View' }).click();
  const details = adminPage.getByRole('dialog', { name: noteTitle });
  await details.getByRole('button', { name: 'Merge subject' }).click();
  const mergeSubject = adminPage.getByRole('dialog', { name: `Merge ${subjectSpelling}` });
  await mergeSubject.getByLabel('Subject to keep').fill(course.subject);
  await screenshot(adminPage, 'journey-admin-merge-subject-phone');
  await mergeSubject.getByRole('button', { name: 'Merge', exact: true }).click();
  await mergeSubject.waitFor({ state: 'hidden' });
  // The details show the note under the subject kept (the table's copy, refetched).
  await details.getByText(course.subject, { exact: true }).waitFor();
  await adminPage.setViewportSize(DESKTOP);
  await screenshot(adminPage, 'journey-admin-note-details-desktop');

  // The old addresses answer 301 to the new slugs, and a visitor following one lands on the course.
  for (const [from, to] of [
    [`/colleges/${old.collegeSlug}?sort=liked`, `/colleges/${course.collegeSlug}?sort=liked`],
    [`/subjects/${old.subjectSlug}`, `/subjects/${course.subjectSlug}`],
    [`/colleges/${old.collegeSlug}/${old.subjectSlug}`, path],
  ]) {
    const moved = await visitor.request.get(from, { maxRedirects: 0 });
    expect([from, moved.status(), moved.headers().location]).toEqual([from, 301, to]);
  }
  await visitor.goto(`/colleges/${old.collegeSlug}/${old.subjectSlug}`, { waitUntil: 'networkidle' });
  expect(new URL(visitor.url()).pathname).toBe(path);
  await expect(visitor.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(`${course.subject} at ${course.college}`);

  expect(errors).toEqual([]);
  expect(jsErrors(visitor)).toEqual([]);
  await visitor.context().close();
  await student.close();
  await admin.close();
});

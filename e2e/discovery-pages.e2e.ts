import type { Browser } from 'playwright-core';
import { ADMIN, busiestCourse, graphql, mostLikedTitles, signUp, until } from './discovery-helpers';
import { APP_URL, DESKTOP, PHONE, jsErrors, launchBrowser, newPage, screenshot } from './browser';

// Issue 29's journey at phone size: a student lands from a search engine on their subject at their
// college, sorts by most liked and follows it; an admin merges two spellings of the college and the
// old address still works (301 to the new one). Also screenshots of every discovery page.

jest.setTimeout(240_000);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

it('a student lands on their subject at their college, sorts by most liked and follows it; an admin merges two spellings and the old address redirects', async () => {
  const student = await browser.newContext({ viewport: PHONE, baseURL: APP_URL() });
  const course = await busiestCourse(student.request);
  const path = `/colleges/${course.collegeSlug}/${course.subjectSlug}`;

  // Landing from a search engine: the server's page, with its head.
  const page = await student.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const response = await page.goto(path, { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(`${course.subject} at ${course.college}`);
  expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).pathname).toBe(path);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
  expect(jsonLd['@type']).toBe('CollectionPage');
  expect(jsonLd.mainEntity['@type']).toBe('ItemList');

  // Signs up (same browser), sorts by most liked: the URL carries it and the cards follow the api's order.
  await signUp(student, 'lander');
  await page.reload({ waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Most liked' }).click();
  await page.waitForURL(/sort=liked/);
  const likedTitles = await mostLikedTitles(student.request, course);
  await until(async () => (await page.getByTestId('note-card').locator('h3').allTextContents()).slice(0, 3), likedTitles.slice(0, 3));
  await screenshot(page, 'discovery-course-phone');

  // Follows the subject.
  const follow = page.getByRole('button', { name: `Follow ${course.subject}` });
  await follow.click();
  await until(() => page.getByRole('button', { name: `Following ${course.subject}` }).getAttribute('aria-pressed'), 'true');
  const follows = await graphql<{ myFollows: { kind: string; value: string }[] }>(
    student.request,
    `
      {
        myFollows {
          kind
          value
        }
      }
    `,
  );
  expect(follows.myFollows).toContainEqual({ kind: 'SUBJECT', value: course.subject });

  // A second spelling of the college appears (a student's note, approved)...
  const spelling = `${course.college} (${Date.now().toString(36)})`;
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
        title: 'Unit 1 summary',
        subject: course.subject,
        course: 'Computer Science Engineering (B.Tech/B.E)',
        semester: 3,
        batch: '2023-2027',
        college: spelling,
        fileUrl: 'https://example.org/unit1.pdf',
        confirmOriginal: true,
      },
    },
  );
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
    { id: created.createNote.note.id },
  );
  const oldSlug = (
    await graphql<{ note: { collegeSlug: string } }>(
      admin.request,
      `
        query ($id: ID!) {
          note(id: $id) {
            collegeSlug
          }
        }
      `,
      { id: created.createNote.note.id },
    )
  ).note.collegeSlug;
  expect((await admin.request.get(`/colleges/${oldSlug}`, { maxRedirects: 0 })).status()).toBe(200);

  // ...and the admin merges it into the college in the admin area, at phone size.
  const adminPage = await admin.newPage();
  await adminPage.goto(`/admin-dashboard/colleges?college=${encodeURIComponent(spelling)}`, { waitUntil: 'networkidle' });
  await adminPage.getByRole('button', { name: 'Merge into…' }).click();
  await adminPage.getByLabel('College to keep').fill(course.college);
  await screenshot(adminPage, 'discovery-admin-merge-phone');
  await adminPage.getByRole('button', { name: 'Merge', exact: true }).click();
  await adminPage.waitForURL((url) => url.searchParams.get('college') === course.college);

  // The old address answers 301 to the college's, and a visitor following it lands there.
  const moved = await student.request.get(`/colleges/${oldSlug}/${course.subjectSlug}?sort=liked`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`/colleges/${course.collegeSlug}/${course.subjectSlug}?sort=liked`);
  await page.goto(`/colleges/${oldSlug}`, { waitUntil: 'networkidle' });
  expect(new URL(page.url()).pathname).toBe(`/colleges/${course.collegeSlug}`);
  await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(course.college);

  expect(errors).toEqual([]);
  await student.close();
  await admin.close();
});

it('shows the college, subject and contributor pages on phones and desktops, and 404 for a page without notes', async () => {
  const probe = await newPage(browser, DESKTOP);
  const course = await busiestCourse(probe.request);
  const paths: [string, string][] = [
    ['college', `/colleges/${course.collegeSlug}`],
    ['subject', `/subjects/${course.subjectSlug}`],
    ['course', `/colleges/${course.collegeSlug}/${course.subjectSlug}`],
    ['contributor', `/u/${encodeURIComponent(course.uploader!.username)}`],
  ];
  for (const [viewportName, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    const page = await newPage(browser, viewport);
    for (const [name, path] of paths) {
      const response = await page.goto(path, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      expect(await page.getByTestId('note-card').count()).toBeGreaterThan(0);
      await screenshot(page, `discovery-${name}-${viewportName}`);
    }
    expect((await page.goto('/colleges/no-such-college-anywhere'))?.status()).toBe(404);
    expect((await page.goto('/u/nobody-by-this-name'))?.status()).toBe(404);
    expect(jsErrors(page)).toEqual([]);
    await page.context().close();
  }
  // The sitemap lists them.
  const sitemap = await (await probe.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/colleges/${course.collegeSlug}/${course.subjectSlug}</loc>`);
  // The note page links to them.
  await probe.goto(`/notes/${course.id}`, { waitUntil: 'networkidle' });
  expect(await probe.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: course.subject }).getAttribute('href')).toBe(
    `/colleges/${course.collegeSlug}/${course.subjectSlug}`,
  );
  // Related notes are drawn once the reader scrolls near them (not by the server: hydration does not pay for twelve cards).
  const serverHtml = await (await probe.request.get(`/notes/${course.id}`)).text();
  expect(serverHtml).toContain('data-testid="related-notes-marker"');
  expect(serverHtml).not.toContain('data-testid="related-notes"');
  await probe.locator('[data-testid="related-notes-marker"]').scrollIntoViewIfNeeded();
  const related = probe.getByTestId('related-notes');
  await related.waitFor();
  await expect(related.locator('article, [data-testid="note-card"], a[href^="/notes/"]').count()).resolves.toBeGreaterThan(0);
  await probe.context().close();
});

import type { Browser, Page } from 'playwright-core';
import { PHONE, SCREENS, jsErrors, launchBrowser, newPage, screenshot, APP_URL } from './browser';

// Browse, the inline note view and the note detail page, as visitors and signed-in students see
// them, against the real app and its demo notes.

jest.setTimeout(180_000);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const DEMO_STUDENT = { email: 'student@campusnotes.local', password: process.env.DEMO_PASSWORD ?? 'e2e-student-password' };

interface NoteFacts {
  id: string;
  title: string;
  fileType: string | null;
  commentCount: number;
}

/** A new account, signed in within the page's browser context (the api sets the session cookie). */
async function signUp(page: Page, prefix: string): Promise<string> {
  const username = `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const response = await page.request.post('/api/auth/signup', {
    headers: { origin: APP_URL() },
    data: { username, email: `${username}@e2e.test`, password: 'discovery-pass-123' },
  });
  expect(response.status()).toBe(201);
  return username;
}

async function signInDemoStudent(page: Page): Promise<void> {
  const response = await page.request.post('/api/auth/signin', { headers: { origin: APP_URL() }, data: DEMO_STUDENT });
  expect(response.status()).toBe(200);
}

/** Approved demo notes, looked up through the public GraphQL api. */
async function demoNotes(page: Page, first = 60): Promise<NoteFacts[]> {
  const response = await page.request.post('/graphql', {
    headers: { origin: APP_URL() },
    data: { query: `{ notes(first: ${first}) { edges { node { id title fileType commentCount } } } }` },
  });
  const body = (await response.json()) as { data: { notes: { edges: { node: NoteFacts }[] } } };
  return body.data.notes.edges.map((edge) => edge.node);
}

/** Signs the demo student in and opens the page of a demo note with a file of that type. */
async function openDemoNoteAsStudent(page: Page, fileType: string): Promise<NoteFacts> {
  await signInDemoStudent(page);
  const note = (await demoNotes(page)).find((candidate) => candidate.fileType === fileType);
  expect(note).toBeDefined();
  await page.goto(`/notes/${note!.id}`);
  await page.getByRole('heading', { level: 1, name: note!.title }).waitFor();
  return note!;
}

async function cardCount(page: Page): Promise<number> {
  return page.getByTestId('note-card').count();
}

function showingCount(page: Page) {
  return page.getByTestId('showing-count');
}

describe.each(SCREENS)('a visitor on %s', (name, viewport) => {
  it('searches with suggestions, filters, pages, opens a note and shares its link', async () => {
    const page = await newPage(browser, viewport);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/browse');
    await page.getByRole('heading', { level: 1, name: 'Explore Shared Notes' }).waitFor();
    await page.getByTestId('note-card').first().waitFor();
    expect(await cardCount(page)).toBe(12);
    await expectText(showingCount(page), /^Showing 12 of \d{3}$/);
    await screenshot(page, `discovery-browse-${name}`);

    // Load more appends the next page to the same list.
    await page.getByRole('button', { name: 'Load more' }).click();
    await expectText(showingCount(page), /^Showing 24 of \d{3}$/);
    expect(await cardCount(page)).toBe(24);

    // Two characters bring up to five suggestions; the keyboard picks one and it fills the search.
    const search = page.getByRole('combobox', { name: 'Search notes' });
    await search.pressSequentially('op', { delay: 40 });
    const suggestions = page.getByTestId('search-suggestion');
    await suggestions.first().waitFor();
    const offered = await suggestions.allTextContents();
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.length).toBeLessThanOrEqual(5);
    await screenshot(page, `discovery-suggestions-${name}`);
    await search.press('ArrowDown');
    expect(await search.getAttribute('aria-activedescendant')).toBeTruthy();
    const picked = (await page.locator('[role="option"][aria-selected="true"] span').first().textContent())!;
    await search.press('Enter');
    expect(await search.inputValue()).toBe(picked);
    await page.waitForURL((url) => url.searchParams.get('search') === picked);
    await suggestions.first().waitFor({ state: 'hidden' });
    await page.getByTestId('note-card').first().waitFor();
    // Searching shows the passage that matched, its words marked.
    await page.getByTestId('search-snippet').first().waitFor();
    expect(await page.locator('[data-testid="search-snippet"] mark').count()).toBeGreaterThan(0);

    // The search survives a reload: it lives in the URL.
    await page.reload();
    await page.getByTestId('note-card').first().waitFor();
    expect(await search.inputValue()).toBe(picked);

    // Reset Filters clears the search; then a searchable dropdown filters by subject.
    await page.getByRole('button', { name: 'Reset Filters' }).first().click();
    await page.waitForURL((url) => !url.searchParams.has('search'));
    expect(await search.inputValue()).toBe('');
    if (name === 'phone') await page.getByRole('button', { name: 'Show filters' }).click();
    const subject = page.getByRole('combobox', { name: 'Subject' });
    expect(await subject.getAttribute('placeholder')).toBe('e.g. Operating Systems');
    await subject.click();
    await subject.pressSequentially('zzzz');
    await page.getByText('No matches found').waitFor();
    await subject.fill('');
    await subject.pressSequentially('Operating');
    await page.getByRole('option', { name: 'Operating Systems' }).click();
    await page.waitForURL((url) => url.searchParams.get('subject') === 'Operating Systems');
    // Every card left is an Operating Systems note (the previous list stays dimmed until then).
    await page.waitForFunction(() => {
      const subjects = [...document.querySelectorAll('[data-testid="note-card"] dl > div:first-child > dd')].map((dd) => dd.textContent);
      return subjects.length > 0 && subjects.every((subject) => subject === 'Operating Systems');
    });
    await expectText(showingCount(page), /^Showing \d+ of \d+$/);
    // The search cleared by Reset Filters stays cleared.
    expect(new URL(page.url()).searchParams.has('search')).toBe(false);
    await screenshot(page, `discovery-browse-filtered-${name}`);
    const filteredTotal = await showingCount(page).textContent();

    // A shared link opens the same filtered view.
    const sharedView = page.url();
    const second = await newPage(browser, viewport);
    await second.goto(sharedView);
    await second.getByTestId('note-card').first().waitFor();
    expect(await second.getByTestId('showing-count').textContent()).toBe(filteredTotal);
    await second.context().close();

    // The note detail page: visitors see everything but are asked to sign in to act.
    const firstCard = page.getByTestId('note-card').first();
    const title = (await firstCard.getByRole('heading', { level: 3 }).textContent())!;
    await firstCard.getByRole('link', { name: /^View note/ }).click();
    await page.waitForURL(/\/notes\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('heading', { name: 'Statistics' }).waitFor();
    await page.getByRole('heading', { name: 'Details' }).waitFor();
    await page
      .getByText(/Approved by Admin|Pending Approval/)
      .first()
      .waitFor();
    await page.getByRole('heading', { name: /^Comments \(\d+\)$/ }).waitFor();
    // Sign-in comes back to this note, to the action chosen (#comment, #download).
    const here = encodeURIComponent(new URL(page.url()).pathname);
    expect(await page.getByRole('link', { name: 'Sign in to comment' }).getAttribute('href')).toBe(`/sign-in?next=${here}%23comment`);
    // The note's own Download (related notes' cards below have theirs).
    expect(await page.locator('a#download').getAttribute('href')).toBe(`/sign-in?next=${here}%23download`);
    expect(await page.getByRole('button', { name: 'Edit comment' }).count()).toBe(0);
    await screenshot(page, `discovery-detail-visitor-${name}`);

    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByRole('button', { name: 'Copied!' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await page.getByRole('button', { name: 'Share' }).waitFor({ timeout: 4000 });

    // Visitors asked to preview are invited to sign in first.
    await page.getByRole('button', { name: 'View Notes' }).click();
    await page
      .getByTestId('note-preview')
      .getByText(/Sign in to preview|another website/)
      .first()
      .waitFor();
    await page.keyboard.press('Escape');

    expect(jsErrors(page)).toEqual([]);
    await page.context().close();
  });
});

describe('a signed-in student', () => {
  it('previews a PDF note inside the app', async () => {
    const page = await newPage(browser);
    const pdf = await openDemoNoteAsStudent(page, 'pdf');
    const downloads = Number(await page.getByTestId('download-count').textContent());
    await page.getByRole('button', { name: 'View Notes' }).click();
    const firstPage = page.locator('[data-testid="pdf-pages"] canvas[data-rendered="true"]').first();
    await firstPage.waitFor({ timeout: 30_000 });
    const size = await firstPage.evaluate((canvas: HTMLCanvasElement) => ({ width: canvas.width, height: canvas.height }));
    expect(size.width).toBeGreaterThan(300);
    expect(size.height).toBeGreaterThan(size.width);
    await screenshot(page, 'discovery-preview-pdf-desktop');
    await page.getByRole('button', { name: 'Close preview' }).click();
    // Reading in the app is not a download: the count is the same after a reload.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: pdf.title }).waitFor();
    await expectText(page.getByTestId('download-count'), String(downloads));
    expect(jsErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('previews a Word document as its text, with the download a click away', async () => {
    const page = await newPage(browser);
    const docx = await openDemoNoteAsStudent(page, 'docx');
    await page.getByRole('button', { name: 'View Notes' }).click();
    const preview = page.getByTestId('note-preview');
    const text = preview.getByTestId('text-preview');
    await text.waitFor();
    // Demo documents start with their title, then their paragraphs.
    expect(await text.textContent()).toContain(docx.title);
    await preview.getByRole('link', { name: 'Download' }).waitFor();
    await screenshot(page, 'discovery-preview-docx-desktop');
    expect(jsErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('likes at once, comments, edits and deletes a comment, and saves the note; others cannot touch the comment', async () => {
    const page = await newPage(browser);
    const author = await signUp(page, 'disc');
    const note = (await demoNotes(page))[3];
    await page.goto(`/notes/${note.id}`);
    await page.getByRole('heading', { level: 1, name: note.title }).waitFor();
    await screenshot(page, 'discovery-detail-signed-in-desktop');

    // Like: the count changes before the api answers (the answer is held back on purpose).
    // The note's own count (related notes' cards below have theirs).
    const likeCount = page.getByRole('region', { name: 'Statistics' }).getByTestId('like-count');
    const likesBefore = Number(await likeCount.textContent());
    let releaseLike: () => void = () => undefined;
    const likeHeld = new Promise<void>((resolve) => {
      releaseLike = resolve;
    });
    const isLike = (body: string | null) => Boolean(body?.includes('toggleLike'));
    await page.route('**/graphql', async (route) => {
      if (isLike(route.request().postData())) await likeHeld;
      await route.continue();
    });
    const likeAnswered = page.waitForResponse((response) => isLike(response.request().postData()));
    await page.getByRole('button', { name: 'Like', exact: true }).click();
    await expectText(likeCount, String(likesBefore + 1), 1000);
    expect(await page.getByRole('button', { name: 'Liked' }).getAttribute('aria-pressed')).toBe('true');
    releaseLike();
    await likeAnswered;
    await page.unroute('**/graphql');
    await page.reload();
    await expectText(likeCount, String(likesBefore + 1));
    await page.getByRole('button', { name: 'Liked' }).click();
    await expectText(likeCount, String(likesBefore));

    // Comment: whitespace is not sent; a real comment appears with its author and the count grows.
    const heading = page.getByRole('heading', { name: /^Comments \(\d+\)$/ });
    const countOf = async () => Number((await heading.textContent())!.match(/\d+/)![0]);
    const commentsBefore = await countOf();
    const box = page.getByPlaceholder('Share your thoughts on these notes...');
    await box.fill('    ');
    await page.getByRole('button', { name: 'Submit Comment' }).click();
    await page.waitForTimeout(300);
    expect(await countOf()).toBe(commentsBefore);
    const text = `Clear diagrams, thanks! <b>not bold</b> ${Date.now()}`;
    await box.fill(text);
    await page.getByRole('button', { name: 'Submit Comment' }).click();
    const mine = page.getByTestId('comment').filter({ hasText: text });
    await mine.waitFor();
    expect(await mine.getByText(author).count()).toBe(1);
    expect(await mine.locator('b').count()).toBe(0);
    expect(await countOf()).toBe(commentsBefore + 1);
    expect(await box.inputValue()).toBe('');

    // Edit: Save with only spaces does nothing; Cancel keeps the text; Save replaces it.
    await mine.getByRole('button', { name: 'Edit comment' }).click();
    const editor = page.getByRole('textbox', { name: 'Edit your comment' });
    await editor.fill('   ');
    await page.locator('#comments').getByRole('button', { name: 'Save', exact: true }).click();
    await editor.waitFor();
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await mine.getByTestId('comment-text').waitFor();
    await mine.getByRole('button', { name: 'Edit comment' }).click();
    const edited = `${text} (updated)`;
    await editor.fill(edited);
    await page.locator('#comments').getByRole('button', { name: 'Save', exact: true }).click();
    const editedComment = page.getByTestId('comment').filter({ hasText: edited });
    await editedComment.getByText('(edited)').waitFor();

    // A second comment, deleted after the confirmation.
    const doomed = `To be deleted ${Date.now()}`;
    await box.fill(doomed);
    await page.getByRole('button', { name: 'Submit Comment' }).click();
    const doomedComment = page.getByTestId('comment').filter({ hasText: doomed });
    await doomedComment.waitFor();
    expect(await countOf()).toBe(commentsBefore + 2);
    await doomedComment.getByRole('button', { name: 'Delete comment' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Are you sure you want to delete this comment?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await doomedComment.waitFor({ state: 'detached' });
    expect(await countOf()).toBe(commentsBefore + 1);

    // Save (the word of the Saved Notes tab): the success alert, and the state survives a reload.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Note saved', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Saved', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await page.getByRole('button', { name: 'Saved', exact: true }).waitFor();
    expect(jsErrors(page)).toEqual([]);

    // Another student sees the comment but neither its Edit nor its Delete button.
    const other = await newPage(browser, PHONE);
    await signUp(other, 'other');
    await other.goto(`/notes/${note.id}`);
    const seen = other.getByTestId('comment').filter({ hasText: edited });
    await seen.waitFor();
    expect(await seen.getByRole('button', { name: 'Edit comment' }).count()).toBe(0);
    expect(await seen.getByRole('button', { name: 'Delete comment' }).count()).toBe(0);
    expect(await other.getByRole('button', { name: 'Save', exact: true }).getAttribute('aria-pressed')).toBe('false');
    await screenshot(other, 'discovery-detail-signed-in-phone');
    expect(jsErrors(other)).toEqual([]);
    await other.context().close();
    await page.context().close();
  });
});

describe.each(SCREENS)('the inline note view on %s', (name, viewport) => {
  it('opens from a card, takes a comment, and goes Back to Notes', async () => {
    const page = await newPage(browser, viewport);
    await signUp(page, `inline${name.slice(0, 2)}`);
    await page.goto('/browse');
    const card = page.getByTestId('note-card').nth(1);
    await card.waitFor();
    const title = (await card.getByRole('heading', { level: 3 }).textContent())!;
    const commentsOnCard = Number(await card.getByTestId('comment-count').textContent());
    await card.getByRole('button', { name: /Open comments/ }).click();
    const view = page.getByTestId('inline-note-view');
    await view.getByRole('heading', { name: title }).waitFor();
    await page.waitForURL((url) => url.searchParams.has('note'));
    await view.getByRole('heading', { name: `Comments (${commentsOnCard})` }).waitFor();

    const text = `Inline comment ${Date.now()}`;
    await view.getByPlaceholder('Share your thoughts on these notes...').fill(text);
    await view.getByRole('button', { name: 'Submit Comment' }).click();
    await view.getByTestId('comment-text').filter({ hasText: text }).waitFor();
    await view.getByRole('heading', { name: `Comments (${commentsOnCard + 1})` }).waitFor();
    await screenshot(page, `discovery-inline-view-${name}`);

    await view.getByRole('button', { name: 'Back to Notes' }).click();
    await view.waitFor({ state: 'detached' });
    await page.waitForURL((url) => !url.searchParams.has('note'));
    // The card took the new count from the cache, without reloading the list.
    await expectText(card.getByTestId('comment-count'), String(commentsOnCard + 1));
    expect(jsErrors(page)).toEqual([]);
    await page.context().close();
  });
});

it('opens the inline view from ?note= with its empty state', async () => {
  const page = await newPage(browser);
  const quiet = (await demoNotes(page, 100)).find((note) => note.commentCount === 0);
  expect(quiet).toBeDefined();
  await page.goto(`/browse?note=${quiet!.id}`);
  const view = page.getByTestId('inline-note-view');
  await view.getByRole('heading', { name: 'Comments (0)' }).waitFor();
  await view.getByText('No comments yet. Be the first to comment!').waitFor();
  await view.getByRole('link', { name: 'Sign in to comment' }).waitFor();
  await page.context().close();
});

it('shows a clear state for a note that does not exist, and the empty Browse state', async () => {
  const page = await newPage(browser);
  await page.goto('/notes/00000000-0000-4000-8000-000000000000');
  await page.getByRole('heading', { name: 'Note not found' }).waitFor();
  await page.goto('/browse?search=qqqxxzzyyvvwwnotaword');
  await page.getByRole('heading', { name: 'No notes found matching your filters' }).waitFor();
  await page.getByText('Try adjusting your search criteria or clear filters.').waitFor();
  expect(jsErrors(page)).toEqual([]);
  await page.context().close();
});

/** Waits until the locator's text matches (playwright-core has no expect of its own). */
async function expectText(locator: ReturnType<Page['getByTestId']>, expected: string | RegExp, timeout = 10_000): Promise<void> {
  const deadline = Date.now() + timeout;
  let last: string | null;
  for (;;) {
    last = await locator.textContent({ timeout }).catch(() => null);
    if (last !== null && (typeof expected === 'string' ? last === expected : expected.test(last))) return;
    if (Date.now() > deadline) throw new Error(`expected text ${String(expected)}, last seen ${JSON.stringify(last)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// The share-a-note form suggests the subjects, courses and colleges other students already used
// (from the demo notes), so that one college is not spelt five ways; a tap picks on a phone.
import type { Browser } from 'playwright-core';
import { APP_URL, SCREENS, jsErrors, launchBrowser, newPage, screenshot } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const DEMO_STUDENT = { email: 'student@campusnotes.local', password: process.env.DEMO_PASSWORD ?? 'e2e-student-password' };

describe.each(SCREENS)('a student sharing a note (%s)', (name, viewport) => {
  it('is offered existing colleges and subjects as they type, and picks one', async () => {
    const page = await newPage(browser, viewport);
    const signIn = await page.request.post('/api/auth/signin', { headers: { origin: APP_URL() }, data: DEMO_STUDENT });
    expect(signIn.status()).toBe(200);
    await page.goto('/uploading-notes');

    const college = page.getByRole('combobox', { name: 'College' });
    await college.click();
    await college.pressSequentially('mani', { delay: 30 });
    const list = page.getByRole('listbox', { name: 'College suggestions' });
    const option = list.getByRole('option', { name: 'MANIT Bhopal' });
    await option.waitFor();
    const box = await option.boundingBox();
    expect(box && box.width > 0 && box.height >= 20).toBe(true);
    expect(await college.getAttribute('aria-expanded')).toBe('true');
    await screenshot(page, `upload-suggestions-${name}`);
    await option.click();
    expect(await college.inputValue()).toBe('MANIT Bhopal');
    expect(await list.count()).toBe(0);

    // Keyboard: arrows and Enter pick a subject.
    const subject = page.getByRole('combobox', { name: 'Subject' });
    await subject.click();
    await subject.pressSequentially('operating', { delay: 30 });
    await page.getByRole('listbox', { name: 'Subject suggestions' }).getByRole('option', { name: 'Operating Systems' }).waitFor();
    await subject.press('ArrowDown');
    await subject.press('Enter');
    expect(await subject.inputValue()).toBe('Operating Systems');
    expect(jsErrors(page)).toEqual([]);
    await page.context().close();
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import type { Browser } from 'playwright-core';
import { APP_URL, DESKTOP, PHONE, jsErrors, launchBrowser, newPage, screenshot } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A student account made through the api (the demo student's password stays as other journeys expect). */
async function newStudent() {
  const id = unique();
  const account = { username: `forgetful_${id}`, email: `forgetful-${id}@example.test`, password: `old-password-${id}` };
  const res = await fetch(`${APP_URL()}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: APP_URL() },
    body: JSON.stringify(account),
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status}`);
  return account;
}

/** The first mail to `to` that the in-process SMTP server (global-setup.cjs) has received. */
async function mailTo(to: string) {
  const dir = process.env.E2E_MAIL_DIR!;
  const deadline = Date.now() + 15_000;
  for (;;) {
    for (const file of fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []) {
      const mail = await simpleParser(fs.readFileSync(path.join(dir, file)));
      const recipients = [mail.to]
        .flat()
        .flatMap((a) => a?.value ?? [])
        .map((a) => a.address?.toLowerCase());
      if (recipients.includes(to.toLowerCase())) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('forgot password', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('on a %s: a student asks for a link on sign-in, gets it by mail, sets a new password and signs in with it', async (screen, viewport) => {
    const student = await newStudent();
    const page = await newPage(browser, viewport);

    await page.goto('/sign-in');
    await page.getByRole('link', { name: 'Forgot password?' }).waitFor();
    await screenshot(page, `sign-in-forgot-link-${screen}`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByLabel(/^Email/).fill(student.email);
    await screenshot(page, `forgot-password-${screen}`);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    expect(await page.getByRole('status').first().innerText()).toContain(`If an account uses ${student.email}, we have sent it a link`);
    await screenshot(page, `forgot-password-sent-${screen}`);

    const mail = await mailTo(student.email);
    expect(mail.subject).toBe('Reset your CampusNotes password');
    expect(mail.from?.value[0].address).toBe('help@e2e.test');
    const link = /(http\S+\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1];
    expect(link).toBeDefined();

    // The link names the app's PUBLIC_URL (localhost); the journey follows it to the same server.
    const url = new URL(link!);
    await page.goto(`${url.pathname}${url.search}`);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    const newPassword = `new-password-${unique()}`;
    await page.getByLabel(/^New password/).fill(newPassword);
    await screenshot(page, `reset-password-${screen}`);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('heading', { name: 'Password changed' }).waitFor();
    await screenshot(page, `reset-password-done-${screen}`);

    // The link worked once: opened again, it is refused.
    await page.goto(`${url.pathname}${url.search}`);
    await page.getByLabel(/^New password/).fill(`another-${newPassword}`);
    await page.getByRole('button', { name: 'Set new password' }).click();
    expect(await page.getByRole('alert').innerText()).toMatch(/used already or it expired/);

    await page.goto('/sign-in');
    await page.getByLabel(/^Email/).fill(student.email);
    await page.getByLabel(/^Password/).fill(newPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/sign-in'));
    const signedIn = await page.evaluate(async () => {
      const res = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ me { email } }' }),
      });
      return ((await res.json()) as { data: { me: { email: string } | null } }).data.me?.email ?? null;
    });
    expect(signedIn).toBe(student.email);
    expect(jsErrors(page)).toEqual([]);
    await page.context().close();
  });
});

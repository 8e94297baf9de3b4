import { deflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { APP_URL, DESKTOP, PHONE, jsErrors, launchBrowser, newPage, screenshot } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const STUDENT_EMAIL = 'student@campusnotes.local';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

// ---- a real PNG, made here: signature, IHDR, IDAT (zlib), IEND, each chunk with its CRC-32 ----
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A size x size RGB picture: a diagonal gradient from indigo to teal. */
function makePng(size = 64): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, deflate, no filter, no interlace
  const rows: number[] = [];
  for (let y = 0; y < size; y++) {
    rows.push(0); // filter: none
    for (let x = 0; x < size; x++) {
      const t = (x + y) / (2 * size);
      rows.push(Math.round(79 + (20 - 79) * t), Math.round(70 + (184 - 70) * t), Math.round(229 + (166 - 229) * t));
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.from(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An account made through the api, outside the browser (no session there). */
async function existingAccount(id: string): Promise<{ username: string; email: string }> {
  const account = { username: `taken_${id}`, email: `taken-${id}@example.test`, password: `pw-${id}-taken` };
  const response = await fetch(`${APP_URL()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'mutation($i: SignUpInput!) { signUp(input: $i) { user { id } } }', variables: { i: account } }),
  });
  const body = await response.json();
  if (!body.data?.signUp.user) throw new Error(`could not create an account: ${JSON.stringify(body)}`);
  return account;
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function confirm(page: Page, button: string): Promise<void> {
  const dialog = page.getByRole('alertdialog');
  await dialog.waitFor();
  await dialog.getByRole('button', { name: button }).click();
}

describe('accounts', () => {
  it('signs up, renames the account, uploads an avatar, signs out and in, then deletes the account', async () => {
    const page = await newPage(browser, DESKTOP);
    const id = unique();
    const username = `e2e_${id}`;
    const email = `e2e-${id}@example.test`;
    const password = `pw-${id}-long`;

    // Sign up: the api's field errors appear next to their fields.
    const taken = await existingAccount(id);
    await page.goto('/sign-up');
    await page.getByRole('heading', { level: 1, name: 'Sign Up' }).waitFor();
    await page.getByText(/^At least 8 characters\.$/).waitFor();
    await page.getByLabel('Username').fill(taken.username);
    await page.getByLabel('Email').fill(taken.email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('That username is already taken.').waitFor();
    await page.getByText('An account with that email already exists.').waitFor();
    expect(await page.getByText(/under maintenance/i).count()).toBe(0);
    await screenshot(page, 'sign-up-errors-desktop');

    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL('**/profile');
    await page.getByRole('heading', { level: 1, name: 'My Dashboard' }).waitFor();
    await page
      .getByRole('link', { name: new RegExp(`${username}\\s*, your profile`) })
      .first()
      .waitFor();
    await page.getByText(/Member since /).waitFor();
    await screenshot(page, 'profile-tab-desktop');

    // Rename: the success banner shows, then goes by itself after about 3 seconds.
    const renamed = `${username}_2`;
    await page.getByLabel('Username').fill(renamed);
    await page.getByRole('button', { name: 'Update Profile' }).click();
    const banner = page.getByText('Profile updated successfully.');
    await banner.waitFor();
    const shownAt = Date.now();
    await page
      .getByRole('link', { name: new RegExp(`${renamed}\\s*, your profile`) })
      .first()
      .waitFor();
    await banner.waitFor({ state: 'detached', timeout: 6000 });
    expect(Date.now() - shownAt).toBeGreaterThan(2000);

    // Avatar: a real PNG goes up as GraphQL multipart; the header shows it.
    await page.getByLabel('Choose a profile picture').setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: makePng() });
    await page.getByText('Profile picture updated.').waitFor();
    await screenshot(page, 'profile-avatar-banner-desktop');
    const headerPicture = page.getByRole('banner').locator('img').first();
    await headerPicture.waitFor();
    expect(await headerPicture.getAttribute('src')).toMatch(/^\/media\//);
    expect(await headerPicture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(64);

    // Sign out: to the landing page, signed out.
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Sign in' }).first().waitFor();
    await page.goto('/profile');
    await page.waitForURL('**/sign-in?next=%2Fprofile');

    // Sign in: a wrong password first, then the right one.
    await signIn(page, email, 'not-the-password');
    await page.getByText('Wrong email or password.').waitFor();
    await screenshot(page, 'sign-in-error-desktop');
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/profile');
    await page.getByRole('heading', { level: 1, name: 'My Dashboard' }).waitFor();
    await page.getByRole('heading', { name: renamed }).waitFor();
    // Signed-in users who open sign-in are sent to their dashboard.
    await page.goto('/sign-in');
    await page.waitForURL('**/profile');

    // Delete the account, after the spec's confirmation.
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await page.getByText('Are you sure you want to delete your account? This action cannot be undone.').waitFor();
    await screenshot(page, 'profile-delete-confirmation-desktop');
    await confirm(page, 'Delete Account');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Sign in' }).first().waitFor();

    // The account is gone: signing in again fails.
    await signIn(page, email, password);
    await page.getByText('Wrong email or password.').waitFor();
    expect(jsErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('works on a phone: sign-in error, sign-up errors, and a new account with empty lists', async () => {
    const page = await newPage(browser, PHONE);
    const id = unique();

    await signIn(page, STUDENT_EMAIL, 'wrong-password');
    await page.getByText('Wrong email or password.').waitFor();
    await screenshot(page, 'sign-in-error-phone');

    await page.goto('/sign-up');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('Enter a username.').waitFor();
    await page.getByLabel('Username').fill('x');
    await page.getByLabel('Email').fill(`phone-${id}@example.test`);
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('Password must be at least 8 characters long.').waitFor();
    await screenshot(page, 'sign-up-errors-phone');

    await page.getByLabel('Username').fill(`phone_${id}`);
    await page.getByLabel('Password').fill(`pw-${id}-long`);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL('**/profile');
    await page.getByRole('heading', { level: 1, name: 'My Dashboard' }).waitFor();
    await screenshot(page, 'profile-tab-phone');

    await page.getByRole('tab', { name: 'My Uploads' }).click();
    await page.waitForURL('**/profile?tab=uploads');
    await page.getByText("You haven't uploaded any notes yet").waitFor();
    expect(await page.getByRole('link', { name: 'Upload Your First Note' }).getAttribute('href')).toBe('/uploading-notes');
    await screenshot(page, 'profile-uploads-empty-phone');

    await page.getByRole('tab', { name: 'Saved Notes' }).click();
    await page.getByText("You don't have any saved notes yet").waitFor();
    await page.getByText('When you save notes, they will appear here').waitFor();
    await screenshot(page, 'profile-saved-empty-phone');

    // The tab survives a reload.
    await page.reload();
    await page.getByText("You don't have any saved notes yet").waitFor();

    // API tokens: the secret is shown once; the list keeps only its prefix.
    await page.getByRole('tab', { name: 'Profile' }).click();
    // Under "For developers", closed until opened.
    await page.getByText('For developers', { exact: true }).click();
    await page.getByLabel('Token name').fill('study bot');
    await page.getByRole('button', { name: 'Create token' }).click();
    const secret = (await page.getByTestId('new-api-token').textContent())!;
    expect(secret).toMatch(/^cn_/);
    await screenshot(page, 'profile-api-token-phone');
    // The token works as a bearer token against the api.
    const me = await page.evaluate(async (token) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        credentials: 'omit',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: '{ me { username } }' }),
      });
      return response.json();
    }, secret);
    expect(me.data.me.username).toBe(`phone_${id}`);
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Revoke study bot' }).click();
    await confirm(page, 'Revoke');
    await page.getByText('You have no API tokens.').waitFor();

    expect(jsErrors(page)).toEqual([]);
    await page.context().close();
  });
});

import pino from 'pino';
import { Writable } from 'node:stream';
import { gql, startTestApp, type TestApp } from './app';
import { loadConfig } from '../src/config';
import { createMailer } from '../src/mail/mailer';
import { me, newAccount, sessionCookieFrom, signUp } from './session';
import { resetTokenFrom, startSmtpInbox, type SmtpInbox } from './smtp-inbox';

const REQUEST = `mutation($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { success errors { field message code } } }`;
const RESET = `mutation($input: ResetPasswordInput!) { resetPassword(input: $input) { success errors { field message code } } }`;
const NEW_PASSWORD = 'a brand new password';

let inbox: SmtpInbox;
let t: TestApp;
let address = 0;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await startTestApp({ SMTP_URL: inbox.url, MAIL_FROM: 'CampusNotes <help@campusnotes.test>', PUBLIC_URL: 'http://campusnotes.test' });
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

/** Each test asks from an address of its own (the app trusts X-Forwarded-For from loopback), so per-address budgets do not carry over. */
let from: Record<string, string>;
beforeEach(() => {
  address += 1;
  from = { 'x-forwarded-for': `203.0.113.${address}` };
});

const request = (email: string) => gql(t.url, REQUEST, { input: { email } }, from);
const reset = (token: string, password = NEW_PASSWORD) => gql(t.url, RESET, { input: { token, password } }, from);
const signInStatus = async (email: string, password: string) =>
  (
    await fetch(`${t.url}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...from },
      body: JSON.stringify({ email, password }),
    })
  ).status;

async function mailedToken(email: string): Promise<string> {
  const since = inbox.mails.length;
  const res = await request(email);
  expect(res.data!.requestPasswordReset).toEqual({ success: true, errors: [] });
  return resetTokenFrom(await inbox.waitForMailTo(email, { since }));
}

describe('forgot password', () => {
  it('mails a link to the account (SMTP, MAIL_FROM, PUBLIC_URL); the link sets a new password, and only the new one signs in', async () => {
    const account = await signUp(t.url, newAccount('reset'));
    const since = inbox.mails.length;
    await request(account.email.toUpperCase());
    const mail = await inbox.waitForMailTo(account.email, { since });
    expect(mail.from).toBe('help@campusnotes.test');
    expect(mail.subject).toBe('Reset your CampusNotes password');
    expect(mail.text).toContain(`Hello ${account.username}`);
    expect(mail.text).toMatch(/within 30 minutes/);
    expect(mail.text).toMatch(/http:\/\/campusnotes\.test\/reset-password\?token=[A-Za-z0-9_-]{43}\b/);
    expect(mail.html).toContain('href="http://campusnotes.test/reset-password?token=');
    const token = resetTokenFrom(mail);

    // Only a hash of the token is stored, with a 30-minute expiry.
    const [row] = await t.db.dataSource.query(
      `SELECT token_hash, round(extract(epoch FROM expires_at - created_at)) AS seconds FROM password_resets WHERE user_id = $1`,
      [account.id],
    );
    expect(row.token_hash).not.toContain(token);
    expect(Number(row.seconds)).toBe(1800);

    expect((await reset(token)).data!.resetPassword).toEqual({ success: true, errors: [] });
    expect(await signInStatus(account.email, account.password)).toBe(401);
    expect(await signInStatus(account.email, NEW_PASSWORD)).toBe(200);
  });

  it('refuses a link used once already', async () => {
    const account = await signUp(t.url, newAccount('reuse'));
    const token = await mailedToken(account.email);
    expect((await reset(token)).data!.resetPassword.success).toBe(true);
    const again = await reset(token, 'yet another password');
    expect(again.data!.resetPassword).toEqual({
      success: false,
      errors: [{ field: 'token', code: 'BAD_USER_INPUT', message: expect.stringMatching(/used already or it expired/) }],
    });
    expect(await signInStatus(account.email, NEW_PASSWORD)).toBe(200);
  });

  it('refuses an expired link, and an unknown one, with the same words', async () => {
    const account = await signUp(t.url, newAccount('expired'));
    const token = await mailedToken(account.email);
    await t.db.dataSource.query(`UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [account.id]);
    const expired = await reset(token);
    const unknown = await reset('x'.repeat(43));
    expect(expired.data!.resetPassword.errors[0]).toMatchObject({ field: 'token', code: 'BAD_USER_INPUT' });
    expect(unknown.data!.resetPassword.errors).toEqual(expired.data!.resetPassword.errors);
    expect(await signInStatus(account.email, account.password)).toBe(200);
  });

  it('answers an email without an account exactly as one with an account, and mails nothing', async () => {
    const account = await signUp(t.url, newAccount('known'));
    const known = await request(account.email);
    const unknown = await request('nobody-here@example.com');
    expect(unknown).toEqual(known);
    const restKnown = await fetch(`${t.url}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...from },
      body: JSON.stringify({ email: account.email }),
    });
    const restUnknown = await fetch(`${t.url}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...from },
      body: JSON.stringify({ email: 'nobody-here@example.com' }),
    });
    expect([restKnown.status, restUnknown.status]).toEqual([200, 200]);
    expect(await restUnknown.json()).toEqual(await restKnown.json());
    await t.services.passwordResets.settled();
    await inbox.waitForMailTo(account.email);
    expect(inbox.mails.some((m) => m.to.includes('nobody-here@example.com'))).toBe(false);
  });

  it('rate limits requests for one email like sign-in: the sixth in an hour gets TOO_MANY_REQUESTS with Retry-After, account or not', async () => {
    for (const email of [(await signUp(t.url, newAccount('limit'))).email, 'no-account-limit@example.com']) {
      for (let i = 0; i < 5; i++) expect((await request(email)).data!.requestPasswordReset.success).toBe(true);
      const res = await fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: t.url, ...from },
        body: JSON.stringify({ query: REQUEST, variables: { input: { email } } }),
      });
      const body = (await res.json()) as { errors: { message: string; extensions: { code: string } }[] };
      expect(body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
      expect(body.errors[0].message).toMatch(/Too many password reset attempts/);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      const rest = await fetch(`${t.url}/api/auth/forgot-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...from },
        body: JSON.stringify({ email }),
      });
      expect(rest.status).toBe(429);
      expect(await rest.json()).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' });
    }
  });

  it('rate limits new-password attempts per address', async () => {
    for (let i = 0; i < 30; i++) expect((await reset(`guess${i}`.padEnd(43, 'x'))).data!.resetPassword.success).toBe(false);
    const res = await reset('one-more'.padEnd(43, 'x'));
    expect(res.errors![0].extensions!.code).toBe('TOO_MANY_REQUESTS');
  });

  it('ends every session of the account; its API tokens keep working', async () => {
    const account = await signUp(t.url, newAccount('sessions'));
    const second = await fetch(`${t.url}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    const otherCookie = sessionCookieFrom(second)!;
    const created = await gql(t.url, `mutation { createApiToken(input: { name: "bot" }) { token } }`, {}, { cookie: account.cookie });
    const apiToken = created.data!.createApiToken.token as string;
    expect(await me(t.url, account.cookie)).not.toBeNull();
    expect(await me(t.url, otherCookie)).not.toBeNull();

    await reset(await mailedToken(account.email));
    expect(await me(t.url, account.cookie)).toBeNull();
    expect(await me(t.url, otherCookie)).toBeNull();
    const [{ n }] = await t.db.dataSource.query(`SELECT count(*)::int AS n FROM sessions WHERE user_id = $1`, [account.id]);
    expect(n).toBe(0);
    const viaToken = await gql(t.url, '{ me { id } }', {}, { authorization: `Bearer ${apiToken}` });
    expect(viaToken.data!.me.id).toBe(account.id);
  });

  it('a new password is checked before the link is spent; earlier links of the account die with the reset', async () => {
    const account = await signUp(t.url, newAccount('checks'));
    const first = await mailedToken(account.email);
    const second = await mailedToken(account.email);
    const short = await reset(second, 'short');
    expect(short.data!.resetPassword.errors).toEqual([{ field: 'password', code: 'BAD_USER_INPUT', message: 'Password must be at least 8 characters long.' }]);
    expect((await reset(second)).data!.resetPassword.success).toBe(true);
    expect((await reset(first, 'another good one')).data!.resetPassword.errors[0].field).toBe('token');
  });

  it('refuses a malformed email', async () => {
    const res = await request('not-an-email');
    expect(res.data?.requestPasswordReset ?? res.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    const rest = await fetch(`${t.url}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...from },
      body: JSON.stringify({ email: 'nope' }),
    });
    expect(rest.status).toBe(400);
    expect(await rest.json()).toMatchObject({ success: false, code: 'BAD_USER_INPUT', message: 'Enter a valid email address.' });
  });

  it('REST: reset-password changes the password and says so; a used token gets 400', async () => {
    const account = await signUp(t.url, newAccount('rest'));
    const token = await mailedToken(account.email);
    const post = (body: object) =>
      fetch(`${t.url}/api/auth/reset-password`, { method: 'POST', headers: { 'content-type': 'application/json', ...from }, body: JSON.stringify(body) });
    const ok = await post({ token, password: NEW_PASSWORD });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ success: true, message: expect.stringMatching(/signed out everywhere/) });
    const used = await post({ token, password: NEW_PASSWORD });
    expect(used.status).toBe(400);
    expect(await used.json()).toMatchObject({ success: false, code: 'BAD_USER_INPUT' });
    const status = await (await fetch(`${t.url}/api/auth/password-reset/status`)).json();
    expect(status).toEqual({ success: true, configured: true });
    expect((await gql(t.url, '{ passwordResetAvailable }')).data).toEqual({ passwordResetAvailable: true });
  });
});

describe('without SMTP_URL', () => {
  it('in production: no password reset (capability false, NOT_IMPLEMENTED / 501)', async () => {
    const prod = await startTestApp({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'true' });
    try {
      expect((await gql(prod.url, '{ passwordResetAvailable }')).data).toEqual({ passwordResetAvailable: false });
      const res = await gql(prod.url, REQUEST, { input: { email: 'someone@example.com' } });
      expect(res.errors![0]).toMatchObject({ message: expect.stringMatching(/not set up on this server/), extensions: { code: 'NOT_IMPLEMENTED' } });
      const rest = await fetch(`${prod.url}/api/auth/forgot-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: prod.url },
        body: JSON.stringify({ email: 'someone@example.com' }),
      });
      expect(rest.status).toBe(501);
      expect(await (await fetch(`${prod.url}/api/auth/password-reset/status`)).json()).toEqual({ success: true, configured: false });
    } finally {
      await prod.close();
    }
  });

  it('in development: the mail, link included, goes to the server log', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) }));
    const mailer = createMailer(loadConfig({ NODE_ENV: 'development' }), log)!;
    expect(mailer.delivers).toBe(false);
    await mailer.send({ to: 'a@example.com', subject: 'Reset', text: 'open http://localhost:4000/reset-password?token=abc', html: '' });
    expect(lines.join('')).toContain('http://localhost:4000/reset-password?token=abc');
    expect(createMailer(loadConfig({ NODE_ENV: 'production' }), log)).toBeNull();
  });
});

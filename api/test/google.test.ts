import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { decodeProtectedHeader, generateKeyPair, SignJWT } from 'jose';
import { startTestApp, type TestApp } from './app';
import { me, newAccount, sessionCookieFrom, signUp } from './session';

/**
 * Google sign-in against a local OAuth2/OpenID server (oauth2-mock-server, run as a child
 * process because it is ESM-only): the browser's code flow with real redirects, and the ID-token
 * endpoint with genuine, tampered, forged, expired and misaddressed tokens.
 */

const CLIENT_ID = 'campusnotes-test.apps.googleusercontent.com';
const PUBLIC_URL = 'http://campusnotes.test';
const ADMIN_EMAIL = 'google-boss@example.com';
const INVALID = 'Google sign-in needs a valid Google ID token.';

interface MockServer {
  url: string;
  child: ChildProcessWithoutNullStreams;
}

async function startMockServer(): Promise<MockServer> {
  const child = spawn(process.execPath, [path.join(__dirname, 'oauth-mock-server.mjs')], { stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the OAuth2 mock server did not start: ${stderr}`)), 20_000);
    child.once('exit', (code) => reject(new Error(`the OAuth2 mock server exited (${code}): ${stderr}`)));
    createInterface({ input: child.stdout }).once('line', (line) => {
      clearTimeout(timer);
      resolve(line.trim());
    });
  });
  return { url, child };
}

function stopMockServer(mock: MockServer | undefined): Promise<void> {
  if (!mock || mock.child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    mock.child.once('exit', () => resolve());
    mock.child.stdin.end(); // the script exits when its stdin closes
  });
}

let mock: MockServer;
let t: TestApp;

beforeAll(async () => {
  mock = await startMockServer();
  t = await startTestApp({
    PUBLIC_URL,
    ADMIN_EMAIL,
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_CLIENT_SECRET: 'test-client-secret',
    GOOGLE_AUTH_URL: `${mock.url}/authorize`,
    GOOGLE_TOKEN_URL: `${mock.url}/token`,
    GOOGLE_USERINFO_URL: `${mock.url}/userinfo`,
    GOOGLE_JWKS_URL: `${mock.url}/jwks`,
    GOOGLE_ISSUERS: mock.url,
  });
});
afterAll(async () => {
  await t?.close();
  await stopMockServer(mock);
});

async function control(method: string, route: string, body?: unknown) {
  const res = await fetch(`${mock.url}/__control/${route}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`mock control ${route}: ${res.status}`);
  return res.json() as Promise<any>;
}

let people = 0;
/** A fresh Google person (unique sub and email), made the one the mock's /userinfo describes. */
async function googlePerson(overrides: Record<string, unknown> = {}) {
  people += 1;
  const tag = `${process.pid}${people}${Math.floor(Math.random() * 1e6)}`;
  const person = {
    sub: `g${tag}`,
    email: `person${tag}@gmail.com`,
    email_verified: true,
    name: `Person ${tag}`,
    picture: `https://lh3.googleusercontent.com/a/${tag}`,
    ...overrides,
  };
  await control('PUT', 'userinfo', person);
  return person;
}

const userRows = (where: string, params: unknown[]) =>
  t.db.dataSource.query(`SELECT id, username, email, google_id, password_hash, avatar_url, role FROM users WHERE ${where}`, params);

/** The browser's trip: /auth/google -> Google's consent page -> back to our callback. */
async function codeFlow(tamper: { state?: string; withoutStateCookie?: boolean; next?: string } = {}) {
  const start = await fetch(`${t.url}/auth/google${tamper.next === undefined ? '' : `?next=${encodeURIComponent(tamper.next)}`}`, { redirect: 'manual' });
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.get('location')!);
  const stateCookie = start.headers.getSetCookie().find((c) => c.startsWith('cn_google_state='))!;
  const consent = await fetch(authorize, { redirect: 'manual' });
  expect(consent.status).toBe(302);
  const back = new URL(consent.headers.get('location')!);
  if (tamper.state !== undefined) back.searchParams.set('state', tamper.state);
  // The mock sends the browser to PUBLIC_URL; the app under test listens on an ephemeral port.
  const callback = await fetch(`${t.url}${back.pathname}${back.search}`, {
    redirect: 'manual',
    headers: tamper.withoutStateCookie ? {} : { cookie: stateCookie.split(';')[0] },
  });
  return { start, authorize, stateCookie, back, callback, session: sessionCookieFrom(callback) };
}

describe('the authorization-code flow (GET /auth/google)', () => {
  it('sends the browser to Google with our client, callback, scopes, PKCE and a state kept in a short-lived httpOnly cookie', async () => {
    const start = await fetch(`${t.url}/auth/google`, { redirect: 'manual' });
    expect(start.status).toBe(302);
    const to = new URL(start.headers.get('location')!);
    expect(`${to.origin}${to.pathname}`).toBe(`${mock.url}/authorize`);
    expect(to.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(to.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/auth/google/callback`);
    expect(to.searchParams.get('response_type')).toBe('code');
    expect(to.searchParams.get('scope')!.split(' ').sort()).toEqual(['email', 'openid', 'profile']);
    expect(to.searchParams.get('code_challenge_method')).toBe('S256');
    const state = to.searchParams.get('state')!;
    expect(state.length).toBeGreaterThanOrEqual(32);
    const cookie = start.headers.getSetCookie().find((c) => c.startsWith('cn_google_state='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/auth\/google/);
    expect(cookie).toMatch(/Max-Age=600/);
    expect(cookie).not.toContain('Secure'); // only in production
    expect(start.headers.getSetCookie().some((c) => c.startsWith('cn_session='))).toBe(false);
    // Each start has its own state.
    const again = new URL((await fetch(`${t.url}/auth/google`, { redirect: 'manual' })).headers.get('location')!);
    expect(again.searchParams.get('state')).not.toBe(state);
  });

  it('signs a new person in end to end: account created without a password, session cookie set, me returns it', async () => {
    const person = await googlePerson({ name: 'Ada Lovelace', email: `Ada.Lovelace.${Date.now()}@Example.com` });
    const { callback, session } = await codeFlow();
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe('/');
    expect(session).toBeDefined();
    // The state cookie is single use.
    expect(callback.headers.getSetCookie().find((c) => c.startsWith('cn_google_state='))).toMatch(/Expires=Thu, 01 Jan 1970/);

    const viewer = await me(t.url, session);
    expect(viewer).toMatchObject({ email: person.email.toLowerCase(), hasPassword: false, role: 'USER' });
    expect(viewer!.username).toMatch(/^Ada_Lovelace\d*$/);
    const [row] = await userRows('id = $1', [viewer!.id]);
    expect(row).toMatchObject({ google_id: person.sub, password_hash: null, avatar_url: person.picture, role: 'user' });

    // The code was exchanged by the server with its secret and the PKCE verifier.
    expect(await control('GET', 'last-token-request')).toMatchObject({
      grant_type: 'authorization_code',
      client_id: CLIENT_ID,
      redirect_uri: `${PUBLIC_URL}/auth/google/callback`,
      has_client_secret: true,
      has_code_verifier: true,
    });
  });

  it('brings the same Google account back to the same CampusNotes account, even after its email changed', async () => {
    const person = await googlePerson();
    const first = await codeFlow();
    const firstViewer = await me(t.url, first.session);
    await control('PUT', 'userinfo', { ...person, email: `renamed.${person.email}` });
    const second = await codeFlow();
    expect(second.session).toBeDefined();
    expect(second.session).not.toBe(first.session);
    expect((await me(t.url, second.session))!.id).toBe(firstViewer!.id);
    expect(await userRows('google_id = $1', [person.sub])).toHaveLength(1);
  });

  it('links an existing account with the same verified email (any case) instead of creating a second one, dropping its unproven password', async () => {
    const account = await signUp(t.url);
    await googlePerson({ email: account.email.toUpperCase() });
    const { callback, session } = await codeFlow();
    expect(callback.headers.get('location')).toBe('/');
    const viewer = await me(t.url, session);
    expect(viewer).toMatchObject({ id: account.id, username: account.username, hasPassword: false });
    const rows = await userRows('lower(email) = lower($1)', [account.email]);
    expect(rows).toHaveLength(1);
    expect(rows[0].google_id).toMatch(/^g/);
    // Sign-up never proved the email, Google did: whoever set that password (maybe a squatter)
    // loses it and their sessions.
    expect(await me(t.url, account.cookie)).toBeNull();
    const signIn = await fetch(`${t.url}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(signIn.status).toBe(401);
  });

  it('derives a unique, valid username from the name', async () => {
    const taken = await signUp(t.url, { ...newAccount(), username: `Grace_Hopper_${process.pid}` });
    await googlePerson({ name: `Grace Hopper ${process.pid}` });
    const first = await me(t.url, (await codeFlow()).session);
    expect(first!.username).not.toBe(taken.username);
    expect(first!.username).toMatch(new RegExp(`^Grace_Hopper_${process.pid}\\d+$`));

    await googlePerson({ name: 'Zoë Ñuñez-O’Brien the Third of a Very Long Family Name Indeed' });
    const long = await me(t.url, (await codeFlow()).session);
    expect(long!.username).toMatch(/^[A-Za-z0-9_.-]{3,40}$/);
    expect(long!.username.startsWith('Zoe_Nunez-OBrien')).toBe(true);

    await googlePerson({ name: '李', email: `li.${Date.now()}@example.com` });
    const fallback = await me(t.url, (await codeFlow()).session);
    expect(fallback!.username).toMatch(/^li\.\d+\d*$/);
  });

  it('returns to the page sign-in started from (?next=, carried in the state cookie), never to another site', async () => {
    await googlePerson();
    const back = await codeFlow({ next: '/notes/returnmarker7#download' });
    expect(back.callback.headers.get('location')).toBe('/notes/returnmarker7#download');
    expect(back.session).toBeDefined();
    // The path never travels to Google: it stays in this browser's httpOnly cookie.
    expect(back.authorize.href).not.toContain('returnmarker7');

    for (const next of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', '/..//evil.example']) {
      await googlePerson();
      const refused = await codeFlow({ next });
      expect([next, refused.callback.headers.get('location')]).toEqual([next, '/']);
    }

    // A failed sign-in goes back to the sign-in page, still on its way to the same page.
    await googlePerson({ email_verified: false });
    const failed = await codeFlow({ next: '/notes/abc#like' });
    expect(failed.callback.headers.get('location')).toBe('/sign-in?error=google&next=%2Fnotes%2Fabc%23like');
    // A forged callback (state of another browser) does not get this browser's path either way: no session.
    const forged = await codeFlow({ next: '/notes/abc', state: 'attacker-chosen-state' });
    expect(forged.session).toBeUndefined();
  });

  it('makes ADMIN_EMAIL an admin and sends them to the admin dashboard', async () => {
    await googlePerson({ email: ADMIN_EMAIL });
    const { callback, session } = await codeFlow();
    expect(callback.headers.get('location')).toBe('/admin-dashboard');
    expect((await me(t.url, session))!.role).toBe('ADMIN');
  });

  it('refuses a Google account whose email is not verified', async () => {
    const person = await googlePerson({ email_verified: false });
    const { callback, session } = await codeFlow();
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe('/sign-in?error=google');
    expect(session).toBeUndefined();
    expect(await userRows('google_id = $1', [person.sub])).toHaveLength(0);
  });

  it('refuses a callback whose state does not match the browser (forged link, another browser)', async () => {
    const person = await googlePerson();
    const forged = await codeFlow({ state: 'attacker-chosen-state' });
    expect(forged.callback.status).toBe(302);
    expect(forged.callback.headers.get('location')).toBe('/sign-in?error=google');
    expect(forged.session).toBeUndefined();

    const otherBrowser = await codeFlow({ withoutStateCookie: true });
    expect(otherBrowser.callback.headers.get('location')).toBe('/sign-in?error=google');
    expect(otherBrowser.session).toBeUndefined();
    expect(await userRows('google_id = $1', [person.sub])).toHaveLength(0);
  });

  it('sends the browser back to sign-in, without a stack trace, when Google says no or the exchange fails', async () => {
    const start = await fetch(`${t.url}/auth/google`, { redirect: 'manual' });
    const state = new URL(start.headers.get('location')!).searchParams.get('state')!;
    const stateCookie = start.headers.getSetCookie().find((c) => c.startsWith('cn_google_state='))!;
    const denied = await fetch(`${t.url}/auth/google/callback?error=access_denied&state=${state}`, {
      redirect: 'manual',
      headers: { cookie: stateCookie.split(';')[0] },
    });
    expect(denied.status).toBe(302);
    expect(denied.headers.get('location')).toBe('/sign-in?error=google');
    expect(sessionCookieFrom(denied)).toBeUndefined();

    const otherError = await fetch(`${t.url}/auth/google/callback?error=server_error&state=${state}`, { redirect: 'manual' });
    expect(otherError.headers.get('location')).toBe('/sign-in?error=google');

    const noCode = await fetch(`${t.url}/auth/google/callback`, { redirect: 'manual' });
    expect(noCode.headers.get('location')).toBe('/sign-in?error=google');

    const person = await googlePerson();
    await control('PUT', 'token-error', { error: 'invalid_grant' });
    try {
      const { callback, session } = await codeFlow();
      expect(callback.status).toBe(302);
      expect(callback.headers.get('location')).toBe('/sign-in?error=google');
      expect(session).toBeUndefined();
      expect(await callback.text()).not.toMatch(/at .*\.js|Error/);
    } finally {
      await control('PUT', 'token-error', { error: null });
    }
    expect(await userRows('google_id = $1', [person.sub])).toHaveLength(0);
  });
});

/** A token signed by the mock's key (the JWKS the app trusts), with these claims on top. */
async function mintIdToken(claims: Record<string, unknown> = {}, expiresIn?: number): Promise<string> {
  people += 1;
  const tag = `${process.pid}${people}${Math.floor(Math.random() * 1e6)}`;
  const base = {
    aud: CLIENT_ID,
    sub: `t${tag}`,
    email: `token${tag}@gmail.com`,
    email_verified: true,
    name: `Token Person ${tag}`,
    picture: `https://lh3.googleusercontent.com/a/t${tag}`,
  };
  const { idToken } = await control('POST', 'id-token', { claims: { ...base, ...claims }, expiresIn });
  return idToken;
}

const decodePart = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
const encodePart = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function postIdToken(body: unknown) {
  return fetch(`${t.url}/api/auth/google`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

async function expectRefused(res: Response, message = INVALID) {
  expect(res.status).toBe(401);
  expect(await res.json()).toEqual({ success: false, code: 'UNAUTHENTICATED', message });
  expect(res.headers.getSetCookie().some((c) => c.startsWith('cn_session='))).toBe(false);
}

describe('POST /api/auth/google (a Google ID token checked on the server)', () => {
  it('tells the web app that Google sign-in is configured', async () => {
    const res = await fetch(`${t.url}/api/auth/google/status`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ configured: true });
  });

  it('signs in with a valid ID token, as idToken or as credential, into one account', async () => {
    const idToken = await mintIdToken();
    const claims = decodePart(idToken.split('.')[1]);
    const res = await postIdToken({ idToken });
    expect(res.status).toBe(200);
    const body: any = await res.json();
    expect(body).toMatchObject({ success: true, redirectTo: '/', user: { email: claims.email, role: 'user', avatar: claims.picture } });
    expect(typeof body.message).toBe('string');
    const cookie = sessionCookieFrom(res);
    expect((await me(t.url, cookie))!.id).toBe(body.user._id);

    const again = await postIdToken({ credential: idToken });
    expect(again.status).toBe(200);
    expect(((await again.json()) as any).user._id).toBe(body.user._id);
    expect(await userRows('google_id = $1', [claims.sub])).toHaveLength(1);
  });

  it('never signs anyone in from a client-posted profile ({ name, email, photo })', async () => {
    const victim = await signUp(t.url);
    await expectRefused(await postIdToken({ name: 'Mallory', email: victim.email, photo: 'https://example.com/p.png' }));
    const stranger = `nobody.${Date.now()}@example.com`;
    await expectRefused(await postIdToken({ name: 'Nobody', email: stranger, photo: '' }));
    expect(await userRows('lower(email) = lower($1)', [stranger])).toHaveLength(0);
    await expectRefused(await postIdToken({}));
    await expectRefused(await postIdToken({ idToken: 'not-a-jwt' }));
    await expectRefused(await postIdToken({ idToken: 42 }));
  });

  it('refuses a tampered token: changed claims, a broken signature, or a signature by another key', async () => {
    const victim = await signUp(t.url);
    const [header, payload, signature] = (await mintIdToken()).split('.');
    const changed = { ...decodePart(payload), email: victim.email };
    await expectRefused(await postIdToken({ idToken: [header, encodePart(changed), signature].join('.') }));

    const flipped = signature.slice(0, 10) + (signature[10] === 'A' ? 'B' : 'A') + signature.slice(11);
    await expectRefused(await postIdToken({ idToken: [header, payload, flipped].join('.') }));

    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT(changed)
      .setProtectedHeader({ alg: 'RS256', kid: decodeProtectedHeader(`${header}.${payload}.${signature}`).kid! })
      .sign(privateKey);
    await expectRefused(await postIdToken({ idToken: forged }));

    const unsigned = [encodePart({ alg: 'none', typ: 'JWT' }), encodePart(changed), ''].join('.');
    await expectRefused(await postIdToken({ idToken: unsigned }));
    expect(await me(t.url, victim.cookie)).toMatchObject({ id: victim.id });
  });

  it('refuses an expired token, a token for another app, and a token from another issuer', async () => {
    const now = Math.floor(Date.now() / 1000);
    await expectRefused(await postIdToken({ idToken: await mintIdToken({ iat: now - 7200, exp: now - 3600 }) }));
    await expectRefused(await postIdToken({ idToken: await mintIdToken({ aud: 'someone-else.apps.googleusercontent.com' }) }));
    await expectRefused(await postIdToken({ idToken: await mintIdToken({ iss: 'https://evil.example' }) }));
  });

  it('refuses a token whose email is not verified, with a clear message', async () => {
    const idToken = await mintIdToken({ email_verified: false });
    await expectRefused(await postIdToken({ idToken }), 'Your Google account has no verified email address, so it cannot be used to sign in here.');
    expect(await userRows('google_id = $1', [decodePart(idToken.split('.')[1]).sub])).toHaveLength(0);
  });

  it('links a token to the existing account with the same email, but not to one linked to another Google account', async () => {
    const account = await signUp(t.url);
    const sub = `linked${Date.now()}`;
    const linked = await postIdToken({ idToken: await mintIdToken({ email: account.email, sub }) });
    expect(linked.status).toBe(200);
    expect(((await linked.json()) as any).user._id).toBe(account.id);

    const otherGoogleAccount = await postIdToken({ idToken: await mintIdToken({ email: account.email, sub: `other${Date.now()}` }) });
    expect(otherGoogleAccount.status).toBe(409);
    expect(await otherGoogleAccount.json()).toMatchObject({ success: false, code: 'CONFLICT' });
  });

  it('sends ADMIN_EMAIL to the admin dashboard', async () => {
    // The code-flow test may have created this account already; reuse its Google id if so.
    const [existing] = await userRows('lower(email) = lower($1)', [ADMIN_EMAIL]);
    const res = await postIdToken({ idToken: await mintIdToken({ email: ADMIN_EMAIL.toUpperCase(), sub: existing?.google_id ?? `admin${Date.now()}` }) });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ user: { role: 'admin', email: ADMIN_EMAIL }, redirectTo: '/admin-dashboard' });
  });
});

describe('when Google is not configured', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await startTestApp({ GOOGLE_CLIENT_ID: 'only-the-id-is-set' });
  });
  afterAll(() => bare?.close());

  it('says so: status false, 503 for tokens, and the browser flow goes back to sign-in with a reason', async () => {
    expect(await (await fetch(`${bare.url}/api/auth/google/status`)).json()).toEqual({ configured: false });

    const post = await fetch(`${bare.url}/api/auth/google`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken: 'x', name: 'A', email: 'a@example.com' }),
    });
    expect(post.status).toBe(503);
    expect(await post.json()).toEqual({ success: false, code: 'GOOGLE_NOT_CONFIGURED', message: 'Google sign-in is not configured on this server.' });

    for (const route of ['/auth/google', '/auth/google/callback?code=abc&state=def']) {
      const res = await fetch(`${bare.url}${route}`, { redirect: 'manual' });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/sign-in?error=google-not-configured');
    }
  });
});

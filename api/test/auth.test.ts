import { gql, testAppForFile } from './app';
import { me, newAccount, sessionCookieFrom, signUp } from './session';

const t = testAppForFile({ ADMIN_EMAIL: 'boss@example.com' });

const SIGN_UP = `mutation($input: SignUpInput!) { signUp(input: $input) { user { id username role } redirectTo errors { field message code } } }`;
const SIGN_IN = `mutation($input: SignInInput!) { signIn(input: $input) { user { id role } redirectTo errors { field message code } } }`;

async function gqlRaw(query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: t.url, ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { res, body: (await res.json()) as any };
}

describe('sign-up', () => {
  it('creates the account, signs it in with an httpOnly SameSite=Lax cookie, and me returns it', async () => {
    const account = newAccount();
    const { res, body } = await gqlRaw(SIGN_UP, { input: account });
    expect(body.data.signUp.errors).toEqual([]);
    expect(body.data.signUp.user).toMatchObject({ username: account.username, role: 'USER' });
    expect(body.data.signUp.redirectTo).toBe('/profile');
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('cn_session='))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/); // only in production
    const user = await me(t.url, sessionCookieFrom(res));
    expect(user).toMatchObject({ username: account.username, email: account.email });
    const stored = await t.db.dataSource.query('SELECT password_hash FROM users WHERE id = $1', [user!.id]);
    expect(stored[0].password_hash).toMatch(/^\$argon2id\$/);
  });

  it('says what is wrong with each field', async () => {
    const { body } = await gqlRaw(SIGN_UP, { input: { username: 'a!', email: 'not-an-email', password: 'short' } });
    const fields = body.data.signUp.errors.map((e: any) => e.field).sort();
    expect(fields).toEqual(['email', 'password', 'username']);
    expect(body.data.signUp.errors.find((e: any) => e.field === 'password').message).toMatch(/at least 8 characters/);
    expect(body.data.signUp.user).toBeNull();
  });

  it('refuses a taken username or email (any case) with a clear message, on GraphQL and REST', async () => {
    const first = await signUp(t.url);
    const { body } = await gqlRaw(SIGN_UP, { input: { ...newAccount(), username: first.username.toUpperCase() } });
    expect(body.data.signUp.errors[0]).toMatchObject({ field: 'username', code: 'CONFLICT', message: 'That username is already taken.' });
    const rest = await fetch(`${t.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...newAccount(), email: first.email.toUpperCase() }),
    });
    expect(rest.status).toBe(409);
    expect(await rest.json()).toMatchObject({ success: false, code: 'CONFLICT', message: 'An account with that email already exists.' });
  });

  it('makes ADMIN_EMAIL an admin, who is sent to the admin dashboard', async () => {
    const { body } = await gqlRaw(SIGN_UP, { input: { username: 'theboss', email: 'Boss@Example.com', password: 'admin password 1' } });
    expect(body.data.signUp.user.role).toBe('ADMIN');
    expect(body.data.signUp.redirectTo).toBe('/admin-dashboard');
  });
});

describe('sign-in and sign-out', () => {
  it('hashes passwords with argon2id at m=19 MiB, t=2, p=1, and rehashes an older hash at the next correct sign-in', async () => {
    const account = await signUp(t.url);
    const hashOf = async () =>
      ((await t.db.dataSource.query('SELECT password_hash FROM users WHERE id = $1', [account.id])) as { password_hash: string }[])[0].password_hash;
    expect(await hashOf()).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);

    // An account from before: the library's default settings.
    const argon2 = await import('argon2');
    await t.db.dataSource.query('UPDATE users SET password_hash = $1 WHERE id = $2', [
      await argon2.hash(account.password, { type: argon2.argon2id }),
      account.id,
    ]);
    expect(await hashOf()).toMatch(/m=65536,p=4,t=3/);
    const wrong = await gqlRaw(SIGN_IN, { input: { email: account.email, password: 'not the password' } });
    expect(wrong.body.data.signIn.user).toBeNull();
    expect(await hashOf()).toMatch(/m=65536,p=4,t=3/);
    const right = await gqlRaw(SIGN_IN, { input: { email: account.email, password: account.password } });
    expect(right.body.data.signIn.user.id).toBe(account.id);
    expect(await hashOf()).toMatch(/m=19456,p=1,t=2/);
    expect((await gqlRaw(SIGN_IN, { input: { email: account.email, password: account.password } })).body.data.signIn.user.id).toBe(account.id);
  });

  it('gives one message for a wrong password and an unknown email', async () => {
    const account = await signUp(t.url);
    const wrong = await gqlRaw(SIGN_IN, { input: { email: account.email, password: 'wrong password' } });
    const unknown = await gqlRaw(SIGN_IN, { input: { email: 'nobody@example.com', password: 'whatever1' } });
    expect(wrong.body.data.signIn.errors[0].message).toBe('Wrong email or password.');
    expect(unknown.body.data.signIn.errors[0].message).toBe('Wrong email or password.');
    expect(wrong.res.headers.getSetCookie()).toEqual([]);
    const rest = await fetch(`${t.url}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: 'nope nope' }),
    });
    expect(rest.status).toBe(401);
    expect(await rest.json()).toMatchObject({ success: false, message: 'Wrong email or password.' });
  });

  it('signs in with a new session id each time, and signing out ends that session at once', async () => {
    const account = await signUp(t.url);
    const { res, body } = await gqlRaw(SIGN_IN, { input: { email: account.email.toUpperCase(), password: account.password } }, { cookie: account.cookie });
    expect(body.data.signIn.user.id).toBe(account.id);
    const renewed = sessionCookieFrom(res)!;
    expect(renewed).not.toBe(account.cookie);
    expect(await me(t.url, account.cookie)).toBeNull(); // the old id was dropped at sign-in
    expect((await me(t.url, renewed))!.id).toBe(account.id);

    const out = await fetch(`${t.url}/api/auth/signout`, { method: 'POST', headers: { cookie: renewed, origin: t.url } });
    expect(await out.json()).toEqual({ success: true, message: 'Signed out.' });
    expect(await me(t.url, renewed)).toBeNull();
  });

  it('REST sign-in answers the spec shape with the role', async () => {
    const account = await signUp(t.url);
    const res = await fetch(`${t.url}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(res.status).toBe(200);
    const body: any = await res.json();
    expect(body).toMatchObject({ success: true, user: { _id: account.id, username: account.username, role: 'user' }, redirectTo: '/profile' });
    expect(body.user.password).toBeUndefined();
    expect(JSON.stringify(body)).not.toMatch(/argon2/);
  });

  it('slows down wrong passwords for an account from one address with 429 and a clear message', async () => {
    const account = await signUp(t.url);
    let last: Response | undefined;
    for (let i = 0; i < 6; i++) {
      last = await fetch(`${t.url}/api/auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: account.email, password: `wrong-${i}-password` }),
      });
    }
    expect(last!.status).toBe(429);
    expect(await last!.json()).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS', message: expect.stringMatching(/Too many failed sign-in attempts/) });
    // Even the right password waits, from this address (rate-limit.test.ts: not from others).
    const right = await fetch(`${t.url}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(right.status).toBe(429);
  });

  it('refuses a cross-site browser write', async () => {
    const res = await fetch(`${t.url}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: '{}',
    });
    expect(res.status).toBe(403);
  });

  it('rejects bad JSON and missing fields with 400', async () => {
    const bad = await fetch(`${t.url}/api/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ success: false, message: 'The request body is not valid JSON.' });
    const missing = await fetch(`${t.url}/api/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(missing.status).toBe(400);
  });
});

describe('API tokens', () => {
  const CREATE = `mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { token apiToken { id name prefix lastUsedAt } errors { field message } } }`;

  it('creates a token shown once, acts as its owner, lists it with last use, and revokes it', async () => {
    const a = await signUp(t.url);
    const created = await gql(t.url, CREATE, { input: { name: 'study bot' } }, { cookie: a.cookie });
    const token: string = created.data!.createApiToken.token;
    expect(token).toMatch(/^cn_/);
    const stored = await t.db.dataSource.query('SELECT token_hash FROM api_tokens WHERE user_id = $1', [a.id]);
    expect(stored[0].token_hash).not.toContain(token);

    const asBot = await gql(t.url, '{ me { id } }', {}, { authorization: `Bearer ${token}` });
    expect(asBot.data!.me.id).toBe(a.id);
    const list = await gql(t.url, '{ apiTokens { totalCount edges { node { id name prefix lastUsedAt } } } }', {}, { cookie: a.cookie });
    expect(list.data!.apiTokens.totalCount).toBe(1);
    const [mine] = list.data!.apiTokens.edges.map((edge: any) => edge.node);
    expect(mine).toMatchObject({ name: 'study bot', prefix: token.slice(0, 10) });
    expect(mine.lastUsedAt).not.toBeNull();

    const REVOKE = `mutation($id: ID!) { revokeApiToken(id: $id) { revokedId errors { field message code } } }`;
    const b = await signUp(t.url);
    // Another account's token reads as missing: a payload error, and the token keeps working.
    const steal = await gql(t.url, REVOKE, { id: mine.id }, { cookie: b.cookie });
    expect(steal.data!.revokeApiToken).toEqual({ revokedId: null, errors: [{ field: null, message: 'That token was not found.', code: 'NOT_FOUND' }] });
    expect((await gql(t.url, REVOKE, { id: mine.id })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    expect((await gql(t.url, REVOKE, { id: mine.id }, { cookie: a.cookie })).data!.revokeApiToken).toEqual({ revokedId: mine.id, errors: [] });
    const after = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ me { id } }' }),
    });
    expect(after.status).toBe(401);
    // GraphQL clients read errors[], so /graphql answers a bad token in GraphQL's shape.
    expect(await after.json()).toMatchObject({ errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] });
  });

  it('needs a session to create one and a name', async () => {
    const visitor = await gql(t.url, CREATE, { input: { name: 'x' } });
    expect(visitor.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const a = await signUp(t.url);
    const empty = await gql(t.url, CREATE, { input: { name: '   ' } }, { cookie: a.cookie });
    expect(empty.data!.createApiToken.errors[0].field).toBe('name');
  });
});

import { testAppForFile } from './app';
import { buildNote } from './factories';
import { me, signUp } from './session';

const t = testAppForFile();

const CREATE_TOKEN = `mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { token errors { message } } }`;

/** A GraphQL POST with exactly these headers (no Origin unless given). */
async function graphql(query: string, variables: Record<string, unknown>, headers: Record<string, string>) {
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: (await res.json()) as any };
}

// Origin null (sandboxed frames) and no Origin at all.
const NO_ORIGIN: Record<string, string>[] = [{ origin: 'null' }, {}];

const tokenCount = async (userId: string) => Number((await t.db.dataSource.query(`SELECT count(*) FROM api_tokens WHERE user_id = $1`, [userId]))[0].count);

describe('a write carrying the session cookie', () => {
  it('is refused with Origin null or no Origin, on GraphQL and REST, and nothing is written', async () => {
    const a = await signUp(t.url);
    for (const origin of NO_ORIGIN) {
      const res = await graphql(CREATE_TOKEN, { input: { name: 'from a sandboxed frame' } }, { cookie: a.cookie, ...origin });
      expect(res.status).toBe(403);
      expect(res.body.errors[0]).toMatchObject({ message: expect.stringMatching(/must come from this site/), extensions: { code: 'FORBIDDEN' } });
    }
    expect(await tokenCount(a.id)).toBe(0);

    const note = await buildNote(t.db.dataSource);
    for (const origin of NO_ORIGIN) {
      const res = await fetch(`${t.url}/api/notes/archive/${note.id}`, { method: 'POST', headers: { cookie: a.cookie, ...origin } });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ success: false, code: 'FORBIDDEN', message: expect.stringMatching(/must come from this site/) });
    }
    const another = await fetch(`${t.url}/api/notes/archive/${note.id}`, { method: 'POST', headers: { cookie: a.cookie, origin: 'https://evil.example' } });
    expect(another.status).toBe(403);
    expect(Number((await t.db.dataSource.query(`SELECT count(*) FROM saved_notes WHERE user_id = $1`, [a.id]))[0].count)).toBe(0);
  });

  it('passes with this site as Origin, or without Origin when the browser says Sec-Fetch-Site: same-origin', async () => {
    const a = await signUp(t.url);
    const withOrigin = await graphql(CREATE_TOKEN, { input: { name: 'laptop' } }, { cookie: a.cookie, origin: t.url });
    expect(withOrigin.body.data.createApiToken.token).toEqual(expect.any(String));
    const fetchMetadata = await graphql(CREATE_TOKEN, { input: { name: 'phone' } }, { cookie: a.cookie, 'sec-fetch-site': 'same-origin' });
    expect(fetchMetadata.body.data.createApiToken.token).toEqual(expect.any(String));
    const sibling = await graphql(CREATE_TOKEN, { input: { name: 'sibling site' } }, { cookie: a.cookie, 'sec-fetch-site': 'same-site' });
    expect(sibling.status).toBe(403);
    expect(await tokenCount(a.id)).toBe(2);
  });
});

describe('a write with an API token', () => {
  it('needs no Origin: it is not driven by a browser cookie', async () => {
    const a = await signUp(t.url);
    const { body } = await graphql(CREATE_TOKEN, { input: { name: 'script' } }, { cookie: a.cookie, origin: t.url });
    const bearer = { authorization: `Bearer ${body.data.createApiToken.token}` };
    const viaToken = await graphql(CREATE_TOKEN, { input: { name: 'made by the script' } }, bearer);
    expect(viaToken.body.data.createApiToken.token).toEqual(expect.any(String));
    const note = await buildNote(t.db.dataSource);
    expect((await fetch(`${t.url}/api/notes/archive/${note.id}`, { method: 'POST', headers: bearer })).status).toBe(200);
    // A made-up token is still refused, Origin or not.
    expect((await graphql(CREATE_TOKEN, { input: { name: 'x' } }, { authorization: 'Bearer not-a-real-token' })).status).toBe(401);
  });
});

describe('a write with no credentials at all', () => {
  it('needs no Origin (a visitor signing up with curl), but a foreign or null Origin is refused', async () => {
    const account = { username: `curl${Date.now()}`, email: `curl${Date.now()}@example.com`, password: 'correct horse battery' };
    const curl = await fetch(`${t.url}/api/auth/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) });
    expect(curl.status).toBe(201);
    for (const origin of ['null', 'https://evil.example']) {
      const res = await fetch(`${t.url}/api/auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify(account),
      });
      expect(res.status).toBe(403);
    }
  });
});

describe('sign-out', () => {
  it('POST ends the session; without this site as Origin it does not', async () => {
    const a = await signUp(t.url);
    const forged = await fetch(`${t.url}/api/auth/signout`, { method: 'POST', headers: { cookie: a.cookie, origin: 'null' } });
    expect(forged.status).toBe(403);
    expect((await me(t.url, a.cookie))?.id).toBe(a.id);

    const res = await fetch(`${t.url}/api/auth/signout`, { method: 'POST', headers: { cookie: a.cookie, origin: t.url } });
    expect(await res.json()).toEqual({ success: true, message: 'Signed out.' });
    expect(res.headers.getSetCookie().some((c) => /^cn_session=;/.test(c))).toBe(true);
    expect(await me(t.url, a.cookie)).toBeNull();
  });

  it('GET (the spec path) cannot end a session from another site, an image tag, or with no evidence', async () => {
    const a = await signUp(t.url);
    const attempts: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'image', referer: 'https://evil.example/page' }, // <img> on another site
      { 'sec-fetch-site': 'same-site', 'sec-fetch-dest': 'document' }, // a link on a sibling subdomain
      { referer: 'https://evil.example/page' }, // an older browser, no fetch metadata
      {}, // no evidence either way
    ];
    for (const headers of attempts) {
      const res = await fetch(`${t.url}/api/auth/signout`, { headers: { cookie: a.cookie, ...headers } });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ success: false, code: 'FORBIDDEN', message: expect.stringMatching(/still signed in/) });
      expect(res.headers.getSetCookie()).toEqual([]);
      expect((await me(t.url, a.cookie))?.id).toBe(a.id);
    }
  });

  it('GET from this site itself (fetch metadata, or Referer in older browsers) still signs out', async () => {
    for (const headers of [{ 'sec-fetch-site': 'same-origin' }, { referer: `${t.url}/profile` }] as Record<string, string>[]) {
      const a = await signUp(t.url);
      const res = await fetch(`${t.url}/api/auth/signout`, { headers: { cookie: a.cookie, ...headers } });
      expect(await res.json()).toEqual({ success: true, message: 'Signed out.' });
      expect(await me(t.url, a.cookie)).toBeNull();
    }
  });
});

/**
 * The original frontend deployed on its own origin (CORS_ORIGINS): preflights and credentialed
 * requests from a configured origin are allowed and its cookie writes pass the CSRF check;
 * every other origin gets no CORS headers and its writes stay refused.
 */
import { buildNote } from './factories';
import { startTestApp, testAppForFile, type TestApp } from './app';
import { loadConfig } from '../src/config';
import { newAccount, sessionCookieFrom } from './session';

const PUBLIC_URL = 'https://api.campusnotes.example';
const FRONTEND = 'https://app.campusnotes.example';
const OTHER = 'https://evil.example';

const t = testAppForFile({ PUBLIC_URL, CORS_ORIGINS: `${FRONTEND}, https://admin.campusnotes.example` });

/** A request as a browser sends it from a page on `origin` (fetch with credentials: "include"). */
function from(origin: string, path: string, init: { method?: string; cookie?: string; json?: unknown; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { origin, 'sec-fetch-site': origin === FRONTEND ? 'same-site' : 'cross-site', ...init.headers };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${t.url}${path}`, { method: init.method ?? 'GET', headers, body: init.json === undefined ? undefined : JSON.stringify(init.json) });
}

async function signUpFrom(origin: string) {
  const account = newAccount();
  const res = await from(origin, '/api/auth/signup', { method: 'POST', json: account });
  return { res, account, cookie: sessionCookieFrom(res) };
}

describe('CORS for configured origins', () => {
  it('answers a preflight from a configured origin, with credentials, the method and the headers asked for', async () => {
    const res = await from(FRONTEND, '/api/notes/123/like', {
      method: 'OPTIONS',
      headers: { 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization,content-type' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(FRONTEND);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    expect(res.headers.get('vary')).toMatch(/Origin/);
  });

  it('gives another origin no CORS headers, on a preflight or a request', async () => {
    const preflight = await from(OTHER, '/api/notes/123/like', { method: 'OPTIONS', headers: { 'access-control-request-method': 'PUT' } });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    const get = await from(OTHER, '/api/notes?limit=1');
    expect(get.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('signs in from the configured origin: CORS headers, a SameSite=Lax cookie (same site), and the cookie then works for writes', async () => {
    const { res, account, cookie } = await signUpFrom(FRONTEND);
    expect(res.status).toBe(201);
    expect(res.headers.get('access-control-allow-origin')).toBe(FRONTEND);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.getSetCookie().find((c) => c.startsWith('cn_session='))).toMatch(/SameSite=Lax/i);

    const signIn = await from(FRONTEND, '/api/auth/signin', { method: 'POST', json: { email: account.email, password: account.password } });
    expect(signIn.status).toBe(200);
    const session = sessionCookieFrom(signIn)!;

    const note = await buildNote(t.db.dataSource);
    // The original's Browse sends `Bearer null` beside the cookie.
    const like = await from(FRONTEND, `/api/notes/${note.id}/like`, { method: 'PUT', cookie: session, headers: { authorization: 'Bearer null' } });
    expect(like.status).toBe(200);
    expect(like.headers.get('access-control-allow-origin')).toBe(FRONTEND);
    expect(((await like.json()) as { likes: string[] }).likes).toHaveLength(1);
    expect(cookie).toBeDefined();
  });

  it('refuses the same cookie writes from an origin that is not configured', async () => {
    const { cookie } = await signUpFrom(FRONTEND);
    const note = await buildNote(t.db.dataSource);
    const like = await from(OTHER, `/api/notes/${note.id}/like`, { method: 'PUT', cookie, headers: { authorization: 'Bearer null' } });
    expect(like.status).toBe(403);
    expect(like.headers.get('access-control-allow-origin')).toBeNull();
    expect((await signUpFrom(OTHER)).res.status).toBe(403);
    // A neighbouring origin on the same host (another port) is another origin too.
    expect((await from('https://app.campusnotes.example:8443', `/api/notes/${note.id}/like`, { method: 'PUT', cookie })).status).toBe(403);
  });

  it('lets the configured origin sign out with GET (the original client does), but not another origin', async () => {
    const { cookie } = await signUpFrom(FRONTEND);
    const foreign = await from(OTHER, '/api/auth/signout', { cookie: cookie! });
    expect(foreign.status).toBe(403);
    const ours = await from(FRONTEND, '/api/auth/signout', { cookie: cookie! });
    expect(ours.status).toBe(200);
    expect(ours.headers.getSetCookie().some((c) => /^cn_session=;/.test(c))).toBe(true);
  });

  it('exposes the list paging headers and gives absolute file links to the other origin (relative ones to this origin)', async () => {
    const note = await buildNote(t.db.dataSource);
    const list = await from(FRONTEND, '/api/notes?limit=1');
    expect(list.headers.get('access-control-expose-headers')).toMatch(/X-Total-Count/);
    expect(list.headers.get('access-control-expose-headers')).toMatch(/Link/);
    const cross = (await (await from(FRONTEND, `/api/uploading/get/${note.id}`)).json()) as { note: { fileUrl: string } };
    expect(cross.note.fileUrl).toBe(`${PUBLIC_URL}/api/notes/${note.id}/download`);
    const same = (await (await fetch(`${t.url}/api/uploading/get/${note.id}`)).json()) as { note: { fileUrl: string } };
    expect(same.note.fileUrl).toBe(`/api/notes/${note.id}/download`);
  });

  it('lets the other origin of the same site show pictures (Cross-Origin-Resource-Policy: same-site)', async () => {
    const res = await from(FRONTEND, '/media/avatars/none.png');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-site');
  });
});

describe('a configured origin on another site', () => {
  let cross: TestApp;
  beforeAll(async () => {
    cross = await startTestApp({ PUBLIC_URL, CORS_ORIGINS: 'https://campusnotes-frontend.github.io' });
  });
  afterAll(() => cross.close());

  it('marks the session cookie SameSite=None; Secure, since browsers send nothing else across sites', async () => {
    const res = await fetch(`${cross.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://campusnotes-frontend.github.io' },
      body: JSON.stringify(newAccount()),
    });
    expect(res.status).toBe(201);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('cn_session='))!;
    expect(cookie).toMatch(/SameSite=None/i);
    expect(cookie).toMatch(/Secure/i);
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });
});

describe('CORS_ORIGINS parsing', () => {
  it('keeps exact origins and refuses paths, wildcards and other schemes', () => {
    expect(loadConfig({ CORS_ORIGINS: '' }).corsOrigins).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: 'https://App.example.com/, http://localhost:5173' }).corsOrigins).toEqual([
      'https://app.example.com',
      'http://localhost:5173',
    ]);
    expect(() => loadConfig({ CORS_ORIGINS: 'https://app.example.com/path' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ CORS_ORIGINS: 'https://*.example.com' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ CORS_ORIGINS: 'ftp://example.com' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ CORS_ORIGINS: 'example.com' })).toThrow(/CORS_ORIGINS/);
  });
});

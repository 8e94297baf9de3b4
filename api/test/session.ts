import { gql, type TestApp } from './app';
import { buildAdmin, buildUser } from './factories';

/** The session cookie from a response, as "name=value" ready for a Cookie header. */
export function sessionCookieFrom(res: Response): string | undefined {
  const raw = res.headers.getSetCookie().find((c) => c.startsWith('cn_session='));
  return raw?.split(';')[0];
}

let counter = 0;
export function newAccount(prefix = 'user') {
  counter += 1;
  const tag = `${prefix}${process.pid}${counter}${Math.floor(Math.random() * 1e6)}`;
  return { username: tag.slice(0, 40), email: `${tag}@example.com`, password: 'correct horse battery' };
}

/** Signs up through REST and returns the account and its session cookie. */
export async function signUp(url: string, account = newAccount()) {
  const res = await fetch(`${url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(account),
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { user: { _id: string } };
  return { ...account, id: body.user._id, cookie: sessionCookieFrom(res)! };
}

export const asUser = (cookie: string) => ({ cookie });

export async function me(url: string, cookie?: string) {
  const res = await gql<{ me: { id: string; username: string; role: string } | null }>(
    url,
    '{ me { id username role email hasPassword } }',
    {},
    cookie ? { cookie } : {},
  );
  return res.data?.me ?? null;
}

/** An account made with the factories, with a live session on `app` (sign-up through REST is rate limited). */
export async function accountWithSession(app: TestApp, role: 'user' | 'admin' = 'user', overrides: Parameters<typeof buildUser>[1] = {}) {
  const user = role === 'admin' ? await buildAdmin(app.db.dataSource, overrides) : await buildUser(app.db.dataSource, overrides);
  const sid = await app.services.sessions.create(user.id);
  return { ...user, cookie: `cn_session=${sid}` };
}

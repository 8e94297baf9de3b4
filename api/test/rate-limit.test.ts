import { createServer } from 'node:net';
import argon2 from 'argon2';
import { Pool } from 'pg';
import { SIGN_IN_LIMITS, SignInThrottle } from '../src/auth/sign-in-throttle';
import { classifyDbError } from '../src/db/db-errors';
import { startTestApp, testAppForFile, type TestApp } from './app';
import { buildUser } from './factories';

const t = testAppForFile();

const PASSWORD = 'correct horse battery';
// A real argon2id hash with small parameters: the sign-in path is the real one, only cheaper,
// so a test can afford dozens of sign-ins on a busy machine.
let cheapHash: Promise<string> | undefined;
const hashOnce = () => (cheapHash ??= argon2.hash(PASSWORD, { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 }));

async function student() {
  const user = await buildUser(t.db.dataSource, { passwordHash: await hashOnce() });
  return { id: user.id, email: user.email };
}

let nextAddress = 0;
/** A fresh public address per call (the app trusts X-Forwarded-For from loopback, as behind a proxy). */
const newAddress = () => {
  nextAddress += 1;
  return `198.51.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`;
};

function signIn(email: string, password: string, address: string, app: TestApp = t) {
  return fetch(`${app.url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email, password }),
  });
}

async function failTimes(n: number, email: string, address: string, app: TestApp = t): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push((await signIn(email, `wrong password ${i}`, address, app)).status);
  return statuses;
}

describe('failed sign-ins for one account from one address', () => {
  it('get a growing wait after five, answered 429 with Retry-After and RateLimit headers', async () => {
    const owner = await student();
    const address = newAddress();
    expect(await failTimes(SIGN_IN_LIMITS.pairFree, owner.email, address)).toEqual([401, 401, 401, 401, 401]);

    const refused = await signIn(owner.email, 'sixth guess', address);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ success: false, code: 'TOO_MANY_REQUESTS', message: expect.stringMatching(/Too many failed sign-in attempts/) });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(SIGN_IN_LIMITS.backoffBase - 5);
    expect(retryAfter).toBeLessThanOrEqual(SIGN_IN_LIMITS.backoffBase);
    expect(refused.headers.get('ratelimit')).toBe(`limit=${SIGN_IN_LIMITS.pairFree}, remaining=0, reset=${retryAfter}`);
    expect(refused.headers.get('ratelimit-policy')).toBe(`${SIGN_IN_LIMITS.pairFree};w=${SIGN_IN_LIMITS.pairMemory}`);
    // The right password waits too: the wait is on the pair, whatever is typed.
    expect((await signIn(owner.email, PASSWORD, address)).status).toBe(429);

    // GraphQL's signIn says the same, with the wait in extensions.
    const viaGraphQL = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({
        query: `mutation($input: SignInInput!) { signIn(input: $input) { user { id } } }`,
        variables: { input: { email: owner.email, password: PASSWORD } },
      }),
    });
    const { errors } = (await viaGraphQL.json()) as { errors: { message: string; extensions: { code: string; retryAfter: number } }[] };
    expect(errors[0]).toMatchObject({
      message: expect.stringMatching(/Too many failed/),
      extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: expect.any(Number) },
    });
    expect(errors[0].extensions.retryAfter).toBeGreaterThan(0);
    expect(viaGraphQL.headers.get('retry-after')).toBe(String(errors[0].extensions.retryAfter));
    expect(viaGraphQL.headers.get('ratelimit')).toMatch(/^limit=5, remaining=0, reset=\d+$/);

    // Once the wait is over (its row gone, as time would do), one more failure waits twice as long.
    await t.db.dataSource.query(`DELETE FROM rate_limits WHERE key LIKE 'signin_pair_wait:%'`);
    expect((await signIn(owner.email, 'seventh guess', address)).status).toBe(401);
    const longer = await signIn(owner.email, PASSWORD, address);
    expect(longer.status).toBe(429);
    expect(Number(longer.headers.get('retry-after'))).toBeGreaterThan(2 * SIGN_IN_LIMITS.backoffBase - 5);
  });

  it('do not stop the owner signing in from another address, and a success clears the run', async () => {
    const owner = await student();
    const attacker = newAddress();
    const statuses = await failTimes(15, owner.email, attacker);
    expect(statuses.filter((s) => s === 401)).toHaveLength(SIGN_IN_LIMITS.pairFree);
    expect(statuses.slice(SIGN_IN_LIMITS.pairFree).every((s) => s === 429)).toBe(true);

    const home = newAddress();
    expect((await signIn(owner.email, PASSWORD, home)).status).toBe(200);
    // The owner's own run of typos starts from zero after a success.
    expect(await failTimes(4, owner.email, home)).toEqual([401, 401, 401, 401]);
    expect((await signIn(owner.email, PASSWORD, home)).status).toBe(200);
    expect(await failTimes(4, owner.email, home)).toEqual([401, 401, 401, 401]);
    expect((await signIn(owner.email, PASSWORD, home)).status).toBe(200);
  });
});

describe('failed sign-ins for one account spread over many addresses', () => {
  it('make new addresses wait, but not an address the owner signed in from', async () => {
    const owner = await student();
    const home = newAddress();
    expect((await signIn(owner.email, PASSWORD, home)).status).toBe(200);

    for (let i = 0; i < SIGN_IN_LIMITS.accountFree; i++) expect((await signIn(owner.email, `guess ${i}`, newAddress())).status).toBe(401);

    const stranger = await signIn(owner.email, PASSWORD, newAddress());
    expect(stranger.status).toBe(429);
    expect(stranger.headers.get('ratelimit-policy')).toBe(`${SIGN_IN_LIMITS.accountFree};w=${SIGN_IN_LIMITS.accountWindow}`);
    expect((await signIn(owner.email, PASSWORD, home)).status).toBe(200);
  });
});

describe('one address (a campus behind one NAT)', () => {
  it('signs in 60 students in a row, typos included, without a single refusal', async () => {
    const campus = newAddress();
    const students = await Promise.all(Array.from({ length: 60 }, () => student()));
    const statuses: number[] = [];
    for (const [i, s] of students.entries()) {
      if (i % 4 === 0) statuses.push((await signIn(s.email, 'a typo', campus)).status);
      statuses.push((await signIn(s.email, PASSWORD, campus)).status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(60);
    expect(statuses.filter((s) => s === 401)).toHaveLength(15);
    expect(statuses.filter((s) => s === 429)).toHaveLength(0);
  }, 120_000);

  it('when over its failure budget, still lets in students who signed in from it before', async () => {
    const campus = newAddress();
    const regular = await student();
    const newcomer = await student();
    expect((await signIn(regular.email, PASSWORD, campus)).status).toBe(200);
    // Someone on the campus spent the address's failure budget (as 300 wrong passwords would).
    await t.db.dataSource.query(`INSERT INTO rate_limits (key, points, expire) VALUES ($1, $2, $3)`, [
      `signin_address_failures:${campus}`,
      SIGN_IN_LIMITS.addressFailures + 1,
      Date.now() + SIGN_IN_LIMITS.addressWindow * 1000,
    ]);
    const refused = await signIn(newcomer.email, PASSWORD, campus);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('ratelimit-policy')).toBe(`${SIGN_IN_LIMITS.addressFailures};w=${SIGN_IN_LIMITS.addressWindow}`);
    expect((await signIn(regular.email, PASSWORD, campus)).status).toBe(200);
    expect((await signIn(newcomer.email, PASSWORD, newAddress())).status).toBe(200);
  });
});

describe('counters in PostgreSQL', () => {
  it('are shared by two app instances on one database and survive a new instance', async () => {
    const replica = await startTestApp({}, { sameDatabaseAs: t });
    const owner = await student();
    const address = newAddress();
    try {
      // Five failures split over two replicas are five for the pair, not two and three.
      expect(await failTimes(3, owner.email, address, t)).toEqual([401, 401, 401]);
      expect(await failTimes(2, owner.email, address, replica)).toEqual([401, 401]);
      expect((await signIn(owner.email, PASSWORD, address, t)).status).toBe(429);
      expect((await signIn(owner.email, PASSWORD, address, replica)).status).toBe(429);
    } finally {
      await replica.close();
    }
    const restarted = await startTestApp({}, { sameDatabaseAs: t });
    try {
      expect((await signIn(owner.email, PASSWORD, address, restarted)).status).toBe(429);
      expect((await signIn(owner.email, PASSWORD, newAddress(), restarted)).status).toBe(200);
    } finally {
      await restarted.close();
    }
  });
});

describe('when PostgreSQL cannot be reached', () => {
  it('neither lets the attempt through nor hides the failure: it is answered SERVICE_UNAVAILABLE', async () => {
    // A real refused connection: a port nothing listens on.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
    const pool = new Pool({ connectionString: `postgres://postgres:x@127.0.0.1:${port}/postgres`, connectionTimeoutMillis: 2000 });
    const throttle = new SignInThrottle(pool);
    try {
      for (const attempt of [
        () => throttle.checkSignIn('someone@example.com', '203.0.113.5'),
        () => throttle.recordFailure('someone@example.com', '203.0.113.5'),
      ]) {
        const outcome = await attempt().then(
          () => 'let through',
          (err: unknown) => err,
        );
        expect(classifyDbError(outcome)).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503 });
      }
    } finally {
      await pool.end();
    }
  });
});

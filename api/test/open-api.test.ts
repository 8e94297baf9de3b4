import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { parse, validate } from 'graphql';
import { EXAMPLE_TABS } from '../explorer/examples';
import { createSchema } from '../src/graphql/schema';
import { EXPLORER_DIR } from '../src/http/explorer';
import { startTestApp, type TestApp } from './app';
import { buildNote } from './factories';
import { signUp } from './session';

let t: TestApp;
let token: string;
let tokenId: string;
let cookie: string;

const CREATE_TOKEN = `mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { token apiToken { id } errors { field message code } } }`;

async function post(query: string, variables: Record<string, unknown>, headers: Record<string, string>) {
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { res, body: (await res.json()) as { data?: any; errors?: { message: string; extensions: Record<string, unknown> }[] } };
}

const getQuery = (query: string, headers: Record<string, string> = {}) =>
  fetch(`${t.url}/graphql?${new URLSearchParams({ query })}`, { headers: { accept: 'application/graphql-response+json, application/json', ...headers } });

beforeAll(async () => {
  // api/explorer/build.mjs is what `npm run build -w api` runs; the api tests run from source.
  const sources = path.resolve(__dirname, '..', 'explorer');
  const manifest = path.join(EXPLORER_DIR, 'manifest.json');
  const newest = Math.max(...fs.readdirSync(sources).map((f) => fs.statSync(path.join(sources, f)).mtimeMs));
  if (!fs.existsSync(manifest) || fs.statSync(manifest).mtimeMs < newest) {
    execFileSync(process.execPath, [path.join(sources, 'build.mjs')], { stdio: 'ignore' });
  }
  // A small token budget, so that spending it takes a few requests.
  t = await startTestApp({ API_TOKEN_POINTS_PER_HOUR: '40', API_ANONYMOUS_POINTS_PER_HOUR: '5' });
  const account = await signUp(t.url);
  cookie = account.cookie;
  const { body } = await post(CREATE_TOKEN, { input: { name: 'open api test' } }, { cookie, origin: t.url });
  token = body.data.createApiToken.token;
  tokenId = body.data.createApiToken.apiToken.id;
  await buildNote(t.db.dataSource, { title: 'Linear algebra notes' });
}, 120_000);

afterAll(() => t?.close());

describe('the explorer at /graphql', () => {
  it('preloads example operations that are valid against the schema', async () => {
    const schema = await createSchema();
    for (const tab of EXAMPLE_TABS)
      expect({ tab: tab.query.split('\n')[0], errors: validate(schema, parse(tab.query)).map((e) => e.message) }).toEqual({
        tab: tab.query.split('\n')[0],
        errors: [],
      });
  });

  it('serves GraphiQL to browsers with files from this origin, so the CSP needs no exception', async () => {
    const res = await fetch(`${t.url}/graphql`, { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    const html = await res.text();
    expect(html).toContain('<div id="graphiql">');
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(assets).toHaveLength(2);
    for (const asset of assets) {
      // Same origin, no CDN, no inline script.
      expect(asset).toMatch(/^\/graphql\/explorer\/explorer-[A-Z0-9]+\.(js|css)$/);
      const file = await fetch(`${t.url}${asset}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('cache-control')).toMatch(/immutable/);
      const text = await file.text();
      expect(text.length).toBeGreaterThan(10_000);
      if (asset.endsWith('.js')) {
        expect(text).toContain('Authorization: Bearer');
        expect(text).toContain('NoteWithComments');
      }
    }
    expect(html).not.toMatch(/<script>|https?:\/\//);
    expect((await fetch(`${t.url}/graphql/explorer/missing.js`)).status).toBe(404);
  });

  it('leaves GraphQL requests to Apollo (GET asking for JSON, and POST)', async () => {
    const res = await getQuery('{ __typename }', { authorization: `Bearer ${token}` });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { __typename: 'Query' } });
  });
});

describe('GET queries', () => {
  it('work with a bearer token and no other header (urql and Apollo Client defaults)', async () => {
    const res = await getQuery('{ me { id } notes(first: 1) { totalCount } }', { authorization: `Bearer ${token}` });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { me: { id: string }; notes: { totalCount: number } } };
    expect(body.data.me.id).toEqual(expect.any(String));
    expect(body.data.notes.totalCount).toBe(1);
  });

  it('without a token are refused unless they carry apollo-require-preflight', async () => {
    const refused = await getQuery('{ notes(first: 1) { totalCount } }', { cookie });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toMatch(/apollo-require-preflight/);
    const allowed = await getQuery('{ me { id } }', { cookie, 'apollo-require-preflight': 'true', 'sec-fetch-site': 'same-origin' });
    expect(allowed.status).toBe(200);
    expect(((await allowed.json()) as { data: { me: { id: string } } }).data.me.id).toEqual(expect.any(String));
  });

  it('never run mutations', async () => {
    const res = await getQuery(`mutation { revokeApiToken(id: "${tokenId}") { revokedId } }`, { authorization: `Bearer ${token}` });
    expect(res.status).toBe(405);
  });
});

describe('API budgets', () => {
  const budgetOf = (res: Response) => {
    const header = res.headers.get('ratelimit') ?? '';
    const m = /limit=(\d+), remaining=(\d+), reset=(\d+)/.exec(header);
    if (!m) throw new Error(`no RateLimit header: "${header}"`);
    return { limit: Number(m[1]), remaining: Number(m[2]), reset: Number(m[3]) };
  };

  it('charge a token the operation cost in points, with RateLimit headers on every answer, then answer 429', async () => {
    const headers = { authorization: `Bearer ${token}` };
    const cheap = await post('{ me { id } }', {}, headers);
    expect(cheap.res.headers.get('ratelimit-policy')).toBe('40;w=3600');
    const before = budgetOf(cheap.res);
    expect(before.limit).toBe(40);
    expect(before.reset).toBeGreaterThan(0);
    expect(before.reset).toBeLessThanOrEqual(3600);

    // 100 notes with their uploaders and a page of 6 comments each: 2,200 objects, 22 points.
    const big = await post('{ notes(first: 100) { edges { node { id uploader { id } comments(first: 6) { edges { node { id } } } } } } }', {}, headers);
    expect(big.res.status).toBe(200);
    const after = budgetOf(big.res);
    expect(before.remaining - after.remaining).toBeGreaterThanOrEqual(20);

    // A syntax error still costs a point and still gets the headers.
    const broken = await post('{ me { id ', {}, headers);
    expect(budgetOf(broken.res).remaining).toBe(after.remaining - 1);

    let last = broken;
    for (let i = 0; i < 40 && last.res.status !== 429; i++) last = await post('{ notes(first: 100) { edges { node { id uploader { id } } } } }', {}, headers);
    expect(last.res.status).toBe(429);
    expect(Number(last.res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(budgetOf(last.res).remaining).toBe(0);
    expect(last.body.data).toBeUndefined();
    expect(last.body.errors?.[0]).toMatchObject({ extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: expect.any(Number) } });
    expect(last.body.errors?.[0].message).toMatch(/This API token used its 40 points/);

    // REST with the same token spends the same budget.
    const rest = await fetch(`${t.url}/api/notes`, { headers });
    expect(rest.status).toBe(429);
    expect(await rest.json()).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' });
  });

  it("the rateLimit query reports the caller's budget: this operation's cost, the limit, what is left and when it is full again", async () => {
    const { body: created } = await post(CREATE_TOKEN, { input: { name: 'budget reader' } }, { cookie, origin: t.url });
    const headers = { authorization: `Bearer ${created.data.createApiToken.token}` };
    const RATE = '{ rateLimit { cost limit remaining resetAt } }';

    const cheap = await post(RATE, {}, headers);
    expect(cheap.body.errors).toBeUndefined();
    expect(cheap.body.data.rateLimit).toMatchObject({ cost: 1, limit: 40, remaining: 39 });
    expect(budgetOf(cheap.res)).toMatchObject({ limit: 40, remaining: 39 });
    const resetAt = Date.parse(cheap.body.data.rateLimit.resetAt);
    expect(resetAt).toBeGreaterThan(Date.now());
    expect(resetAt).toBeLessThanOrEqual(Date.now() + 3_600_000 + 1_000);

    // Asked beside other fields, it tells what the whole operation cost: 100 notes and their uploaders, about 400 objects.
    const big = await post('{ rateLimit { cost remaining } notes(first: 100) { edges { node { id uploader { id } } } } }', {}, headers);
    expect(big.body.data.rateLimit).toEqual({ cost: 5, remaining: 34 });
    expect(budgetOf(big.res).remaining).toBe(34);

    // The web app's session and its pages spend no budget: nothing to report.
    expect((await post(RATE, {}, { cookie, origin: t.url })).body.data).toEqual({ rateLimit: null });
    expect((await post(RATE, {}, { origin: t.url })).body.data).toEqual({ rateLimit: null });
  });

  it('do not apply to the web app: cookie sessions and its visitors get no RateLimit header', async () => {
    const session = await post('{ me { id } }', {}, { cookie, origin: t.url });
    expect(session.res.status).toBe(200);
    expect(session.res.headers.get('ratelimit')).toBeNull();
    for (let i = 0; i < 8; i++) {
      const visitor = await post('{ notes(first: 1) { totalCount } }', {}, { origin: t.url });
      expect(visitor.res.status).toBe(200);
      expect(visitor.res.headers.get('ratelimit')).toBeNull();
    }
  });

  it('limit anonymous scripts per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await post('{ notes(first: 1) { totalCount } }', {}, {})).res.status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

import { gql, testAppForFile } from './app';

const t = testAppForFile();

describe('operations endpoints', () => {
  it('reports liveness and readiness', async () => {
    expect((await fetch(`${t.url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${t.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await fetch(`${t.url}/api/nothing-here`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('sets security headers', async () => {
    const res = await fetch(`${t.url}/healthz`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
    expect(res.headers.get('x-powered-by')).toBeNull();
  });
});

describe('GraphQL transport', () => {
  it('blocks simple cross-site requests (CSRF prevention)', async () => {
    const res = await fetch(`${t.url}/graphql?query=${encodeURIComponent('{ me { id } }')}`);
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/CSRF|preflight/i);
  });

  it('rejects multipart requests without the preflight header', async () => {
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: '{ me { id } }' }));
    form.set('map', '{}');
    const res = await fetch(`${t.url}/graphql`, { method: 'POST', body: form });
    expect(res.status).toBe(400);
  });

  it('answers malformed queries with a code and no stack trace', async () => {
    const res = await gql(t.url, '{ notes(first: 2) { edges { node { nope } } } }');
    expect(res.status).toBe(400);
    expect(res.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(JSON.stringify(res)).not.toMatch(/stacktrace|node_modules/i);
  });

  it('answers invalid JSON bodies with a clear 400', async () => {
    const res = await fetch(`${t.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{oops' });
    expect(res.status).toBe(400);
    expect(await res.text()).not.toMatch(/node_modules|at .*\.js/);
  });
});

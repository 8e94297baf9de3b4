import http from 'node:http';
import express from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import { securityHeaders } from '../src/http/security-headers';
import { testAppForFile } from './app';
import { buildNote } from './factories';
import { listenLocally } from './listen';

// The /graphql request path keeps every header and answer while doing less per request
// (issue 30): compression without Accept-Encoding, helmet's headers worked out once, Apollo's
// Express handler, the health and explorer routers entered only for their paths.
const t = testAppForFile();

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A raw request: node:http sends no Accept-Encoding unless told (fetch always offers gzip). */
function request(url: string, path: string, method: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${url}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const QUERY = '{ notes(first: 12) { edges { node { id title description } } } }';

describe('the /graphql request path', () => {
  beforeAll(async () => {
    for (let i = 0; i < 12; i++) await buildNote(t.db.dataSource, { title: `Path note ${i}`, description: `A long description ${'x'.repeat(200)} ${i}` });
  });

  it('answers a POST without Accept-Encoding uncompressed, with its length and Vary: Accept-Encoding, and no ETag', async () => {
    const body = JSON.stringify({ query: QUERY });
    const res = await request(t.url, '/graphql', 'POST', { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }, body);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(res.body).data.notes.edges).toHaveLength(12);
    // The same answer, compressed, to a client that offers gzip.
    const gz = await fetch(`${t.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' }, body });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await gz.text()).toBe(res.body);
  });

  it('answers a GET query with an ETag and its query-string variables, as before', async () => {
    const search = new URLSearchParams({ query: 'query N($first: Int) { notes(first: $first) { edges { node { title } } } }', variables: '{"first":2}' });
    const res = await request(t.url, `/graphql?${search}`, 'GET', { 'apollo-require-preflight': 'true', accept: 'application/json' });
    expect(res.status).toBe(200);
    expect(res.headers.etag).toBeDefined();
    expect(JSON.parse(res.body).data.notes.edges).toHaveLength(2);
  });

  it('keeps the refusals of Apollo and of the body parser', async () => {
    const csrf = await request(t.url, `/graphql?query=${encodeURIComponent('{ __typename }')}`, 'GET');
    expect(csrf.status).toBe(400);
    expect(csrf.body).toMatch(/CSRF/);
    const bad = await request(t.url, '/graphql', 'POST', { 'content-type': 'application/json' }, '{"query": ');
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body)).toEqual({ errors: [{ message: 'The request body is not valid JSON.', extensions: { code: 'BAD_REQUEST' } }] });
  });

  it('sets the security headers on /graphql answers, the health routes answer however their path is written', async () => {
    const res = await request(t.url, '/graphql', 'POST', { 'content-type': 'application/json' }, JSON.stringify({ query: '{ __typename }' }));
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    for (const path of ['/healthz', '/HEALTHZ', '/healthz/']) expect((await request(t.url, path, 'GET')).status).toBe(200);
    expect((await request(t.url, '/graphql/explorer/nothing.js', 'POST')).body).toBe('No such explorer file.');
  });
});

describe('securityHeaders', () => {
  /** What a middleware leaves on a real response, in order. */
  async function headersOf(middleware: express.RequestHandler): Promise<[string, string][]> {
    const app = express();
    app.disable('x-powered-by');
    app.use(middleware, (_req, res) => {
      res.json({});
    });
    const server = await listenLocally(http.createServer(app));
    try {
      const res = await request(server.url, '/', 'GET');
      return Object.entries(res.headers)
        .filter(([name]) => !['date', 'etag', 'content-length', 'content-type', 'connection', 'keep-alive'].includes(name))
        .map(([name, value]) => [name, String(value)]);
    } finally {
      await server.close();
    }
  }

  it('sets exactly the headers helmet sets, for the app options and for the defaults', async () => {
    const options: HelmetOptions[] = [
      {},
      { contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], upgradeInsecureRequests: null } }, crossOriginEmbedderPolicy: false },
    ];
    for (const option of options) {
      const expected = await headersOf(helmet(option));
      expect(expected.length).toBeGreaterThan(8);
      expect(await headersOf(securityHeaders(option))).toEqual(expected);
    }
  });

  it('refuses directives worked out per request (a nonce), which one recorded value would freeze', () => {
    expect(() => securityHeaders({ contentSecurityPolicy: { directives: { scriptSrc: ["'self'", () => "'nonce-abc'"] } } })).toThrow(/per request/);
  });
});

describe('the notes page statement, shaped by the selection', () => {
  const CARDS = '{ notes(first: 12) { edges { node { id title createdAt uploader { username } likeCount } } } }';
  const FULL =
    '{ notes(first: 12) { edges { node { id title description semester batch fileType hasFile thumbnailUrl downloadUrl processing { status reason } viewerCan { edit } } } } }';

  async function statement(query: string): Promise<{ sql: string; data: unknown }> {
    t.db.queries.length = 0;
    const res = await fetch(`${t.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
    const json = (await res.json()) as { data: unknown; errors?: unknown };
    expect(json.errors).toBeUndefined();
    expect(t.db.queries).toHaveLength(1);
    return { sql: t.db.queries[0], data: json.data };
  }

  it("reads a card's columns only, and whole notes when a field needs them; the answers are the same", async () => {
    const cards = await statement(CARDS);
    expect(cards.sql).toMatch(/n\.title/);
    expect(cards.sql).not.toMatch(/n\.description|file_sha256|n\.preview/);
    const full = await statement(FULL);
    // viewerCan reads the record through the policies: every column.
    expect(full.sql).toMatch(/file_sha256/);
    // The same notes, the same values, whichever statement read them.
    const both = await statement(`{ a: notes(first: 12) { edges { node { id title createdAt } } } }`);
    const cardsById = (cards.data as { notes: { edges: { node: { id: string; title: string; createdAt: string } }[] } }).notes.edges.map((e) => e.node);
    expect((both.data as { a: { edges: { node: unknown }[] } }).a.edges.map((e) => e.node)).toEqual(
      cardsById.map(({ id, title, createdAt }) => ({ id, title, createdAt })),
    );
    const fullNodes = (full.data as { notes: { edges: { node: { title: string; description: string; hasFile: boolean } }[] } }).notes.edges.map((e) => e.node);
    expect(fullNodes.map((n) => n.title)).toEqual(cardsById.map((n) => n.title));
    expect(fullNodes.every((n) => n.description.startsWith('A long description'))).toBe(true);
  });
});

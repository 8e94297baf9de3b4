import { loadConfig } from '../src/config';
import { gql, testAppForFile } from './app';
import { startAppProcess } from './app-process';
import { freePort } from '../src/db/embedded';

jest.setTimeout(180_000);

const TOKEN = 'metrics-token-for-tests-0123456789';
const scrape = (url: string, token?: string) => fetch(`${url}/metrics`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

/** The value of one sample line, e.g. value(text, 'campusnotes_http_requests_total{route="/healthz",method="GET",status_class="2xx"}'). */
function value(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

const HEALTHZ = 'campusnotes_http_requests_total{route="/healthz",method="GET",status_class="2xx"}';

describe('/metrics with METRICS_TOKEN', () => {
  const t = testAppForFile({ METRICS_TOKEN: TOKEN });

  it('answers 401 with a clear message without a token or with a wrong one', async () => {
    const none = await scrape(t.url);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect(await none.text()).toMatch(/need a bearer token/);
    const wrong = await scrape(t.url, 'not-the-token-at-all-000000');
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toMatch(/Wrong metrics token/);
    const basic = await fetch(`${t.url}/metrics`, { headers: { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` } });
    expect(basic.status).toBe(401);
  });

  it('lists every metric family in Prometheus text format', async () => {
    // One job run, so the job families have samples.
    await gql(t.url, '{ notes(first: 1) { totalCount } }');
    const res = await scrape(t.url, TOKEN);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    for (const family of [
      'campusnotes_http_requests_total',
      'campusnotes_http_request_duration_seconds',
      'campusnotes_graphql_operations_total',
      'campusnotes_graphql_operation_duration_seconds',
      'campusnotes_job_runs_total',
      'campusnotes_job_duration_seconds',
      'campusnotes_jobs_running',
      'campusnotes_jobs',
      'campusnotes_db_pool_connections',
      'campusnotes_db_pool_connections_busy',
      'campusnotes_db_pool_waiting',
      'campusnotes_db_pool_wait_seconds',
      'campusnotes_database_up',
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect(text).toContain(`# TYPE ${family} `);
    }
    expect(value(text, 'campusnotes_database_up{embedded="false"}')).toBe(1);
    expect(value(text, 'campusnotes_db_pool_connections')).toBeGreaterThan(0);
  });

  it('counts a request by route template, and a GraphQL operation by name', async () => {
    const before = await (await scrape(t.url, TOKEN)).text();
    await fetch(`${t.url}/healthz`);
    await fetch(`${t.url}/api/notes/00000000-0000-0000-0000-000000000000/download`);
    await gql(t.url, 'query MetricsProbe { notes(first: 1) { totalCount } }');
    await gql(t.url, 'query MetricsProbe { nope }');
    const after = await (await scrape(t.url, TOKEN)).text();
    expect(value(after, HEALTHZ) - value(before, HEALTHZ)).toBe(1);
    // The template, not the id: one series per route.
    expect(after).toMatch(/campusnotes_http_requests_total\{route="\/api\/notes\/:id\/download",method="GET",status_class="4xx"\} 1/);
    expect(value(after, 'campusnotes_graphql_operations_total{operation="MetricsProbe",type="query",outcome="ok"}')).toBe(1);
    expect(value(after, 'campusnotes_graphql_operations_total{operation="invalid",type="unknown",outcome="error"}')).toBeGreaterThanOrEqual(1);
    expect(value(after, 'campusnotes_graphql_operation_duration_seconds_count{operation="MetricsProbe",type="query"}')).toBe(1);
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  const t = testAppForFile();

  it('does not exist on the public port', async () => {
    const res = await scrape(t.url, TOKEN);
    expect(res.status).toBe(404);
    expect(await res.text()).toMatch(/set METRICS_TOKEN/);
  });

  it('refuses a short token at start', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/at least 16 characters/);
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT must be a port number/);
  });
});

describe('production cluster (WEB_CONCURRENCY=2, embedded PostgreSQL)', () => {
  it("adds up the workers' metrics on either port, and says the embedded server is up", async () => {
    const metricsPort = await freePort();
    const app = await startAppProcess({ WEB_CONCURRENCY: '2', METRICS_TOKEN: TOKEN, METRICS_PORT: String(metricsPort) });
    try {
      const local = `http://127.0.0.1:${metricsPort}`;
      const before = value(await (await scrape(local)).text(), HEALTHZ);
      // Fresh connections: the kernel spreads them over both workers.
      for (let i = 0; i < 40; i++) await fetch(`${app.url}/healthz`, { headers: { connection: 'close' } });
      const viaWorker = await (await scrape(app.url, TOKEN)).text();
      const viaPrimary = await (await scrape(local)).text();
      expect(value(viaWorker, HEALTHZ) - before).toBe(40);
      expect(value(viaPrimary, HEALTHZ) - before).toBe(40);
      expect(value(viaPrimary, 'campusnotes_database_up{embedded="true"}')).toBe(1);
      // Two workers' pools: at least one connection each.
      expect(value(viaPrimary, 'campusnotes_db_pool_connections')).toBeGreaterThanOrEqual(2);
      expect((await scrape(app.url, 'wrong-token-wrong-token-wrong')).status).toBe(401);
    } finally {
      await app.stop();
      app.cleanup();
    }
  });
});

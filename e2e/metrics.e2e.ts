import type { Browser } from 'playwright-core';
import { APP_URL, PHONE, jsErrors, launchBrowser, newPage } from './browser';

// /metrics of the app the journeys drive: what a student does in the browser shows up in the
// Prometheus text an operator scrapes, and nobody without the token reads it.

const STUDENT = { email: 'student@campusnotes.local', password: process.env.DEMO_PASSWORD ?? 'e2e-student-password' };

type Sample = { name: string; labels: Record<string, string>; value: number };

/** The samples of Prometheus text format (one per line: name{labels} value). */
function parseMetrics(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)$/.exec(line);
    if (!match) continue;
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[key] = value;
    samples.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return samples;
}

const sum = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v)).reduce((total, s) => total + s.value, 0);

async function scrape(token = process.env.E2E_METRICS_TOKEN ?? ''): Promise<{ status: number; text: string }> {
  const response = await fetch(`${APP_URL()}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, text: await response.text() };
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('/metrics', () => {
  it('is closed without the token, and with a wrong one, in plain words', async () => {
    const none = await fetch(`${APP_URL()}/metrics`);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(await none.text()).toContain('Metrics need a bearer token');
    const wrong = await scrape('not-the-metrics-token-at-all');
    expect(wrong.status).toBe(401);
    expect(wrong.text).toContain('Wrong metrics token');
    expect(wrong.text).not.toContain('campusnotes_');
  });

  it('counts what a student does in the browser: pages, GraphQL operations by name, a like, with durations', async () => {
    const before = parseMetrics((await scrape()).text);
    const page = await newPage(browser, PHONE);
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(STUDENT.email);
    await page.getByLabel('Password').fill(STUDENT.password);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/profile');
    await page.goto('/browse');
    await page
      .getByTestId('note-card')
      .first()
      .getByRole('link', { name: /^View note/ })
      .click();
    await page.waitForURL('**/notes/**');
    const like = page.getByRole('button', { name: /^(Like|Liked)$/ });
    const wasLiked = (await like.textContent())?.includes('Liked') ?? false;
    // The button flips before the api answers (optimistic): wait for the answer before closing the page.
    const answered = page.waitForResponse((response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('ToggleLike'));
    await like.click();
    await page.getByRole('button', { name: wasLiked ? 'Like' : 'Liked', exact: true }).waitFor();
    await answered;
    expect(jsErrors(page)).toEqual([]);
    await page.context().close();

    const scraped = await scrape();
    expect(scraped.status).toBe(200);
    const after = parseMetrics(scraped.text);
    const grew = (name: string, labels: Record<string, string> = {}) => sum(after, name, labels) - sum(before, name, labels);
    // The like went through as the named mutation, answered without error, and was timed.
    expect(grew('campusnotes_graphql_operations_total', { operation: 'ToggleLike', type: 'mutation', outcome: 'ok' })).toBeGreaterThanOrEqual(1);
    expect(grew('campusnotes_graphql_operation_duration_seconds_count', { operation: 'ToggleLike', type: 'mutation' })).toBeGreaterThanOrEqual(1);
    // The browser's own GraphQL posts, by route template and status class, and timed.
    expect(grew('campusnotes_http_requests_total', { route: '/graphql', method: 'POST', status_class: '2xx' })).toBeGreaterThanOrEqual(2);
    expect(grew('campusnotes_http_request_duration_seconds_count', { route: '/graphql' })).toBeGreaterThanOrEqual(2);
    // The rest of what an operator watches is there.
    expect(sum(after, 'campusnotes_database_up')).toBe(1);
    for (const name of ['campusnotes_db_pool_connections', 'campusnotes_db_pool_max', 'nodejs_eventloop_lag_p99_seconds', 'process_resident_memory_bytes']) {
      expect(after.some((s) => s.name === name)).toBe(true);
    }
  });
});

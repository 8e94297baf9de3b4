// The /graphql explorer (GraphiQL, api/http/explorer.ts): its first request is the standard
// introspection query, which must pass the cost limit so that the Docs pane has the schema.
import type { Browser } from 'playwright-core';
import { jsErrors, launchBrowser, newPage, screenshot } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('a developer opening the GraphQL explorer', () => {
  it('gets the schema without an error and reads the docs of Query.notes', async () => {
    const page = await newPage(browser);
    const introspections: { status: number; errors?: unknown }[] = [];
    page.on('response', async (response) => {
      if (!response.url().endsWith('/graphql') || response.request().method() !== 'POST') return;
      if (!(response.request().postData() ?? '').includes('__schema')) return;
      const body = (await response.json().catch(() => ({}))) as { errors?: unknown };
      introspections.push({ status: response.status(), errors: body.errors });
    });
    await page.goto('/graphql');
    await page.getByRole('button', { name: /documentation explorer/i }).click();
    const docs = page.locator('.graphiql-doc-explorer');
    // Root types appear only once the introspection answer arrived.
    await docs.getByText('Root Types').waitFor();
    await docs
      .locator('a', { hasText: /^Query$/ })
      .first()
      .click();
    await docs
      .locator('.graphiql-doc-explorer-field-name', { hasText: /^notes$/ })
      .first()
      .click();
    await docs.locator('.graphiql-doc-explorer-title', { hasText: 'notes' }).waitFor();
    await docs.getByText('Approved notes, filtered and searched, in the order asked for', { exact: false }).waitFor();
    await screenshot(page, 'explorer-docs-notes');
    expect(introspections.length).toBeGreaterThan(0);
    expect(introspections.every((r) => r.status === 200 && r.errors === undefined)).toBe(true);
    await expect(page.getByText(/limit is 10000/).count()).resolves.toBe(0);
    expect(jsErrors(page)).toEqual([]);
    await page.context().close();
  });
});

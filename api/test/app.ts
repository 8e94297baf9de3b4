import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { createLogger } from '../src/logger';
import { type AppServices, createServices } from '../src/services';
import { createStorage } from '../src/storage';
import { createTestDatabase, openSameDatabase, type TestDatabase } from './db';
import { listenLocally } from './listen';

export interface TestApp {
  url: string;
  db: TestDatabase;
  services: AppServices;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The real app on an ephemeral port, with its own database and files folder; or, given
 * `sameDatabaseAs`, another replica on that app's database (closing it leaves the database).
 */
export async function startTestApp(env: Record<string, string> = {}, options: { sameDatabaseAs?: TestApp } = {}): Promise<TestApp> {
  const db = options.sameDatabaseAs ? await openSameDatabase(options.sameDatabaseAs.db) : await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campusnotes-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'no-web'), ...env });
  const services = createServices(db.dataSource, createStorage(config), config, createLogger('silent'));
  const { app, stop, attach, closeStreams } = await createApp(config, services, createLogger(process.env.TEST_LOG_LEVEL ?? 'silent'));
  const server = http.createServer(app);
  attach(server);
  const listening = await listenLocally(server);
  return {
    url: listening.url,
    db,
    services,
    config,
    dataDir,
    async close() {
      // As server.ts does: live streams and sockets never end by themselves.
      await closeStreams();
      await listening.close();
      await stop();
      await db.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The app a whole test file (or describe block) shares: started before its first test, closed
 * after its last. The object is filled in by beforeAll, so tests read it as they would the
 * awaited app. `webDist` writes a fake build of the web app into a folder the app then serves.
 */
export function testAppForFile(env: Record<string, string> = {}, options: { webDist?: (dir: string) => void } = {}): TestApp {
  const app = {} as TestApp;
  let distDir: string | undefined;
  beforeAll(async () => {
    if (options.webDist) {
      distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campusnotes-web-'));
      options.webDist(distDir);
    }
    Object.assign(app, await startTestApp(distDir ? { WEB_DIST: distDir, ...env } : env));
  });
  afterAll(async () => {
    await app.close();
    if (distDir) fs.rmSync(distDir, { recursive: true, force: true });
  });
  return app;
}

/** Two replicas on one database that a whole test file shares: two api processes' worth of apps. */
export function testReplicasForFile(): [TestApp, TestApp] {
  const a = {} as TestApp;
  const b = {} as TestApp;
  beforeAll(async () => {
    Object.assign(a, await startTestApp());
    Object.assign(b, await startTestApp({}, { sameDatabaseAs: a }));
  });
  afterAll(async () => {
    await b.close?.();
    await a.close?.();
  });
  return [a, b];
}

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: { code?: string; fields?: { field: string; message: string }[] } }[];
}

/** A GraphQL POST as a browser would send it (JSON and its Origin, so CSRF checks let it through). */
export async function gql<T = Record<string, any>>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<GraphQLResponse<T>> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as Omit<GraphQLResponse<T>, 'status'>;
  return { status: res.status, ...body };
}

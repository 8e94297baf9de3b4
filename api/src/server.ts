import 'reflect-metadata';
import cluster from 'node:cluster';
import http from 'node:http';
import { createApp } from './app';
import { promoteToAdmin } from './auth/admin-bootstrap';
import { type Prepared, QUEUE_DEMO_PREVIEWS_ENV, runPrimary, watchDatabaseStatusFromPrimary } from './cluster';
import { loadConfig, type Config } from './config';
import { openAppDatabase, type AppDatabase } from './db/bootstrap';
import { createLogger, type Logger } from './logger';
import { type DemoSignIns, existingDemoSignIns, loadDemoDataIfEmpty, printDemoSignIns } from './db/demo-data';
import { seedDemoNotifications } from './seed/demo-notifications';
import { createServices } from './services';
import { createStorage, type FileStorage } from './storage';
import { currentMetrics, listenForMetrics } from './metrics/cluster-metrics';

async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  // One process per core in production: Node serves on one thread, and the api is the
  // bottleneck long before PostgreSQL is (docs/benchmarks.md, mixed load).
  if (config.webConcurrency > 1 && cluster.isPrimary) return runPrimary(config, log, prepareDatabase);

  const db = await openAppDatabase(config, log);
  if (db.embedded) process.env.CAMPUSNOTES_EMBEDDED_DB = '1';
  const storage = createStorage(config);
  let queueDemoPreviews: boolean;
  let signIns: DemoSignIns | null = null;
  if (cluster.isWorker) {
    // The primary started the database, migrated and seeded it; it tells one worker to queue the demo's page images.
    watchDatabaseStatusFromPrimary(db.dataSource);
    queueDemoPreviews = process.env[QUEUE_DEMO_PREVIEWS_ENV] === '1';
  } else {
    const prepared = await prepareDatabase(db, storage, config, log);
    queueDemoPreviews = prepared.demoLoaded;
    signIns = prepared.signIns;
  }
  await serve(config, log, db, storage, queueDemoPreviews, signIns);
}

/**
 * First-start work done once per deployment start: demo data and the ADMIN_EMAIL promotion. Says
 * whether the demo data was loaded now, and how to sign in to the demo (printed once the app is ready).
 */
async function prepareDatabase(db: AppDatabase, storage: FileStorage, config: Config, log: Logger): Promise<Prepared> {
  const loaded = config.seedDemo ? await loadDemoDataIfEmpty(db.dataSource, storage, config, log) : null;
  if (config.adminEmail && (await promoteToAdmin(db.dataSource, config.adminEmail))) log.info({ email: config.adminEmail }, 'ADMIN_EMAIL has the admin role');
  const signIns = loaded ?? (config.seedDemo ? await existingDemoSignIns(db.dataSource, config) : null);
  return { demoLoaded: loaded !== null, signIns };
}

async function serve(
  config: Config,
  log: Logger,
  db: AppDatabase,
  storage: FileStorage,
  queueDemoPreviews: boolean,
  signIns: DemoSignIns | null,
): Promise<void> {
  const services = createServices(db.dataSource, storage, config, log);
  const { app, stop: stopApollo, closeStreams, attach } = await createApp(config, services, log);
  // The demo's newest cards get page images like real uploads; the queue works through them in the background.
  if (queueDemoPreviews) {
    // Once, after the demo data was loaded: the student's notifications, made by the app's own use cases.
    await seedDemoNotifications(services, config.adminEmail, log).catch((err: unknown) => log.warn({ err }, 'could not seed the demo notifications'));
    log.info({ notes: await services.notes.queuePreviewsOfNewest(config.demoPreviewNotes) }, 'demo notes queued for page images');
  }
  const server = http.createServer(app);
  attach(server);
  server.keepAliveTimeout = 5_000;

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    db.beginShutdown();
    log.info({ signal }, 'shutting down: no new connections, finishing requests');
    // Requests in flight get a few seconds; idle keep-alive sockets close now.
    const force = setTimeout(() => server.closeAllConnections(), 8_000);
    force.unref();
    // Live event streams never end by themselves; browsers reconnect to another replica.
    await closeStreams().catch((err: unknown) => log.warn({ err }, 'closing live streams failed'));
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    log.info('http server closed');
    await stopApollo().catch((err: unknown) => log.error({ err }, 'stopping Apollo failed'));
    log.info('graphql stopped');
    await db.close();
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  if (cluster.isPrimary && config.metrics.enabled && config.metrics.port) await listenForMetrics(config.metrics.port, currentMetrics, log);
  // A cluster's primary says it once, when every worker listens.
  if (cluster.isPrimary) {
    log.info({ url: config.publicUrl }, `CampusNotes is ready at ${config.publicUrl}`);
    printDemoSignIns(signIns, config.publicUrl);
  }
}

main().catch((err) => {
  // eslint-disable-next-line no-console
  console.error('CampusNotes failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});

import cluster, { type Worker } from 'node:cluster';
import type { DataSource } from 'typeorm';
import type { Config } from './config';
import { openAppDatabase, type AppDatabase } from './db/bootstrap';
import { databaseAvailability } from './db/data-source';
import { type DemoSignIns, printDemoSignIns } from './db/demo-data';
import type { ServerStatus } from './db/embedded-watchdog';
import type { Logger } from './logger';
import { aggregateWorkerMetrics, listenForMetrics } from './metrics/cluster-metrics';
import { createStorage, type FileStorage } from './storage';

/**
 * Production runs one api process per core (WEB_CONCURRENCY) on one port with node:cluster.
 * The primary serves nothing: it owns what must exist once per start (the embedded PostgreSQL
 * and its watchdog, migrations, the demo data) and supervises the workers. Each worker is an
 * ordinary replica: every piece of shared state (sessions, rate limits, jobs, notifications)
 * already lives in PostgreSQL, as the replicas suite proves.
 */

/** Set for the one worker that queues the demo notes' page images after a first start. */
export const QUEUE_DEMO_PREVIEWS_ENV = 'CAMPUSNOTES_QUEUE_DEMO_PREVIEWS';

const DB_STATUS = 'campusnotes:database-status';
interface DatabaseStatusMessage {
  type: typeof DB_STATUS;
  status: ServerStatus;
}

/** Workers shut down on SIGTERM within this; after it they are killed. */
const WORKER_STOP_MS = 15_000;
/** A worker that died while serving is replaced after this pause (a crash loop does not spin). */
const RESPAWN_DELAY_MS = 1_000;

/** What the once-per-start work found: whether it loaded the demo data now, and how to sign in to the demo. */
export interface Prepared {
  demoLoaded: boolean;
  signIns: DemoSignIns | null;
}

type Prepare = (db: AppDatabase, storage: FileStorage, config: Config, log: Logger) => Promise<Prepared>;

export async function runPrimary(config: Config, log: Logger, prepare: Prepare): Promise<void> {
  const db = await openAppDatabase(config, log);
  let prepared: Prepared;
  try {
    prepared = await prepare(db, createStorage(config), config, log);
  } finally {
    // The workers have their own pools; the primary keeps no connection open.
    await db.closePool();
  }

  // Workers reach the embedded server by its URL, as replicas reach a managed one.
  // CAMPUSNOTES_EMBEDDED_DB tells the metrics that this DATABASE_URL is the embedded server.
  const workerEnv: Record<string, string> = db.embedded ? { DATABASE_URL: db.embedded.url, CAMPUSNOTES_EMBEDDED_DB: '1' } : {};
  // Workers' metrics add up here; a worker asked for /metrics gets the sum (metrics/cluster-metrics.ts).
  const readMetrics = aggregateWorkerMetrics(log);
  if (config.metrics.enabled && config.metrics.port) await listenForMetrics(config.metrics.port, readMetrics, log);
  const workers = new Set<Worker>();
  const listened = new WeakSet<Worker>();
  let stopping = false;
  let announced = false;

  const stopAll = async (signal: string, exitCode: number) => {
    if (stopping) return;
    stopping = true;
    db.beginShutdown();
    log.info({ signal, workers: workers.size }, 'shutting down the workers');
    await Promise.all(
      [...workers].map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            const kill = setTimeout(() => worker.process.kill('SIGKILL'), WORKER_STOP_MS);
            worker.once('exit', () => {
              clearTimeout(kill);
              resolve();
            });
            worker.process.kill('SIGTERM');
          }),
      ),
    );
    await db.close();
    log.info('stopped');
    process.exit(exitCode);
  };

  const fork = (extraEnv: Record<string, string> = {}) => {
    const worker = cluster.fork({ ...workerEnv, ...extraEnv });
    workers.add(worker);
    worker.once('listening', () => {
      listened.add(worker);
      if (!announced && [...workers].every((w) => listened.has(w))) {
        announced = true;
        log.info({ url: config.publicUrl, workers: workers.size }, `CampusNotes is ready at ${config.publicUrl}`);
        printDemoSignIns(prepared.signIns, config.publicUrl);
      }
    });
    worker.once('exit', (code, signal) => {
      workers.delete(worker);
      if (stopping) return;
      if (!listened.has(worker)) {
        // It never served (a bad setting, the port taken): starting more of it would fail the same way.
        log.error({ code, signal }, 'a worker failed to start; stopping');
        void stopAll('worker failed', 1);
        return;
      }
      log.error({ code, signal }, 'a worker died; starting another');
      setTimeout(() => {
        if (!stopping) fork();
      }, RESPAWN_DELAY_MS).unref();
    });
  };

  // The watchdog sees the embedded server die before any pool does: tell every worker at once.
  db.embedded?.onStatus((status) => {
    const message: DatabaseStatusMessage = { type: DB_STATUS, status };
    for (const worker of workers) if (worker.isConnected()) worker.send(message, (err: Error | null) => err && log.debug({ err }, 'status not delivered'));
  });

  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void stopAll(signal, 0));
  // Every worker accepts on the shared socket itself. With Node's default round-robin the primary
  // hands each connection to a worker, and one handed to a worker that has just died is never
  // answered nor closed: the client hangs (the cluster test kills a worker to prove it does not).
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  for (let i = 0; i < config.webConcurrency; i++) fork(i === 0 && prepared.demoLoaded ? { [QUEUE_DEMO_PREVIEWS_ENV]: '1' } : {});
}

/** In a worker: the primary's word on the embedded server opens or rechecks this pool's circuit. */
export function watchDatabaseStatusFromPrimary(dataSource: DataSource): void {
  process.on('message', (message: unknown) => {
    if (typeof message !== 'object' || message === null || (message as DatabaseStatusMessage).type !== DB_STATUS) return;
    const availability = databaseAvailability(dataSource);
    if ((message as DatabaseStatusMessage).status === 'down') availability?.markDown('the embedded PostgreSQL exited');
    else availability?.recheck();
  });
}

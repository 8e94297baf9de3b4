import { performance } from 'node:perf_hooks';
import type { Pool, PoolClient } from 'pg';
import client from 'prom-client';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { databaseAvailability } from '../db/data-source';
import { pingDatabase, queuedJobCounts } from '../data/health.data';
// The job metrics live apart: the job queue imports them without this file's database parts.
import './job-metrics';

/**
 * Every metric the api exports, on prom-client's global registry (the one a cluster worker hands
 * to the primary's AggregatorRegistry). docs/operations.md lists them with the alerts worth
 * setting. Metrics are process-wide; a process that runs several apps (tests) adds them up.
 *
 * Aggregation across cluster workers: counters and histograms add up; gauges say how: a gauge
 * read from the shared database (queued jobs, liveness) takes one worker's value (`first`/`min`),
 * a per-process gauge (pool use, running jobs) adds up.
 */
export const registry = client.register;

client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** An HTTP answer's labels: its count and its duration are labelled alike (http-metrics.ts passes one object to both). */
const HTTP_LABELS = ['route', 'method', 'status_class'] as const;
/** A GraphQL operation's labels; its count adds the outcome. */
const GRAPHQL_LABELS = ['operation', 'type'] as const;

export const httpRequests = new client.Counter({
  name: 'campusnotes_http_requests_total',
  help: 'HTTP requests answered, by route template, method and status class (2xx, 3xx, 4xx, 5xx).',
  labelNames: HTTP_LABELS,
});

export const httpDuration = new client.Histogram({
  name: 'campusnotes_http_request_duration_seconds',
  help: 'Time from the request arriving to the last byte of the answer, by route template, method and status class.',
  labelNames: HTTP_LABELS,
  buckets: DURATION_BUCKETS,
});

export const graphqlOperations = new client.Counter({
  name: 'campusnotes_graphql_operations_total',
  help: 'GraphQL operations, by operation name, type and outcome (ok, error: any error in the answer).',
  labelNames: [...GRAPHQL_LABELS, 'outcome'] as const,
});

export const graphqlDuration = new client.Histogram({
  name: 'campusnotes_graphql_operation_duration_seconds',
  help: 'Time Apollo spent on a GraphQL operation (parse to answer), by operation name and type.',
  labelNames: GRAPHQL_LABELS,
  buckets: DURATION_BUCKETS,
});

const dataSources = new Set<DataSource>();

/** Time spent waiting for a pooled connection (pool.connect until a client is handed over). */
export const poolWait = new client.Histogram({
  name: 'campusnotes_db_pool_wait_seconds',
  help: 'Time a query waited for a connection from the pool.',
  buckets: [0.0005, 0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 3],
});

const poolState = (pick: (pool: Pool) => number) => () => {
  let sum = 0;
  for (const ds of dataSources) {
    const pool = poolOf(ds);
    if (pool) sum += pick(pool);
  }
  return sum;
};

function gaugeFrom(name: string, help: string, read: () => number, aggregator: client.Aggregator = 'sum') {
  return new client.Gauge({
    name,
    help,
    aggregator,
    collect() {
      this.set(read());
    },
  });
}

gaugeFrom(
  'campusnotes_db_pool_connections',
  'Open connections in the pool (busy and idle).',
  poolState((p) => p.totalCount),
);
gaugeFrom(
  'campusnotes_db_pool_connections_busy',
  'Pool connections checked out by a query or transaction.',
  poolState((p) => p.totalCount - p.idleCount),
);
gaugeFrom(
  'campusnotes_db_pool_waiting',
  'Queries waiting for a free pool connection.',
  poolState((p) => p.waitingCount),
);
gaugeFrom(
  'campusnotes_db_pool_max',
  'The pool size limit (DB_POOL_MAX) summed over processes.',
  poolState((p) => p.options.max ?? 10),
);

/** 1 when the database answers `SELECT 1` within a second (the embedded PostgreSQL's liveness when it is the embedded one). */
new client.Gauge({
  name: 'campusnotes_database_up',
  help: 'Whether PostgreSQL answers (1) or not (0); label embedded says whether it is the embedded server CampusNotes runs itself.',
  labelNames: ['embedded'] as const,
  aggregator: 'min',
  async collect() {
    this.reset();
    const embedded = process.env.CAMPUSNOTES_EMBEDDED_DB === '1' ? 'true' : 'false';
    for (const ds of dataSources) {
      this.set({ embedded }, (await answers(ds)) ? 1 : 0);
      return; // one database per app
    }
  },
});

/** pg-boss's view of the queue (shared by every replica): jobs waiting, retrying, running and failed. */
new client.Gauge({
  name: 'campusnotes_jobs',
  help: 'Jobs in the queue table by job and state (created = queued, retry = waiting for a retry, active = running on some replica, failed = gave up, kept for inspection).',
  labelNames: ['job', 'state'] as const,
  aggregator: 'first',
  async collect() {
    this.reset();
    const ds = [...dataSources][0];
    if (!ds) return;
    try {
      const rows = await queuedJobCounts(ds);
      for (const r of rows) this.set({ job: r.name, state: r.state }, Number(r.n));
    } catch {
      // no queue schema yet, or the database is down (campusnotes_database_up says which)
    }
  },
});

async function answers(ds: DataSource): Promise<boolean> {
  if (!ds.isInitialized || databaseAvailability(ds)?.available === false) return false;
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([pingDatabase(ds), new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), 1_000)))]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

function poolOf(ds: DataSource): Pool | undefined {
  if (!ds.isInitialized) return undefined;
  return (ds.driver as PostgresDriver).master as Pool | undefined;
}

type ConnectCallback = (err: Error | undefined, client?: PoolClient, done?: (release?: unknown) => void) => void;
type Connect = (cb?: ConnectCallback) => Promise<PoolClient> | void;

/** Adds an app's data source to the pool and liveness metrics, timing every wait for a connection. */
export function watchDataSource(ds: DataSource): void {
  if (dataSources.has(ds)) return;
  dataSources.add(ds);
  const pool = poolOf(ds);
  if (!pool) return;
  const connect = pool.connect.bind(pool) as Connect;
  (pool as unknown as { connect: Connect }).connect = (cb?: ConnectCallback) => {
    const started = performance.now();
    const observe = () => poolWait.observe((performance.now() - started) / 1000);
    if (cb) {
      return connect((err, c, done) => {
        observe();
        cb(err, c, done);
      });
    }
    return (connect() as Promise<PoolClient>).finally(observe);
  };
}

/** Stops counting a data source (its app closed). */
export function unwatchDataSource(ds: DataSource): void {
  dataSources.delete(ds);
}

import { setTimeout as delay } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import { Client, type Pool } from 'pg';
import type { SqlRunner } from '../data/sql-runner';
import { handleClientErrors } from '../db/db-errors';
import type { Logger } from '../logger';
import { jobRunStarted } from '../metrics/job-metrics';

/** A little over pg-boss's interval for checking that stopping workers have stopped (manager.js offWork). */
const WORKER_WATCH_MS = 1_100;

/**
 * Background jobs on PostgreSQL with pg-boss: one queue per job kind, shared by every api
 * replica (a job is fetched by exactly one of them with SKIP LOCKED), kept in the database so
 * that jobs survive restarts. Anything that should not run inside a request (note processing,
 * notifications, replica work) defines a job here rather than starting a second queue.
 *
 * pg-boss creates and versions its own schema (`pgboss`) at start, under an advisory lock, so
 * replicas starting together and pg-boss upgrades need no migration of ours; it runs on the
 * app's pool (behind the same circuit breaker) rather than opening connections of its own.
 */

/** pg-boss's SQL builders (no typings of their own): the texts of the two statements below. */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- pg-boss ships no types for its plans module
const plans = require('pg-boss/src/plans') as { completeJobs(schema: string): string; failJobsById(schema: string): string };
const BOSS_SCHEMA = 'pgboss';

/**
 * pg-boss's database adapter on the app's pool. pg-boss 10 records the end of a job (complete,
 * or fail) from its worker loop without awaiting it: when the database is down at that moment
 * the rejection is unhandled and Node ends the process (a dying PostgreSQL killed api workers
 * this way, scripts/bench/fault.mjs). Those two statements therefore never reject here: the
 * failure is logged, and the job, still `active` in the table, expires and is retried (jobs are
 * idempotent). Every other statement rejects as usual, for pg-boss to handle.
 */
export function bossDatabase(pool: () => Pool, log: Pick<Logger, 'warn'>): { executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }> } {
  const unawaited = new Set([plans.completeJobs(BOSS_SCHEMA), plans.failJobsById(BOSS_SCHEMA)]);
  return {
    executeSql: (text, values) => {
      const query = pool().query(text, values);
      if (!unawaited.has(text)) return query;
      return query.catch((err: unknown) => {
        log.warn({ err: err instanceof Error ? err.message : String(err) }, "job queue: could not record a job's end; it will expire and be retried");
        return { rows: [{ count: '0' }] };
      });
    },
  };
}

export interface JobContext {
  id: string;
  /** 0 on the first run, then 1, 2... */
  attempt: number;
  /** No retry follows if this run fails. */
  lastAttempt: boolean;
  /** Aborted when the queue stops: heavy work should stop at once (the job is retried elsewhere). */
  signal: AbortSignal;
}

export interface JobDefinition<T extends object> {
  name: string;
  run(data: T, context: JobContext): Promise<void>;
  /** Retries after the first run (pg-boss's retryLimit). */
  retryLimit: number;
  /** Seconds before the first retry; doubled (with jitter) for each next one when `backoff`. */
  retryDelaySeconds: number;
  backoff: boolean;
  /** A run that takes longer fails (and is retried); a replica that died mid-run frees its job after this too. */
  timeoutSeconds: number;
  /**
   * Called once no retry is left: after a last failed run (with its error), or when the job's
   * last run never finished (its replica died; `error` is null then).
   */
  onGiveUp?(data: T, error: Error | null): Promise<void>;
  /**
   * A five-field cron expression (UTC): pg-boss queues one run per tick for all replicas
   * together. Unset removes a schedule an earlier start made.
   */
  cron?: string;
}

export interface JobQueueSettings {
  /** Jobs of each kind this process runs at once. */
  concurrency: number;
  pollingIntervalSeconds: number;
  /** How long stop() lets running jobs finish before aborting them (they are then retried). */
  stopGraceMs: number;
}

const deadLetterOf = (name: string) => `${name}__given_up`;

// Any fixed number, the same in every replica: the key of the queue-setup lock.
const QUEUE_SETUP_LOCK_KEY = 4_731_020_612;

export class JobQueue {
  private boss: PgBoss | null = null;
  private starting: Promise<void> | null = null;
  private readonly definitions = new Map<string, JobDefinition<object>>();
  private readonly running = new Map<string, { controller: AbortController; done: Promise<unknown> }>();

  constructor(
    private readonly pool: () => Pool,
    private readonly log: Logger,
    private readonly settings: JobQueueSettings,
  ) {}

  /** Registers a kind of job; call before start(). */
  define<T extends object>(definition: JobDefinition<T>): void {
    if (this.boss) throw new Error(`define ${definition.name} before the job queue starts`);
    this.definitions.set(definition.name, definition as unknown as JobDefinition<object>);
  }

  get started(): boolean {
    return this.boss !== null;
  }

  /** Creates (or upgrades) pg-boss's schema and the queues, then starts this process's workers. */
  start(): Promise<void> {
    this.starting ??= this.startBoss().catch((err: unknown) => {
      this.starting = null;
      throw err;
    });
    return this.starting;
  }

  private async startBoss(): Promise<void> {
    const pool = this.pool();
    const boss = new PgBoss({
      db: bossDatabase(() => pool, this.log),
      schema: BOSS_SCHEMA,
      // Finds jobs whose replica died (active past their timeout) and hands them back.
      maintenanceIntervalSeconds: 30,
    });
    boss.on('error', (err: unknown) => this.log.warn({ err }, 'job queue error'));
    await this.whileHoldingQueueLock(pool, async () => {
      await boss.start();
      for (const definition of this.definitions.values()) {
        const deadLetter = deadLetterOf(definition.name);
        await this.ensureQueue(boss, { name: deadLetter, retryLimit: 2, retryDelay: 5, expireInSeconds: 60 });
        await this.ensureQueue(boss, {
          name: definition.name,
          retryLimit: definition.retryLimit,
          retryDelay: definition.retryDelaySeconds,
          retryBackoff: definition.backoff,
          expireInSeconds: definition.timeoutSeconds,
          deadLetter,
        });
        if (definition.cron) await boss.schedule(definition.name, definition.cron, {}, { tz: 'UTC' });
        else await boss.unschedule(definition.name);
      }
    });
    for (const definition of this.definitions.values()) {
      for (let i = 0; i < this.settings.concurrency; i++) {
        await boss.work<object>(
          definition.name,
          { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: this.settings.pollingIntervalSeconds },
          ([job]) => this.runJob(definition, job),
        );
      }
      if (definition.onGiveUp) {
        const onGiveUp = definition.onGiveUp.bind(definition);
        await boss.work<object>(
          deadLetterOf(definition.name),
          { batchSize: 1, pollingIntervalSeconds: this.settings.pollingIntervalSeconds },
          async ([job]) => {
            // The dead letter arrives a polling interval or more after the give-up: by then the same
            // work may have been queued again (an admin's re-run), and that run's state is not its to end.
            if (!(await this.hasLiveJob(pool, definition.name, job.data))) await onGiveUp(job.data, null);
          },
        );
      }
    }
    this.boss = boss;
  }

  /** Whether a job of this name with exactly this data is waiting, due for a retry, or running. */
  private async hasLiveJob(pool: Pool, name: string, data: object): Promise<boolean> {
    const { rows } = await pool.query<{ live: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM pgboss.job WHERE name = $1 AND data = $2::jsonb AND state IN ('created', 'retry', 'active')) AS live`,
      [name, JSON.stringify(data)],
    );
    return rows[0].live;
  }

  /**
   * pg-boss creates its schema (CREATE SCHEMA IF NOT EXISTS races: "duplicate key") and its
   * queues (create_queue attaches a partition to the job table: "deadlock detected") without a
   * lock around either, so replicas starting together fail. One replica at a time starts
   * pg-boss and creates or updates the queues, under a session advisory lock on a connection of its own (a pool of one would
   * otherwise wait for itself); the lock goes with the connection if the process dies.
   */
  private async whileHoldingQueueLock(pool: Pool, work: () => Promise<void>): Promise<void> {
    const lock = handleClientErrors(new Client(pool.options), 'job queue setup lock', this.log);
    await lock.connect();
    try {
      await lock.query('SELECT pg_advisory_lock($1)', [QUEUE_SETUP_LOCK_KEY]);
      await work();
    } finally {
      await lock.end().catch(() => undefined);
    }
  }

  private async ensureQueue(boss: PgBoss, queue: PgBoss.Queue): Promise<void> {
    if (await boss.getQueue(queue.name)) await boss.updateQueue(queue.name, queue);
    else await boss.createQueue(queue.name, queue);
  }

  private async runJob(definition: JobDefinition<object>, job: PgBoss.JobWithMetadata<object>): Promise<void> {
    const controller = new AbortController();
    const context: JobContext = { id: job.id, attempt: job.retryCount, lastAttempt: job.retryCount >= job.retryLimit, signal: controller.signal };
    const ended = jobRunStarted(definition.name);
    const done = (async () => {
      try {
        await definition.run(job.data, context);
        ended('completed');
      } catch (err) {
        ended('failed');
        const error = err instanceof Error ? err : new Error(String(err));
        this.log.warn({ err: error, job: definition.name, id: job.id, attempt: job.retryCount }, 'job failed');
        // A run stopped by our own shutdown is retried elsewhere: it did not fail for good.
        if (context.lastAttempt && !controller.signal.aborted && definition.onGiveUp) await definition.onGiveUp(job.data, error);
        throw error;
      }
    })();
    this.running.set(job.id, { controller, done });
    try {
      await done;
    } finally {
      this.running.delete(job.id);
    }
  }

  /**
   * Queues a job; it runs on whichever replica fetches it first. Given `within` (a transaction),
   * the job is written by that transaction: it exists exactly when the change that asked for it
   * commits, so no note waits for a job that was never queued.
   */
  async send<T extends object>(name: string, data: T, options: PgBoss.SendOptions = {}, within?: SqlRunner): Promise<string | null> {
    if (!this.definitions.has(name)) throw new Error(`no job named ${name}`);
    await this.start();
    const db = within ? { db: { executeSql: async (text: string, values: unknown[]) => ({ rows: await within.query(text, values) }) } } : {};
    return this.boss!.send(name, data, { ...options, ...db });
  }

  /** The job's state as pg-boss keeps it (for tests, the benchmark and admin tools). */
  async getJob(name: string, id: string): Promise<PgBoss.JobWithMetadata | null> {
    await this.start();
    return this.boss!.getJobById(name, id);
  }

  /**
   * Stops fetching, lets running jobs finish for `stopGraceMs`, then aborts the rest: pg-boss
   * records them as failed runs, so another replica retries them after their retry delay.
   */
  async stop(): Promise<void> {
    const boss = this.boss;
    if (!boss) {
      await this.starting?.catch(() => undefined);
      if (!this.boss) return;
      return this.stop();
    }
    this.boss = null;
    this.starting = null;
    for (const name of this.definitions.keys()) {
      await boss.offWork(name).catch(() => undefined);
      await boss.offWork(deadLetterOf(name)).catch(() => undefined);
    }
    const settled = () => Promise.allSettled([...this.running.values()].map((r) => r.done));
    await Promise.race([settled(), delay(this.settings.stopGraceMs, undefined, { ref: false })]);
    for (const { controller } of this.running.values()) controller.abort();
    await settled();
    // pg-boss records the aborted runs as failed; its graceful stop waits for that.
    await boss.stop({ graceful: true, timeout: 2_000 }).catch((err: unknown) => this.log.warn({ err }, 'job queue did not stop cleanly'));
    // pg-boss's offWork watches its workers once a second until they have stopped, after stop()
    // has returned; one more round lets those watches end with the queue, not after it (a test
    // environment torn down under them made pg-boss fail the next test file).
    await delay(WORKER_WATCH_MS, undefined, { ref: false });
  }
}

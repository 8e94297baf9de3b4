import type { Pool, PoolClient } from 'pg';
import type { Logger } from '../logger';
import { DatabaseUnavailableError, isConnectionFailure, isPoolBusy } from './db-errors';

/**
 * A small circuit breaker in front of the connection pool. While the database is known to be
 * down, asking the pool for a connection fails at once (the formatters answer 503), so
 * requests neither queue behind connection timeouts nor pile up; a background probe checks
 * the database every `probeEveryMs` and closes the breaker as soon as it answers, so the app
 * serves again by itself.
 */
export interface DatabaseAvailability {
  readonly available: boolean;
  /** Opens the breaker (the pool saw a connection failure, or the embedded server died). */
  markDown(reason: string): void;
  /** Probes now instead of at the next tick (the embedded server reports it is back). */
  recheck(): void;
  /** Stops probing (the pool is closing). */
  stop(): void;
}

type ConnectCallback = (err: Error | undefined, client?: PoolClient, done?: (release?: unknown) => void) => void;
type Connect = (cb?: ConnectCallback) => Promise<PoolClient> | void;

// pg-pool's own queue timeout means "every client is busy", not "the database is gone":
// it is answered 503 (see db-errors.ts) but must not open the breaker under a load spike.
export function guardPool(pool: Pool, log: Logger | undefined, probeEveryMs = 250): DatabaseAvailability {
  const connect = pool.connect.bind(pool) as Connect;
  let downSince: number | undefined;
  let probeTimer: NodeJS.Timeout | undefined;
  let probing = false;
  let stopped = false;

  const schedule = (delay: number) => {
    if (stopped || probeTimer) return;
    probeTimer = setTimeout(() => {
      probeTimer = undefined;
      void probe();
    }, delay);
    probeTimer.unref();
  };

  const probe = async () => {
    if (probing || stopped || (pool as Pool & { ending?: boolean }).ending) return;
    probing = true;
    try {
      const client = (await connect()) as PoolClient;
      // A checked-out client has no pool listener: without ours, the connection dropping
      // during the probe would be an unhandled 'error' event, which ends the process.
      const ignore = () => undefined;
      client.on('error', ignore);
      try {
        await client.query('SELECT 1');
        client.release();
      } catch (err) {
        client.release(err as Error);
        throw err;
      } finally {
        client.off('error', ignore);
      }
      if (downSince !== undefined) log?.warn({ downMs: Date.now() - downSince }, 'database reachable again: serving requests');
      downSince = undefined;
    } catch (err) {
      if (downSince === undefined && isConnectionFailure(err)) open(err instanceof Error ? err.message : String(err));
      if (downSince !== undefined) schedule(probeEveryMs);
    } finally {
      probing = false;
    }
  };

  const open = (reason: string) => {
    if (stopped) return;
    if (downSince === undefined) {
      downSince = Date.now();
      log?.error({ reason }, 'database unreachable: answering 503 until it is back');
    }
    schedule(probeEveryMs);
  };

  const onConnectError = (err: unknown) => {
    if (isConnectionFailure(err) && !isPoolBusy(err)) open(err instanceof Error ? err.message : String(err));
  };

  (pool as unknown as { connect: Connect }).connect = (cb?: ConnectCallback) => {
    if (downSince !== undefined) {
      const err = new DatabaseUnavailableError();
      if (!cb) return Promise.reject(err);
      process.nextTick(cb, err);
      return;
    }
    if (cb) {
      return connect((err, client, done) => {
        if (err) onConnectError(err);
        cb(err, client, done);
      });
    }
    return (connect() as Promise<PoolClient>).catch((err: unknown) => {
      onConnectError(err);
      throw err;
    });
  };

  // An idle client that fails (its server went away) is dropped by pg-pool and reported here.
  // Without a listener the 'error' event would crash the process; with one, we check at once
  // whether the database is gone or only that one connection was closed.
  pool.on('error', (err) => {
    log?.warn({ err: err.message }, 'an idle database connection failed');
    if (downSince === undefined && isConnectionFailure(err)) void probe();
  });

  return {
    get available() {
      return downSince === undefined;
    },
    markDown: open,
    recheck() {
      if (downSince !== undefined) void probe();
    },
    stop() {
      stopped = true;
      if (probeTimer) clearTimeout(probeTimer);
      probeTimer = undefined;
    },
  };
}

/** Resolves when the database answers a trivial statement (readiness probes). */
export async function databaseAnswers(sql: { query(text: string): Promise<unknown> }): Promise<void> {
  await sql.query('SELECT 1');
}

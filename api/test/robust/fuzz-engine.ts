import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';

export type Role = 'visitor' | 'student';

export interface FuzzRequest {
  method: string;
  /** Path and query, e.g. /api/notes?search=x */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export interface FuzzCase {
  /** Stable name: the operation or route, the slot that was broken and how. */
  label: string;
  transport: 'graphql' | 'rest';
  role: Role;
  request: FuzzRequest;
  /** 'refused': the server must turn it down (a limit), not merely survive it. */
  expect?: 'refused';
}

export interface Failure {
  cause: string;
  label: string;
  role: Role;
  detail: string;
  /** A one-line curl that reproduces the case (bodies cut at 300 characters). */
  repro: string;
}

export interface FuzzSummary {
  tried: number;
  fiveXX: number;
  hangs: number;
  crashes: number;
  partialWrites: number;
  noCode: number;
  notRefused: number;
  failures: Failure[];
  ms: number;
}

export interface Target {
  url: string;
  /** Cookie header of the signed-in student. */
  studentCookie: string;
  /** Answers whether the api is still up; restarts it (and returns its new url) when it is not. */
  ensureAlive(): Promise<{ restarted: boolean; url: string; reason?: string }>;
  databaseUrl: string;
  dataDir: string;
}

export const REQUEST_TIMEOUT_MS = 10_000;

const STACK = /\bat [\w.<>]+ \(|node_modules|\.ts:\d+:\d+|QueryFailedError|invalid byte sequence/;

interface Snapshot {
  rows: string;
  files: string;
  spool: string;
}

function listTree(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

export class StateProbe {
  private constructor(
    private readonly pg: Client,
    private readonly dataDir: string,
  ) {}

  static async open(databaseUrl: string, dataDir: string): Promise<StateProbe> {
    const pg = new Client({ connectionString: databaseUrl });
    await pg.connect();
    return new StateProbe(pg, dataDir);
  }

  async snapshot(): Promise<Snapshot> {
    const { rows } = await this.pg.query(
      'SELECT (SELECT count(*) FROM notes) AS notes, (SELECT count(*) FROM comments) AS comments, (SELECT count(*) FROM likes) AS likes, (SELECT count(*) FROM saved_notes) AS saves',
    );
    return {
      rows: JSON.stringify(rows[0]),
      files: listTree(path.join(this.dataDir, 'files')).join('\n'),
      spool: listTree(path.join(this.dataDir, 'tmp')).join('\n'),
    };
  }

  query<T extends Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.pg.query(sql, params).then((r) => r.rows as T[]);
  }

  close(): Promise<void> {
    return this.pg.end();
  }
}

function shellQuote(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

export function curlOf(c: FuzzCase, url = 'http://127.0.0.1:4000'): string {
  const r = c.request;
  const parts = ['curl', '-sS', '-X', r.method];
  for (const [k, v] of Object.entries(r.headers ?? {})) parts.push('-H', shellQuote(`${k}: ${v.length > 120 ? `${v.slice(0, 120)}...` : v}`));
  if (c.role === 'student') parts.push('-H', shellQuote('cookie: <student session>'));
  if (r.body !== undefined) {
    const text = Buffer.isBuffer(r.body) ? r.body.toString('latin1') : r.body;
    const shown = text.length > 300 ? `${text.slice(0, 300)}...(${text.length} bytes)` : text;
    parts.push('--data-binary', shellQuote(JSON.stringify(shown).slice(1, -1)));
  }
  parts.push(shellQuote(`${url}${r.path.length > 300 ? `${r.path.slice(0, 300)}...` : r.path}`));
  return parts.join(' ');
}

interface Answer {
  status: number;
  text: string;
  ms: number;
  transportError?: string;
}

async function send(url: string, c: FuzzCase, cookie: string): Promise<Answer> {
  const started = Date.now();
  const ac = new AbortController();
  const timer = setTimeout(() => ac.abort(), REQUEST_TIMEOUT_MS);
  try {
    const headers: Record<string, string> = { origin: url, ...(c.request.headers ?? {}) };
    if (c.role === 'student') headers.cookie = cookie;
    const res = await fetch(`${url}${c.request.path}`, {
      method: c.request.method,
      headers,
      body: c.request.body === undefined ? undefined : typeof c.request.body === 'string' ? c.request.body : new Uint8Array(c.request.body),
      signal: ac.signal,
      redirect: 'manual',
    });
    const text = await res.text();
    return { status: res.status, text, ms: Date.now() - started };
  } catch (err) {
    const e = err as Error & { cause?: { code?: string; message?: string } };
    return {
      status: 0,
      text: '',
      ms: Date.now() - started,
      transportError: ac.signal.aborted ? 'timeout' : `${e.message} ${e.cause?.code ?? e.cause?.message ?? ''}`.trim(),
    };
  } finally {
    clearTimeout(timer);
  }
}

type Verdict = { refused: boolean; problems: [cause: string, detail: string][] };

/** What a client would see: was it turned down, and did it break any rule on the way? */
export function judge(c: FuzzCase, a: Answer): Verdict {
  const problems: [string, string][] = [];
  if (a.transportError === 'timeout') return { refused: true, problems: [['hang', `no answer within ${REQUEST_TIMEOUT_MS / 1000} s`]] };
  if (a.transportError) return { refused: true, problems: [['connection dropped', a.transportError]] };
  // The one documented 5xx a request can get: Google sign-in asked for on a server without it.
  const googleOff = a.status === 503 && a.text.includes('"GOOGLE_NOT_CONFIGURED"');
  if (a.status >= 500 && !googleOff) problems.push(['5xx', `HTTP ${a.status} ${a.text.slice(0, 160)}`]);
  if (STACK.test(a.text)) problems.push(['internals leaked', a.text.slice(0, 160)]);
  let body: any;
  try {
    body = a.text ? JSON.parse(a.text) : undefined;
  } catch {
    body = undefined;
  }
  let refused = a.status >= 400;
  const isRedirect = a.status >= 300 && a.status < 400;
  if (c.transport === 'graphql' && !isRedirect) {
    const gqlErrors: any[] | undefined = Array.isArray(body?.errors) ? body.errors : undefined;
    if (gqlErrors?.length) {
      refused = true;
      for (const e of gqlErrors) {
        const code = e?.extensions?.code;
        if (typeof code !== 'string') problems.push(['error without a code', JSON.stringify(e).slice(0, 160)]);
        else if (code === 'INTERNAL' || code === 'INTERNAL_SERVER_ERROR') problems.push(['INTERNAL', `${e.message} at ${JSON.stringify(e.path ?? [])}`]);
      }
    } else if (body && typeof body === 'object' && body.success === false) {
      // Transport-level refusals before Apollo (body too large, bad JSON) come in the REST shape.
      refused = true;
      if (typeof body.message !== 'string' || typeof body.code !== 'string') problems.push(['error without a code', a.text.slice(0, 160)]);
    } else if (a.status >= 400 || !body || typeof body !== 'object' || !('data' in body)) {
      problems.push(['not a GraphQL answer', `HTTP ${a.status} ${a.text.slice(0, 160)}`]);
    } else {
      const payloadErrors = Object.values(body.data ?? {}).some((v: any) => Array.isArray(v?.errors) && v.errors.length > 0);
      if (payloadErrors) refused = true;
    }
  } else if (c.transport === 'rest' && a.status >= 400) {
    if (!body || body.success !== false || typeof body.message !== 'string')
      problems.push(['error without {success:false,message}', `HTTP ${a.status} ${a.text.slice(0, 160)}`]);
  }
  if (c.expect === 'refused' && !refused) problems.push(['limit not enforced', `answered HTTP ${a.status} in ${a.ms} ms with ${a.text.length} bytes`]);
  return { refused, problems };
}

const BATCH = 25;

/**
 * Runs the cases one at a time (so a changed row count belongs to one request), snapshots the
 * state around each, checks /healthz after every batch and restarts a dead api.
 */
export async function runCases(cases: FuzzCase[], target: Target, onProgress?: (done: number) => void): Promise<FuzzSummary> {
  const started = Date.now();
  const probe = await StateProbe.open(target.databaseUrl, target.dataDir);
  const summary: FuzzSummary = { tried: 0, fiveXX: 0, hangs: 0, crashes: 0, partialWrites: 0, noCode: 0, notRefused: 0, failures: [], ms: 0 };
  let url = target.url;
  const fail = (c: FuzzCase, cause: string, detail: string) => summary.failures.push({ cause, label: c.label, role: c.role, detail, repro: curlOf(c) });
  try {
    for (let i = 0; i < cases.length; i += 1) {
      const c = cases[i];
      const before = await probe.snapshot();
      const answer = await send(url, c, target.studentCookie);
      summary.tried += 1;
      const verdict = judge(c, answer);
      for (const [cause, detail] of verdict.problems) {
        if (cause === '5xx' || cause === 'INTERNAL') summary.fiveXX += 1;
        if (cause === 'hang') summary.hangs += 1;
        if (cause === 'error without a code' || cause === 'error without {success:false,message}' || cause === 'not a GraphQL answer') summary.noCode += 1;
        if (cause === 'limit not enforced') summary.notRefused += 1;
        if (cause !== 'connection dropped') fail(c, cause, detail);
      }
      const dropped = answer.transportError !== undefined && answer.transportError !== 'timeout';
      if (dropped || i % BATCH === BATCH - 1) {
        const health = await target.ensureAlive();
        url = health.url;
        if (health.restarted) {
          summary.crashes += 1;
          fail(c, 'process crashed', `${dropped ? answer.transportError : 'found dead after the batch'}; ${health.reason ?? ''}`.slice(0, 300));
        } else if (dropped) fail(c, 'connection dropped', answer.transportError!);
      }
      if (verdict.refused) {
        // The handler may still be finishing after the answer (spool removal): give it a moment.
        let after = await probe.snapshot();
        for (let k = 0; k < 10 && JSON.stringify(after) !== JSON.stringify(before); k += 1) {
          await new Promise((r) => setTimeout(r, 50));
          after = await probe.snapshot();
        }
        for (const key of ['rows', 'files', 'spool'] as const) {
          if (after[key] !== before[key]) {
            summary.partialWrites += 1;
            fail(c, `partial write (${key})`, `${before[key].slice(-120)} -> ${after[key].slice(-120)}`);
            break;
          }
        }
      }
      onProgress?.(i + 1);
    }
  } finally {
    await probe.close();
  }
  summary.ms = Date.now() - started;
  return summary;
}

/** Failures grouped by cause, one reproduction line each (for test output and reports). */
export function formatFailures(failures: Failure[], limitPerCause = 1000): string {
  const byCause = new Map<string, Failure[]>();
  for (const f of failures) byCause.set(f.cause, [...(byCause.get(f.cause) ?? []), f]);
  const out: string[] = [];
  for (const [cause, list] of byCause) {
    out.push(`== ${cause}: ${list.length}`);
    for (const f of list.slice(0, limitPerCause)) out.push(`- [${f.role}] ${f.label}: ${f.detail}\n    ${f.repro}`);
  }
  return out.join('\n');
}

import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

export interface ClusterInfo {
  proxyUrl: string;
  databaseUrl: string;
  replicas: Record<'a' | 'b', { url: string; log: string }>;
}

export interface ProxyStats {
  answered: Record<string, number>;
  retries: { method: string; url: string; from: string; to: string; error: string }[];
  errors: { method: string; url: string; replica: string; error: string }[];
}

type Command =
  | { cmd: 'kill' | 'stop' | 'start'; replica: 'a' | 'b' }
  | { cmd: 'killMidRequest'; replica: 'a' | 'b'; method: string; afterBytes?: number }
  | { cmd: 'stats' };

/** Runs ./cluster.mjs as a child and speaks its stdin/stdout protocol. */
export class Cluster {
  private child!: ChildProcess;
  private lastId = 0;
  private readonly waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  info!: ClusterInfo;

  async start(): Promise<ClusterInfo> {
    this.child = spawn(process.execPath, [path.join(__dirname, 'cluster.mjs')], { stdio: ['pipe', 'pipe', 'inherit'] });
    const lines = readline.createInterface({ input: this.child.stdout! });
    this.info = await new Promise<ClusterInfo>((resolve, reject) => {
      this.child.once('exit', (code) => reject(new Error(`the replica cluster exited (${code}) before it was ready`)));
      lines.on('line', (line) => {
        if (!line.startsWith('{')) return;
        const message = JSON.parse(line);
        if (message.ready) resolve(message.ready);
        const pending = this.waiting.get(message.id);
        if (!pending) return;
        this.waiting.delete(message.id);
        if (message.ok) pending.resolve(message.result);
        else pending.reject(new Error(message.error));
      });
    });
    return this.info;
  }

  send<T = unknown>(command: Command): Promise<T> {
    const id = ++this.lastId;
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.child.stdin!.write(`${JSON.stringify({ id, ...command })}\n`);
    });
  }

  stats(): Promise<ProxyStats> {
    return this.send<ProxyStats>({ cmd: 'stats' });
  }

  /** Closing its stdin stops the cluster (replicas SIGTERM, S3 and PostgreSQL stopped, folders removed). */
  async stop(): Promise<void> {
    if (!this.child || this.child.exitCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.stdin!.end();
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 30_000);
    await exited;
    clearTimeout(timer);
  }
}

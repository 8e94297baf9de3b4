import cluster from 'node:cluster';
import http from 'node:http';
import { AggregatorRegistry } from 'prom-client';
import type { Logger } from '../logger';
import { registry } from './registry';

/**
 * With node:cluster every worker keeps its own metrics; the primary serves nothing but can ask
 * every worker for theirs (prom-client's AggregatorRegistry) and add them up. A worker that gets
 * a /metrics request asks the primary for the sum, so every scrape sees the whole process group
 * whichever worker the connection landed on.
 */
const REQUEST = 'campusnotes:metrics-request';
const ANSWER = 'campusnotes:metrics-answer';
const ASK_TIMEOUT_MS = 6_000;

interface MetricsRequest {
  type: typeof REQUEST;
  id: number;
}
interface MetricsAnswer {
  type: typeof ANSWER;
  id: number;
  text?: string;
  error?: string;
}

/** In the primary: answers workers' requests with the aggregated metrics; returns the reader for METRICS_PORT. */
export function aggregateWorkerMetrics(log: Logger): () => Promise<string> {
  const aggregator = new AggregatorRegistry();
  const read = () => aggregator.clusterMetrics();
  cluster.on('message', (worker, message: unknown) => {
    if (!isMessage<MetricsRequest>(message, REQUEST)) return;
    read().then(
      (text) => worker.send({ type: ANSWER, id: message.id, text } satisfies MetricsAnswer),
      (err: unknown) => {
        log.warn({ err }, "collecting the workers' metrics failed");
        worker.send({ type: ANSWER, id: message.id, error: err instanceof Error ? err.message : String(err) } satisfies MetricsAnswer);
      },
    );
  });
  return read;
}

// prom-client's worker half: constructing an AggregatorRegistry makes this worker answer the
// primary's requests with the global registry's metrics.
if (cluster.isWorker) new AggregatorRegistry();

let nextId = 0;
const pending = new Map<number, (answer: MetricsAnswer) => void>();
let listening = false;

function askPrimary(): Promise<string> {
  if (!listening) {
    listening = true;
    process.on('message', (message: unknown) => {
      if (isMessage<MetricsAnswer>(message, ANSWER)) pending.get(message.id)?.(message);
    });
  }
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new Error('the primary did not answer with the metrics'));
    }, ASK_TIMEOUT_MS);
    pending.set(id, (answer) => {
      clearTimeout(timer);
      pending.delete(id);
      if (answer.text !== undefined) resolve(answer.text);
      else reject(new Error(answer.error ?? 'no metrics'));
    });
    process.send!({ type: REQUEST, id } satisfies MetricsRequest);
  });
}

/** This process's metrics, or in a cluster worker the whole cluster's. */
export function currentMetrics(): Promise<string> {
  return cluster.isWorker ? askPrimary() : registry.metrics();
}

/** METRICS_PORT: the metrics without a token, on 127.0.0.1 only (a scraper or agent on this machine). */
export async function listenForMetrics(port: number, read: () => Promise<string>, log: Logger): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Only GET /metrics is served on this port.\n');
      return;
    }
    read().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (err: unknown) => {
        log.warn({ err }, 'metrics failed');
        res.writeHead(503, { 'content-type': 'text/plain' }).end('Metrics are not available right now.\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  server.unref();
  log.info({ port }, 'metrics served on 127.0.0.1 without a token (METRICS_PORT)');
  return server;
}

function isMessage<T extends { type: string }>(message: unknown, type: T['type']): message is T {
  return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type;
}

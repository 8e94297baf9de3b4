// The load balancer of the replica suite: http-proxy (a kept library) in round-robin over the
// api replicas, with what a production balancer (nginx, an ALB) adds around it:
// - an edge's X-Forwarded-For / -Proto / -Host, set (never appended: a client's own
//   X-Forwarded-For would otherwise choose the address that rate limits count);
// - health: a replica whose /readyz fails, or whose connection failed, is skipped until its
//   /readyz answers again;
// - retries on the other replica: any request that never reached a replica (connection
//   refused; small bodies are buffered so they can be sent again), and idempotent requests
//   (GET, HEAD, OPTIONS) that failed before an answer began. A write that reached a replica
//   which then died is never sent twice: its outcome is unknown, so the client gets a 502.
// It names the replica that answered in `X-Replica` (and `X-Retried-From` after a retry), and
// can kill a replica the moment a chosen request has reached it (a test's "mid-request").
import http from 'node:http';
import { Readable } from 'node:stream';
import httpProxy from 'http-proxy';

const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);
const BUFFER_MAX = 1024 * 1024;
const HEALTH_EVERY_MS = 1_000;
const PROBE_TIMEOUT_MS = 2_000;
const FALL_AFTER_SLOW_PROBES = 3;

export async function startProxy({ port, host = '127.0.0.1', upstreams, kill }) {
  const nodes = upstreams.map((u) => ({ ...u, healthy: true }));
  const counts = Object.fromEntries(nodes.map((n) => [n.name, 0]));
  const stats = { answered: counts, retries: [], errors: [] };
  let next = 0;
  let armed = null;
  // One connection per request: a kept-alive socket to a replica that just closed it would
  // fail a write we then could not retry.
  const agent = new http.Agent({ keepAlive: false });
  const proxy = httpProxy.createProxyServer({ agent, xfwd: false, ws: false });

  const pick = (exclude) => {
    for (let i = 0; i < nodes.length; i++) {
      const node = nodes[(next + i) % nodes.length];
      if (node.healthy && node !== exclude) {
        next = (nodes.indexOf(node) + 1) % nodes.length;
        return node;
      }
    }
    // None known healthy: try any other than the one that just failed.
    return nodes.find((n) => n !== exclude) ?? null;
  };

  const checkHealth = async () => {
    await Promise.all(
      nodes.map(async (node) => {
        try {
          const res = await fetch(`${node.url}/readyz`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
          // An answer is the replica's own word (503 while it drains): taken at once.
          node.healthy = res.ok;
          node.slowProbes = 0;
        } catch (err) {
          // A refused connection is certain; a probe that timed out may only mean a busy machine,
          // so it takes several in a row (as HAProxy's "fall") before the replica is skipped.
          const refused = err?.cause?.code === 'ECONNREFUSED';
          node.slowProbes = refused ? 0 : (node.slowProbes ?? 0) + 1;
          if (refused || node.slowProbes >= FALL_AFTER_SLOW_PROBES) node.healthy = false;
        }
      }),
    );
  };
  const healthTimer = setInterval(() => void checkHealth(), HEALTH_EVERY_MS);

  const readBody = (req) =>
    new Promise((resolve, reject) => {
      const chunks = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => resolve(Buffer.concat(chunks)));
      req.on('error', reject);
    });

  const send = (req, res, node, body, triedFrom) => {
    res.setHeader('x-replica', node.name);
    if (triedFrom) res.setHeader('x-retried-from', triedFrom);
    req.proxyTarget = { node };
    const options = { target: node.url, ...(body ? { buffer: Readable.from([body]) } : {}) };
    proxy.web(req, res, options, (err) => {
      if (req.socket.destroyed) return; // the client went away: nothing to answer, no replica to blame
      node.healthy = false;
      // A refused connection is the one failure that proves the replica never saw the request.
      const reached = err.code !== 'ECONNREFUSED';
      // Sent again only if no byte of an answer left, the body can be replayed, and either the
      // replica never got the request or the request is idempotent.
      const canResend = body !== undefined || !hasBody(req);
      if (!res.headersSent && !triedFrom && canResend && (!reached || IDEMPOTENT.has(req.method))) {
        const other = pick(node);
        if (other) {
          stats.retries.push({ method: req.method, url: req.url, from: node.name, to: other.name, error: err.code });
          send(req, res, other, body, node.name);
          return;
        }
      }
      stats.errors.push({ method: req.method, url: req.url, replica: node.name, error: err.code });
      if (!res.headersSent) {
        res.writeHead(502, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ success: false, message: 'The server could not answer. Please try again.', code: 'BAD_GATEWAY' }));
      } else res.destroy();
    });
  };

  proxy.on('proxyReq', (proxyReq, req) => {
    const { node } = req.proxyTarget;
    if (armed && armed.replica === node.name && armed.method === req.method) {
      const trigger = armed;
      let sent = 0;
      const fire = () => {
        if (armed !== trigger) return;
        armed = null;
        kill(node.name);
      };
      if (trigger.afterBytes > 0) {
        req.on('data', (chunk) => {
          sent += chunk.length;
          if (sent >= trigger.afterBytes) fire();
        });
      } else proxyReq.once('finish', fire);
    }
  });
  proxy.on('proxyRes', (_proxyRes, req) => {
    counts[req.proxyTarget.node.name] += 1;
  });

  const server = http.createServer(async (req, res) => {
    const client = req.socket.remoteAddress ?? '';
    req.headers['x-forwarded-for'] = client.replace(/^::ffff:/, '');
    req.headers['x-forwarded-proto'] = 'http';
    req.headers['x-forwarded-host'] = req.headers.host ?? '';
    const node = pick(null);
    if (!node) {
      res.writeHead(503).end();
      return;
    }
    let body;
    const length = Number(req.headers['content-length'] ?? 0);
    if (!IDEMPOTENT.has(req.method) && length > 0 && length <= BUFFER_MAX) body = await readBody(req);
    send(req, res, node, body, null);
  });
  await new Promise((resolve) => server.listen(port, host, resolve));

  return {
    url: `http://${host}:${port}`,
    /** The next `method` request sent to `replica` kills it (once its body, or afterBytes of it, went up). */
    armKill(replica, method, afterBytes) {
      armed = { replica, method, afterBytes };
    },
    stats: () => structuredClone(stats),
    async close() {
      clearInterval(healthTimer);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      proxy.close();
    },
  };
}

const hasBody = (req) => Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;

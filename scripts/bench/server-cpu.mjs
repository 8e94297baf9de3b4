// What a request costs the server: its processes' CPU time, read from /proc, around an autocannon run.
import fs from 'node:fs';

/**
 * CPU seconds used so far by a server's own processes: every process in its group (npm, the
 * start script, the api and its cluster workers) except PostgreSQL's, which both sides share.
 * Unlike req/s, this barely moves when other jobs compete for the cores.
 */
export function serverCpuSeconds(pgid) {
  let ticks = 0;
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let stat;
    try {
      stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // exited meanwhile
    }
    const close = stat.lastIndexOf(')');
    const fields = stat.slice(close + 2).split(' ');
    if (Number(fields[2]) !== pgid || stat.slice(stat.indexOf('(') + 1, close).startsWith('postgres')) continue;
    ticks += Number(fields[11]) + Number(fields[12]); // utime + stime
  }
  return ticks / 100; // USER_HZ on Linux
}

/**
 * `connections` closed-loop connections sending `request` ({ path, method, headers, body, name? })
 * to `server` ({ url, child }) for `seconds`: requests per second, p50 and p97.5 latency, and the
 * server's CPU milliseconds per request. Throws on any non-2xx answer or error.
 */
export async function autocannonRound(server, request, connections, seconds) {
  const { default: autocannon } = await import('autocannon');
  const cpuBefore = serverCpuSeconds(server.child.pid);
  const result = await autocannon({
    url: `${server.url}${request.path}`,
    method: request.method,
    headers: request.headers,
    body: request.body,
    connections,
    duration: seconds,
  });
  const cpu = serverCpuSeconds(server.child.pid) - cpuBefore;
  if (result.non2xx || result.errors)
    throw new Error(`${request.name ? `${request.name} on ` : ''}${server.url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p97: result.latency.p97_5, cpuMs: (1000 * cpu) / Math.max(1, result.requests.total) };
}

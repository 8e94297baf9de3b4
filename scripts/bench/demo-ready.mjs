// A first start queues page images for the demo's newest notes (api/src/server.ts). Benchmarks
// measure the steady state, so they wait until none of the newest notes is still processing.
export async function waitForDemoPreviews(url, { count = 48, timeoutMs = 300_000 } = {}) {
  const started = Date.now();
  for (;;) {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ query: `{ notes(first: ${count}) { edges { node { processing { status } } } } }` }),
    }).catch(() => null);
    const body = res ? await res.json().catch(() => null) : null;
    const edges = body?.data?.notes?.edges;
    const busy = edges ? edges.filter((e) => e.node.processing.status === 'processing').length : count;
    if (busy === 0 || Date.now() - started > timeoutMs) return { seconds: (Date.now() - started) / 1000, busy };
    await new Promise((r) => setTimeout(r, 2000));
  }
}

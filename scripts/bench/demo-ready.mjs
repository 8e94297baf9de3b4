// A first start queues page images for the demo's notes (api/src/server.ts; all of them by
// default, some 15 minutes of background work). Benchmarks measure the steady state: they start
// the app with DEMO_PREVIEW_NOTES set to this many and wait until none of those is still processing.
export const DEMO_PREVIEWS_WAITED_FOR = '48';

export async function waitForDemoPreviews(url, { count = Number(DEMO_PREVIEWS_WAITED_FOR), timeoutMs = 300_000 } = {}) {
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

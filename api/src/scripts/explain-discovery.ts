import 'reflect-metadata';
import { loadConfig } from '../config';
import { openAppDatabase } from '../db/bootstrap';
import { createLogger } from '../logger';
import { DiscoveryService } from '../services/discovery.service';
import type { NoteSort } from '../domain/discovery';

/**
 * `node -r @swc-node/register api/src/scripts/explain-discovery.ts` (DATA_DIR or DATABASE_URL
 * of a seeded database): for each discovery page and sort order, the statement the page's notes
 * run and the statement of its header and counts (captured from DiscoveryService itself, so it is the code's own SQL), its p50/p95 in
 * process over 30 runs, and its EXPLAIN (ANALYZE, BUFFERS) plan. Prints JSON for scripts/bench/discovery.mjs.
 */
/** The indexes a plan names: the notes' and the counts table's. */
const INDEX_NAME = /(?:notes|catalogue)_[a-z_]+_(?:idx|pkey)/g;

/** PostgreSQL's own time for the statement (EXPLAIN ANALYZE's Execution Time): the database's work alone, without the client or the machine's queue. */
const executionMs = (plan: string) => Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN);

type DataSource = Awaited<ReturnType<typeof openAppDatabase>>['dataSource'];

/**
 * Runs `run` 33 times on a DiscoveryService whose connection remembers the last statement that
 * `wanted` picks (the code's own SQL), and measures it: p50/p95 of the last 30 runs in process,
 * then that statement's EXPLAIN (ANALYZE, BUFFERS) plan, the indexes it names and its execution time.
 */
async function measure(ds: DataSource, wanted: (sql: string) => boolean, run: (service: DiscoveryService) => Promise<unknown>) {
  let captured: { sql: string; params: unknown[] } | undefined;
  const capturing = new Proxy(ds, {
    get(target, prop, receiver) {
      if (prop === 'query') {
        return (sql: string, params: unknown[]) => {
          if (wanted(sql)) captured = { sql, params };
          return target.query(sql, params);
        };
      }
      return Reflect.get(target, prop, receiver);
    },
  });
  const service = new DiscoveryService(capturing);
  const times: number[] = [];
  for (let i = 0; i < 33; i++) {
    const t0 = performance.now();
    await run(service);
    if (i >= 3) times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)];
  const plan: { 'QUERY PLAN': string }[] = await ds.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${captured!.sql}`, captured!.params);
  const text = plan.map((r) => r['QUERY PLAN']).join('\n');
  return { p50: pct(50), p95: pct(95), indexes: [...new Set(text.match(INDEX_NAME) ?? [])], executionMs: executionMs(text), plan: text };
}

async function main() {
  const config = loadConfig();
  const log = createLogger('warn');
  const db = await openAppDatabase(config, log);
  const ds = db.dataSource;
  try {
    // The busiest college and subject pair, so the pages are their largest.
    const [pair]: { college: string; subject: string; uploader: string }[] = await ds.query(
      `SELECT college, subject, (SELECT uploader_id FROM notes m WHERE m.college = n.college AND m.approved AND NOT m.hidden LIMIT 1)::text AS uploader
       FROM notes n WHERE approved AND NOT hidden GROUP BY college, subject ORDER BY count(*) DESC LIMIT 1`,
    );
    const [counts]: { notes: number }[] = await ds.query(`SELECT count(*)::int AS notes FROM notes`);
    const scopes: [string, { college?: string; subject?: string; uploaderId?: string }][] = [
      ['college', { college: pair.college }],
      ['subject', { subject: pair.subject }],
      ['college + subject', { college: pair.college, subject: pair.subject }],
      ['contributor', { uploaderId: pair.uploader }],
    ];
    const sorts: NoteSort[] = ['newest', 'liked', 'downloaded'];
    const rows = [];
    for (const [page, scope] of scopes) {
      for (const sort of sorts)
        rows.push({
          page,
          sort,
          ...(await measure(
            ds,
            () => true,
            (service) => service.notes(scope, { first: 12, sort }),
          )),
        });
    }
    // Each page's header and counts (DiscoveryService.collection): the catalogue_counts statement.
    const slugOf = async (kind: string, name: string) =>
      ((await ds.query(`SELECT slug FROM catalogue_names WHERE kind = $1 AND name = $2`, [kind, name])) as { slug: string }[])[0].slug;
    const [collegeSlug, subjectSlug] = [await slugOf('college', pair.college), await slugOf('subject', pair.subject)];
    for (const [page, slugs] of [
      ['college', { collegeSlug }],
      ['subject', { subjectSlug }],
      ['college + subject', { collegeSlug, subjectSlug }],
    ] as const) {
      const counted = await measure(
        ds,
        (sql) => sql.includes('catalogue_counts'),
        (service) => service.collection(slugs),
      );
      rows.push({ page, sort: 'header and counts', ...counted });
    }
    process.stdout.write(`${JSON.stringify({ notes: counts.notes, college: pair.college, subject: pair.subject, rows })}\n`);
  } finally {
    await db.close();
  }
}
main().catch((e) => {
  console.error(e);
  process.exit(1);
});

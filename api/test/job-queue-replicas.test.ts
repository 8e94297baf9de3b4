import type { Pool } from 'pg';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { JobQueue } from '../src/jobs';
import { createLogger } from '../src/logger';
import { testDatabaseForFile } from './db';

const db = testDatabaseForFile();

/** Replicas start together: each creates (or updates) the same pg-boss queues at the same moment. */
describe('job queues of several replicas', () => {
  it('four replicas starting at once on a new database all start, and each queue exists once', async () => {
    const pool = () => (db.dataSource.driver as PostgresDriver).master as Pool;
    const queues = Array.from({ length: 4 }, () => {
      const queue = new JobQueue(pool, createLogger('silent'), { concurrency: 1, pollingIntervalSeconds: 1, stopGraceMs: 100 });
      for (const name of ['replica-one', 'replica-two', 'replica-three']) {
        queue.define({
          name,
          retryLimit: 1,
          retryDelaySeconds: 1,
          backoff: false,
          timeoutSeconds: 60,
          run: async () => undefined,
          onGiveUp: async () => undefined,
        });
      }
      return queue;
    });
    try {
      const started = await Promise.allSettled(queues.map((q) => q.start()));
      expect(started.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok', 'ok']);
      const rows = await db.dataSource.query(`SELECT name FROM pgboss.queue WHERE name LIKE 'replica-%' ORDER BY name`);
      expect(rows.map((r: { name: string }) => r.name)).toEqual([
        'replica-one',
        'replica-one__given_up',
        'replica-three',
        'replica-three__given_up',
        'replica-two',
        'replica-two__given_up',
      ]);
    } finally {
      await Promise.all(queues.map((q) => q.stop()));
    }
  });
});

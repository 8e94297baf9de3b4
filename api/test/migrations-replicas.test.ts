import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { openDatabase } from '../src/db/data-source';
import { migrations } from '../src/db/migrations';
import { adminUrl } from './db';

/** Replicas of a deployment start together on one database: the schema must come up once. */
describe('migrations with several replicas', () => {
  const name = `test_${randomBytes(6).toString('hex')}`;
  let url: string;
  const opened: DataSource[] = [];

  beforeAll(async () => {
    const admin = new Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(adminUrl());
    u.pathname = `/${name}`;
    url = u.toString();
  }, 120_000);

  afterAll(async () => {
    await Promise.all(opened.map((ds) => ds.destroy()));
    const admin = new Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }, 120_000);

  it('four replicas opening an empty database at once: one migrates, the others wait, all start', async () => {
    const results = await Promise.allSettled(Array.from({ length: 4 }, () => openDatabase({ url, poolMax: 3 })));
    for (const r of results) if (r.status === 'fulfilled') opened.push(r.value);
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok', 'ok']);
    const applied = await opened[0].query('SELECT name FROM migrations ORDER BY id');
    expect(applied).toHaveLength(migrations.length);
    // Four replicas race through every migration on a fresh database: slow on a busy CI machine.
  }, 120_000);
});

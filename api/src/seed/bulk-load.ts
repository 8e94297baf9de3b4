import type { QueryRunner } from 'typeorm';
import type { Logger } from '../logger';

/**
 * Large loads without the per-row costs that do not need to be paid per row.
 *
 * Secondary indexes (the GIN full-text index above all) are far cheaper built once over the
 * finished table than maintained row by row; foreign keys are checked by one join each instead
 * of one probe per row; and the suggestion_terms trigger, which upserts four counter rows for
 * every approved note, is replaced by one GROUP BY over the loaded notes. Primary keys stay,
 * so a duplicate still fails the load.
 *
 * What was dropped is written to seed_bulk_restore in the same transaction as the drop, so a
 * load cut short (a crash, kill -9) is finished by the next seed run instead of leaving the
 * database without its indexes.
 */

const TABLES = ['notes', 'comments', 'likes', 'saved_notes'];
const RESTORE_TABLE = 'seed_bulk_restore';
/** Per-row triggers whose whole effect restoreAfterBulkLoad recomputes in bulk. */
const DERIVED_TRIGGERS = [['notes', 'notes_suggestion_terms_trg']] as const;

export async function relaxForBulkLoad(runner: QueryRunner, log?: Logger): Promise<void> {
  await runner.startTransaction();
  try {
    await runner.query(`CREATE TABLE ${RESTORE_TABLE} (step serial PRIMARY KEY, sql text NOT NULL)`);
    const indexes: { name: string; def: string }[] = await runner.query(
      `SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS def
       FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_class t ON t.oid = i.indrelid
       WHERE t.relname = ANY($1) AND t.relnamespace = 'public'::regnamespace
         AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)`,
      [TABLES],
    );
    const foreignKeys: { tbl: string; name: string; def: string }[] = await runner.query(
      `SELECT t.relname AS tbl, k.conname AS name, pg_get_constraintdef(k.oid) AS def
       FROM pg_constraint k JOIN pg_class t ON t.oid = k.conrelid
       WHERE k.contype = 'f' AND t.relname = ANY($1) AND t.relnamespace = 'public'::regnamespace`,
      [TABLES],
    );
    const steps = [
      ...indexes.map((i) => i.def),
      ...foreignKeys.map((k) => `ALTER TABLE ${k.tbl} ADD CONSTRAINT ${k.name} ${k.def}`),
      ...DERIVED_TRIGGERS.map(([table, trigger]) => `ALTER TABLE ${table} ENABLE TRIGGER ${trigger}`),
    ];
    await runner.query(`INSERT INTO ${RESTORE_TABLE} (sql) SELECT unnest($1::text[])`, [steps]);
    for (const i of indexes) await runner.query(`DROP INDEX ${i.name}`);
    for (const k of foreignKeys) await runner.query(`ALTER TABLE ${k.tbl} DROP CONSTRAINT ${k.name}`);
    for (const [table, trigger] of DERIVED_TRIGGERS) await runner.query(`ALTER TABLE ${table} DISABLE TRIGGER ${trigger}`);
    await runner.commitTransaction();
    log?.info({ indexes: indexes.length, foreignKeys: foreignKeys.length }, 'seed: indexes, foreign keys and derived-table triggers off for the bulk load');
  } catch (err) {
    await runner.rollbackTransaction().catch(() => undefined);
    throw err;
  }
}

/** True when a bulk load was cut short and its indexes, keys and triggers are still off. */
export async function bulkLoadPending(runner: QueryRunner): Promise<boolean> {
  const [row]: { pending: boolean }[] = await runner.query(`SELECT to_regclass($1) IS NOT NULL AS pending`, [RESTORE_TABLE]);
  return row.pending;
}

/**
 * Rebuilds what relaxForBulkLoad took away, and the derived tables (suggestion_terms and its
 * search_words vocabulary) from the notes as they now are, all in one transaction.
 */
export async function restoreAfterBulkLoad(runner: QueryRunner, log?: Logger): Promise<void> {
  const started = performance.now();
  await runner.startTransaction();
  try {
    // Index builds sort in memory when they can and use a parallel worker (GIN too, from PostgreSQL 18).
    await runner.query(`SET LOCAL maintenance_work_mem = '256MB'`);
    await runner.query(`SET LOCAL max_parallel_maintenance_workers = 2`);
    const steps: { sql: string }[] = await runner.query(`SELECT sql FROM ${RESTORE_TABLE} ORDER BY step`);
    await rebuildDerivedTables(runner);
    for (const { sql } of steps) await runner.query(sql);
    await runner.query(`DROP TABLE ${RESTORE_TABLE}`);
    await runner.commitTransaction();
  } catch (err) {
    await runner.rollbackTransaction().catch(() => undefined);
    throw err;
  }
  for (const table of TABLES) await runner.query(`ANALYZE ${table}`).catch((err: unknown) => log?.warn({ err, table }, 'seed: ANALYZE failed'));
  log?.info({ ms: Math.round(performance.now() - started) }, 'seed: indexes, foreign keys, triggers and suggestion terms rebuilt');
}

/** The same rows the triggers would have written, computed with one GROUP BY per table. */
async function rebuildDerivedTables(runner: QueryRunner): Promise<void> {
  await runner.query(`ALTER TABLE suggestion_terms DISABLE TRIGGER suggestion_terms_words_trg`);
  await runner.query(`DELETE FROM suggestion_terms`);
  await runner.query(`
    INSERT INTO suggestion_terms (kind, term, notes)
    SELECT kind, term, count(*) FROM (
      SELECT 'title' AS kind, title AS term FROM notes WHERE approved
      UNION ALL SELECT 'subject', subject FROM notes WHERE approved
      UNION ALL SELECT 'course', course FROM notes WHERE approved
      UNION ALL SELECT 'college', college FROM notes WHERE approved
    ) t WHERE btrim(term) <> '' GROUP BY kind, term`);
  await runner.query(`DELETE FROM search_words`);
  await runner.query(`INSERT INTO search_words (word, terms) SELECT w, count(*) FROM suggestion_terms t, search_words_of(t.term) w GROUP BY w`);
  await runner.query(`ALTER TABLE suggestion_terms ENABLE TRIGGER suggestion_terms_words_trg`);
}

import type { DataSource, QueryRunner } from 'typeorm';
import { CATALOGUE_COUNTS_REBUILD } from '../db/migrations/1764335290000-catalogue-counts';
import type { Logger } from '../logger';

/**
 * Large loads without the per-row costs that do not need to be paid per row.
 *
 * Indexes (the GIN full-text index above all, and the primary keys: a random uuid lands on a
 * random page of a key index that soon outgrows the buffer cache) are far cheaper built once
 * over the finished table than maintained row by row; foreign keys are checked by one join
 * each instead of one probe per row; and the suggestion_terms trigger, which upserts four
 * counter rows for every approved note, is replaced by one GROUP BY over the loaded notes (and
 * the search_lexemes triggers by search_lexemes_rebuild()).
 * Foreign keys of other tables that point at the loaded ones go too: they hang on the primary
 * keys. A duplicate key still fails the seed, when its primary key is rebuilt.
 *
 * What was dropped is written to seed_bulk_restore in the same transaction as the drop, so a
 * load cut short (a crash, kill -9) is finished by the next seed run instead of leaving the
 * database without its indexes. Each rebuilt item leaves that list in the transaction that
 * rebuilds it.
 */

export const BULK_TABLES = ['notes', 'comments', 'likes', 'saved_notes'];
const RESTORE_TABLE = 'seed_bulk_restore';
/** Per-row triggers whose whole effect restoreAfterBulkLoad recomputes in bulk. */
const DERIVED_TRIGGERS = [
  ['notes', 'notes_suggestion_terms_trg'],
  ['notes', 'notes_search_lexemes_insert_trg'],
  ['notes', 'notes_search_lexemes_update_trg'],
  ['notes', 'notes_search_document_words_insert_trg'],
  ['notes', 'notes_search_document_words_update_trg'],
  ['notes', 'notes_catalogue_names_trg'],
  ['notes', 'notes_catalogue_counts_trg'],
  ['likes', 'likes_note_like_count_trg'],
] as const;
// Per connection; two build at once. Sorting in memory is what makes a large build quick.
const MAINTENANCE_WORK_MEM = '512MB';

export async function relaxForBulkLoad(runner: QueryRunner, log?: Logger): Promise<void> {
  await runner.startTransaction();
  try {
    await runner.query(`CREATE TABLE ${RESTORE_TABLE} (step serial PRIMARY KEY, sql text NOT NULL)`);
    const indexes: { name: string; def: string }[] = await runner.query(
      `SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS def
       FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_class t ON t.oid = i.indrelid
       WHERE t.relname = ANY($1) AND t.relnamespace = 'public'::regnamespace
         AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid AND k.conrelid = i.indrelid)`,
      [BULK_TABLES],
    );
    const constraints: { tbl: string; name: string; def: string; kind: string }[] = await runner.query(
      `SELECT t.relname AS tbl, k.conname AS name, pg_get_constraintdef(k.oid) AS def, k.contype AS kind
       FROM pg_constraint k JOIN pg_class t ON t.oid = k.conrelid
       WHERE t.relnamespace = 'public'::regnamespace AND (
         (k.contype IN ('p', 'u', 'f') AND t.relname = ANY($1))
         OR (k.contype = 'f' AND k.confrelid IN (SELECT oid FROM pg_class WHERE relname = ANY($1) AND relnamespace = 'public'::regnamespace)))
       ORDER BY k.contype = 'f' DESC, t.relname, k.conname`,
      [BULK_TABLES],
    );
    const keys = constraints.filter((k) => k.kind !== 'f');
    const foreignKeys = constraints.filter((k) => k.kind === 'f');
    const add = (k: { tbl: string; name: string; def: string }) => `ALTER TABLE ${k.tbl} ADD CONSTRAINT ${k.name} ${k.def}`;
    const steps = [
      ...keys.map(add),
      ...indexes.map((i) => i.def),
      ...foreignKeys.map(add),
      ...DERIVED_TRIGGERS.map(([table, trigger]) => `ALTER TABLE ${table} ENABLE TRIGGER ${trigger}`),
    ];
    await runner.query(`INSERT INTO ${RESTORE_TABLE} (sql) SELECT unnest($1::text[])`, [steps]);
    // Foreign keys first: they depend on the primary keys' indexes.
    for (const k of constraints) await runner.query(`ALTER TABLE ${k.tbl} DROP CONSTRAINT ${k.name}`);
    for (const i of indexes) await runner.query(`DROP INDEX ${i.name}`);
    for (const [table, trigger] of DERIVED_TRIGGERS) await runner.query(`ALTER TABLE ${table} DISABLE TRIGGER ${trigger}`);
    await runner.commitTransaction();
    log?.info(
      { indexes: indexes.length + keys.length, foreignKeys: foreignKeys.length },
      'seed: keys, indexes, foreign keys and derived-table triggers off for the bulk load',
    );
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

interface Step {
  step: number;
  sql: string;
}

/** Rebuild order: keys (other steps need them), then indexes, then foreign keys, then triggers. */
function phaseOf(sql: string): number {
  if (/ (PRIMARY KEY|UNIQUE) \(/.test(sql) && sql.startsWith('ALTER TABLE')) return 0;
  if (sql.startsWith('CREATE')) return 1;
  if (/ FOREIGN KEY /.test(sql)) return 2;
  return 3;
}

/** Largest builds first, so the two connections finish together: GIN indexes, then the notes table's. */
function costOf(sql: string): number {
  return (/ USING gin /.test(sql) ? 2 : 0) + (/ ON (public\.)?notes /.test(sql) ? 1 : 0);
}

/**
 * Rebuilds what relaxForBulkLoad took away, on two connections at once (index builds are
 * CPU-bound, one core each), then the derived tables (suggestion_terms and its search_words
 * vocabulary) from the notes as they now are, in the transaction that turns their trigger back
 * on, and finally fresh planner statistics.
 */
export async function restoreAfterBulkLoad(ds: DataSource, runner: QueryRunner, log?: Logger): Promise<void> {
  const started = performance.now();
  const steps: Step[] = await runner.query(`SELECT step, sql FROM ${RESTORE_TABLE} ORDER BY step`);
  const helper = ds.createQueryRunner();
  try {
    await helper.connect();
    const runners = [runner, helper];
    for (const phase of [0, 1, 2]) {
      const queue = steps.filter((s) => phaseOf(s.sql) === phase).sort((a, b) => costOf(b.sql) - costOf(a.sql) || a.step - b.step);
      await Promise.all(
        runners.map(async (r) => {
          for (let next = queue.shift(); next; next = queue.shift()) await runStep(r, next, log);
        }),
      );
    }
    await runner.startTransaction();
    try {
      // Writers wait from here until the counts and the trigger that keeps them are both in place.
      await runner.query(`LOCK TABLE notes IN SHARE ROW EXCLUSIVE MODE`);
      await rebuildDerivedTables(runner);
      for (const s of steps.filter((x) => phaseOf(x.sql) === 3)) await runner.query(s.sql);
      await runner.query(`DROP TABLE ${RESTORE_TABLE}`);
      await runner.commitTransaction();
    } catch (err) {
      await runner.rollbackTransaction().catch(() => undefined);
      throw err;
    }
    const tables = [...BULK_TABLES];
    await Promise.all(
      runners.map(async (r) => {
        for (let table = tables.shift(); table; table = tables.shift()) {
          await r.query(`ANALYZE ${table}`).catch((err: unknown) => log?.warn({ err, table }, 'seed: ANALYZE failed'));
        }
      }),
    );
  } finally {
    await helper.release();
  }
  log?.info({ ms: Math.round(performance.now() - started) }, 'seed: keys, indexes, foreign keys, triggers and suggestion terms rebuilt');
}

async function runStep(runner: QueryRunner, { step, sql }: Step, log?: Logger): Promise<void> {
  const started = performance.now();
  await runner.startTransaction();
  try {
    await runner.query(`SET LOCAL maintenance_work_mem = '${MAINTENANCE_WORK_MEM}'`);
    await runner.query(sql);
    await runner.query(`DELETE FROM ${RESTORE_TABLE} WHERE step = $1`, [step]);
    await runner.commitTransaction();
  } catch (err) {
    await runner.rollbackTransaction().catch(() => undefined);
    throw err;
  }
  log?.debug({ ms: Math.round(performance.now() - started), sql: sql.slice(0, 100) }, 'seed: rebuilt');
}

/** The same rows the triggers would have written, computed with one GROUP BY per table. */
async function rebuildDerivedTables(runner: QueryRunner): Promise<void> {
  await runner.query(`ALTER TABLE suggestion_terms DISABLE TRIGGER suggestion_terms_words_trg`);
  await runner.query(`DELETE FROM suggestion_terms`);
  // Public notes only, as the trigger counts them (approved and not held after reports).
  await runner.query(`
    INSERT INTO suggestion_terms (kind, term, notes)
    SELECT kind, term, count(*) FROM (
      SELECT 'title' AS kind, title AS term FROM notes WHERE approved AND NOT hidden
      UNION ALL SELECT 'subject', subject FROM notes WHERE approved AND NOT hidden
      UNION ALL SELECT 'course', course FROM notes WHERE approved AND NOT hidden
      UNION ALL SELECT 'college', college FROM notes WHERE approved AND NOT hidden
    ) t WHERE btrim(term) <> '' GROUP BY kind, term`);
  await runner.query(`DELETE FROM search_words`);
  await runner.query(`INSERT INTO search_words (word, terms) SELECT w, count(*) FROM suggestion_terms t, search_words_of(t.term) w GROUP BY w`);
  await runner.query(`ALTER TABLE suggestion_terms ENABLE TRIGGER suggestion_terms_words_trg`);
  // The vocabulary that completes a search's last word (see its migration).
  await runner.query(`SET LOCAL work_mem = '256MB'`);
  await runner.query(`SELECT search_lexemes_rebuild()`);
  // The documents' own words, for "Did you mean" (see its migration).
  await runner.query(`SELECT search_document_words_rebuild()`);
  // The college and subject slugs (catalogue_names) and each note's like count.
  await runner.query(`SELECT catalogue_ensure(kind, name) FROM (
      SELECT DISTINCT 'college' AS kind, college AS name FROM notes UNION SELECT DISTINCT 'subject', subject FROM notes ORDER BY 1, 2) s`);
  // The discovery pages' counts (see its migration).
  await runner.query(`DELETE FROM catalogue_counts`);
  await runner.query(CATALOGUE_COUNTS_REBUILD);
  await runner.query(`UPDATE notes n SET like_count = l.count FROM (SELECT note_id, count(*)::int AS count FROM likes GROUP BY note_id) l
                      WHERE n.id = l.note_id AND n.like_count IS DISTINCT FROM l.count`);
}

import { randomUUID } from 'node:crypto';
import type { DataSource, QueryRunner } from 'typeorm';
import type { Logger } from '../logger';
import type { FileStorage } from '../storage';
import type { SeedAccount } from './accounts';
import { refreshStatistics } from './bulk-insert';
import { bulkLoadPending, relaxForBulkLoad, restoreAfterBulkLoad } from './bulk-load';
import type { DocumentKind } from './documents';
import { FileLedger } from './file-ledger';
import { NotePlanner } from './plan-notes';
import { Random } from './random';
import { insertNotes } from './seed-notes';
import { insertUsers } from './seed-users';

export type { SeedAccount } from './accounts';

export interface SeedOptions {
  /** Notes to create (default 300). */
  notes?: number;
  /** Demo authors to create (default 200), besides the admin and student accounts. */
  users?: number;
  log?: Logger;
  /** Admin sign-in; defaults to admin@campusnotes.local and a generated password. */
  adminEmail?: string;
  adminPassword?: string;
  /** Student sign-in password; defaults to DEMO_PASSWORD, else a generated one. */
  studentPassword?: string;
  /** PRNG seed: the same seed gives the same names, notes and reactions. */
  seed?: number;
  /**
   * Share of each file type for every note. Default: 45% PDF, 25% DOCX, 30% TXT for the
   * first 10,000 notes, then 80% TXT, since PDF and DOCX cost several times more to make.
   */
  kindMix?: Record<DocumentKind, number>;
  /** The reference "today" that dates are spread back from. */
  now?: Date;
  /** Stops the run between batches; what it added is then removed like after a failure. */
  signal?: AbortSignal;
  /**
   * From this many notes the load drops keys, indexes, foreign keys and the suggestion trigger
   * and rebuilds them once at the end (see bulk-load.ts), and writes with two connections, each
   * in one transaction. Default 20,000: below it the rebuild costs more than it saves. Writes to
   * the notes and reaction tables wait while their indexes are rebuilt.
   */
  bulkLoadFrom?: number;
  /**
   * From this note on, notes mostly share documents made for earlier notes of the same subject
   * and unit (see NotePlannerOptions.shareDocumentsFrom). Default: 10,000 with the default
   * file-type mix, never with a kindMix of one's own.
   */
  shareDocumentsFrom?: number;
}

export interface SeedResult {
  /** Accounts created in total: demo authors plus the admin and student when new. */
  users: number;
  notes: number;
  comments: number;
  likes: number;
  saves: number;
  /** Stored files and their total size. */
  files: number;
  bytes: number;
  admin: SeedAccount;
  student: SeedAccount;
}

const DEFAULT_SEED = 20241122;
const DEFAULT_KIND_MIX: Record<DocumentKind, number> = { pdf: 0.45, docx: 0.25, txt: 0.3 };
const BULK_KIND_MIX: Record<DocumentKind, number> = { pdf: 0.15, docx: 0.05, txt: 0.8 };
const BULK_FROM = 10_000;
const BULK_LOAD_FROM = 20_000;
// Two connections write notes (computing their full-text vectors is most of PostgreSQL's work,
// one core per connection) and one writes comments, likes and saves.
const BULK_WRITERS = 3;
// One key for every seeding process: two api replicas starting on an empty database seed once.
const SEED_LOCK = `hashtext('campusnotes:seed-demo-data')`;

/** True when there are no users and no notes: a fresh install. */
export async function isDatabaseEmpty(ds: DataSource): Promise<boolean> {
  return isEmpty(ds);
}

/** Adds the demo dataset to whatever the database holds. */
export async function seedDemoData(ds: DataSource, storage: FileStorage, options: SeedOptions = {}): Promise<SeedResult> {
  const result = await runSeed(ds, storage, options, false);
  if (!result) throw new Error('unreachable: an unconditional seed always runs');
  return result;
}

/**
 * Seeds only a fresh database, deciding under a lock held for the whole run, so processes
 * starting together cannot both seed. Null when there was data already.
 */
export async function seedDemoDataIfEmpty(ds: DataSource, storage: FileStorage, options: SeedOptions = {}): Promise<SeedResult | null> {
  return runSeed(ds, storage, options, true);
}

function count(name: string, value: number | undefined, fallback: number): number {
  const n = value ?? fallback;
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got ${n}`);
  return n;
}

async function isEmpty(db: DataSource | QueryRunner): Promise<boolean> {
  const [row]: Array<{ empty: boolean }> = await db.query('SELECT NOT EXISTS (SELECT 1 FROM users) AND NOT EXISTS (SELECT 1 FROM notes) AS empty');
  return row.empty;
}

/**
 * Users first, then notes with their reactions in batches. In a small run each batch is its
 * own transaction, committed after its files are stored: one transaction for the whole run
 * would hold row locks that live uploads need (the suggestion counters, kept by a trigger),
 * and PostgreSQL slows down on rows updated thousands of times by one transaction. A bulk load
 * has that trigger off and the tables to itself, so it writes in one transaction per
 * connection (see insertNotes). On failure everything this run added, rows and files, is
 * removed again.
 */
async function runSeed(ds: DataSource, storage: FileStorage, options: SeedOptions, onlyIfEmpty: boolean): Promise<SeedResult | null> {
  const noteCount = count('notes', options.notes, 300);
  const userCount = count('users', options.users, 200);
  if (noteCount > 0 && userCount === 0) throw new Error('notes need demo users to upload them: users must be at least 1');
  const log = options.log;
  const now = options.now ?? new Date();
  const rng = new Random(options.seed ?? DEFAULT_SEED);

  const bulk = noteCount >= (options.bulkLoadFrom ?? BULK_LOAD_FROM);
  const runner = ds.createQueryRunner();
  await runner.connect();
  const writers: QueryRunner[] = [];
  const files = new FileLedger(storage, log);
  let createdUsers: string[] = [];
  let locked = false;
  let relaxed = false;
  try {
    await runner.query(`SELECT pg_advisory_lock(${SEED_LOCK})`);
    locked = true;
    if (await bulkLoadPending(runner)) {
      log?.warn('seed: an earlier bulk load was cut short; rebuilding its indexes and keys first');
      await restoreAfterBulkLoad(ds, runner, log);
    }
    if (onlyIfEmpty && !(await isEmpty(runner))) return null;

    options.signal?.throwIfAborted();
    const users = await insertUsers(runner, options, userCount, rng, now);
    createdUsers = users.rows.map((r) => r.id);
    log?.info({ users: users.rows.length }, 'seed: users inserted');
    await refreshStatistics(runner, 'users', log);

    const planner = new NotePlanner({
      rng,
      users: users.authors,
      now,
      newId: randomUUID,
      featured: users.student,
      kindMix: options.kindMix ?? DEFAULT_KIND_MIX,
      ...(options.kindMix ? {} : { bulkKindMix: BULK_KIND_MIX, bulkFrom: BULK_FROM }),
      shareDocumentsFrom: options.shareDocumentsFrom ?? (options.kindMix ? undefined : BULK_FROM),
    });
    if (bulk) {
      await relaxForBulkLoad(runner, log);
      relaxed = true;
    }
    for (let i = 0; i < (bulk ? BULK_WRITERS : 1); i++) {
      const writer = ds.createQueryRunner();
      writers.push(writer);
      await writer.connect();
      // A crash loses at most the last commits of a load that is redone anyway; never corrupts.
      await writer.query('SET synchronous_commit = off');
    }
    const totals = await insertNotes({ writers, storage, planner, files, noteCount, log, signal: options.signal });
    if (relaxed) {
      await restoreAfterBulkLoad(ds, runner, log);
      relaxed = false;
    }

    return {
      users: users.rows.length,
      notes: totals.notes,
      comments: totals.comments,
      likes: totals.likes,
      saves: totals.saves,
      files: files.size,
      bytes: totals.bytes,
      admin: users.admin,
      student: users.studentAccount,
    };
  } catch (err) {
    // insertNotes has let its in-flight writes finish, so every file is in the ledger.
    if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
    // Keys and indexes back before deleting: the deletes need them to be quick.
    if (relaxed)
      await restoreAfterBulkLoad(ds, runner, log).catch((e: unknown) =>
        log?.error({ err: e }, 'seed: rebuilding after the failed bulk load failed; the next seed run retries'),
      );
    await files.removePending();
    await removeCommitted(runner, createdUsers, files, log);
    throw err;
  } finally {
    if (locked) await runner.query(`SELECT pg_advisory_unlock(${SEED_LOCK})`).catch(() => undefined);
    await Promise.all(writers.map((w) => w.release()));
    await runner.release();
  }
}

/**
 * Undoes the committed part of a failed run. Everything it wrote hangs off the users it
 * created (they upload, comment, like and save), so their rows go, children first: after a
 * failed rebuild there may be no foreign keys to cascade. Files go only once their rows are
 * gone, so no row is ever left pointing at a missing file.
 */
async function removeCommitted(runner: QueryRunner, userIds: readonly string[], files: FileLedger, log?: Logger): Promise<void> {
  if (userIds.length === 0) return;
  try {
    const ofTheirNotes = `note_id IN (SELECT id FROM notes WHERE uploader_id = ANY($1::uuid[]))`;
    await runner.query(`DELETE FROM comments WHERE author_id = ANY($1::uuid[]) OR ${ofTheirNotes}`, [userIds]);
    await runner.query(`DELETE FROM likes WHERE user_id = ANY($1::uuid[]) OR ${ofTheirNotes}`, [userIds]);
    await runner.query(`DELETE FROM saved_notes WHERE user_id = ANY($1::uuid[]) OR ${ofTheirNotes}`, [userIds]);
    await runner.query('DELETE FROM notes WHERE uploader_id = ANY($1::uuid[])', [userIds]);
    await runner.query('DELETE FROM users WHERE id = ANY($1::uuid[])', [userIds]);
    await files.removeAll();
  } catch (err) {
    log?.error({ err }, 'seed: could not remove the rows of the failed run; they and their files stay');
  }
}

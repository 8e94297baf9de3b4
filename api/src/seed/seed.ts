import { randomUUID } from 'node:crypto';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { DataSource, QueryRunner } from 'typeorm';
import type { Logger } from '../logger';
import type { FileStorage } from '../storage';
import { DEFAULT_ADMIN_EMAIL, planAccounts, STUDENT_EMAIL, type SeedAccount } from './accounts';
import { insertRows } from './bulk-insert';
import { COMMENT_COLUMNS, NOTE_COLUMNS, PAIR_COLUMNS, USER_COLUMNS, type UserRow } from './columns';
import { forEachLimit } from './concurrency';
import { FileLedger } from './file-ledger';
import type { DocumentKind } from './documents';
import { NotePlanner, type PlannedNoteWithReactions } from './plan-notes';
import { type PlannedUser, planUsers } from './plan-users';
import { Random } from './random';
import { avoidTakenNames } from './unique-names';

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
  /** Share of each file type (default 45% PDF, 25% DOCX, 30% TXT). */
  kindMix?: Record<DocumentKind, number>;
  /** The reference "today" that dates are spread back from. */
  now?: Date;
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
// Big enough that a batch is a few cheap round trips, small enough that its files sit in memory comfortably.
const NOTE_BATCH = 2000;
const PLAN_CHUNK = 250;
const STORAGE_CONCURRENCY = 16;
// One key for every seeding process: two api replicas starting on an empty database seed once.
const SEED_LOCK = `hashtext('campusnotes:seed-demo-data')`;
const DAY_MS = 24 * 60 * 60 * 1000;

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
export async function seedDemoDataIfEmpty(
  ds: DataSource,
  storage: FileStorage,
  options: SeedOptions = {},
): Promise<SeedResult | null> {
  return runSeed(ds, storage, options, true);
}

function count(name: string, value: number | undefined, fallback: number): number {
  const n = value ?? fallback;
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got ${n}`);
  return n;
}

async function isEmpty(db: DataSource | QueryRunner): Promise<boolean> {
  const [row]: Array<{ empty: boolean }> = await db.query(
    'SELECT NOT EXISTS (SELECT 1 FROM users) AND NOT EXISTS (SELECT 1 FROM notes) AS empty',
  );
  return row.empty;
}

/**
 * Users first, then notes with their reactions in batches. Each batch is its own
 * transaction, committed after its files are stored: one transaction for a whole large run
 * would hold row locks that live uploads need (the suggestion counters) for minutes, and
 * PostgreSQL slows down on rows updated thousands of times by one transaction. On failure
 * everything this run added, rows and files, is removed again.
 */
async function runSeed(
  ds: DataSource,
  storage: FileStorage,
  options: SeedOptions,
  onlyIfEmpty: boolean,
): Promise<SeedResult | null> {
  const noteCount = count('notes', options.notes, 300);
  const userCount = count('users', options.users, 200);
  if (noteCount > 0 && userCount === 0) throw new Error('notes need demo users to upload them: users must be at least 1');
  const log = options.log;
  const now = options.now ?? new Date();
  const rng = new Random(options.seed ?? DEFAULT_SEED);

  const runner = ds.createQueryRunner();
  await runner.connect();
  const files = new FileLedger(storage, log);
  const committedNotes: string[][] = [];
  let createdUsers: string[] = [];
  let preparing: Promise<PlannedNoteWithReactions[]> | undefined;
  let locked = false;
  try {
    await runner.query(`SELECT pg_advisory_lock(${SEED_LOCK})`);
    locked = true;
    if (onlyIfEmpty && !(await isEmpty(runner))) return null;

    const users = await insertUsers(runner, options, userCount, rng, now);
    createdUsers = users.rows.map((r) => r.id);
    log?.info({ users: users.rows.length }, 'seed: users inserted');
    await analyze(runner, 'users', log);

    const planner = new NotePlanner({
      rng,
      users: users.authors,
      now,
      newId: randomUUID,
      featured: users.student,
      kindMix: options.kindMix ?? DEFAULT_KIND_MIX,
    });
    const totals = { notes: 0, comments: 0, likes: 0, saves: 0, bytes: 0 };

    // Pipelined: while PostgreSQL inserts one batch, the next one is planned and its files stored.
    const prepare = async (from: number, to: number): Promise<PlannedNoteWithReactions[]> => {
      const planned: PlannedNoteWithReactions[] = [];
      for (let i = from; i < to; i++) {
        // Let query results through now and then; planning is synchronous work.
        if ((i - from) % PLAN_CHUNK === 0) await yieldToEventLoop();
        planned.push(planner.plan(i));
      }
      await forEachLimit(planned, STORAGE_CONCURRENCY, async ({ note }) => {
        files.track(note.fileKey);
        await storage.put(note.fileKey, note.body, note.fileMime);
        totals.bytes += note.body.length;
        note.body = Buffer.alloc(0);
      });
      return planned;
    };
    const startPreparing = (from: number) => {
      if (from >= noteCount) return undefined;
      const promise = prepare(from, Math.min(from + NOTE_BATCH, noteCount));
      // Handled below (awaited next round, or settled before cleanup); this only keeps a
      // failure from counting as unhandled while an insert is still running.
      promise.catch(() => undefined);
      return promise;
    };

    preparing = startPreparing(0);
    for (let from = 0; from < noteCount; from += NOTE_BATCH) {
      const waitStart = performance.now();
      const batch = await preparing!;
      const insertStart = performance.now();
      preparing = startPreparing(from + NOTE_BATCH);
      await runner.startTransaction();
      await insertBatch(runner, batch, totals);
      await runner.commitTransaction();
      files.commit(batch.map((p) => p.note.fileKey));
      committedNotes.push(batch.map((p) => p.note.id));
      // Which side is the bottleneck: waiting for files (CPU, storage) or for inserts (database).
      const waitMs = Math.round(insertStart - waitStart);
      const insertMs = Math.round(performance.now() - insertStart);
      log?.info({ notes: totals.notes, of: noteCount, waitMs, insertMs }, 'seed: notes inserted');
      if (from === 0) await analyze(runner, 'notes', log);
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
    // Let in-flight writes finish so every file they made is known, then undo both sides.
    await preparing?.catch(() => undefined);
    if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
    await files.removePending();
    await removeCommitted(runner, committedNotes, createdUsers, files, log);
    throw err;
  } finally {
    if (locked) await runner.query(`SELECT pg_advisory_unlock(${SEED_LOCK})`).catch(() => undefined);
    await runner.release();
  }
}

interface InsertedUsers {
  rows: UserRow[];
  authors: PlannedUser[];
  /** The student account when this run created it; it gets uploads and saved notes. */
  student?: PlannedUser;
  admin: SeedAccount;
  studentAccount: SeedAccount;
}

async function insertUsers(
  runner: QueryRunner,
  options: SeedOptions,
  userCount: number,
  rng: Random,
  now: Date,
): Promise<InsertedUsers> {
  await runner.startTransaction();
  try {
    const { rows: accountRows, accounts } = await planAccounts(
      runner,
      [
        {
          email: options.adminEmail ?? DEFAULT_ADMIN_EMAIL,
          username: 'admin',
          role: 'admin',
          password: options.adminPassword,
          passwordSource: 'ADMIN_PASSWORD',
        },
        {
          email: STUDENT_EMAIL,
          username: 'demo_student',
          role: 'user',
          // Read here rather than only in the CLI so the server's first-start seed honours it too.
          password: options.studentPassword ?? (process.env.DEMO_PASSWORD || undefined),
          passwordSource: 'DEMO_PASSWORD',
        },
      ],
      new Date(now.getTime() - 600 * DAY_MS),
      randomUUID,
    );
    const authors = planUsers(rng, userCount, now, randomUUID);
    const rows: UserRow[] = [...accountRows, ...authors.map((u) => ({ ...u, passwordHash: null, role: 'user' as const }))];
    await avoidTakenNames(runner, rows, rng);
    await insertRows(runner, 'users', USER_COLUMNS, rows);
    await runner.commitTransaction();
    return {
      rows,
      authors,
      student: accountRows.find((r) => r.email === STUDENT_EMAIL),
      admin: accounts[0],
      studentAccount: accounts[1],
    };
  } catch (err) {
    await runner.rollbackTransaction().catch(() => undefined);
    throw err;
  }
}

async function insertBatch(
  runner: QueryRunner,
  batch: PlannedNoteWithReactions[],
  totals: { notes: number; comments: number; likes: number; saves: number },
): Promise<void> {
  const comments = batch.flatMap((p) => p.comments);
  const likes = batch.flatMap((p) => p.likes);
  const saves = batch.flatMap((p) => p.saves);
  await insertRows(runner, 'notes', NOTE_COLUMNS, batch.map((p) => p.note), 1000);
  await insertRows(runner, 'comments', COMMENT_COLUMNS, comments, 10000);
  await insertRows(runner, 'likes', PAIR_COLUMNS, likes, 20000);
  await insertRows(runner, 'saved_notes', PAIR_COLUMNS, saves, 20000);
  totals.notes += batch.length;
  totals.comments += comments.length;
  totals.likes += likes.length;
  totals.saves += saves.length;
}

/**
 * Fresh statistics right after the first bulk insert: without them the planner may keep
 * checking foreign keys against users and notes by sequential scan, which grows with every
 * batch. Only an optimisation, so a refusal (e.g. a role that may not analyse) is logged.
 */
async function analyze(runner: QueryRunner, table: 'users' | 'notes', log?: Logger): Promise<void> {
  await runner.query(`ANALYZE ${table}`).catch((err: unknown) => log?.warn({ err, table }, 'seed: ANALYZE failed'));
}

/**
 * Undoes the committed part of a failed run: its notes batch by batch (each delete a short
 * transaction), then its users, whose cascade takes what is left. Files go only once their
 * rows are gone, so no row is ever left pointing at a missing file.
 */
async function removeCommitted(
  runner: QueryRunner,
  noteBatches: readonly string[][],
  userIds: readonly string[],
  files: FileLedger,
  log?: Logger,
): Promise<void> {
  if (userIds.length === 0) return;
  try {
    for (const ids of noteBatches) await runner.query('DELETE FROM notes WHERE id = ANY($1::uuid[])', [ids]);
    await runner.query('DELETE FROM users WHERE id = ANY($1::uuid[])', [userIds]);
    await files.removeAll();
  } catch (err) {
    log?.error({ err }, 'seed: could not remove the rows of the failed run; they and their files stay');
  }
}

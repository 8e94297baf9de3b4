import { randomUUID } from 'node:crypto';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { DataSource, QueryRunner } from 'typeorm';
import type { Logger } from '../logger';
import type { FileStorage } from '../storage';
import { DEFAULT_ADMIN_EMAIL, planAccounts, STUDENT_EMAIL, type SeedAccount } from './accounts';
import { insertRows } from './bulk-insert';
import { COMMENT_COLUMNS, NOTE_COLUMNS, PAIR_COLUMNS, USER_COLUMNS, type UserRow } from './columns';
import { forEachLimit } from './concurrency';
import type { DocumentKind } from './documents';
import { NotePlanner, type PlannedNoteWithReactions } from './plan-notes';
import { planUsers } from './plan-users';
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
// Big enough that a batch is one cheap round trip, small enough that its files stay in memory comfortably.
const NOTE_BATCH = 2000;
const PLAN_CHUNK = 250;
const STORAGE_CONCURRENCY = 16;
// One key for every seeding process: two api replicas starting on an empty database seed once.
const SEED_LOCK_SQL = `SELECT pg_advisory_xact_lock(hashtext('campusnotes:seed-demo-data'))`;
const DAY_MS = 24 * 60 * 60 * 1000;

/** True when there are no users and no notes: a fresh install. */
export async function isDatabaseEmpty(ds: DataSource): Promise<boolean> {
  const [row]: Array<{ empty: boolean }> = await ds.query(
    'SELECT NOT EXISTS (SELECT 1 FROM users) AND NOT EXISTS (SELECT 1 FROM notes) AS empty',
  );
  return row.empty;
}

/** Adds the demo dataset to whatever the database holds. */
export async function seedDemoData(ds: DataSource, storage: FileStorage, options: SeedOptions = {}): Promise<SeedResult> {
  const result = await runSeed(ds, storage, options, false);
  if (!result) throw new Error('unreachable: an unconditional seed always runs');
  return result;
}

/**
 * Seeds only a fresh database, deciding under a lock inside the seeding transaction, so
 * processes starting together cannot both seed. Null when there was data already.
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
  const written: string[] = [];
  let preparing: Promise<PlannedNoteWithReactions[]> | undefined;
  try {
    await runner.startTransaction();
    await runner.query(SEED_LOCK_SQL);
    if (onlyIfEmpty && !(await isEmpty(runner))) {
      await runner.rollbackTransaction();
      return null;
    }

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
          // Kept here rather than in config.ts so the server's first-start seed honours it too.
          password: options.studentPassword ?? (process.env.DEMO_PASSWORD || undefined),
          passwordSource: 'DEMO_PASSWORD',
        },
      ],
      new Date(now.getTime() - 600 * DAY_MS),
      randomUUID,
    );
    const authors = planUsers(rng, userCount, now, randomUUID);
    const userRows: UserRow[] = [
      ...accountRows,
      ...authors.map((u) => ({ ...u, passwordHash: null, role: 'user' as const })),
    ];
    await avoidTakenNames(runner, userRows, rng);
    await insertRows(runner, 'users', USER_COLUMNS, userRows);
    log?.info({ users: userRows.length }, 'seed: users inserted');

    const studentRow = accountRows.find((r) => r.email === STUDENT_EMAIL);
    const planner = new NotePlanner({
      rng,
      users: authors,
      now,
      newId: randomUUID,
      featured: studentRow,
      kindMix: options.kindMix ?? DEFAULT_KIND_MIX,
    });
    const totals = { notes: 0, comments: 0, likes: 0, saves: 0, bytes: 0 };

    // Pipelined: while PostgreSQL inserts one batch, the next one is planned and its files stored.
    const prepare = async (from: number, to: number): Promise<PlannedNoteWithReactions[]> => {
      const planned: PlannedNoteWithReactions[] = [];
      for (let i = from; i < to; i++) {
        // Let pending query results through now and then; planning is synchronous work.
        if ((i - from) % PLAN_CHUNK === 0) await yieldToEventLoop();
        planned.push(planner.plan(i));
      }
      await forEachLimit(planned, STORAGE_CONCURRENCY, async ({ note }) => {
        written.push(note.fileKey);
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
      await insertBatch(runner, batch, totals);
      // Which side is the bottleneck: waiting for files (storage, CPU) or for inserts (database).
      const waitMs = Math.round(insertStart - waitStart);
      const insertMs = Math.round(performance.now() - insertStart);
      log?.info({ notes: totals.notes, of: noteCount, waitMs, insertMs }, 'seed: notes inserted');
    }
    await runner.commitTransaction();

    return {
      users: userRows.length,
      notes: totals.notes,
      comments: totals.comments,
      likes: totals.likes,
      saves: totals.saves,
      files: written.length,
      bytes: totals.bytes,
      admin: accounts[0],
      student: accounts[1],
    };
  } catch (err) {
    // Let in-flight writes finish so every file they made is in `written`, then undo both sides.
    await preparing?.catch(() => undefined);
    if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
    await removeFiles(storage, written, log);
    throw err;
  } finally {
    await runner.release();
  }
}

async function isEmpty(runner: QueryRunner): Promise<boolean> {
  const [row]: Array<{ empty: boolean }> = await runner.query(
    'SELECT NOT EXISTS (SELECT 1 FROM users) AND NOT EXISTS (SELECT 1 FROM notes) AS empty',
  );
  return row.empty;
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

/** Best effort: a file we cannot remove is logged, not allowed to hide the original error. */
export async function removeFiles(storage: FileStorage, keys: readonly string[], log?: Logger): Promise<void> {
  let failed = 0;
  await forEachLimit(keys, 16, async (key) => {
    await storage.delete(key).catch(() => {
      failed++;
    });
  });
  if (failed) log?.warn({ failed }, 'seed: some files could not be removed');
}

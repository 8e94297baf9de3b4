import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { QueryRunner } from 'typeorm';
import type { Logger } from '../logger';
import type { FileStorage } from '../storage';
import type { PoolClient } from 'pg';
import { refreshStatistics } from './bulk-insert';
import { COMMENT_COLUMNS, NOTE_COLUMNS, PAIR_COLUMNS } from './columns';
import { forEachLimit } from './concurrency';
import { copyRows } from './copy-rows';
import type { FileLedger } from './file-ledger';
import type { NotePlanner, PlannedNoteWithReactions } from './plan-notes';

// Big enough that a batch is a few cheap round trips, small enough that its files sit in memory comfortably.
const NOTE_BATCH = 2000;
const PLAN_CHUNK = 250;
const STORAGE_CONCURRENCY = 16;

export interface NoteTotals {
  notes: number;
  comments: number;
  likes: number;
  saves: number;
  bytes: number;
}

export interface NoteLoad {
  /** One connection per batch being written; more than one lets PostgreSQL use more cores. */
  writers: QueryRunner[];
  storage: FileStorage;
  planner: NotePlanner;
  files: FileLedger;
  noteCount: number;
  /** Filled with the ids of each committed batch, for undoing a failed run. */
  committed: string[][];
  log?: Logger;
  signal?: AbortSignal;
}

/**
 * Notes and their reactions, batch by batch, each batch one transaction committed after its
 * files are stored. Pipelined: while PostgreSQL writes batches (one per writer connection:
 * computing the full-text vectors is most of its work, and each connection uses a core), the
 * next is planned and its files written. On failure it waits for writes in flight before
 * rethrowing, so the ledger knows every file there is to clean up.
 */
export async function insertNotes(load: NoteLoad): Promise<NoteTotals> {
  const { writers, storage, planner, files, noteCount, committed, log, signal } = load;
  const totals: NoteTotals = { notes: 0, comments: 0, likes: 0, saves: 0, bytes: 0 };

  const prepare = async (from: number, to: number): Promise<PlannedNoteWithReactions[]> => {
    const planned: PlannedNoteWithReactions[] = [];
    for (let i = from; i < to; i++) {
      // Let query results (and a stop request) through now and then; planning is synchronous work.
      if ((i - from) % PLAN_CHUNK === 0) {
        await yieldToEventLoop();
        signal?.throwIfAborted();
      }
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
    // Awaited next round or before rethrowing; this only keeps a failure from counting as
    // unhandled while an insert is still running.
    promise.catch(() => undefined);
    return promise;
  };

  const idle = [...writers];
  const writing = new Set<Promise<void>>();
  const write = async (runner: QueryRunner, batch: PlannedNoteWithReactions[]) => {
    const insertStart = performance.now();
    await runner.startTransaction();
    try {
      await insertBatch(runner, batch, totals);
      await runner.commitTransaction();
    } catch (err) {
      await runner.rollbackTransaction().catch(() => undefined);
      throw err;
    }
    files.commit(batch.map((p) => p.note.fileKey));
    committed.push(batch.map((p) => p.note.id));
    log?.info({ notes: totals.notes, of: noteCount, insertMs: Math.round(performance.now() - insertStart) }, 'seed: notes inserted');
    idle.push(runner);
  };

  let preparing = startPreparing(0);
  try {
    for (let from = 0; from < noteCount; from += NOTE_BATCH) {
      const waitStart = performance.now();
      const batch = await preparing!;
      signal?.throwIfAborted();
      preparing = startPreparing(from + NOTE_BATCH);
      // A failed write rejects this race, which stops the loop.
      while (idle.length === 0) await Promise.race(writing);
      // Which side is the bottleneck: waiting for files (CPU, storage) or for writers (database).
      const waitMs = Math.round(performance.now() - waitStart);
      if (waitMs > 50) log?.debug({ waitMs }, 'seed: waited for a batch or a writer');
      const done = write(idle.pop()!, batch);
      writing.add(done);
      done.then(
        () => writing.delete(done),
        () => undefined,
      );
      if (from === 0) {
        await done;
        // Statistics on the first rows, before the planner judges the foreign keys' lookups by an empty table.
        await refreshStatistics(writers[0], 'notes', log);
      }
    }
    await Promise.all(writing);
    return totals;
  } catch (err) {
    await Promise.allSettled([...writing, preparing]);
    throw err;
  }
}

async function insertBatch(
  runner: QueryRunner,
  batch: PlannedNoteWithReactions[],
  totals: NoteTotals,
): Promise<void> {
  const comments = batch.flatMap((p) => p.comments);
  const likes = batch.flatMap((p) => p.likes);
  const saves = batch.flatMap((p) => p.saves);
  const client = (await runner.connect()) as PoolClient;
  await copyRows(client, 'notes', NOTE_COLUMNS, batch.map((p) => p.note));
  await copyRows(client, 'comments', COMMENT_COLUMNS, comments);
  await copyRows(client, 'likes', PAIR_COLUMNS, likes);
  await copyRows(client, 'saved_notes', PAIR_COLUMNS, saves);
  totals.notes += batch.length;
  totals.comments += comments.length;
  totals.likes += likes.length;
  totals.saves += saves.length;
}

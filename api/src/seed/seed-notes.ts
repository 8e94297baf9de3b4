import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { QueryRunner } from 'typeorm';
import type { Logger } from '../logger';
import type { FileStorage } from '../storage';
import { insertRows, refreshStatistics } from './bulk-insert';
import { COMMENT_COLUMNS, NOTE_COLUMNS, PAIR_COLUMNS } from './columns';
import { forEachLimit } from './concurrency';
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
  runner: QueryRunner;
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
 * files are stored. Pipelined: while PostgreSQL inserts one batch, the next is planned and
 * its files written. On failure it waits for writes in flight before rethrowing, so the
 * ledger knows every file there is to clean up.
 */
export async function insertNotes(load: NoteLoad): Promise<NoteTotals> {
  const { runner, storage, planner, files, noteCount, committed, log, signal } = load;
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

  let preparing = startPreparing(0);
  try {
    for (let from = 0; from < noteCount; from += NOTE_BATCH) {
      const waitStart = performance.now();
      const batch = await preparing!;
      signal?.throwIfAborted();
      const insertStart = performance.now();
      preparing = startPreparing(from + NOTE_BATCH);
      await runner.startTransaction();
      await insertBatch(runner, batch, totals);
      await runner.commitTransaction();
      files.commit(batch.map((p) => p.note.fileKey));
      committed.push(batch.map((p) => p.note.id));
      // Which side is the bottleneck: waiting for files (CPU, storage) or for inserts (database).
      const waitMs = Math.round(insertStart - waitStart);
      const insertMs = Math.round(performance.now() - insertStart);
      log?.info({ notes: totals.notes, of: noteCount, waitMs, insertMs }, 'seed: notes inserted');
      if (from === 0) await refreshStatistics(runner, 'notes', log);
    }
    return totals;
  } catch (err) {
    await preparing?.catch(() => undefined);
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
  await insertRows(runner, 'notes', NOTE_COLUMNS, batch.map((p) => p.note), 1000);
  await insertRows(runner, 'comments', COMMENT_COLUMNS, comments, 10000);
  await insertRows(runner, 'likes', PAIR_COLUMNS, likes, 20000);
  await insertRows(runner, 'saved_notes', PAIR_COLUMNS, saves, 20000);
  totals.notes += batch.length;
  totals.comments += comments.length;
  totals.likes += likes.length;
  totals.saves += saves.length;
}

import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { PoolClient } from 'pg';
import type { QueryRunner } from 'typeorm';
import type { Logger } from '../logger';
import type { FileStorage } from '../storage';
import { refreshStatistics } from './bulk-insert';
import { COMMENT_TABLE, LIKE_TABLE, NOTE_TABLE, SAVE_TABLE } from './columns';
import { forEachLimit } from './concurrency';
import { copyRows } from './copy-rows';
import type { FileLedger } from './file-ledger';
import type { NotePlanner, PlannedComment, PlannedNote, PlannedNoteWithReactions, PlannedPair } from './plan-notes';

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
  /**
   * One connection: each batch is its own transaction. Three (a bulk load): two write the notes,
   * batches taking turns, and one every comment, like and save, each in one transaction for the
   * whole load. Computing the notes' search vectors is most of PostgreSQL's work, so the notes
   * get a core each.
   */
  writers: QueryRunner[];
  storage: FileStorage;
  planner: NotePlanner;
  files: FileLedger;
  noteCount: number;
  log?: Logger;
  signal?: AbortSignal;
}

interface Batch {
  notes: PlannedNote[];
  comments: PlannedComment[];
  likes: PlannedPair[];
  saves: PlannedPair[];
}

/**
 * Notes and their reactions, batch by batch. Pipelined: while PostgreSQL writes one batch the
 * next is planned and its files stored. Rows are committed only after their files are stored.
 * On failure it waits for writes in flight before rethrowing, so the ledger knows every file
 * there is to clean up, and rolls back what is not committed.
 */
export async function insertNotes(load: NoteLoad): Promise<NoteTotals> {
  const { writers, storage, planner, files, noteCount, log, signal } = load;
  const totals: NoteTotals = { notes: 0, comments: 0, likes: 0, saves: 0, bytes: 0 };

  const prepare = async (from: number, to: number): Promise<Batch> => {
    const batch: Batch = { notes: [], comments: [], likes: [], saves: [] };
    for (let i = from; i < to; i++) {
      // Let query results (and a stop request) through now and then; planning is synchronous work.
      if ((i - from) % PLAN_CHUNK === 0) {
        await yieldToEventLoop();
        signal?.throwIfAborted();
      }
      const planned: PlannedNoteWithReactions = planner.plan(i);
      batch.notes.push(planned.note);
      for (const c of planned.comments) batch.comments.push(c);
      for (const l of planned.likes) batch.likes.push(l);
      for (const s of planned.saves) batch.saves.push(s);
    }
    await storeFiles(storage, files, batch.notes);
    for (const note of batch.notes) totals.bytes += note.fileSize;
    return batch;
  };

  const sink = writers.length > 1 ? await openBulkSink(writers) : batchSink(writers[0]);
  let preparing: Promise<Batch> | undefined;
  try {
    preparing = prepare(0, Math.min(NOTE_BATCH, noteCount));
    for (let from = 0; from < noteCount; from += NOTE_BATCH) {
      const batch: Batch = await preparing!;
      signal?.throwIfAborted();
      const next = from + NOTE_BATCH;
      preparing = next < noteCount ? prepare(next, Math.min(next + NOTE_BATCH, noteCount)) : undefined;
      // Awaited next round or before rethrowing; this only keeps a failure from counting as unhandled meanwhile.
      preparing?.catch(() => undefined);
      await sink.write(batch);
      totals.notes += batch.notes.length;
      totals.comments += batch.comments.length;
      totals.likes += batch.likes.length;
      totals.saves += batch.saves.length;
      if (sink.commitsEachBatch) {
        files.commit(batch.notes.map((n) => n.fileKey));
        // Statistics on the first rows, before the planner judges the foreign keys' lookups by an empty table.
        if (from === 0) await refreshStatistics(writers[0], 'notes', log);
      }
      log?.info({ notes: totals.notes, of: noteCount }, sink.commitsEachBatch ? 'seed: notes inserted' : 'seed: notes written');
    }
    await sink.commit();
    if (!sink.commitsEachBatch) files.commitAll();
    return totals;
  } catch (err) {
    await Promise.allSettled([preparing]);
    await sink.abort();
    throw err;
  }
}

/** Writes the new documents first: a note sharing one copies it from the note that made it. */
async function storeFiles(storage: FileStorage, files: FileLedger, notes: readonly PlannedNote[]): Promise<void> {
  const made = notes.filter((n) => n.body);
  const shared = notes.filter((n) => !n.body);
  await forEachLimit(made, STORAGE_CONCURRENCY, async (note) => {
    files.track(note.fileKey);
    await storage.put(note.fileKey, note.body!, note.fileMime);
    note.body = null;
  });
  await forEachLimit(shared, STORAGE_CONCURRENCY, async (note) => {
    files.track(note.fileKey);
    await storage.copy(note.copyOf!, note.fileKey);
  });
}

interface RowSink {
  /** True when each write commits; otherwise commit() commits everything at the end. */
  commitsEachBatch: boolean;
  /** Resolves once the batch is written, or (bulk) handed to a free connection. */
  write(batch: Batch): Promise<void>;
  commit(): Promise<void>;
  /** Waits for writes in flight, then rolls back what is not committed; never throws. */
  abort(): Promise<void>;
}

async function clientOf(runner: QueryRunner): Promise<PoolClient> {
  return (await runner.connect()) as PoolClient;
}

/** One transaction per batch on one connection: small seeds, with the tables' triggers and keys live. */
function batchSink(runner: QueryRunner): RowSink {
  return {
    commitsEachBatch: true,
    async write(batch) {
      await runner.startTransaction();
      try {
        const client = await clientOf(runner);
        await copyRows(client, NOTE_TABLE, batch.notes);
        await copyRows(client, COMMENT_TABLE, batch.comments);
        await copyRows(client, LIKE_TABLE, batch.likes);
        await copyRows(client, SAVE_TABLE, batch.saves);
        await runner.commitTransaction();
      } catch (err) {
        await runner.rollbackTransaction().catch(() => undefined);
        throw err;
      }
    },
    async commit() {},
    async abort() {},
  };
}

/**
 * The bulk load: the last connection writes the reactions, the others the notes, each in one
 * transaction; a batch waits only for its own connections to be free. Between the commits at the
 * end there is a moment where part of the rows are committed: a failure there is undone like
 * any other (see removeCommitted).
 */
async function openBulkSink(writers: QueryRunner[]): Promise<RowSink> {
  const noteWriters = writers.slice(0, -1);
  const reactionWriter = writers[writers.length - 1];
  const begun: QueryRunner[] = [];
  try {
    for (const w of writers) {
      await w.startTransaction();
      begun.push(w);
    }
  } catch (err) {
    await Promise.all(begun.map((w) => w.rollbackTransaction().catch(() => undefined)));
    throw err;
  }
  const noteClients = await Promise.all(noteWriters.map(clientOf));
  const reactionClient = await clientOf(reactionWriter);
  const noteWork: Promise<void>[] = noteWriters.map(() => Promise.resolve());
  let reactionWork = Promise.resolve();
  let turn = 0;
  const settleAll = () => Promise.allSettled([...noteWork, reactionWork]);
  const started = (work: Promise<void>) => {
    work.catch(() => undefined); // awaited at the connection's next turn or by commit/abort
    return work;
  };
  return {
    commitsEachBatch: false,
    async write(batch) {
      const w = turn++ % noteWriters.length;
      await noteWork[w];
      await reactionWork;
      noteWork[w] = started(copyRows(noteClients[w], NOTE_TABLE, batch.notes));
      reactionWork = started(
        (async () => {
          await copyRows(reactionClient, COMMENT_TABLE, batch.comments);
          await copyRows(reactionClient, LIKE_TABLE, batch.likes);
          await copyRows(reactionClient, SAVE_TABLE, batch.saves);
        })(),
      );
    },
    async commit() {
      const results = await settleAll();
      for (const r of results) if (r.status === 'rejected') throw r.reason;
      for (const w of writers) await w.commitTransaction();
    },
    async abort() {
      await settleAll();
      await Promise.all(writers.map((w) => (w.isTransactionActive ? w.rollbackTransaction().catch(() => undefined) : Promise.resolve())));
    },
  };
}

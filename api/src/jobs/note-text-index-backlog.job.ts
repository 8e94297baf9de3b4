import type { DataSource } from 'typeorm';
import { takeTextIndexBacklog } from '../data/note-text-chunk.data';
import type { Logger } from '../logger';
import type { JobDefinition, JobQueue } from './job-queue';
import { NOTE_TEXT_INDEX_JOB, type NoteTextIndexData } from './note-text-index.job';

/**
 * Drains note_text_index_backlog (filled by the note_text_chunks migration with the notes whose
 * text was cut at the search vector's limit): every few minutes, on one replica, up to
 * BACKLOG_BATCH notes are taken off it and each gets a note-text-index job. An empty backlog
 * costs one index probe.
 */

export const NOTE_TEXT_INDEX_BACKLOG_JOB = 'note-text-index-backlog';
export const BACKLOG_BATCH = 100;

/** Takes a batch off the backlog and queues one index job per note with a file; returns how many were queued. */
export async function queueTextIndexBacklog(ds: DataSource, queue: JobQueue, limit = BACKLOG_BATCH): Promise<number> {
  const taken = await takeTextIndexBacklog(ds, limit);
  let queued = 0;
  for (const { noteId, fileKey } of taken) {
    if (!fileKey) continue;
    await queue.send<NoteTextIndexData>(NOTE_TEXT_INDEX_JOB, { noteId, fileKey }, { singletonKey: `${noteId}:${fileKey}` });
    queued++;
  }
  return queued;
}

export function noteTextIndexBacklogJob(ds: DataSource, queue: JobQueue, log: Logger): JobDefinition<object> {
  return {
    name: NOTE_TEXT_INDEX_BACKLOG_JOB,
    cron: '*/5 * * * *',
    retryLimit: 1,
    retryDelaySeconds: 60,
    backoff: false,
    timeoutSeconds: 300,
    async run() {
      const queued = await queueTextIndexBacklog(ds, queue);
      if (queued) log.info({ queued }, 'notes queued for their full-text index');
    },
  };
}

import path from 'node:path';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import type { Logger } from '../logger';
import type { FileStorage } from '../storage';
import { backupSettings, type BackupSettings } from '../backup/settings';
import { scheduledBackupJob } from './backup.job';
import { JobQueue } from './job-queue';
import { jobSettings } from './job-settings';
import { NoteProcessor } from './note-processing.job';
import { dataExportJob } from './data-export.job';
import { notifyFollowersJob } from './notify-followers.job';
import { noteTextIndexJob } from './note-text-index.job';
import { noteTextIndexBacklogJob } from './note-text-index-backlog.job';

export { JobQueue } from './job-queue';
export type { JobContext, JobDefinition } from './job-queue';
export { FOLLOWER_FANOUT_JOB, type FollowerFanOutData } from './notify-followers.job';
export { DATA_EXPORT_JOB, type DataExportData, dataExportKey } from './data-export.job';
export { NOTE_TEXT_INDEX_JOB } from './note-text-index.job';
export { NOTE_TEXT_INDEX_BACKLOG_JOB, queueTextIndexBacklog } from './note-text-index-backlog.job';
export { NOTE_PROCESSING_JOB, type NoteProcessingData, type NotePreview, type PreviewKind, noteIdOfPreviewKey } from './note-processing.job';

/** The process's one job queue with every job kind defined (start it with start()). */
export function createJobQueue(
  ds: DataSource,
  storage: FileStorage,
  dataDir: string,
  log: Logger,
  env: NodeJS.ProcessEnv = process.env,
  backup: BackupSettings = backupSettings(env),
  officeConverterSetting = env.OFFICE_CONVERTER,
): JobQueue {
  const settings = jobSettings(env);
  const queue = new JobQueue(() => (ds.driver as PostgresDriver).master as Pool, log, {
    concurrency: settings.concurrency,
    pollingIntervalSeconds: 1,
    stopGraceMs: 5_000,
  });
  const processor = new NoteProcessor(ds, storage, log, {
    tmpDir: path.join(dataDir, 'job-tmp'),
    renderTimeoutMs: settings.timeoutSeconds * 1000,
    retryLimit: 2,
    retryDelaySeconds: settings.retryDelaySeconds,
    officeConverter: officeConverterSetting,
    indexMaxPages: settings.indexMaxPages,
    indexMaxChars: settings.indexMaxChars,
  });
  queue.define(processor.definition());
  queue.define(
    noteTextIndexJob(ds, storage, log, processor, {
      tmpDir: path.join(dataDir, 'job-tmp'),
      timeoutSeconds: settings.timeoutSeconds,
      retryDelaySeconds: settings.retryDelaySeconds,
    }),
  );
  queue.define(noteTextIndexBacklogJob(ds, queue, log));
  queue.define(dataExportJob(ds, storage, log));
  queue.define(scheduledBackupJob(ds, storage, backup, log));
  queue.define(notifyFollowersJob(ds));
  return queue;
}

import type { Readable } from 'node:stream';
import type { DataSource } from 'typeorm';
import type { Viewer } from '../auth/viewer';
import { dataExportById, type DataExportRow, insertDataExport, latestDataExport, removeOlderDataExports, runningDataExport } from '../data/data-export.data';
import { isUuid } from '../data/paging';
import { AppError, notFound } from '../errors';
import { DATA_EXPORT_JOB, type DataExportData, type JobQueue } from '../jobs';
import type { Logger } from '../logger';
import { requireViewer } from '../policies';
import type { FileStorage } from '../storage';

/** What a download link answers: the zip, or that it expired (410), or that it is not ready (409). */
export type DataExportDownload =
  { kind: 'ready'; stream: Readable; size: number | null; fileName: string } | { kind: 'expired' } | { kind: 'not_ready'; status: string };

/**
 * Personal data export: a signed-in student asks for everything the service holds about them;
 * a job (jobs/data-export.job.ts) builds the zip; its link works for its owner only, until it
 * expires. One export waits or runs per account at a time: a second request is refused with
 * CONFLICT (the database's partial unique index decides, so two racing requests cannot both win).
 */
export class DataExportService {
  constructor(
    private readonly ds: DataSource,
    private readonly storage: FileStorage,
    private readonly jobs: JobQueue,
    private readonly log: Logger,
  ) {}

  async request(viewer: Viewer | null): Promise<DataExportRow> {
    requireViewer(viewer);
    const running = await runningDataExport(this.ds, viewer.id);
    if (running) throw alreadyRunning();
    let row: DataExportRow;
    let oldKeys: string[] = [];
    try {
      row = await this.ds.transaction(async (tx) => {
        const created = await insertDataExport(tx, viewer.id);
        oldKeys = await removeOlderDataExports(tx, viewer.id, created.id);
        await this.jobs.send<DataExportData>(DATA_EXPORT_JOB, { exportId: created.id, userId: viewer.id }, {}, tx);
        return created;
      });
    } catch (err) {
      if ((err as { code?: string }).code === '23505') throw alreadyRunning();
      throw err;
    }
    await Promise.all(
      oldKeys.map((key) => this.storage.delete(key).catch((err: unknown) => this.log.error({ err, key }, 'could not remove an old data export'))),
    );
    return row;
  }

  /** The viewer's newest export (waiting, running, ready, expired or failed), or null. */
  async latest(viewer: Viewer | null): Promise<DataExportRow | null> {
    requireViewer(viewer);
    return latestDataExport(this.ds, viewer.id);
  }

  /** The zip of one export, for its owner only: anyone else (or an unknown id) gets NOT_FOUND. */
  async download(viewer: Viewer | null, id: string): Promise<DataExportDownload> {
    requireViewer(viewer);
    const row = isUuid(id) ? await dataExportById(this.ds, id) : null;
    if (!row || row.userId !== viewer.id) throw notFound('That export');
    if (row.status !== 'ready' || !row.fileKey) return { kind: 'not_ready', status: row.status };
    if (!row.expiresAt || row.expiresAt.getTime() <= Date.now()) {
      // The row stays (its link answers 410); the zip need not.
      void this.storage.delete(row.fileKey).catch((err: unknown) => this.log.error({ err, key: row.fileKey }, 'could not remove an expired data export'));
      return { kind: 'expired' };
    }
    const stream = await this.storage.get(row.fileKey);
    const day = row.createdAt.toISOString().slice(0, 10);
    return { kind: 'ready', stream, size: row.size, fileName: `campusnotes-data-${day}.zip` };
  }
}

const ALREADY_RUNNING = 'An export is already being prepared. You can download it here when it is ready.';
const alreadyRunning = () => new AppError('CONFLICT', ALREADY_RUNNING, [{ field: 'export', message: ALREADY_RUNNING }]);

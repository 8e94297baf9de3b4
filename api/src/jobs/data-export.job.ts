import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { DataSource } from 'typeorm';
import { ZipFile } from 'yazl';
import { markDataExportFailed, markDataExportReady, markDataExportRunning, personalData, type PersonalData } from '../data/data-export.data';
import { DATA_EXPORT_TTL_HOURS } from '../domain/audit';
import type { Logger } from '../logger';
import type { FileStorage } from '../storage';
import type { JobDefinition } from './job-queue';

/**
 * A student's personal data export: everything the service holds about them (profile, notes with
 * their files, comments, likes, saved notes, follows, notifications and their settings, reports
 * they made, API token names, sessions, audit records about the account) as JSON files plus the
 * stored files, in one zip streamed into the file storage. The link expires after
 * DATA_EXPORT_TTL_HOURS; requesting a new export removes the older ones.
 */

export const DATA_EXPORT_JOB = 'data-export';

export interface DataExportData {
  exportId: string;
  userId: string;
}

export const dataExportKey = (exportId: string) => `exports/${exportId}.zip`;

const README = (data: PersonalData, at: Date) => `CampusNotes: your personal data
Exported ${at.toISOString()} for ${String(data.profile?.username ?? '')}.

profile.json                 your account (no password or secrets are kept in readable form, so none are here)
notes.json                   the notes you shared, pending ones included; their files are under files/
files/                       the documents you uploaded, one folder per note id
avatar.*                     your profile picture, if you uploaded one
comments.json                your comments
likes.json                   the notes you liked
saved-notes.json             the notes you saved
study-lists.json             your other study lists, each with its notes in order
follows.json                 the courses and subjects you follow
notifications.json           your notifications, rejection and removal reasons included
notification-settings.json   which notifications you turned off (null: all on)
reports.json                 the reports you made (never who else reported)
api-tokens.json              your API tokens' names and dates (not the tokens)
sessions.json                when your sign-in sessions started and end
audit-records.json           admin actions on your account (role changes, edits)
`;

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');

/** A zip entry name for an uploaded file: the note's folder, then the file's own name made safe. */
function entryName(noteId: string, fileName: string | null, fileKey: string): string {
  const ext = path.extname(fileKey).slice(1) || 'bin';
  const base = (fileName ?? '')
    .split(/[\\/]/)
    .pop()
    ?.replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '')
    .replace(/^\.+/, '')
    .trim();
  return `files/${noteId}/${base || `document.${ext}`}`;
}

export function dataExportJob(ds: DataSource, storage: FileStorage, log: Logger): JobDefinition<DataExportData> {
  return {
    name: DATA_EXPORT_JOB,
    retryLimit: 2,
    retryDelaySeconds: 5,
    backoff: true,
    timeoutSeconds: 30 * 60,
    run: async ({ exportId, userId }) => {
      if (!(await markDataExportRunning(ds, exportId))) return; // already finished, or the account is gone
      const data = await personalData(ds, userId);
      if (!data.profile) return;
      const zip = new ZipFile();
      const at = new Date();
      zip.addBuffer(Buffer.from(README(data, at), 'utf8'), 'README.txt', { mtime: at });
      const { avatarKey, ...profile } = data.profile;
      zip.addBuffer(json(profile), 'profile.json', { mtime: at });
      const files = data.notes.filter((note) => note.fileKey).map((note) => ({ key: note.fileKey!, name: entryName(note.id, note.fileName, note.fileKey!) }));
      const byNote = new Map(files.map((file) => [file.key, file.name]));
      zip.addBuffer(json(data.notes.map(({ fileKey, ...note }) => ({ ...note, file: fileKey ? byNote.get(fileKey) : null }))), 'notes.json', { mtime: at });
      const lists: [string, unknown][] = [
        ['comments.json', data.comments],
        ['likes.json', data.likes],
        ['saved-notes.json', data.savedNotes],
        ['study-lists.json', data.studyLists],
        ['follows.json', data.follows],
        ['notifications.json', data.notifications],
        ['notification-settings.json', data.notificationSettings],
        ['reports.json', data.reports],
        ['api-tokens.json', data.apiTokens],
        ['sessions.json', data.sessions],
        ['audit-records.json', data.auditRecords],
      ];
      for (const [name, value] of lists) zip.addBuffer(json(value), name, { mtime: at });
      // Each stored file is opened only when the zip reaches it, so a student with many notes
      // holds one file (or one S3 request) open at a time.
      const stored = [...files, ...(avatarKey ? [{ key: avatarKey, name: `avatar${path.extname(avatarKey)}` }] : [])];
      for (const file of stored) {
        zip.addReadStreamLazy(file.name, { mtime: at }, (cb) => {
          storage.get(file.key).then(
            (stream) => cb(null, stream),
            (err: unknown) => {
              // A file missing from storage is named in the zip instead of failing the whole export.
              log.warn({ err, key: file.key, exportId }, 'a file of a personal data export is missing');
              const missing = new PassThrough();
              missing.end(`This file could not be read from storage (${file.key}).\n`);
              cb(null, missing);
            },
          );
        });
      }
      zip.end();
      const key = dataExportKey(exportId);
      const { size } = await storage.put(key, zip.outputStream as unknown as PassThrough, 'application/zip');
      // The account was deleted while the zip was built: its zip goes too.
      if (!(await markDataExportReady(ds, exportId, key, size, DATA_EXPORT_TTL_HOURS))) await storage.delete(key);
    },
    onGiveUp: async ({ exportId }, error) => {
      log.error({ err: error, exportId }, 'personal data export failed');
      await markDataExportFailed(ds, exportId, 'The export could not be built. Please request it again.');
    },
  };
}

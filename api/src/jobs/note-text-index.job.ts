import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { DataSource } from 'typeorm';
import { noteFileForIndex, replaceNoteTextChunks, setTextIndexSummary } from '../data/note-text-chunk.data';
import type { DocumentExt } from '../files/document-type';
import type { Logger } from '../logger';
import type { FileStorage } from '../storage';
import type { JobDefinition } from './job-queue';
import type { NoteProcessor, TextIndex } from './note-processing.job';

/**
 * The full-text index of one note's document, made again without its previews: for notes
 * processed before long documents were indexed to the last page (note_text_index_backlog, see
 * note-text-index-backlog.job.ts). Reads the stored file as the processing job does (page text
 * of a PDF, the whole text of other types), then replaces the note's chunks and records the
 * summary in one transaction, if the note still has that file. Scanned pages are not read by OCR
 * again here: they make the note "partly indexed".
 */

export const NOTE_TEXT_INDEX_JOB = 'note-text-index';

export interface NoteTextIndexData {
  noteId: string;
  fileKey: string;
}

export function noteTextIndexJob(
  ds: DataSource,
  storage: FileStorage,
  log: Logger,
  processor: NoteProcessor,
  settings: { tmpDir: string; timeoutSeconds: number; retryDelaySeconds: number },
): JobDefinition<NoteTextIndexData> {
  return {
    name: NOTE_TEXT_INDEX_JOB,
    retryLimit: 2,
    retryDelaySeconds: settings.retryDelaySeconds,
    backoff: true,
    timeoutSeconds: settings.timeoutSeconds + 60,
    async run({ noteId, fileKey }, context) {
      const current = await noteFileForIndex(ds, noteId);
      // Gone, replaced, or still being processed (its processing job indexes it).
      if (!current || current.fileKey !== fileKey || current.status === 'processing') return;
      const ext = path.extname(fileKey).slice(1) as DocumentExt;
      await fs.promises.mkdir(settings.tmpDir, { recursive: true });
      const workDir = await fs.promises.mkdtemp(path.join(settings.tmpDir, 'index-'));
      try {
        const source = path.join(workDir, `source.${ext}`);
        await pipeline(await storage.get(fileKey), fs.createWriteStream(source));
        let index: TextIndex;
        if (ext === 'pdf') {
          const outDir = path.join(workDir, 'out');
          await fs.promises.mkdir(outDir);
          const timeout = { timeoutMs: settings.timeoutSeconds * 1000, signal: context.signal, maxOcrPages: 0 };
          index = (await processor.renderPdf(source, workDir, outDir, timeout, 0)).index;
        } else {
          index = (await processor.documentText(source, ext)).index;
        }
        const stored = await ds.transaction(async (tx) => {
          if (!(await setTextIndexSummary(tx, noteId, fileKey, { chunks: index.chunks.length, partial: index.partial }))) return false;
          await replaceNoteTextChunks(tx, noteId, index.chunks);
          return true;
        });
        log.info({ noteId, chunks: index.chunks.length, partial: index.partial, stored }, 'note text indexed');
      } finally {
        await fs.promises.rm(workDir, { recursive: true, force: true });
      }
    },
  };
}

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { DataSource } from 'typeorm';
import type { DocumentExt } from '../files/document-type';
import { EXTRACT_MAX_CHARS, EXTRACT_TIMEOUT_MS, extractTextWithStatus, normaliseText } from '../files/extract-text';
import { convertToPdf, officeConverter } from '../files/office-convert';
import { pptxThumbnail } from '../files/pptx-text';
import { odpThumbnail } from '../files/odp-text';
import { sanitizeDocumentHtml, textToHtml } from '../files/preview-html';
import { RenderError, type RenderResult, renderDocument } from '../files/render-pages';
import { CHUNK_CHARS, pageChunks, type TextChunk, textChunks } from '../files/text-chunks';
import { replaceNoteTextChunks } from '../data/note-text-chunk.data';
import { lockNotePreviewKeys, markNoteFailed, markNoteProcessed, noteFileForProcessing } from '../data/note-write.data';
import { MAX_PHOTO_PIXELS } from '../domain/constants';
import type { Logger } from '../logger';
import type { FileStorage } from '../storage';
import { noteIntents, removeStoredFiles, settleIntents } from '../storage/stored-files';
import type { JobContext, JobDefinition } from './job-queue';

/**
 * What happens to a note's file after the upload answered: its searchable text (OCR for scanned
 * PDF pages), its page images and card thumbnail, and the formatted preview of Word and text
 * files. The note shows 'processing' until this commits, 'failed' with a reason once no retry is
 * left; an admin can queue it again.
 */

export const NOTE_PROCESSING_JOB = 'note-processing';

/** Photos of pages are downscaled to this many pixels on their long side (about 300 dpi for A4): enough to read and OCR, a tenth of a 50 MP photo. */
export const PHOTO_MAX_SIDE = 3000;

export interface NoteProcessingData {
  noteId: string;
  /** The file this job is for: a job for a file the note no longer has does nothing. */
  fileKey: string;
}

// The `preview` column's types live with the notes table (data/note.data.ts).
export type { NotePreview, PreviewImage, PreviewKind } from '../data/note.data';
import type { NotePreview, PreviewKind } from '../data/note.data';

/** A document's full-text index as the job made it: its chunks (none when the search vector holds all its text) and whether text was left out. */
export interface TextIndex {
  chunks: TextChunk[];
  partial: boolean;
}

interface Made {
  render: RenderResult;
  text: string;
  textSource: string;
  html: string | null;
  kind: PreviewKind;
  /** The full-text index of a long document (none for a short one: its search vector holds it all). */
  index: TextIndex;
}

export interface NoteProcessingSettings {
  tmpDir: string;
  /** Deadline of the rendering child (OCR of a long scan included). */
  renderTimeoutMs: number;
  retryLimit: number;
  retryDelaySeconds: number;
  /** OFFICE_CONVERTER: LibreOffice's soffice for faithful previews of Office files (looked up at first use); `off` or none found: text previews only. */
  officeConverter: string | undefined;
  /** Bounds of a long document's full-text index (TEXT_INDEX_MAX_PAGES, TEXT_INDEX_MAX_CHARS). */
  indexMaxPages: number;
  indexMaxChars: number;
}

/** Short reasons the uploader reads; details stay in the log. */
function reasonOf(error: Error | null): string {
  if (!error) return 'Processing did not finish: the server working on it stopped. An admin can run it again.';
  // Said to the uploader on their note and dashboard: what went wrong and what to do about it.
  if (error instanceof RenderError && error.timedOut)
    return 'The document took too long to read (it may be very long or complex). Split it, or export it as a PDF, then edit the note and replace the file.';
  const photo = error instanceof RenderError ? /photo (\d+) could not be read/.exec(error.message) : null;
  if (photo) return `Photo ${photo[1]} could not be read: it may be damaged. Upload the photos again without it, or retake it.`;
  return 'The document could not be read to make its preview and searchable text: the file may be damaged. Open it, save it again (or export it as a PDF), then edit the note and replace the file.';
}

const previewKey = (noteId: string, name: string) => `previews/${noteId}-${randomBytes(6).toString('hex')}-${name}`;

/** The note id a preview key belongs to (keys start with it), for the image route's check. */
export const noteIdOfPreviewKey = (file: string): string | null => (/^[0-9a-f-]{36}-[0-9a-f]{12}-[a-z0-9]+\.webp$/.test(file) ? file.slice(0, 36) : null);

export class NoteProcessor {
  constructor(
    private readonly ds: DataSource,
    private readonly storage: FileStorage,
    private readonly log: Logger,
    private readonly settings: NoteProcessingSettings,
  ) {}

  definition(): JobDefinition<NoteProcessingData> {
    return {
      name: NOTE_PROCESSING_JOB,
      run: (data, context) => this.process(data, context),
      retryLimit: this.settings.retryLimit,
      retryDelaySeconds: this.settings.retryDelaySeconds,
      backoff: true,
      // The child's deadline plus time to download the file and store the images.
      timeoutSeconds: Math.ceil(this.settings.renderTimeoutMs / 1000) + 60,
      onGiveUp: (data, error) => this.markFailed(data, error),
    };
  }

  async process({ noteId, fileKey }: NoteProcessingData, context: JobContext): Promise<void> {
    const current = await noteFileForProcessing(this.ds, noteId);
    if (current?.file_key !== fileKey) return; // deleted, or its file was replaced (a newer job runs)
    const photoKeys = current.photo_keys;
    const ext = path.extname(fileKey).slice(1) as DocumentExt;
    await fs.promises.mkdir(this.settings.tmpDir, { recursive: true });
    const workDir = await fs.promises.mkdtemp(path.join(this.settings.tmpDir, 'job-'));
    try {
      const source = path.join(workDir, `source.${ext}`);
      let fileSize: number | null = null;
      if (photoKeys.length) fileSize = await this.assemblePhotos(noteId, fileKey, photoKeys, workDir, source, context);
      else await pipeline(await this.storage.get(fileKey), fs.createWriteStream(source));
      const outDir = path.join(workDir, 'out');
      await fs.promises.mkdir(outDir);
      const made = await this.make(ext, source, workDir, outDir, context, photoKeys.length);
      await this.commit(noteId, fileKey, made, photoKeys, fileSize);
      this.log.info(
        {
          noteId,
          ocrPages: made.render.ocrPages,
          images: made.render.images.length,
          kind: made.kind,
          photos: photoKeys.length,
          maxRssKb: made.render.maxRssKb,
        },
        'note processed',
      );
    } finally {
      await fs.promises.rm(workDir, { recursive: true, force: true });
    }
  }

  /**
   * Photos of pages become the note's PDF (its file key, which does not exist until now): upright,
   * stripped of EXIF, downscaled, one page each. Stored under an intent, so a crash before the
   * commit leaves nothing behind; a retry writes the same key again. Returns the PDF's size.
   */
  private async assemblePhotos(noteId: string, fileKey: string, photoKeys: string[], workDir: string, pdfPath: string, context: JobContext): Promise<number> {
    const files = [];
    for (const [index, key] of photoKeys.entries()) {
      const ext = path.extname(key).slice(1);
      const file = path.join(workDir, `photo-${index + 1}.${ext}`);
      await pipeline(await this.storage.get(key), fs.createWriteStream(file));
      files.push({ path: file, ext, index: index + 1 });
    }
    const made = await renderDocument({ op: 'photos', files, outFile: pdfPath, maxSide: PHOTO_MAX_SIDE, maxPixels: MAX_PHOTO_PIXELS }, workDir, {
      timeoutMs: this.settings.renderTimeoutMs,
      signal: context.signal,
    });
    this.log.info({ noteId, photos: files.length, maxRssKb: made.maxRssKb }, 'photos assembled into a PDF');
    await noteIntents(this.ds, [fileKey]);
    await this.storage.putFile(fileKey, pdfPath, 'application/pdf');
    return made.size ?? (await fs.promises.stat(pdfPath)).size;
  }

  private async make(ext: DocumentExt, source: string, workDir: string, outDir: string, context: JobContext, photos = 0): Promise<Made> {
    const timeout = { timeoutMs: this.settings.renderTimeoutMs, signal: context.signal };
    if (ext === 'pdf') {
      // Every photo of a page is read, however many (at most MAX_PHOTOS); a scanned PDF its first MAX_OCR_PAGES.
      const render = await this.renderPdf(source, workDir, outDir, { ...timeout, maxOcrPages: photos || undefined });
      return {
        render: render.render,
        text: normaliseText(render.render.text ?? '', EXTRACT_MAX_CHARS),
        textSource: render.render.ocrPages > 0 ? 'ocr' : 'document',
        html: null,
        kind: 'pages',
        index: render.index,
      };
    }
    const { text: fullText, index } = await this.documentText(source, ext);
    const text = normaliseText(fullText, EXTRACT_MAX_CHARS);
    const converted = ext === 'txt' ? null : await this.convertedPages(source, workDir, outDir, context);
    if (converted) return { render: converted, text, textSource: 'document', html: null, kind: 'pages', index };
    const start = text.slice(0, 4000);
    if (ext === 'docx') {
      try {
        const render = await renderDocument({ op: 'docx', filePath: source, text: start }, outDir, timeout);
        return { render, text, textSource: 'document', html: sanitizeDocumentHtml(render.html ?? ''), kind: 'text', index };
      } catch (err) {
        if (context.signal?.aborted) throw err;
        // The text is already out (word-extractor read it); only the formatted view failed: a
        // damaged part mammoth refuses, or a document too big for the renderer's heap or
        // deadline. The note is still worth reading, so it gets the text preview a TXT gets.
        this.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'formatted DOCX preview failed; previewing its text');
        await this.emptyDir(outDir);
      }
    }
    // A deck's own thumbnail (the first slide as PowerPoint drew it) is a better card image than its text.
    const thumbnailFile = ext === 'pptx' || ext === 'odp' ? await this.deckThumbnail(source, workDir, ext) : null;
    const render: RenderResult = await renderDocument({ op: 'text', text: start, thumbnailFile }, outDir, timeout);
    return { render, text, textSource: 'document', html: textToHtml(text), kind: 'text', index };
  }

  /**
   * A PDF's page images and text, every page's text up to the index bounds read too: a document
   * longer than the search vector holds gets its pages as chunks of the full-text index.
   */
  async renderPdf(source: string, workDir: string, outDir: string, options: { timeoutMs: number; signal?: AbortSignal; maxOcrPages?: number }, pages?: number) {
    const pagesFile = path.join(workDir, 'pages.json');
    const request = {
      op: 'pdf' as const,
      filePath: source,
      ocr: true,
      maxChars: EXTRACT_MAX_CHARS,
      pagesFile,
      indexMaxChars: this.settings.indexMaxChars,
      indexMaxPages: this.settings.indexMaxPages,
    };
    const render = await renderDocument(request, outDir, { ...options, previewPages: pages });
    const pageTexts: string[] = JSON.parse(await fs.promises.readFile(pagesFile, 'utf8'));
    const length = pageTexts.reduce((sum, page) => sum + page.length + 2, 0);
    const chunks = length > EXTRACT_MAX_CHARS ? pageChunks(pageTexts) : [];
    return { render, index: { chunks, partial: render.partial ?? false } };
  }

  /** A document's text up to the index bounds (for search), and its chunks when it is longer than the search vector holds. */
  async documentText(source: string, ext: DocumentExt): Promise<{ text: string; index: TextIndex }> {
    // Long documents take longer to read than the upload check's deadline allows.
    const timeoutMs = Math.max(EXTRACT_TIMEOUT_MS, Math.floor(this.settings.renderTimeoutMs / 2));
    const extraction = await extractTextWithStatus(source, ext, { maxChars: Math.max(EXTRACT_MAX_CHARS, this.settings.indexMaxChars), timeoutMs });
    if (extraction.status !== 'ok') throw extraction.error ?? new Error(`text extraction ${extraction.status}`);
    const text = extraction.text;
    const chunks = text.length > EXTRACT_MAX_CHARS ? textChunks(text) : [];
    return { text, index: { chunks, partial: text.length >= this.settings.indexMaxChars - CHUNK_CHARS && text.length > EXTRACT_MAX_CHARS } };
  }

  /**
   * An Office file's own pages: LibreOffice converts it to PDF, whose pages the PDF path draws.
   * Null without a converter, or when the conversion fails (the text preview follows).
   */
  private async convertedPages(source: string, workDir: string, outDir: string, context: JobContext): Promise<RenderResult | null> {
    const soffice = await officeConverter(this.settings.officeConverter);
    if (!soffice) return null;
    const timeout = { timeoutMs: this.settings.renderTimeoutMs, signal: context.signal };
    const convertDir = path.join(workDir, 'convert');
    try {
      await fs.promises.mkdir(convertDir);
      const pdf = await convertToPdf(soffice, source, convertDir, timeout);
      return await renderDocument({ op: 'pdf', filePath: pdf, ocr: false, maxChars: 0 }, outDir, timeout);
    } catch (err) {
      if (context.signal?.aborted) throw err;
      this.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'LibreOffice preview failed; previewing the text');
      await this.emptyDir(outDir);
      return null;
    }
  }

  private async deckThumbnail(source: string, workDir: string, ext: 'pptx' | 'odp'): Promise<string | null> {
    const bytes = await (ext === 'odp' ? odpThumbnail(source) : pptxThumbnail(source)).catch(() => null);
    if (!bytes) return null;
    const file = path.join(workDir, ext === 'odp' ? 'deck-thumbnail.png' : 'deck-thumbnail.jpeg');
    await fs.promises.writeFile(file, bytes);
    return file;
  }

  private async emptyDir(dir: string): Promise<void> {
    await fs.promises.rm(dir, { recursive: true, force: true });
    await fs.promises.mkdir(dir);
  }

  /** Stores the images (intents first), then points the note at them and releases the old ones in one transaction. */
  private async commit(noteId: string, fileKey: string, made: Made, photoKeys: string[] = [], fileSize: number | null = null): Promise<void> {
    const images = made.render.images.map((image) => ({ ...image, key: previewKey(noteId, `${image.kind}${image.page}.webp`) }));
    const keys = images.map((i) => i.key);
    await noteIntents(this.ds, keys);
    try {
      await Promise.all(images.map((image) => this.storage.putFile(image.key, image.file, 'image/webp')));
    } catch (err) {
      await removeStoredFiles(this.ds, this.storage, this.log, keys);
      throw err;
    }
    const thumb = images.find((i) => i.kind === 'thumb');
    const preview: NotePreview = {
      thumbnail: thumb ? { key: thumb.key, width: thumb.width, height: thumb.height } : null,
      pages: images.filter((i) => i.kind === 'page').map((i) => ({ key: i.key, width: i.width, height: i.height })),
      pageCount: made.render.pageCount,
      ocrPages: made.render.ocrPages,
      kind: made.kind,
      textIndex: { chunks: made.index.chunks.length, partial: made.index.partial },
    };
    const released = await this.ds.transaction(async (tx) => {
      const previewKeys = await lockNotePreviewKeys(tx, noteId, fileKey);
      if (!previewKeys) return keys; // the note changed meanwhile: these images belong to nobody
      // Photos assembled: the PDF is the note's file from now on, and the photos are let go.
      await markNoteProcessed(tx, noteId, fileKey, { text: made.text, textSource: made.textSource, preview, previewKeys: keys, html: made.html, fileSize });
      await replaceNoteTextChunks(tx, noteId, made.index.chunks);
      await settleIntents(tx, photoKeys.length ? [...keys, fileKey] : keys, [...previewKeys, ...photoKeys]);
      return [...previewKeys, ...photoKeys];
    });
    if (released.length) await removeStoredFiles(this.ds, this.storage, this.log, released);
  }

  /** No retry left: the note says why (a give-up without an error never overwrites a reason already given). */
  async markFailed({ noteId, fileKey }: NoteProcessingData, error: Error | null): Promise<void> {
    await markNoteFailed(this.ds, noteId, fileKey, reasonOf(error), error !== null);
  }
}

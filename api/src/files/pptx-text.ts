import path from 'node:path';
import { SaxesParser } from 'saxes';
import { withFileSource, type ByteSource } from './byte-source';
import { type ZipArchive, withZipArchive, ZipRefusedError } from './zip-archive';

/**
 * The words of a PowerPoint deck (Office Open XML), slide by slide in the deck's own order (the
 * presentation's slide list, not the part names, which keep their numbers when slides move):
 * each slide's title, its other text (shapes, tables) and its speaker notes, all of which are
 * words a student searches for. Also the deck's embedded thumbnail, when it has one, which is the
 * card image when no converter can draw the slides.
 */

export const PRESENTATION_PART = 'ppt/presentation.xml';
export const THUMBNAIL_PART = 'docProps/thumbnail.jpeg';
/** One slide's XML: far larger than any real slide's text, small enough to hold. */
const PART_MAX_BYTES = 8 * 1024 * 1024;
const THUMBNAIL_MAX_BYTES = 2 * 1024 * 1024;

export interface SlideText {
  /** 1-based, in the deck's order. */
  number: number;
  title: string;
  body: string;
  notes: string;
}

export interface DeckText {
  slides: SlideText[];
}

interface Relationship {
  type: string;
  target: string;
}

/** Parses an XML part, calling `onTag` for each opening tag and `onClose` for each closing one. */
function parseXml(
  xml: string,
  handlers: { open?: (name: string, attributes: Record<string, string>) => void; close?: (name: string) => void; text?: (text: string) => void },
): void {
  const parser = new SaxesParser({ xmlns: false });
  parser.on('opentag', (tag) => handlers.open?.(tag.name, tag.attributes as Record<string, string>));
  parser.on('closetag', (tag) => handlers.close?.(tag.name));
  if (handlers.text) parser.on('text', handlers.text);
  parser.write(xml).close();
}

async function readPart(archive: ZipArchive, name: string): Promise<string | null> {
  const entry = archive.find(name);
  return entry ? (await archive.read(entry, PART_MAX_BYTES)).toString('utf8') : null;
}

/** The relationships of a part (`ppt/slides/slide1.xml` -> `ppt/slides/_rels/slide1.xml.rels`), targets resolved to part names. */
async function relationshipsOf(archive: ZipArchive, part: string): Promise<Map<string, Relationship>> {
  const dir = path.posix.dirname(part);
  const xml = await readPart(archive, `${dir}/_rels/${path.posix.basename(part)}.rels`);
  const relationships = new Map<string, Relationship>();
  if (!xml) return relationships;
  parseXml(xml, {
    open(name, attributes) {
      if (name !== 'Relationship' || attributes.TargetMode === 'External' || !attributes.Id || !attributes.Target) return;
      const target = attributes.Target.startsWith('/') ? attributes.Target.slice(1) : path.posix.normalize(`${dir}/${attributes.Target}`);
      relationships.set(attributes.Id, { type: attributes.Type ?? '', target });
    },
  });
  return relationships;
}

/** The slide parts in the order the deck shows them. */
export async function slidePartsOf(archive: ZipArchive): Promise<string[]> {
  const xml = await readPart(archive, PRESENTATION_PART);
  if (!xml) throw new ZipRefusedError(`no ${PRESENTATION_PART}`);
  const ids: string[] = [];
  parseXml(xml, {
    open(name, attributes) {
      if (name === 'p:sldId' && attributes['r:id']) ids.push(attributes['r:id']);
    },
  });
  const relationships = await relationshipsOf(archive, PRESENTATION_PART);
  return ids.map((id) => relationships.get(id)?.target).filter((target): target is string => Boolean(target && archive.find(target)));
}

/**
 * A slide's (or notes page's) text by shape: the title placeholder's text apart, the rest as
 * paragraphs; slide numbers, dates and footers are left out (they repeat on every slide).
 */
export function shapesText(xml: string): { title: string; body: string } {
  const title: string[] = [];
  const body: string[] = [];
  let placeholder: string | null = null;
  let inShape = false;
  let inText = false;
  let paragraph = '';
  let shapeParagraphs: string[] = [];
  parseXml(xml, {
    open(name, attributes) {
      if (name === 'p:sp') {
        inShape = true;
        placeholder = null;
        shapeParagraphs = [];
      } else if (name === 'p:ph') placeholder = attributes.type ?? 'body';
      else if (name === 'a:p') paragraph = '';
      else if (name === 'a:t') inText = true;
      else if (name === 'a:br') paragraph += '\n';
    },
    text(text) {
      if (inText) paragraph += text;
    },
    close(name) {
      if (name === 'a:t') inText = false;
      else if (name === 'a:p') {
        const line = paragraph.trim();
        if (line) (inShape ? shapeParagraphs : body).push(line);
      } else if (name === 'p:sp') {
        inShape = false;
        if (placeholder === 'title' || placeholder === 'ctrTitle') title.push(...shapeParagraphs);
        else if (placeholder !== 'sldNum' && placeholder !== 'dt' && placeholder !== 'ftr' && placeholder !== 'hdr' && placeholder !== 'sldImg')
          body.push(...shapeParagraphs);
      }
    },
  });
  return { title: title.join(' '), body: body.join('\n') };
}

/** Reads the deck's slides and notes; stops reading slides once `maxChars` are out. */
export async function readDeck(archive: ZipArchive, maxChars: number): Promise<DeckText> {
  const slides: SlideText[] = [];
  let length = 0;
  for (const part of await slidePartsOf(archive)) {
    if (length >= maxChars) break;
    const xml = await readPart(archive, part);
    if (xml === null) continue;
    const { title, body } = shapesText(xml);
    const notesPart = [...(await relationshipsOf(archive, part)).values()].find((r) => r.type.endsWith('/notesSlide'))?.target;
    const notesXml = notesPart ? await readPart(archive, notesPart) : null;
    const notes = notesXml ? shapesText(notesXml).body : '';
    slides.push({ number: slides.length + 1, title, body, notes });
    length += title.length + body.length + notes.length + 16;
  }
  return { slides };
}

/**
 * The deck as plain text, one block a slide: "Slide 3: <title>", its text, its notes. The slide
 * titles also open the text as one line, so the words a lecturer chose as headings come first
 * (snippets and the first page preview show them).
 */
export function deckText(slides: readonly SlideText[]): string {
  const titles = slides.map((slide) => slide.title).filter(Boolean);
  const blocks = slides.map((slide) =>
    [`Slide ${slide.number}${slide.title ? `: ${slide.title}` : ''}`, slide.body, slide.notes ? `Notes: ${slide.notes}` : ''].filter(Boolean).join('\n'),
  );
  return [titles.length ? titles.join(' · ') : '', ...blocks].filter(Boolean).join('\n\n');
}

/** The deck at `filePath`, once the archive passed the zip limits with every entry inflated. */
export async function extractPptx(filePath: string, maxChars: number): Promise<DeckText> {
  return withFileSource(filePath, (source: ByteSource) =>
    withZipArchive(source, async (archive) => {
      await archive.verifyAll();
      return readDeck(archive, maxChars);
    }),
  );
}

/** Only the deck's embedded thumbnail (a JPEG PowerPoint saves), or null when it has none. */
export async function pptxThumbnail(filePath: string): Promise<Buffer | null> {
  return withFileSource(filePath, (source: ByteSource) =>
    withZipArchive(source, async (archive) => {
      const entry = archive.find(THUMBNAIL_PART);
      return entry ? archive.read(entry, THUMBNAIL_MAX_BYTES) : null;
    }),
  );
}

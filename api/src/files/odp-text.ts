import { SaxesParser } from 'saxes';
import { withFileSource, type ByteSource } from './byte-source';
import type { DeckText, SlideText } from './pptx-text';
import { type ZipArchive, withZipArchive } from './zip-archive';

/**
 * OpenDocument presentations (.odp, LibreOffice Impress and Google Slides' export): a zip whose
 * first entry `mimetype` names the type and whose `content.xml` holds every slide
 * (`draw:page`): its title frame (a `presentation:class` of `title`), its other text and its speaker
 * notes (`presentation:notes`). Macros live in `Basic/` or `Scripts/`; an encrypted package
 * says so in `META-INF/manifest.xml`.
 */

export const ODP_MIMETYPE = 'application/vnd.oasis.opendocument.presentation';
const CONTENT_PART = 'content.xml';
const MANIFEST_PART = 'META-INF/manifest.xml';
/** content.xml of a deck: text and shapes, no pictures (those are entries of their own). */
export const ODP_CONTENT_MAX_BYTES = 32 * 1024 * 1024;

/** The package's declared type (its `mimetype` entry), or null. */
export async function openDocumentMimetype(archive: ZipArchive): Promise<string | null> {
  const entry = archive.find('mimetype');
  if (!entry) return null;
  return (await archive.read(entry, 256)).toString('latin1').trim();
}

/** Macros: a Basic library or scripts stored in the package. */
export const openDocumentHasMacros = (archive: ZipArchive): boolean => archive.entries.some((entry) => /^(Basic|Scripts)\//.test(entry.fileName));

/** Encrypted: the manifest declares encryption data for its parts. */
export async function openDocumentIsEncrypted(archive: ZipArchive): Promise<boolean> {
  const entry = archive.find(MANIFEST_PART);
  if (!entry) return false;
  return (await archive.read(entry, 4 * 1024 * 1024)).toString('utf8').includes('encryption-data');
}

const FIELDS = new Set([
  'text:page-number',
  'text:page-count',
  'text:date',
  'text:time',
  'presentation:date-time',
  'presentation:footer',
  'presentation:header',
]);

/** The slides of content.xml, in order, with their text; stops collecting text (not counting) past `maxChars`. */
export function odpSlides(xml: string, maxChars = Number.MAX_SAFE_INTEGER): SlideText[] {
  const slides: SlideText[] = [];
  let slide: { title: string[]; body: string[]; notes: string[] } | null = null;
  let inNotes = 0;
  let titleDepth = 0;
  let paragraph: string | null = null;
  let paragraphDepth = 0;
  /** Inside a field (page number, date...): its text is the writer's placeholder, not the author's. */
  let field = 0;
  let length = 0;
  const parser = new SaxesParser({ xmlns: false });
  parser.on('opentag', (tag) => {
    const name = tag.name;
    const attributes = tag.attributes as Record<string, string>;
    if (name === 'draw:page') slide = { title: [], body: [], notes: [] };
    else if (!slide) return;
    else if (name === 'presentation:notes') inNotes++;
    else if (name === 'draw:frame' && attributes['presentation:class'] === 'title' && !inNotes) titleDepth++;
    else if (FIELDS.has(name)) field++;
    else if (name === 'text:p' || name === 'text:h') {
      if (paragraphDepth++ === 0) paragraph = '';
    } else if (paragraph !== null && (name === 'text:s' || name === 'text:tab')) paragraph += ' ';
    else if (paragraph !== null && name === 'text:line-break') paragraph += '\n';
  });
  parser.on('text', (text) => {
    if (paragraph !== null && !field && length < maxChars) paragraph += text;
  });
  parser.on('closetag', (tag) => {
    const name = tag.name;
    if (!slide) return;
    if (name === 'draw:page') {
      slides.push({ number: slides.length + 1, title: slide.title.join(' '), body: slide.body.join('\n'), notes: slide.notes.join('\n') });
      slide = null;
    } else if (FIELDS.has(name)) field--;
    else if (name === 'presentation:notes') inNotes--;
    else if (name === 'draw:frame' && titleDepth > 0 && !inNotes) titleDepth--;
    else if ((name === 'text:p' || name === 'text:h') && --paragraphDepth === 0 && paragraph !== null) {
      const line = paragraph.trim();
      paragraph = null;
      if (!line) return;
      length += line.length + 1;
      (inNotes ? slide.notes : titleDepth ? slide.title : slide.body).push(line);
    }
  });
  parser.write(xml).close();
  return slides;
}

/** How many slides content.xml has, without parsing it: the upload check's count. */
export const countOdpSlides = (xml: string): number => (xml.match(/<draw:page[\s>/]/g) ?? []).length;

export async function readOdpContent(archive: ZipArchive): Promise<string> {
  const entry = archive.find(CONTENT_PART);
  if (!entry) throw new Error(`no ${CONTENT_PART}`);
  return (await archive.read(entry, ODP_CONTENT_MAX_BYTES)).toString('utf8');
}

/** The deck at `filePath`, once the archive passed the zip limits with every entry inflated. */
export async function extractOdp(filePath: string, maxChars: number): Promise<DeckText> {
  return withFileSource(filePath, (source: ByteSource) =>
    withZipArchive(source, async (archive) => {
      await archive.verifyAll();
      return { slides: odpSlides(await readOdpContent(archive), maxChars) };
    }),
  );
}

export const ODP_THUMBNAIL_PART = 'Thumbnails/thumbnail.png';

/** The deck's own thumbnail (a PNG of the first slide every ODF writer saves), or null. */
export async function odpThumbnail(filePath: string): Promise<Buffer | null> {
  return withFileSource(filePath, (source: ByteSource) =>
    withZipArchive(source, async (archive) => {
      const entry = archive.find(ODP_THUMBNAIL_PART);
      return entry ? archive.read(entry, 2 * 1024 * 1024) : null;
    }),
  );
}

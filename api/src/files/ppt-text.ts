import CFB from 'cfb';
import { withFileSource } from './byte-source';
import { looksLikeCompoundFile } from './word-text';
import type { DeckText, SlideText } from './pptx-text';

/**
 * PowerPoint 97-2003 decks (.ppt): an OLE2 compound file with a "PowerPoint Document" stream of
 * records ([MS-PPT]: an 8-byte header of version/instance, type and length; a container's
 * version is 0xF and its body is more records). Read with cfb for the container and this walker
 * for the records: the slides (SlideContainer, in the stream's order), their text atoms (the
 * TextHeaderAtom before each says whether it is a title), the notes pages in the same order,
 * and the two things an upload refuses: encryption (CryptSession10Container) and macros (a VBA
 * storage).
 */

const STREAM = 2;
const MAX_PPT_BYTES = 100 * 1024 * 1024;
/** The record types this reader looks at ([MS-PPT] 2.13.24 RecordType: RT_Slide is SLIDE, and so on). */
const RT = {
  SLIDE: 0x03ee,
  NOTES: 0x03f0,
  NOTES_ATOM: 0x03f1,
  SLIDE_LIST: 0x0ff0,
  SLIDE_PERSIST: 0x03f3,
  TEXT_HEADER: 0x0f9f,
  TEXT_CHARS: 0x0fa0,
  TEXT_BYTES: 0x0fa8,
  CRYPT_SESSION: 0x2f14,
} as const;
/** TextHeaderAtom types of a title: Tx_TYPE_TITLE and Tx_TYPE_CENTERTITLE; Tx_TYPE_NOTES is speaker notes. */
const TITLE_TYPES = new Set([0, 6]);
const NOTES_TYPE = 2;
/** A first line this short on a slide without a title placeholder is read as its title. */
const TITLE_GUESS_MAX = 120;
/** Records deeper than this are not walked: no real deck nests so far, a crafted one may. */
const MAX_DEPTH = 32;

export interface LegacyDeck {
  encrypted: boolean;
  macros: boolean;
  slides: SlideText[];
}

/** The "PowerPoint Document" stream and the container's entry names, or null when this is no PowerPoint 97-2003 file. */
function pptStreams(bytes: Buffer): { document: Buffer; names: string[] } | null {
  if (bytes.length > MAX_PPT_BYTES || !looksLikeCompoundFile(bytes)) return null;
  try {
    const container = CFB.read(bytes, { type: 'buffer' });
    const entry = CFB.find(container, '/PowerPoint Document');
    if (!entry || entry.type !== STREAM) return null;
    return { document: Buffer.from(entry.content), names: container.FileIndex.map((e) => e.name) };
  } catch {
    return null; // cfb throws plain errors for every kind of damage
  }
}

interface Piece {
  text: string;
  textType: number;
}

/** Walks the records of `bytes[start, end)`, calling `visit` for each; containers are walked into unless visit returns false. */
function walk(bytes: Buffer, start: number, end: number, depth: number, visit: (type: number, body: Buffer, instance: number) => boolean | void): void {
  let at = start;
  while (at + 8 <= end) {
    const verInstance = bytes.readUInt16LE(at);
    const type = bytes.readUInt16LE(at + 2);
    const length = bytes.readUInt32LE(at + 4);
    const bodyStart = at + 8;
    const bodyEnd = Math.min(end, bodyStart + length);
    const isContainer = (verInstance & 0x0f) === 0x0f;
    const descend = visit(type, bytes.subarray(bodyStart, bodyEnd), verInstance >> 4);
    if (isContainer && descend !== false && depth < MAX_DEPTH) walk(bytes, bodyStart, bodyEnd, depth + 1, visit);
    at = bodyStart + length;
  }
}

/** The text atoms of one record tree, in order, each marked title or not by the TextHeaderAtom before it. */
function piecesOf(body: Buffer): Piece[] {
  const pieces: Piece[] = [];
  let textType = -1;
  walk(body, 0, body.length, 1, (type, content) => {
    if (type === RT.TEXT_HEADER && content.length >= 4) textType = content.readUInt32LE(0);
    else if (type === RT.TEXT_CHARS || type === RT.TEXT_BYTES) {
      const text = (type === RT.TEXT_CHARS ? content.toString('utf16le') : content.toString('latin1')).replace(/[\r\u000b]/g, '\n').trim();
      if (text) pieces.push({ text, textType });
    }
  });
  return pieces;
}

/** Reads a legacy deck: its slides' text and notes, slide count, encryption and macros; null when the bytes are no .ppt. */
export function readLegacyDeck(bytes: Buffer, maxChars = Number.MAX_SAFE_INTEGER): LegacyDeck | null {
  const streams = pptStreams(bytes);
  if (!streams) return null;
  const { document, names } = streams;
  const macros = names.some((name) => name === '_VBA_PROJECT_CUR' || name === 'VBA');
  const encrypted = names.includes('EncryptedSummary');
  const slides: Piece[][] = [];
  /** Speaker notes by the id of their slide (NotesAtom.slideIdRef); the notes master has none. */
  const notes = new Map<number, string>();
  /** Slide ids in the deck's order (the slide list's SlidePersistAtoms). */
  const slideIds: number[] = [];
  let listInstance = -1;
  let crypt = false;
  let length = 0;
  walk(document, 0, document.length, 0, (type, body, instance) => {
    if (type === RT.CRYPT_SESSION) crypt = true;
    else if (type === RT.SLIDE_LIST) listInstance = instance;
    else if (type === RT.SLIDE_PERSIST && listInstance === 0 && body.length >= 16) slideIds.push(body.readUInt32LE(12));
    else if (type === RT.SLIDE) {
      // Slides are counted however long the text already is; their text only up to maxChars.
      const pieces = length < maxChars ? piecesOf(body) : [];
      length += pieces.reduce((sum, piece) => sum + piece.text.length, 0);
      slides.push(pieces);
      return false;
    } else if (type === RT.NOTES) {
      const atom = body.length >= 16 && body.readUInt16LE(2) === RT.NOTES_ATOM ? body.readUInt32LE(8) : 0;
      if (atom !== 0 && atom < 0x80000000 && length < maxChars) {
        // A notes page repeats its slide's image and number; its notes placeholder is the speaker notes.
        const text = piecesOf(body)
          .filter((p) => p.textType === NOTES_TYPE)
          .map((p) => p.text)
          .join('\n');
        length += text.length;
        if (text) notes.set(atom, text);
      }
      return false;
    }
  });
  return {
    encrypted: encrypted || crypt,
    macros,
    slides: slides.map((pieces, i) => {
      let titled = pieces.filter((p) => TITLE_TYPES.has(p.textType));
      let rest = pieces.filter((p) => !TITLE_TYPES.has(p.textType));
      // Without a title placeholder (decks converted by other programs), a short first line is the title.
      if (titled.length === 0 && rest[0] && rest[0].text.length <= TITLE_GUESS_MAX && !rest[0].text.includes('\n'))
        [titled, rest] = [rest.slice(0, 1), rest.slice(1)];
      return {
        number: i + 1,
        title: titled.map((p) => p.text).join(' '),
        body: rest.map((p) => p.text).join('\n'),
        notes: slideIds[i] !== undefined ? (notes.get(slideIds[i]) ?? '') : '',
      };
    }),
  };
}

/** The deck at `filePath` (read whole: a .ppt is at most the upload limit). */
export async function extractPpt(filePath: string, maxChars: number): Promise<DeckText> {
  return withFileSource(filePath, async (source) => {
    const deck = readLegacyDeck(await source.read(0, source.size), maxChars);
    if (!deck) throw new Error('not a PowerPoint 97-2003 deck');
    return { slides: deck.slides };
  });
}

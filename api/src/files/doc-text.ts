import type { ByteSource } from './byte-source';
import { CompoundFileError, openCompoundFile } from './compound-file';

/**
 * Best-effort text of a Word 97-2003 document ([MS-DOC]). The text lives in the WordDocument
 * stream as pieces listed by the piece table (the CLX in the 0Table or 1Table stream); each
 * piece is either UTF-16LE or "compressed" Windows-1252. When the structure is not what Word
 * 97+ writes (Word 6/95 files, damage), printable runs of the stream are taken instead.
 */

const WORD_IDENT = 0xa5ec;
const FLAG_ENCRYPTED = 0x0100;
const FLAG_TABLE_1 = 0x0200;
const CLX_INDEX = 33; // fcClx/lcbClx is the 34th pair of FibRgFcLcb97
const MAX_STREAM_BYTES = 64 * 1024 * 1024;
const MIN_RUN = 4;

interface Piece {
  start: number;
  end: number;
  fc: number;
  compressed: boolean;
}

/** Offsets into the File Information Block that depend on its variable-length arrays. */
function readFib(word: Buffer): { flags: number; fcClx: number; lcbClx: number } | null {
  if (word.length < 34 || word.readUInt16LE(0) !== WORD_IDENT) return null;
  const flags = word.readUInt16LE(0x0a);
  const csw = word.readUInt16LE(32);
  const cslwAt = 34 + csw * 2;
  if (cslwAt + 2 > word.length) return null;
  const cslw = word.readUInt16LE(cslwAt);
  const cbRgFcLcbAt = cslwAt + 2 + cslw * 4;
  if (cbRgFcLcbAt + 2 > word.length) return null;
  const pairs = word.readUInt16LE(cbRgFcLcbAt);
  const clxAt = cbRgFcLcbAt + 2 + CLX_INDEX * 8;
  if (pairs <= CLX_INDEX || clxAt + 8 > word.length) return null;
  return { flags, fcClx: word.readUInt32LE(clxAt), lcbClx: word.readUInt32LE(clxAt + 4) };
}

/** The piece table: skip the Prc blocks (formatting), then read the Pcdt. */
function readPieces(clx: Buffer): Piece[] | null {
  let at = 0;
  while (at < clx.length && clx[at] === 0x01) {
    if (at + 3 > clx.length) return null;
    at += 3 + clx.readInt16LE(at + 1);
  }
  if (at + 5 > clx.length || clx[at] !== 0x02) return null;
  const size = clx.readUInt32LE(at + 1);
  const plc = clx.subarray(at + 5, at + 5 + size);
  if (plc.length !== size || size < 4 || (size - 4) % 12 !== 0) return null;
  const count = (size - 4) / 12;
  const pieces: Piece[] = [];
  for (let i = 0; i < count; i++) {
    const start = plc.readUInt32LE(4 * i);
    const end = plc.readUInt32LE(4 * (i + 1));
    const raw = plc.readUInt32LE(4 * (count + 1) + 8 * i + 2);
    if (end < start) return null;
    pieces.push({ start, end, fc: raw & 0x3fffffff, compressed: (raw & 0x40000000) !== 0 });
  }
  return pieces;
}

const windows1252 = new TextDecoder('windows-1252');

function piecesText(word: Buffer, pieces: Piece[], maxChars: number): string | null {
  let text = '';
  for (const piece of pieces) {
    const chars = Math.min(piece.end - piece.start, maxChars - text.length);
    if (chars <= 0) break;
    const offset = piece.compressed ? piece.fc / 2 : piece.fc;
    const bytes = piece.compressed ? chars : chars * 2;
    if (offset + bytes > word.length) return null;
    const slice = word.subarray(offset, offset + bytes);
    text += piece.compressed ? windows1252.decode(slice) : slice.toString('utf16le');
  }
  return text;
}

/**
 * Word's special characters: paragraph and cell marks become line breaks, field instructions
 * (between 0x13 and 0x14, or 0x15 when a field has no result) are dropped, anchors removed.
 */
export function cleanWordText(text: string): string {
  let out = '';
  const fields: boolean[] = []; // per open field: still in its instruction part?
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if (code === 0x13) fields.push(true);
    else if (code === 0x14) {
      if (fields.length) fields[fields.length - 1] = false;
    } else if (code === 0x15) fields.pop();
    else if (fields.some((inInstruction) => inInstruction)) continue;
    else if (code === 0x0d || code === 0x0b || code === 0x0c) out += '\n';
    else if (code === 0x07) out += '\t';
    else if (code === 0x1e) out += '-';
    else if (code === 0x09 || code >= 0x20) out += ch;
  }
  return out;
}

function isPrintable(code: number): boolean {
  return (code >= 0x20 && code < 0x7f) || code === 0x09 || code === 0x0a || code === 0x0d || (code >= 0xa0 && code <= 0x24f);
}

/**
 * Runs of at least four printable characters, read both as UTF-16LE and as single bytes; each
 * reading stops once it has `maxChars` characters.
 */
export function printableRuns(bytes: Buffer, maxChars: number): string {
  const runs: { at: number; text: string }[] = [];
  let start = -1;
  let text = '';
  let kept = 0;
  const flush = () => {
    if (text.trim().length >= MIN_RUN) {
      runs.push({ at: start, text });
      kept += text.length;
    }
    start = -1;
    text = '';
  };
  for (let i = 0; i + 1 < bytes.length && kept < maxChars; i += 2) {
    const code = bytes.readUInt16LE(i);
    if (!isPrintable(code)) flush();
    else {
      if (start < 0) start = i;
      text += String.fromCharCode(code);
    }
  }
  flush();
  kept = 0;
  for (let i = 0; i < bytes.length && kept < maxChars; i++) {
    const code = bytes[i];
    if (!((code >= 0x20 && code < 0x7f) || code === 0x09 || code === 0x0a || code === 0x0d)) flush();
    else {
      if (start < 0) start = i;
      text += String.fromCharCode(code);
    }
  }
  flush();
  return runs
    .sort((a, b) => a.at - b.at)
    .map((run) => run.text)
    .join('\n');
}

export async function extractDocText(source: ByteSource, maxChars: number): Promise<string> {
  const file = await openCompoundFile(source);
  const wordEntry = file.findStream('WordDocument');
  if (!wordEntry) throw new CompoundFileError('no WordDocument stream');
  const word = await file.readStream(wordEntry, MAX_STREAM_BYTES);
  const fib = readFib(word);
  if (fib && fib.flags & FLAG_ENCRYPTED) return '';
  if (fib && fib.lcbClx > 0) {
    const tableEntry = file.findStream(fib.flags & FLAG_TABLE_1 ? '1Table' : '0Table');
    if (tableEntry) {
      const table = await file.readStream(tableEntry, MAX_STREAM_BYTES);
      const pieces = readPieces(table.subarray(fib.fcClx, fib.fcClx + fib.lcbClx));
      // Cleaning drops field codes, so collect some slack beyond the limit before it.
      const text = pieces ? piecesText(word, pieces, maxChars * 2) : null;
      if (text !== null) return cleanWordText(text);
    }
  }
  return printableRuns(word, maxChars);
}

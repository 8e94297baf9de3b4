import type { ByteSource } from './byte-source';
import { DEFAULT_ZIP_LIMITS, readZipDirectory, readZipEntry, ZipRefusedError } from './zip-inspect';

/**
 * The text of a DOCX's main part (word/document.xml). Only character data inside text elements
 * counts (`w:t`, and `m:t`/`a:t` for equations and drawings): field instructions, deleted
 * revisions and attributes are markup, not text. Paragraphs and breaks become line breaks.
 */

const ENTITY: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

export function decodeXmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (whole, body: string) => {
    if (body[0] !== '#') return ENTITY[body] ?? whole;
    const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '';
  });
}

/** The local name of a tag (`w:t` -> `t`), and whether it closes or is empty. */
function parseTag(tag: string): { name: string; closing: boolean; empty: boolean } | null {
  const match = /^<(\/?)(?:[A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)/.exec(tag);
  if (!match) return null; // comments, processing instructions, CDATA markers
  return { name: match[2], closing: match[1] === '/', empty: tag.endsWith('/>') };
}

/**
 * Converts WordprocessingML to plain text, stopping once `maxChars` characters are collected, so
 * the work is bounded by what is kept, not by the size of the XML.
 */
export function wordXmlToText(xml: string, maxChars: number): string {
  const out: string[] = [];
  let length = 0;
  let inText = false;
  const push = (piece: string) => {
    out.push(piece);
    length += piece.length;
  };
  const tags = /<[^>]*>/g;
  let last = 0;
  for (let match = tags.exec(xml); match && length < maxChars; match = tags.exec(xml)) {
    if (inText && match.index > last) push(decodeXmlEntities(xml.slice(last, match.index)));
    last = match.index + match[0].length;
    const tag = parseTag(match[0]);
    if (!tag) continue;
    if (tag.name === 't') {
      inText = !tag.closing && !tag.empty;
      continue;
    }
    if (tag.name === 'p') {
      if (tag.closing || tag.empty) push('\n');
      continue;
    }
    if (tag.closing) continue;
    if (tag.name === 'br' || tag.name === 'cr') push('\n');
    else if (tag.name === 'noBreakHyphen') push('-');
    // A run's tab is `<w:tab/>`; a tab stop in paragraph properties has attributes and is no text.
    else if (tag.name === 'tab' && !match[0].includes('=')) push('\t');
  }
  return out.join('');
}

const MAIN_PART = 'word/document.xml';

export async function extractDocxText(source: ByteSource, maxChars: number): Promise<string> {
  const entries = await readZipDirectory(source, DEFAULT_ZIP_LIMITS);
  const main = entries.find((entry) => entry.name === MAIN_PART);
  if (!main) throw new ZipRefusedError(`no ${MAIN_PART}`);
  const xml = await readZipEntry(source, main, DEFAULT_ZIP_LIMITS.maxTotalUncompressedBytes);
  return wordXmlToText(xml.toString('utf8'), maxChars);
}

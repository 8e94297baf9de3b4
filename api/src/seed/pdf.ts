import { createHash } from 'node:crypto';

/**
 * A minimal but valid PDF 1.4 writer for text documents: A4 pages, the standard Helvetica
 * fonts (no embedding needed), WinAnsi text, one content stream per page and an exact
 * cross-reference table, so viewers open it without repair and text extractors
 * (pdftotext, pdf.js) read the words back.
 */

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 64;
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const FOOTER_Y = 36;

interface TextStyle {
  font: 'F1' | 'F2';
  size: number;
  leading: number;
}
const BODY: TextStyle = { font: 'F1', size: 11, leading: 15 };
const TITLE: TextStyle = { font: 'F2', size: 18, leading: 24 };
const FOOTER: TextStyle = { font: 'F1', size: 8, leading: 10 };

/** Helvetica advance widths (1/1000 em) for WinAnsi codes 32-126, from the standard AFM. */
const HELVETICA_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584,
  556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278,
  469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260,
  334, 584,
];
// Bold glyphs are a little wider; wrapping only needs to err on the safe side.
const BOLD_FACTOR = 1.1;

/** Characters outside Latin-1 that WinAnsiEncoding still has, at their Windows-1252 codes. */
const WIN_ANSI_EXTRAS: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};
const WIDE_EXTRAS = new Set([0x85, 0x89, 0x97, 0x99, 0x8c, 0x9c]);

/** Common symbols in study notes that WinAnsi lacks, spelled so that they still read right. */
const SPELLED_OUT: Record<string, string> = { '→': '->', '←': '<-', '⇒': '=>', '≤': '<=', '≥': '>=', '≠': '!=', '≈': '~', '−': '-' };

const PLAIN_ASCII = /^[\x20-\x7e]*$/;

/**
 * Text as a WinAnsi "byte string": one char per byte, code 0-255, ready for the content
 * stream. What the standard fonts cannot show becomes '?'.
 */
function toWinAnsi(text: string): string {
  if (PLAIN_ASCII.test(text)) return text;
  let out = '';
  const spelled = text.normalize('NFC').replace(/[→←⇒≤≥≠≈−]/g, (ch) => SPELLED_OUT[ch]);
  for (const ch of spelled) {
    const cp = ch.codePointAt(0)!;
    if (ch === '\t' || ch === '\n' || ch === '\r') out += ' ';
    else if ((cp >= 32 && cp <= 126) || (cp >= 0xa0 && cp <= 0xff)) out += ch;
    else if (WIN_ANSI_EXTRAS[ch] !== undefined) out += String.fromCharCode(WIN_ANSI_EXTRAS[ch]);
    else {
      // Accented letters outside Latin-1 (e.g. 'ā' in Sanskrit transliteration) keep their base letter.
      const base = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      out += base.length === 1 && PLAIN_ASCII.test(base) ? base : '?';
    }
  }
  return out;
}

function codeWidth(code: number): number {
  if (code >= 32 && code <= 126) return HELVETICA_WIDTHS[code - 32];
  return WIDE_EXTRAS.has(code) ? 1000 : 556;
}

/** Width in points of a WinAnsi string at a style's size. */
function widthOf(text: string, scale: number): number {
  let units = 0;
  for (let i = 0; i < text.length; i++) units += codeWidth(text.charCodeAt(i));
  return units * scale;
}

/** Greedy word wrap to the text width; a word longer than a line is split. */
function wrap(text: string, style: TextStyle): string[] {
  const scale = (style.size * (style.font === 'F2' ? BOLD_FACTOR : 1)) / 1000;
  const space = codeWidth(32) * scale;
  const lines: string[] = [];
  let line = '';
  let width = 0;
  for (let word of toWinAnsi(text).split(' ')) {
    if (!word) continue;
    let w = widthOf(word, scale);
    if (line && width + space + w <= TEXT_WIDTH) {
      line += ' ' + word;
      width += space + w;
      continue;
    }
    if (line) lines.push(line);
    while (w > TEXT_WIDTH) {
      let cut = word.length - 1;
      while (cut > 1 && widthOf(word.slice(0, cut), scale) > TEXT_WIDTH) cut--;
      lines.push(word.slice(0, cut));
      word = word.slice(cut);
      w = widthOf(word, scale);
    }
    line = word;
    width = w;
  }
  if (line) lines.push(line);
  return lines;
}

/** A PDF literal string: delimiters escaped, bytes outside printable ASCII as octal escapes. */
function pdfString(winAnsi: string): string {
  const escaped = winAnsi.replace(/[()\\]/g, '\\$&').replace(/[^\x20-\x7e]/g, (ch) => '\\' + ch.charCodeAt(0).toString(8).padStart(3, '0'));
  return `(${escaped})`;
}

/** Metadata strings in UTF-16BE with a byte-order mark: any Unicode title survives. */
function pdfUnicodeString(text: string): string {
  const hex = Buffer.from(text, 'utf16le').swap16().toString('hex').toUpperCase();
  return `<FEFF${hex}>`;
}

interface PlacedLine {
  style: TextStyle;
  text: string;
  y: number;
}

function layout(title: string, paragraphs: readonly string[]): PlacedLine[][] {
  const pages: PlacedLine[][] = [[]];
  const top = PAGE_HEIGHT - MARGIN;
  let y = top;
  const place = (style: TextStyle, text: string, gapBefore: number) => {
    y -= gapBefore + style.leading;
    if (y < MARGIN) {
      pages.push([]);
      y = top - style.leading;
    }
    pages[pages.length - 1].push({ style, text, y });
  };
  for (const line of wrap(title, TITLE)) place(TITLE, line, 0);
  y -= 6;
  for (const paragraph of paragraphs) {
    wrap(paragraph, BODY).forEach((line, i) => place(BODY, line, i === 0 ? 7 : 0));
  }
  return pages;
}

function contentStream(lines: PlacedLine[], footer: string): string {
  let ops = '';
  for (const { style, text, y } of lines) ops += `BT /${style.font} ${style.size} Tf ${MARGIN} ${y} Td ${pdfString(text)} Tj ET\n`;
  return ops + `0.4 g BT /${FOOTER.font} ${FOOTER.size} Tf ${MARGIN} ${FOOTER_Y} Td ${pdfString(toWinAnsi(footer))} Tj ET`;
}

function pdfDate(date: Date): string {
  return `D:${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;
}

export interface PdfOptions {
  /** Stored as the creation date; fixed by default so equal input gives equal bytes. */
  created?: Date;
}

export function makePdf(title: string, paragraphs: readonly string[], options: PdfOptions = {}): Buffer {
  const pages = layout(title, paragraphs);
  const created = options.created ?? new Date(Date.UTC(2024, 0, 1));

  // Object numbers: 1 catalog, 2 page tree, 3-4 fonts, 5 info, then a page and its content each.
  const pageIds = pages.map((_, i) => 6 + 2 * i);
  const bodies: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title ${pdfUnicodeString(title)} /Producer (CampusNotes) /CreationDate (${pdfDate(created)}) >>`,
  ];
  pages.forEach((lines, i) => {
    const stream = contentStream(lines, `CampusNotes  |  page ${i + 1} of ${pages.length}`);
    bodies.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> /ProcSet [/PDF /Text] >> /Contents ${pageIds[i] + 1} 0 R >>`,
      // The stream is pure ASCII (non-ASCII text is octal-escaped), so length in chars is length in bytes.
      `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    );
  });

  // Latin-1 keeps one char per byte, so string lengths are the byte offsets the xref needs.
  let out = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  bodies.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefAt = out.length;
  out += `xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  const id = createHash('md5').update(out, 'latin1').digest('hex');
  out += `trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R /Info 5 0 R /ID [<${id}> <${id}>] >>\n` + `startxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

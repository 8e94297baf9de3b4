import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32, inflateRawSync } from 'node:zlib';
import { makeDocx, makePdf, makeTxt } from './documents';

const TITLE = 'Unit 3: Process Scheduling — complete notes';
const PARAGRAPHS = [
  'Round Robin scheduling gives every ready process a fixed time quantum (the slice), so response time stays low.',
  'Escapes matter: a backslash \\ and unbalanced parentheses ( or ) must survive, and so must café and “quotes”.',
  'Shortest Job First minimises average waiting time, but it needs an estimate of the next CPU burst & can starve <long> jobs.',
];
let scratch: string;
beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-documents-'));
});
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const LONG = Array.from(
  { length: 40 },
  (_, i) => `Paragraph ${i + 1}: the dispatcher performs the context switch and jumps to the proper location in the user program.`,
);

/** Reads a ZIP's central directory and checks each entry against its local header and CRC. */
function readZip(buffer: Buffer): Map<string, Buffer> {
  const end = buffer.length - 22;
  expect(buffer.readUInt32LE(end)).toBe(0x06054b50);
  const count = buffer.readUInt16LE(end + 10);
  const directorySize = buffer.readUInt32LE(end + 12);
  let at = buffer.readUInt32LE(end + 16);
  expect(at + directorySize).toBe(end);
  const entries = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    expect(buffer.readUInt32LE(at)).toBe(0x02014b50);
    const method = buffer.readUInt16LE(at + 10);
    const crc = buffer.readUInt32LE(at + 16);
    const compressedSize = buffer.readUInt32LE(at + 20);
    const size = buffer.readUInt32LE(at + 24);
    const nameLength = buffer.readUInt16LE(at + 28);
    const extraLength = buffer.readUInt16LE(at + 30);
    const commentLength = buffer.readUInt16LE(at + 32);
    const localAt = buffer.readUInt32LE(at + 42);
    const name = buffer.toString('utf8', at + 46, at + 46 + nameLength);

    expect(buffer.readUInt32LE(localAt)).toBe(0x04034b50);
    expect(buffer.readUInt16LE(localAt + 8)).toBe(method);
    expect(buffer.readUInt32LE(localAt + 14)).toBe(crc);
    expect(buffer.readUInt32LE(localAt + 18)).toBe(compressedSize);
    expect(buffer.toString('utf8', localAt + 30, localAt + 30 + nameLength)).toBe(name);
    const dataAt = localAt + 30 + nameLength + buffer.readUInt16LE(localAt + 28);
    const stored = buffer.subarray(dataAt, dataAt + compressedSize);
    const data = method === 8 ? inflateRawSync(stored) : stored;
    expect(data.length).toBe(size);
    expect(crc32(data)).toBe(crc);
    entries.set(name, data);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function xmlEscaped(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

describe('makePdf', () => {
  const pdf = makePdf(TITLE, PARAGRAPHS);
  const text = pdf.toString('latin1');

  it('is a PDF 1.4 file ending with its trailer', () => {
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.endsWith('%%EOF\n')).toBe(true);
  });

  it('has a cross-reference table whose offsets point at each object', () => {
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 5)).toBe('xref\n');
    const [, first, size] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref)) ?? [];
    expect(Number(first)).toBe(0);
    const entries = text
      .slice(startxref)
      .split('\n')
      .slice(2, 2 + Number(size));
    expect(entries[0]).toBe('0000000000 65535 f ');
    entries.slice(1).forEach((entry, i) => {
      expect(entry).toMatch(/^\d{10} 00000 n $/);
      const offset = Number(entry.slice(0, 10));
      expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
    });
    expect(text).toContain(`/Size ${size} /Root 1 0 R`);
  });

  it('declares each content stream with its exact length', () => {
    for (const match of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
      const start = match.index! + match[0].length;
      expect(text.slice(start + Number(match[1]), start + Number(match[1]) + 10)).toBe('\nendstream');
    }
  });

  it('writes the words in Helvetica with delimiters escaped', () => {
    expect(text).toContain('/BaseFont /Helvetica ');
    expect(text).toContain('Round Robin scheduling gives every ready process a fixed time quantum');
    expect(text).toContain('a backslash \\\\ and unbalanced parentheses \\( or \\) must survive');
    // Non-ASCII as WinAnsi octal escapes: é is \351, the em dash \227.
    expect(text).toContain('caf\\351');
    expect(text).toContain('Process Scheduling \\227 complete notes');
  });

  it('wraps long text onto more pages', () => {
    const long = makePdf('Long notes', LONG).toString('latin1');
    const pages = Number(/\/Count (\d+)/.exec(long)?.[1]);
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(long.match(/\/Type \/Page /g)).toHaveLength(pages);
    // No line runs past the right margin: the longest shown string stays well below a page width of text.
    const longest = Math.max(...[...long.matchAll(/Td \((.*)\) Tj/g)].map((m) => m[1].length));
    expect(longest).toBeLessThan(110);
  });

  it('gives equal bytes for equal input', () => {
    expect(makePdf(TITLE, PARAGRAPHS).equals(pdf)).toBe(true);
  });

  const pdftotext = spawnSync('pdftotext', ['-v']).error === undefined;
  (pdftotext ? it : it.skip)('reads back with pdftotext', () => {
    const file = path.join(scratch, 'notes.pdf');
    fs.writeFileSync(file, makePdf(TITLE, [...PARAGRAPHS, ...LONG]));
    const out = spawnSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    expect(out.status).toBe(0);
    expect(out.stderr).toBe('');
    const words = out.stdout.replace(/\s+/g, ' ');
    expect(words).toContain('Unit 3: Process Scheduling — complete notes');
    expect(words).toContain('a backslash \\ and unbalanced parentheses ( or ) must survive, and so must café and “quotes”.');
    expect(words).toContain('Paragraph 40: the dispatcher performs the context switch');
  });
});

describe('makeDocx', () => {
  const docx = makeDocx(TITLE, PARAGRAPHS);

  it('is a zip of the Office Open XML parts, content types first', () => {
    expect(docx.readUInt32LE(0)).toBe(0x04034b50);
    const entries = readZip(docx);
    expect([...entries.keys()]).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/document.xml', 'docProps/core.xml']);
    expect(entries.get('[Content_Types].xml')!.toString()).toContain(
      'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"',
    );
    expect(entries.get('_rels/.rels')!.toString()).toContain('Target="word/document.xml"');
  });

  it('has a document.xml that inflates back to the title and paragraphs', () => {
    const xml = readZip(docx).get('word/document.xml')!.toString('utf8');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>')).toBe(true);
    expect(xml.endsWith('</w:body></w:document>')).toBe(true);
    expect(xml).toContain(`<w:t xml:space="preserve">${xmlEscaped(TITLE)}</w:t>`);
    for (const paragraph of PARAGRAPHS) expect(xml).toContain(`<w:t xml:space="preserve">${xmlEscaped(paragraph)}</w:t>`);
    expect(xml.match(/<w:p>/g)).toHaveLength(PARAGRAPHS.length + 1);
  });

  it('keeps the title in the core properties', () => {
    expect(readZip(docx).get('docProps/core.xml')!.toString()).toContain(`<dc:title>${xmlEscaped(TITLE)}</dc:title>`);
  });

  it('gives equal bytes for equal input', () => {
    expect(makeDocx(TITLE, PARAGRAPHS).equals(docx)).toBe(true);
  });

  const unzip = spawnSync('unzip', ['-v']).error === undefined;
  (unzip ? it : it.skip)('passes unzip -t', () => {
    const file = path.join(scratch, 'notes.docx');
    fs.writeFileSync(file, docx);
    const out = spawnSync('unzip', ['-t', file], { encoding: 'utf8' });
    expect(out.status).toBe(0);
    expect(out.stdout).toContain('No errors detected');
  });
});

describe('makeTxt', () => {
  it('is UTF-8 text: the title, then the paragraphs, separated by blank lines', () => {
    expect(makeTxt(TITLE, PARAGRAPHS).toString('utf8')).toBe(`${[TITLE, ...PARAGRAPHS].join('\n\n')}\n`);
  });
});

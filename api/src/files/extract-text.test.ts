import { readdirSync, readFileSync } from 'node:fs';
import { detectDocumentTypeFromFile } from './document-type';
import { extractText, extractTextWithStatus, normaliseText } from './extract-text';
import { makeDocx, makePdf, makeTxt } from '../seed/documents';
import { zip } from '../seed/zip';
import { lyingZip } from '../../test/fixtures/lying-zip';
import { tempFilesForFile } from '../../test/temp-files';

/** Process ids of PDF text children of this process (from /proc: Linux only, like CI). */
function pdfChildren(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return ppid === process.pid && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('pdf-text.child.cjs');
      } catch {
        return false; // exited while we looked
      }
    })
    .map(Number);
}

const { save: saved, pathOf } = tempFilesForFile('extract-text-');

/** Where an entry's (stored or deflated) data starts, found through its local header. */
function entryDataOffset(archive: Buffer, name: string): number {
  const signature = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
  for (let at = archive.indexOf(signature); at >= 0; at = archive.indexOf(signature, at + 1)) {
    const nameLength = archive.readUInt16LE(at + 26);
    if (archive.toString('utf8', at + 30, at + 30 + nameLength) === name) return at + 30 + nameLength + archive.readUInt16LE(at + 28);
  }
  throw new Error(`no local header for ${name}`);
}

const paragraphs = [
  'Photosynthesis converts light energy into chemical energy in the chloroplasts.',
  'The Calvin cycle fixes carbon dioxide; résumé of the light reactions: water is split & oxygen <released>.',
];

/** About 40 pages of distinct numbered paragraphs. */
const longParagraphs = Array.from(
  { length: 1200 },
  (_, i) => `Paragraph ${i + 1} on thermodynamics: entropy, enthalpy and the Gibbs free energy of reaction number ${i + 1}.`,
);

describe('extractText', () => {
  it('reads the words of a generated PDF back, page after page (pdf.js in a child process)', async () => {
    const path = await saved(makePdf('Plant Biology', paragraphs), 'biology.pdf');
    const type = await detectDocumentTypeFromFile(path);
    const result = await extractTextWithStatus(path, type);
    expect(result.status).toBe('ok');
    expect(result.text).toContain('Plant Biology');
    expect(result.text).toContain('Photosynthesis converts light energy into chemical energy');
    expect(result.text).toContain('résumé of the light reactions');
    expect(result.text).toContain('water is split & oxygen');
  });

  it('reads the last page of a long PDF and cuts the text at maxChars', async () => {
    const path = await saved(makePdf('Thermodynamics', longParagraphs), 'long.pdf');
    const full = await extractText(path, 'pdf', { timeoutMs: 30_000 });
    expect(full).toContain('Paragraph 1200 on thermodynamics');
    const cut = await extractText(path, 'pdf', { maxChars: 500, timeoutMs: 30_000 });
    expect(cut.length).toBeLessThanOrEqual(500);
    expect(cut.length).toBeGreaterThan(400);
    expect(full.startsWith(cut)).toBe(true);
  });

  it('gives up on a PDF past the time limit: empty text, status timeout, in bounded time', async () => {
    const path = await saved(makePdf('Thermodynamics', longParagraphs), 'slow.pdf');
    const started = Date.now();
    const result = await extractTextWithStatus(path, 'pdf', { timeoutMs: 1 });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(result).toMatchObject({ text: '', status: 'timeout' });
    // The child was killed, not left running: no pdf.js process outlives its deadline.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(pdfChildren()).toEqual([]);
    // The child slot was given back: a normal extraction still works afterwards.
    await expect(extractText(path, 'pdf', { maxChars: 100, timeoutMs: 30_000 })).resolves.toContain('Thermodynamics');
  });

  it('returns empty text with status failed for a damaged PDF', async () => {
    const path = await saved(Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> garbage garbage\n'), 'broken.pdf');
    const result = await extractTextWithStatus(path, 'pdf', { timeoutMs: 30_000 });
    expect(result.text).toBe('');
    expect(result.status).toBe('failed');
    expect(result.error).toBeInstanceOf(Error);
  });

  it('reads a DOCX: paragraphs on their own lines, XML entities decoded', async () => {
    const path = await saved(makeDocx('Plant Biology', paragraphs), 'biology.docx');
    const text = await extractText(path, await detectDocumentTypeFromFile(path));
    expect(text).toBe(['Plant Biology', ...paragraphs].join('\n'));
  });

  it('cuts the text of a long DOCX at maxChars', async () => {
    const path = await saved(makeDocx('Thermodynamics', longParagraphs), 'long.docx');
    const full = await extractText(path, 'docx');
    expect(full).toContain('Paragraph 1200 on thermodynamics');
    const cut = await extractText(path, 'docx', { maxChars: 500 });
    expect(cut.length).toBeLessThanOrEqual(500);
    expect(cut.length).toBeGreaterThan(400);
    expect(full.startsWith(cut)).toBe(true);
  });

  it('keeps only text elements of a DOCX: no field codes, deleted text or tab stops', async () => {
    const xml =
      '<?xml version="1.0"?><w:document xmlns:w="w"><w:body>' +
      '<w:p><w:pPr><w:tabs><w:tab w:val="left" w:pos="720"/></w:tabs></w:pPr><w:r><w:t>Cell</w:t><w:tab/><w:t xml:space="preserve">one </w:t></w:r>' +
      '<w:r><w:instrText> HYPERLINK "x" </w:instrText></w:r><w:del><w:r><w:delText>removed</w:delText></w:r></w:del>' +
      '<w:r><w:t>A&amp;B &#233;t&#xE9; &lt;ok&gt;</w:t><w:br/><w:t>next</w:t></w:r></w:p><w:p/><w:p><w:r><w:t>last</w:t></w:r></w:p>' +
      '</w:body></w:document>';
    // The content types name the main part, as in every package that passes detectDocumentType.
    const contentTypes =
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ' +
      'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
    const docx = zip([
      { name: '[Content_Types].xml', data: Buffer.from(contentTypes) },
      { name: 'word/document.xml', data: Buffer.from(xml) },
    ]);
    const text = await extractText(await saved(docx, 'fields.docx'), 'docx');
    expect(text).toBe('Cell one A&B été <ok>\nnext\n\nlast');
  });

  it('reads the footnotes of a DOCX after its body', async () => {
    const type = (part: string, kind: string) =>
      `<Override PartName="/word/${part}.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.${kind}+xml"/>`;
    const docx = zip([
      {
        name: '[Content_Types].xml',
        data: Buffer.from(
          `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">${type('document', 'document.main')}${type('footnotes', 'footnotes')}</Types>`,
        ),
      },
      {
        name: 'word/document.xml',
        data: Buffer.from('<w:document xmlns:w="w"><w:body><w:p><w:r><w:t>Gibbs free energy</w:t></w:r></w:p></w:body></w:document>'),
      },
      {
        name: 'word/footnotes.xml',
        data: Buffer.from(
          '<w:footnotes xmlns:w="w"><w:footnote w:id="1"><w:p><w:r><w:t>Source: Atkins, Physical Chemistry</w:t></w:r></w:p></w:footnote></w:footnotes>',
        ),
      },
    ]);
    await expect(extractText(await saved(docx, 'footnotes.docx'), 'docx')).resolves.toBe('Gibbs free energy\n\nSource: Atkins, Physical Chemistry');
  });

  it('returns empty text with status failed for a DOCX whose main part is damaged', async () => {
    const docx = makeDocx('Damaged', ['Some words.']);
    docx[entryDataOffset(docx, 'word/document.xml') + 10] ^= 0xff;
    const result = await extractTextWithStatus(await saved(docx, 'damaged.docx'), 'docx');
    expect(result).toMatchObject({ text: '', status: 'failed' });
  });

  it('fails a DOCX with any entry that inflates past its declared size, before the Word parser reads it', async () => {
    const parts = [
      {
        name: '[Content_Types].xml',
        data: Buffer.from(
          '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
        ),
      },
      { name: 'word/document.xml', data: Buffer.from('<w:document xmlns:w="w"><w:body><w:p><w:r><w:t>Hello</w:t></w:r></w:p></w:body></w:document>') },
    ];
    const honest = await extractTextWithStatus(await saved(lyingZip(parts), 'honest.docx'), 'docx');
    expect(honest).toMatchObject({ text: 'Hello', status: 'ok' });
    const lying = lyingZip([...parts, { name: 'word/media/padding.bin', data: Buffer.alloc(300 * 1024, 0x41), declaredSize: 4096 }]);
    const result = await extractTextWithStatus(await saved(lying, 'lying.docx'), 'docx');
    expect(result).toMatchObject({ text: '', status: 'failed' });
    expect(result.error?.message).toMatch(/padding\.bin/);
  });

  it('reads TXT as UTF-8: BOM dropped, line endings and spaces normalised', async () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('Title\r\n\r\n\r\n\r\nनमस्ते    world\t\ttabs  \r\nend', 'utf8')]);
    const text = await extractText(await saved(bytes, 'notes.txt'), 'txt');
    expect(text).toBe('Title\n\nनमस्ते world tabs\nend');
    const generated = await extractText(await saved(makeTxt('Plant Biology', paragraphs), 'seed.txt'), 'txt');
    expect(generated).toBe(['Plant Biology', ...paragraphs].join('\n\n'));
  });

  it('cuts TXT at maxChars without splitting a character', async () => {
    const text = await extractText(await saved(Buffer.from('😀'.repeat(1000), 'utf8'), 'emoji.txt'), 'txt', { maxChars: 101 });
    expect(text).toBe('😀'.repeat(50));
  });

  it('never rejects, even for a missing file', async () => {
    const result = await extractTextWithStatus(pathOf('missing.docx'), 'docx');
    expect(result).toMatchObject({ text: '', status: 'failed' });
    await expect(extractText(pathOf('missing.pdf'), 'pdf', { timeoutMs: 30_000 })).resolves.toBe('');
  });
});

describe('normaliseText', () => {
  it('removes control characters and collapses blank lines', () => {
    expect(normaliseText('a\u0000b\u0007c\f\f\f\fd\u00a0\u00a0e ', 100)).toBe('abc\n\nd e');
  });
});

import { AppError } from '../errors';
import {
  DAMAGED_ARCHIVE_MESSAGE,
  detectDocumentType,
  detectDocumentTypeFromFile,
  DOCUMENT_MIME,
  ENCRYPTED_DOCUMENT_MESSAGE,
  MACRO_DOCUMENT_MESSAGE,
  UNSUPPORTED_DOCUMENT_MESSAGE,
} from './document-type';
import { extractText, extractTextWithStatus } from './extract-text';
import { makeDocx, makePdf, makeTxt } from '../seed/documents';
import { zip } from '../seed/zip';
import { bufferSource } from './byte-source';
import { checkZipStructure, ZipDamagedError } from './zip-archive';
import { lyingZip, type LyingEntry } from '../../test/fixtures/lying-zip';
import { tempFilesForFile } from '../../test/temp-files';

const { save: saved } = tempFilesForFile('document-type-');

async function refusal(bytes: Buffer): Promise<AppError> {
  const error = await detectDocumentTypeFromFile(await saved(bytes)).then(
    (type) => {
      throw new Error(`expected a refusal, got ${type.ext}`);
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

async function expectDamaged(bytes: Buffer): Promise<void> {
  const error = await refusal(bytes);
  expect({ code: error.code, status: error.status, message: error.message }).toEqual({ code: 'BAD_USER_INPUT', status: 400, message: DAMAGED_ARCHIVE_MESSAGE });
}

async function expectUnsupported(bytes: Buffer): Promise<void> {
  const error = await refusal(bytes);
  expect(error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  expect(error.status).toBe(415);
  expect(error.message).toBe(UNSUPPORTED_DOCUMENT_MESSAGE);
}

const WORD_CONTENT_TYPES = Buffer.from(
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
);
const WORD_XML = Buffer.from(
  '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Hello</w:t></w:r></w:p></w:body></w:document>',
);
/** A Word document's two entries and one more, the one a test makes lie. */
const wordZipWith = (entry: LyingEntry) =>
  lyingZip([{ name: '[Content_Types].xml', data: WORD_CONTENT_TYPES }, { name: 'word/document.xml', data: WORD_XML }, entry]);

// ---- a compound file (OLE2) writer: version 3, 512-byte sectors, one FAT sector ----

const END_OF_CHAIN = 0xfffffffe;
const NO_STREAM = 0xffffffff;

function compoundFile(streams: { name: string; data: Buffer }[]): Buffer {
  const SECTOR = 512;
  const MINI = 64;
  const sectors: Buffer[] = [Buffer.alloc(SECTOR)]; // sector 0 holds the FAT
  const fat: number[] = [0xfffffffd];
  const allocate = (data: Buffer): number => {
    if (data.length === 0) return END_OF_CHAIN;
    const start = sectors.length;
    const count = Math.ceil(data.length / SECTOR);
    for (let i = 0; i < count; i++) {
      const sector = Buffer.alloc(SECTOR);
      data.copy(sector, 0, i * SECTOR, (i + 1) * SECTOR);
      sectors.push(sector);
      fat.push(i === count - 1 ? END_OF_CHAIN : start + i + 1);
    }
    return start;
  };

  const miniParts: Buffer[] = [];
  const miniFat: number[] = [];
  const placed = streams.map((stream) => {
    if (stream.data.length >= 4096) return { ...stream, start: allocate(stream.data) };
    const start = miniFat.length;
    const count = Math.ceil(stream.data.length / MINI);
    for (let i = 0; i < count; i++) miniFat.push(i === count - 1 ? END_OF_CHAIN : start + i + 1);
    const padded = Buffer.alloc(count * MINI);
    stream.data.copy(padded);
    miniParts.push(padded);
    return { ...stream, start: count ? start : END_OF_CHAIN };
  });
  const miniStream = Buffer.concat(miniParts);
  const miniStreamStart = allocate(miniStream);
  const miniFatBytes = Buffer.alloc(miniFat.length * 4);
  miniFat.forEach((next, i) => miniFatBytes.writeUInt32LE(next, 4 * i));
  const miniFatStart = allocate(miniFatBytes);

  const entry = (name: string, type: number, start: number, size: number, child: number, right: number) => {
    const bytes = Buffer.alloc(128);
    bytes.write(name, 0, 'utf16le');
    bytes.writeUInt16LE((name.length + 1) * 2, 0x40);
    bytes.writeUInt8(type, 0x42);
    bytes.writeUInt8(1, 0x43);
    bytes.writeUInt32LE(NO_STREAM, 0x44);
    bytes.writeUInt32LE(right, 0x48);
    bytes.writeUInt32LE(child, 0x4c);
    bytes.writeUInt32LE(start, 0x74);
    bytes.writeUInt32LE(size, 0x78);
    return bytes;
  };
  const directory = [
    entry('Root Entry', 5, miniStreamStart, miniStream.length, placed.length ? 1 : NO_STREAM, NO_STREAM),
    ...placed.map((s, i) => entry(s.name, 2, s.start, s.data.length, NO_STREAM, i + 1 < placed.length ? i + 2 : NO_STREAM)),
  ];
  while (directory.length % 4) directory.push(entry('', 0, 0, 0, NO_STREAM, NO_STREAM));
  const directoryStart = allocate(Buffer.concat(directory));

  if (fat.length > SECTOR / 4) throw new Error('test compound file too large for one FAT sector');
  sectors[0].fill(0xff);
  fat.forEach((next, i) => sectors[0].writeUInt32LE(next, 4 * i));

  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(1, 0x2c);
  header.writeUInt32LE(directoryStart, 0x30);
  header.writeUInt32LE(4096, 0x38);
  header.writeUInt32LE(miniFatStart, 0x3c);
  header.writeUInt32LE(miniFat.length ? Math.ceil(miniFatBytes.length / SECTOR) : 0, 0x40);
  header.writeUInt32LE(END_OF_CHAIN, 0x44);
  header.fill(0xff, 0x4c);
  header.writeUInt32LE(0, 0x4c);
  return Buffer.concat([header, ...sectors]);
}

/** A Word 97 WordDocument stream (FIB + text pieces) and its 1Table stream (the piece table). */
function wordStreams(pieces: { text: string; unicode: boolean }[]): { name: string; data: Buffer }[] {
  const word = Buffer.alloc(8192);
  word.writeUInt16LE(0xa5ec, 0); // wIdent
  word.writeUInt16LE(0x00c1, 2); // nFib: Word 97
  word.writeUInt16LE(0x0200, 0x0a); // fWhichTblStm: 1Table
  word.writeUInt16LE(14, 32); // csw
  word.writeUInt16LE(22, 62); // cslw
  word.writeUInt16LE(0x5d, 152); // cbRgFcLcb: Word 97
  let at = 1024;
  let cp = 0;
  const cps: number[] = [0];
  const fcs: number[] = [];
  for (const piece of pieces) {
    const bytes = piece.unicode ? Buffer.from(piece.text, 'utf16le') : Buffer.from(piece.text.replace(/’/g, '\x92'), 'latin1');
    bytes.copy(word, at);
    fcs.push(piece.unicode ? at : (at * 2) | 0x40000000);
    at += bytes.length + (bytes.length % 2);
    cp += piece.text.length;
    cps.push(cp);
  }
  word.writeUInt32LE(cp, 64 + 12); // ccpText
  const plc = Buffer.alloc(cps.length * 4 + fcs.length * 8);
  cps.forEach((value, i) => plc.writeUInt32LE(value, 4 * i));
  fcs.forEach((fc, i) => plc.writeUInt32LE(fc, cps.length * 4 + 8 * i + 2));
  const prc = Buffer.from([0x01, 0x02, 0x00, 0xaa, 0xbb]); // one formatting block to skip
  const pcdt = Buffer.alloc(5);
  pcdt.writeUInt8(0x02, 0);
  pcdt.writeUInt32LE(plc.length, 1);
  const clx = Buffer.concat([prc, pcdt, plc]);
  const table = Buffer.alloc(64 + clx.length);
  clx.copy(table, 64);
  word.writeUInt32LE(64, 154 + 33 * 8); // fcClx
  word.writeUInt32LE(clx.length, 154 + 33 * 8 + 4); // lcbClx
  return [
    { name: 'WordDocument', data: word },
    { name: '1Table', data: table },
  ];
}

describe('detectDocumentType', () => {
  describe('accepts the four document types by content', () => {
    it('a PDF, whatever the file is called', async () => {
      const path = await saved(makePdf('Linear Algebra', ['Eigenvalues and eigenvectors.']), 'notes.txt');
      await expect(detectDocumentTypeFromFile(path)).resolves.toEqual({ ext: 'pdf', mime: 'application/pdf' });
    });

    it('a PDF with a little junk before its header, as readers allow', async () => {
      const pdf = Buffer.concat([Buffer.alloc(300, 0x00), makePdf('Junk first', ['Still a PDF.'])]);
      await expect(detectDocumentType(pdf)).resolves.toMatchObject({ ext: 'pdf' });
    });

    it('a DOCX made by a real Office package writer', async () => {
      const path = await saved(makeDocx('Organic Chemistry', ['Alkanes, alkenes and alkynes.']), 'notes.pdf');
      await expect(detectDocumentTypeFromFile(path)).resolves.toEqual({
        ext: 'docx',
        mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      });
    });

    it('UTF-8 text, with or without a byte order mark, in any script', async () => {
      await expect(detectDocumentType(makeTxt('Microeconomics', ['Supply and demand.']))).resolves.toEqual({
        ext: 'txt',
        mime: 'text/plain; charset=utf-8',
      });
      const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('नमस्ते — résumé — 数学\r\n', 'utf8')]);
      await expect(detectDocumentType(bom)).resolves.toMatchObject({ ext: 'txt' });
    });

    it('a text note that mentions %PDF- near its start as text', async () => {
      await expect(detectDocumentType(Buffer.from('File formats: a PDF starts with %PDF-1.7 and ends with %%EOF.\n'))).resolves.toMatchObject({
        ext: 'txt',
      });
    });

    it('HTML or a script only as plain text', async () => {
      const html = Buffer.from('<!doctype html><script>alert(1)</script>\n');
      await expect(detectDocumentType(html)).resolves.toEqual({ ext: 'txt', mime: DOCUMENT_MIME.txt });
    });

    it('a text note that happens to start with "MZ"', async () => {
      await expect(detectDocumentType(Buffer.from('MZ notes: Mizoram geography\n'))).resolves.toMatchObject({ ext: 'txt' });
    });
  });

  it('refuses an empty file with 400', async () => {
    const error = await refusal(Buffer.alloc(0));
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.status).toBe(400);
    expect(error.message).toBe('The file is empty.');
  });

  describe('refuses with 415', () => {
    it('a Windows executable renamed .pdf, even with %PDF- in its first kilobyte', async () => {
      const exe = Buffer.alloc(4096);
      exe.write('MZ', 0, 'latin1');
      exe.writeUInt16LE(0x90, 2);
      exe.writeUInt32LE(0x80, 0x3c);
      exe.write('PE\0\0', 0x80, 'latin1');
      exe.write('%PDF-1.4', 0x200, 'latin1');
      await expectUnsupported(exe);
    });

    it('an ELF binary and an image', async () => {
      await expectUnsupported(Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(256)]));
      await expectUnsupported(Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'));
    });

    it('a PDF marker only after the first kilobyte of binary', async () => {
      await expectUnsupported(Buffer.concat([Buffer.alloc(2048, 0), Buffer.from('%PDF-1.4\n')]));
    });

    it('text with NUL bytes (e.g. UTF-16) is not TXT', async () => {
      await expectUnsupported(Buffer.from('plain words\0 and a NUL\n', 'latin1'));
      await expectUnsupported(Buffer.from('\ufeffUTF-16 text', 'utf16le'));
    });

    it('bytes that are not UTF-8, or full of control characters', async () => {
      await expectUnsupported(Buffer.from('caf\xe9 au lait', 'latin1'));
      await expectUnsupported(Buffer.from('\x01\x02\x03\x04\x05\x06 looks like text', 'latin1'));
    });

    it('a zip that is not a Word document: plain, a jar, a spreadsheet', async () => {
      await expectUnsupported(zip([{ name: 'notes.txt', data: Buffer.from('hello') }]));
      await expectUnsupported(
        zip([
          { name: 'META-INF/MANIFEST.MF', data: Buffer.from('Manifest-Version: 1.0\n') },
          { name: 'Main.class', data: Buffer.from([0xca, 0xfe, 0xba, 0xbe]) },
        ]),
      );
      await expectUnsupported(
        zip([
          { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
          { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
        ]),
      );
    });

    it('a zip with word/document.xml whose package is not a Word document', async () => {
      await expectUnsupported(lyingZip([{ name: 'word/document.xml', data: WORD_XML }]));
    });

    it('a macro-enabled Word document (a .docm renamed .docx), with a message that says what to do', async () => {
      const macroTypes = Buffer.from(WORD_CONTENT_TYPES.toString().replace('document.main+xml', 'document.macroEnabled.main+xml'));
      for (const bytes of [
        lyingZip([
          { name: '[Content_Types].xml', data: macroTypes },
          { name: 'word/document.xml', data: WORD_XML },
        ]),
        wordZipWith({ name: 'word/vbaProject.bin', data: Buffer.from('Attribute VB_Name') }),
      ]) {
        const error = await refusal(bytes);
        expect([error.code, error.message]).toEqual(['UNSUPPORTED_MEDIA_TYPE', MACRO_DOCUMENT_MESSAGE]);
      }
    });

    it('a zip bomb that claims a huge uncompressed size', async () => {
      const bomb = lyingZip([
        { name: '[Content_Types].xml', data: WORD_CONTENT_TYPES },
        { name: 'word/document.xml', data: WORD_XML, declaredSize: 200 * 1024 * 1024 },
      ]);
      await expectUnsupported(bomb);
    });

    it('a zip bomb with a real extreme compression ratio (20 MB of zeros)', async () => {
      const zeros = Buffer.alloc(20 * 1024 * 1024);
      const bomb = wordZipWith({ name: 'word/media/image1.png', data: zeros });
      expect(bomb.length).toBeLessThan(100 * 1024);
      await expectUnsupported(bomb);
    });

    it('an entry that expands 1000:1 is refused even when it is well under a megabyte (the 100:1 promise)', async () => {
      const zeros = Buffer.alloc(512 * 1024, 0x20);
      const bomb = wordZipWith({ name: 'word/media/padding.xml', data: zeros });
      expect(bomb.length).toBeLessThan(4 * 1024);
      await expectUnsupported(bomb);
    });

    it('an archive with more entries than a Word document needs (5000)', async () => {
      const entries = Array.from({ length: 5001 }, (_, i) => ({ name: `word/media/part${i}.xml`, data: Buffer.from('<p/>'), store: true }));
      const many = zip([{ name: '[Content_Types].xml', data: WORD_CONTENT_TYPES }, { name: 'word/document.xml', data: WORD_XML }, ...entries.slice(2)]);
      await expectUnsupported(many);
      await expect(
        detectDocumentType(
          zip([{ name: '[Content_Types].xml', data: WORD_CONTENT_TYPES }, { name: 'word/document.xml', data: WORD_XML }, ...entries.slice(5)]),
        ),
      ).resolves.toMatchObject({
        ext: 'docx',
      });
    });

    it('entry names that climb out of the archive or are absolute', async () => {
      for (const name of ['../../../etc/passwd', 'word/../../evil.xml', '/etc/evil.xml', 'C:/evil.xml']) {
        await expectUnsupported(
          zip([
            { name: '[Content_Types].xml', data: WORD_CONTENT_TYPES },
            { name: 'word/document.xml', data: WORD_XML },
            { name, data: Buffer.from('x') },
          ]),
        );
      }
    });

    it('two entries with the same name, and entries that share their bytes', async () => {
      await expectUnsupported(wordZipWith({ name: 'word/document.xmX', data: WORD_XML, nameInHeaders: 'word/document.xml' }));
      await expectDamaged(wordZipWith({ name: 'word/styles.xml', data: WORD_XML, sharesDataWith: 'word/document.xml' }));
    });

    it('an encrypted, truncated or lying archive', async () => {
      const parts = (flags = 0): LyingEntry[] => [
        { name: '[Content_Types].xml', data: WORD_CONTENT_TYPES, flags },
        { name: 'word/document.xml', data: WORD_XML },
      ];
      await expect(detectDocumentType(lyingZip(parts()))).resolves.toMatchObject({ ext: 'docx' });
      await expectUnsupported(lyingZip(parts(0x0001)));
      const docx = makeDocx('Truncated', ['Cut short.']);
      await expectDamaged(docx.subarray(0, docx.length - 10));
      await expectUnsupported(
        lyingZip([
          { name: '[Content_Types].xml', data: WORD_CONTENT_TYPES, declaredSize: 10 },
          { name: 'word/document.xml', data: WORD_XML },
        ]),
      );
    });
  });
});

describe('the structural check of zip-based uploads (central directory against local headers, nothing inflated)', () => {
  const styles = (lie: Partial<LyingEntry>): LyingEntry => ({ name: 'word/styles.xml', data: Buffer.from('<w:styles>'.repeat(40)), ...lie });

  it('accepts what real writers produce, data descriptors included', async () => {
    await expect(detectDocumentType(wordZipWith(styles({})))).resolves.toMatchObject({ ext: 'docx' });
    await expect(detectDocumentType(makeDocx('Fine', ['A well-formed document.']))).resolves.toMatchObject({ ext: 'docx' });
  });

  it('refuses with 400 a DOCX whose headers lie about sizes, names or places, even in a part never read at upload', async () => {
    const real = zip([styles({})]);
    const compressed = real.readUInt32LE(18);
    await expectDamaged(wordZipWith(styles({ local: { compressedSize: compressed + 7 } })));
    await expectDamaged(wordZipWith(styles({ local: { uncompressedSize: 3 } })));
    await expectDamaged(wordZipWith(styles({ local: { name: 'word/stylez.xml' } })));
    await expectDamaged(wordZipWith(styles({ centralCompressedSize: compressed - 5 })));
    // Both headers agree on a size that leaves part of the data unaccounted for, or runs past it.
    await expectDamaged(wordZipWith(styles({ compressedSize: compressed - 5 })));
    await expectDamaged(wordZipWith(styles({ compressedSize: compressed + 5000 })));
    await expectDamaged(wordZipWith(styles({ localOffsetShift: 3 })));
  });

  it('checkZipStructure works on its own for any zip-based format', async () => {
    await expect(checkZipStructure(bufferSource(zip([styles({})])))).resolves.toBeUndefined();
    await expect(checkZipStructure(bufferSource(lyingZip([styles({ local: { compressedSize: 1 } })])))).rejects.toBeInstanceOf(ZipDamagedError);
  });
});

describe('Word 97-2003 documents (OLE2 compound files)', () => {
  const pieces = [
    { text: 'Thermodynamics lecture\r', unicode: false },
    { text: 'Entropy is a state function\x07; see \x13 HYPERLINK "http://x" \x14the notes\x15 page\r', unicode: false },
    { text: 'Carnot’s café: η = 1 − Tc/Th\r', unicode: true },
  ];

  it('accepts a compound file with a WordDocument stream as DOC', async () => {
    const path = await saved(compoundFile(wordStreams(pieces)), 'lecture.txt');
    await expect(detectDocumentTypeFromFile(path)).resolves.toEqual({ ext: 'doc', mime: 'application/msword' });
  });

  it('refuses a password-protected Office file (an OLE2 container of an encrypted package) with a message that says what to do', async () => {
    const error = await refusal(
      compoundFile([
        { name: 'EncryptionInfo', data: Buffer.alloc(600, 2) },
        { name: 'EncryptedPackage', data: Buffer.alloc(5000, 3) },
      ]),
    );
    expect([error.code, error.status, error.message]).toEqual(['UNSUPPORTED_MEDIA_TYPE', 415, ENCRYPTED_DOCUMENT_MESSAGE]);
  });

  it('refuses other compound files (spreadsheets, installers) and damaged ones', async () => {
    await expectUnsupported(compoundFile([{ name: 'Workbook', data: Buffer.alloc(5000, 1) }]));
    const damaged = compoundFile(wordStreams(pieces));
    damaged.writeUInt32LE(9999, 0x30); // directory sector beyond the file
    await expectUnsupported(damaged);
  });

  it('extracts the text of the piece table, both 8-bit and UTF-16 pieces, without field codes', async () => {
    const path = await saved(compoundFile(wordStreams(pieces)), 'lecture.doc');
    const result = await extractTextWithStatus(path, 'doc');
    expect(result.status).toBe('ok');
    expect(result.text).toBe('Thermodynamics lecture\nEntropy is a state function ; see the notes page\nCarnot’s café: η = 1 − Tc/Th');
  });

  it('falls back to printable runs when the FIB is not Word 97', async () => {
    const word = Buffer.alloc(6000);
    Buffer.from('Old Word 6 document about mitochondria', 'latin1').copy(word, 1200);
    Buffer.from('and ribosomes', 'utf16le').copy(word, 3000);
    const path = await saved(compoundFile([{ name: 'WordDocument', data: word }]), 'old.doc');
    const text = await extractText(path, 'doc');
    expect(text).toContain('Old Word 6 document about mitochondria');
    expect(text).toContain('and ribosomes');
  });
});

import { zip } from './zip';

/**
 * A minimal Word document (Office Open XML): the three parts every consumer requires plus
 * core properties for the title. Formatting is direct (bold, size) so no styles part is needed.
 */

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

// Characters XML 1.0 forbids outright; they would make Word refuse the file.
const INVALID_XML_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

function escapeXml(text: string): string {
  return text.replace(INVALID_XML_CHARS, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** One run per line, joined by explicit breaks, keeping spaces exactly as typed. */
function runs(text: string, properties = ''): string {
  const rPr = properties ? `<w:rPr>${properties}</w:rPr>` : '';
  return text
    .split(/\r?\n/)
    .map((line, i) => `<w:r>${rPr}${i > 0 ? '<w:br/>' : ''}<w:t xml:space="preserve">${escapeXml(line)}</w:t></w:r>`)
    .join('');
}

function documentXml(title: string, paragraphs: readonly string[]): string {
  const heading = `<w:p><w:pPr><w:spacing w:after="240"/></w:pPr>${runs(title, '<w:b/><w:sz w:val="32"/>')}</w:p>`;
  const body = paragraphs.map((p) => `<w:p><w:pPr><w:spacing w:after="160"/></w:pPr>${runs(p, '<w:sz w:val="22"/>')}</w:p>`).join('');
  // A4 with one-inch margins, in twentieths of a point.
  const section =
    '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/>' +
    '<w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="708" w:footer="708" w:gutter="0"/></w:sectPr>';
  return (
    XML_HEADER +
    '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
    `<w:body>${heading}${body}${section}</w:body></w:document>`
  );
}

const CONTENT_TYPES =
  XML_HEADER +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
  '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>' +
  '</Types>';

const PACKAGE_RELATIONSHIPS =
  XML_HEADER +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
  '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>' +
  '</Relationships>';

function coreXml(title: string, created: Date): string {
  const when = created.toISOString().replace(/\.\d{3}Z$/, 'Z');
  return (
    XML_HEADER +
    '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ' +
    'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" ' +
    'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
    `<dc:title>${escapeXml(title)}</dc:title><dc:creator>CampusNotes</dc:creator>` +
    `<dcterms:created xsi:type="dcterms:W3CDTF">${when}</dcterms:created>` +
    '</cp:coreProperties>'
  );
}

const FIXED_PARTS = [
  // [Content_Types].xml first: some readers sniff the package type from the first entry.
  { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES, 'utf8') },
  { name: '_rels/.rels', data: Buffer.from(PACKAGE_RELATIONSHIPS, 'utf8') },
];

export interface DocxOptions {
  /** Stored in the zip entries and core properties; fixed by default for reproducible bytes. */
  created?: Date;
}

export function makeDocx(title: string, paragraphs: readonly string[], options: DocxOptions = {}): Buffer {
  const created = options.created ?? new Date(Date.UTC(2024, 0, 1));
  return zip(
    [
      ...FIXED_PARTS,
      { name: 'word/document.xml', data: Buffer.from(documentXml(title, paragraphs), 'utf8') },
      { name: 'docProps/core.xml', data: Buffer.from(coreXml(title, created), 'utf8'), store: true },
    ],
    { modified: created },
  );
}

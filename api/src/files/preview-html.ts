import sanitizeHtml from 'sanitize-html';

/**
 * The formatted previews shown to anyone who may view a note (visitors included for approved
 * notes), so whatever the document holds must not become script, style or a tracking request:
 * a whitelist of structure tags, links only to http(s) and mailto, no images, no attributes
 * but links and table spans.
 */

/** Raw HTML beyond this is cut before sanitising (the parser closes what the cut left open). */
export const PREVIEW_HTML_MAX_CHARS = 300_000;
/** Text and DOC previews show the start of the document. */
export const PREVIEW_TEXT_MAX_CHARS = 30_000;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'blockquote',
    'ul',
    'ol',
    'li',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'a',
    'pre',
    'code',
  ],
  // rel and target are set by transformTags below, whatever the document said.
  allowedAttributes: { a: ['href', 'rel', 'target'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  // Script and style bodies go with their tags instead of showing up as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener noreferrer', target: '_blank' }) },
};

/** Mammoth's HTML of a DOCX, made safe to show (headings, lists and tables kept). */
export function sanitizeDocumentHtml(html: string): string {
  return sanitizeHtml(html.slice(0, PREVIEW_HTML_MAX_CHARS), OPTIONS).trim();
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text (TXT, DOC) as paragraphs: blank lines separate paragraphs, single breaks stay. */
export function textToHtml(text: string): string {
  return text
    .slice(0, PREVIEW_TEXT_MAX_CHARS)
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

import { panelSurface } from '../../card-surface';

/**
 * The page a text preview is read on (a DOC/DOCX as HTML, a TXT as it is): the flat panel with
 * body text at a reading line height, long words broken rather than overflowing a phone.
 */
export const textPreviewSurface = { ...panelSurface, color: 'fg', lineHeight: '1.7', wordBreak: 'break-word' } as const;

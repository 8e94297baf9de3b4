import { useMemo } from 'react';
import { Box } from '@chakra-ui/react';
import { insetFocusRing } from '../../card-surface';
import { textPreviewSurface } from './text-surface';

/**
 * The document's headings sit under the note page's own h1 and h2: shift them two levels so the
 * page outline stays in order (h1 -> h3 ... h6 stays h6).
 */
export function demoteHeadings(html: string): string {
  return html.replace(/<(\/?)h([1-6])(?=[\s>])/gi, (_match, slash: string, level: string) => `<${slash}h${Math.min(6, Number(level) + 2)}`);
}

/**
 * A DOC, DOCX, PPTX or TXT preview as formatted HTML. The api sanitised it (no scripts, styles,
 * images or event attributes), so it is set as markup; the box styles what Word documents use.
 */
export function DocumentHtml({ html, title }: { html: string; title: string }) {
  const markup = useMemo(() => ({ __html: demoteHeadings(html) }), [html]);
  return (
    <Box
      role="region"
      aria-label={`Text of ${title}`}
      tabIndex={0}
      data-testid="document-html"
      maxH={{ base: '70vh', md: '80vh' }}
      overflow="auto"
      {...textPreviewSurface}
      rounded="xl"
      px={{ base: '4', md: '8' }}
      py={{ base: '4', md: '6' }}
      fontSize="md"
      outline="none"
      _focusVisible={insetFocusRing}
      css={{
        '& h3, & h4, & h5, & h6': { fontFamily: 'heading', fontWeight: '700', color: 'fg', mt: '5', mb: '2', lineHeight: '1.3' },
        '& h3': { fontSize: 'xl' },
        '& h4': { fontSize: 'lg' },
        '& h5, & h6': { fontSize: 'md' },
        '& p': { mb: '3' },
        '& ul, & ol': { ps: '6', mb: '3' },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& li': { mb: '1' },
        '& table': { borderCollapse: 'collapse', my: '4', display: 'block', overflowX: 'auto', maxW: 'full' },
        '& th, & td': { borderWidth: '1px', borderColor: 'border', px: '3', py: '1.5', textAlign: 'start', verticalAlign: 'top' },
        '& th': { bg: 'bg.muted', fontWeight: '600' },
        '& pre': { whiteSpace: 'pre-wrap', fontFamily: 'mono', fontSize: 'sm' },
        '& a': { color: 'brand.fg', textDecoration: 'underline' },
        '& strong, & b': { fontWeight: '700' },
        '& > :first-child': { mt: '0' },
      }}
      dangerouslySetInnerHTML={markup}
    />
  );
}

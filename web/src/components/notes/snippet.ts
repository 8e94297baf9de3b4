/** The api marks matched words of a search snippet between these private-use characters. */
export const SNIPPET_MARK_START = '\uE000';
export const SNIPPET_MARK_END = '\uE001';

export interface SnippetPart {
  text: string;
  marked: boolean;
}

/**
 * Splits a snippet into plain and matched parts, to render as text (never as HTML). A stray or
 * unclosed marker cannot mark the rest of the text: marking ends at the end of the snippet.
 */
export function parseSnippet(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let marked = false;
  let current = '';
  const flush = () => {
    if (current) parts.push({ text: current, marked });
    current = '';
  };
  for (const char of snippet) {
    if (char === SNIPPET_MARK_START || char === SNIPPET_MARK_END) {
      flush();
      marked = char === SNIPPET_MARK_START;
      continue;
    }
    current += char;
  }
  flush();
  // Adjacent parts of the same kind (e.g. around a doubled marker) read better as one.
  return parts.reduce<SnippetPart[]>((merged, part) => {
    const last = merged[merged.length - 1];
    if (last && last.marked === part.marked) last.text += part.text;
    else merged.push({ ...part });
    return merged;
  }, []);
}

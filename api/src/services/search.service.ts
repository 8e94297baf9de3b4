import type { DataSource } from 'typeorm';
import { PAGE_SIZE_MAX, SUGGESTION_MAX, SUGGESTION_MIN_CHARS } from '../domain/constants';
import { badInput } from '../errors';
import { NOTE_COLUMNS, type NoteRecord } from './note-record';
import type { NoteListFilter } from './note-catalog.service';

/** Marks around matched words in snippets: private-use characters no document contains. */
export const SNIPPET_START = '\uE000';
export const SNIPPET_END = '\uE001';

export interface SearchHit {
  note: NoteRecord;
  snippet: string | null;
  cursor: string;
}

export interface SearchPage {
  items: SearchHit[];
  hasNextPage: boolean;
  totalCount: number;
}

export interface Suggestion {
  text: string;
  kind: 'title' | 'subject' | 'course' | 'college';
}

const MAX_OFFSET = 1000;

/** Relevance results are paged by position: the cursor is the offset (bounded). */
const encodeOffset = (offset: number) => Buffer.from(JSON.stringify({ o: offset })).toString('base64url');
function decodeOffset(cursor: string | null | undefined): number {
  if (!cursor) return 0;
  try {
    const { o } = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Number.isInteger(o) && o >= 0 && o <= MAX_OFFSET) return o;
  } catch {
    // fall through
  }
  throw badInput('The cursor is not valid; start again from the first page.', [{ field: 'after', message: 'not a valid cursor' }]);
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Search as you type: every word is matched as a prefix ("op" finds "operating"), all words
 * required. Only letters and digits reach to_tsquery, so no input can break its syntax.
 */
export function prefixTsQuery(text: string): string {
  const words = text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  return words
    .slice(0, 8)
    .map((w) => `${w.slice(0, 50)}:*`)
    .join(' & ');
}

/**
 * Full-text search over title, description, academic details and the documents' own text,
 * ranked; small typos in titles and subjects are forgiven through trigrams (3+ characters).
 */
export class SearchService {
  constructor(private readonly ds: DataSource) {}

  async search(filter: NoteListFilter, first: number, after?: string | null): Promise<SearchPage> {
    if (!Number.isInteger(first) || first < 1 || first > PAGE_SIZE_MAX) throw badInput(`first must be between 1 and ${PAGE_SIZE_MAX}`);
    const text = (filter.search ?? '').trim();
    const offset = decodeOffset(after);
    const tsQuery = prefixTsQuery(text);
    if (!tsQuery) return { items: [], hasNextPage: false, totalCount: 0 };
    const params: unknown[] = [text, tsQuery];
    const where = [`(n.search_vector @@ q.tsq${text.length >= 3 ? ` OR $1 <% (n.title || ' ' || n.subject)` : ''})`, 'n.approved'];
    const add = (sql: string, value: unknown) => {
      params.push(value);
      where.push(sql.replace('?', `$${params.length}`));
    };
    if (filter.subject?.trim()) add('n.subject = ?', filter.subject.trim());
    if (filter.course?.trim()) add('n.course = ?', filter.course.trim());
    if (filter.college?.trim()) add('n.college = ?', filter.college.trim());
    if (filter.semester != null) add('n.semester = ?', filter.semester);
    const from = `notes n, (SELECT to_tsquery('english', $2) AS tsq) q`;
    const countSql = `SELECT count(*)::int AS count FROM ${from} WHERE ${where.join(' AND ')}`;
    const countParams = [...params];
    params.push(first + 1, offset);
    const rank = `ts_rank_cd(n.search_vector, q.tsq, 32)${text.length >= 3 ? ` + 0.5 * word_similarity($1, n.title || ' ' || n.subject)` : ''}`;
    // Snippets only for the rows of the page, from the description and the document's start.
    const pageSql = `
      WITH page AS (
        SELECT ${NOTE_COLUMNS}, ${rank} AS rank, q.tsq
        FROM ${from}
        WHERE ${where.join(' AND ')}
        ORDER BY rank DESC, n.created_at DESC, n.id DESC
        LIMIT $${params.length - 1} OFFSET $${params.length}
      )
      SELECT p.*, ts_headline('english', left(coalesce(nullif(n.description, ''), '') || ' ' || coalesce(n.extracted_text, ''), 8000), p.tsq,
               'StartSel=${SNIPPET_START}, StopSel=${SNIPPET_END}, MaxWords=28, MinWords=12, MaxFragments=1, FragmentDelimiter=" … "') AS snippet
      FROM page p JOIN notes n ON n.id = p.id
      ORDER BY p.rank DESC, p."createdAt" DESC, p.id DESC`;
    const [rows, countRows] = await Promise.all([
      this.ds.query(pageSql, params) as Promise<(NoteRecord & { rank: number; tsq: unknown; snippet: string | null })[]>,
      this.ds.query(countSql, countParams) as Promise<{ count: number }[]>,
    ]);
    const page = rows.slice(0, first);
    return {
      items: page.map(({ rank: _rank, tsq: _tsq, snippet, ...note }, i) => ({
        note,
        snippet: snippet && snippet.includes(SNIPPET_START) ? snippet.trim() : null,
        cursor: encodeOffset(offset + i + 1),
      })),
      hasNextPage: rows.length > first && offset + first < MAX_OFFSET,
      totalCount: countRows[0]?.count ?? 0,
    };
  }

  /**
   * Up to 5 suggestions from 2 characters: subjects, courses and colleges whose name or any
   * word starts with the input (small sets), then titles starting with it (an index range scan).
   */
  async suggest(input: string): Promise<Suggestion[]> {
    const text = input.trim().toLowerCase().slice(0, 100);
    if (text.length < SUGGESTION_MIN_CHARS) return [];
    const prefix = `${escapeLike(text)}%`;
    const wordPrefix = `% ${escapeLike(text)}%`;
    const rows: Suggestion[] = await this.ds.query(
      `(SELECT term AS text, kind FROM suggestion_terms
          WHERE kind IN ('subject', 'course', 'college') AND (lower(term) LIKE $1 OR lower(term) LIKE $2)
          ORDER BY (lower(term) LIKE $1) DESC, notes DESC, term LIMIT $3)
       UNION ALL
       (SELECT term, kind FROM suggestion_terms
          WHERE lower(term) LIKE $1 AND kind = 'title'
          ORDER BY lower(term) LIMIT $3)`,
      [prefix, wordPrefix, SUGGESTION_MAX],
    );
    const seen = new Set<string>();
    const out: Suggestion[] = [];
    for (const row of rows) {
      const key = row.text.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(row);
      if (out.length === SUGGESTION_MAX) break;
    }
    return out;
  }
}

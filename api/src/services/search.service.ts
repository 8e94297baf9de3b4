import type { DataSource } from 'typeorm';
import { SUGGESTION_MAX, SUGGESTION_MIN_CHARS } from '../domain/constants';
import { CHUNK_MATCH, chunkSnippetLateral } from '../data/note-text-chunk.data';
import { NOTE_COLUMNS, noteCountColumns, type NoteCounts, type NoteRecord, PUBLIC_NOTE } from '../data/note.data';
import { checkPageSize, decodeOffsetCursor, encodeOffsetCursor } from '../data/paging';
import type { NoteListFilter } from './note-input';
import type { NoteSort } from '../domain/discovery';

/** Marks around matched words in snippets: private-use characters no document contains. */
export const SNIPPET_START = '\uE000';
export const SNIPPET_END = '\uE001';

export interface SearchHit {
  note: NoteRecord;
  snippet: string | null;
  cursor: string;
  counts: NoteCounts;
}

export interface SearchPage {
  items: SearchHit[];
  hasNextPage: boolean;
  /** Exact up to SEARCH_CANDIDATES; beyond, SEARCH_CANDIDATES with totalCountIsExact false. */
  totalCount: number;
  totalCountIsExact: boolean;
  /**
   * When the words as typed match nothing: the search with misspelt words replaced by the
   * nearest known ones ("thermodynamics" for "thermodynamcs"), whose matches this page shows;
   * null otherwise.
   */
  didYouMean: string | null;
}

export interface Suggestion {
  text: string;
  kind: 'title' | 'subject' | 'course' | 'college';
}

const MAX_OFFSET = 1000;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The words of a search, lowercased, as the search box and to_tsquery will see them. */
export function searchWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).slice(0, 8).map((w) => w.slice(0, 50));
}

/**
 * Search as you type, "prefix last" (Algolia's default): the last word is matched as a prefix
 * ("op" finds "operating"), the words before it, already typed out, as whole words (stemmed, so
 * "systems" still finds "system"); all words required. A GIN prefix match gathers the postings of
 * every word it spans before anything else happens (about 40 times the cost of a whole word at
 * 1,000,000 notes), so whole words keep the common multi-word search cheap. Only letters and
 * digits reach to_tsquery, so no input can break its syntax.
 */
export function prefixTsQuery(text: string | string[]): string {
  const words = typeof text === 'string' ? searchWords(text) : text;
  return words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ');
}

/**
 * Matches ranked per search: the first this many the index yields (plus one, to know there are
 * more). Ranking and counting every match grew with the data (a common word matches tens of
 * thousands of notes at 1,000,000); paging already stops at MAX_OFFSET, so no one sees further.
 * With more matches than this, totalCount is this number and totalCountIsExact is false.
 */
export const SEARCH_CANDIDATES = MAX_OFFSET;

/** Trigram similarity needs three characters; shorter words are never corrected. */
const TYPO_MIN_CHARS = 3;
/** With fewer exact matches than this, misspelt words are corrected and searched too. */
export const TYPO_FALLBACK_BELOW = 20;
/** How close a vocabulary word must be to replace a query word (pg_trgm similarity, 0-1). */
const CORRECTION_MIN_SIMILARITY = 0.45;
/** Time budget of the documents' vocabulary lookup ("Did you mean"); see nearestDocumentWords. */
const DOCUMENT_WORDS_BUDGET_MS = 150;

type SearchRow = NoteRecord & { rank: number; total: number; snippet: string | null; likes: number; comments: number };

/** Completions of the last word beyond this: the GIN prefix match is as cheap (see completeLastWord). */
const COMPLETIONS_MAX = 20;

/** A lexeme as a tsquery operand, quoted, so that no character of it is read as syntax. */
const tsLexeme = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * One pass for a page of matches, their total (a window count over the bounded candidates, not
 * a second query repeating the match) and the page's snippets. $1 is the tsquery, $2 the ids of
 * the notes that match the words as typed (ranked first; given only with corrections, when $1
 * is "as typed OR as corrected"), then the filters' values, then limit and offset.
 */
function searchSql(and: string, corrected: boolean, paramCount: number, normalized = false, sort: NoteSort | null = null): string {
  // Another order than relevance sorts the ranked candidates by likes or downloads (ties by rank).
  const first = sort === 'liked' ? 'like_count DESC, ' : sort === 'downloaded' ? 'download_count DESC, ' : sort === 'newest' ? 'created_at DESC, ' : '';
  // Ranked on the small summary_vector (see its migration); matched on the full one. The ids
  // save re-testing the whole vector of every corrected match against the words as typed.
  const score = `ts_rank(n.summary_vector, q.tsq, 32)${corrected ? ' + CASE WHEN n.id = ANY($2::uuid[]) THEN 1 ELSE 0 END' : ''}`;
  // Candidates: the matches in the order the GIN bitmaps yield them (the notes' own vectors, then
  // the chunks of long documents: see note_text_chunks' migration), stopped after
  // SEARCH_CANDIDATES + 1 rows, so the heap visits, the ranking and the count are bounded
  // whatever the word. Snippets and the cards' counts only for the rows of the page;
  // snippets from the first matching chunk of a long document, with its page ("p. 250: ..."),
  // else from the description and the document's start.
  return `
    WITH q AS (SELECT ${normalized ? '$1::tsquery' : "to_tsquery('english', $1)"} AS tsq, $2::uuid[] AS typed_ids), -- typed even when unused
    own AS MATERIALIZED (
      SELECT n.id, n.created_at, n.like_count, n.download_count, ${score} AS rank
      FROM notes n, q WHERE n.search_vector @@ q.tsq AND ${and}
      LIMIT ${SEARCH_CANDIDATES + 1}
    ),
    candidates AS (
      SELECT * FROM (
        SELECT * FROM own
        UNION
        -- Only while the notes' own vectors leave room: past SEARCH_CANDIDATES matches the chunks
        -- are not read at all (a one-time filter), so a common word costs what it did before.
        (SELECT n.id, n.created_at, n.like_count, n.download_count, ${score} AS rank
         FROM notes n, q WHERE (SELECT count(*) FROM own) <= ${SEARCH_CANDIDATES} AND ${CHUNK_MATCH} AND ${and}
         LIMIT ${SEARCH_CANDIDATES + 1})
      ) m LIMIT ${SEARCH_CANDIDATES + 1}
    ),
    page AS (
      SELECT c.*, count(*) OVER () AS total FROM candidates c
      ORDER BY ${first.replace(/(\w+) DESC/, 'c.$1 DESC')}c.rank DESC, c.created_at DESC, c.id DESC
      LIMIT $${paramCount + 1} OFFSET $${paramCount + 2}
    )
    SELECT ${NOTE_COLUMNS}, p.rank, p.total::int AS total,
           ${noteCountColumns('n.id')},
           CASE WHEN ch.snippet IS NOT NULL THEN coalesce('p. ' || ch.page || ': ', '') || ch.snippet ELSE
           ts_headline('english', left(coalesce(nullif(n.description, ''), '') || ' ' || coalesce(n.extracted_text, ''), 8000), q.tsq,
             'StartSel=${SNIPPET_START}, StopSel=${SNIPPET_END}, MaxWords=28, MinWords=12, MaxFragments=1, FragmentDelimiter=" … "') END AS snippet
    FROM page p JOIN notes n ON n.id = p.id CROSS JOIN q
    ${chunkSnippetLateral(SNIPPET_START, SNIPPET_END)}
    ORDER BY ${first.replace(/(\w+) DESC/, 'p.$1 DESC')}p.rank DESC, p.created_at DESC, p.id DESC`;
}

/**
 * Full-text search over title, description, academic details and the documents' own text,
 * ranked; small typos are forgiven (from 3 characters) by correcting misspelt words against the
 * vocabulary of titles, subjects, courses and colleges when the words as typed find little.
 */
export class SearchService {
  constructor(private readonly ds: DataSource) {}

  async search(filter: NoteListFilter, first: number, after?: string | null, sort: NoteSort | null = null): Promise<SearchPage> {
    checkPageSize(first);
    const words = searchWords((filter.search ?? '').trim());
    const offset = decodeOffsetCursor(after, MAX_OFFSET);
    if (words.length === 0) return { items: [], hasNextPage: false, totalCount: 0, totalCountIsExact: true, didYouMean: null };
    const typed = prefixTsQuery(words);
    const params: unknown[] = [typed, []];
    const filters = [PUBLIC_NOTE];
    const add = (sql: string, value: unknown) => {
      params.push(value);
      filters.push(sql.replace('?', `$${params.length}`));
    };
    if (filter.subject?.trim()) add('n.subject = ?', filter.subject.trim());
    if (filter.course?.trim()) add('n.course = ?', filter.course.trim());
    if (filter.college?.trim()) add('n.college = ?', filter.college.trim());
    if (filter.semester != null) add('n.semester = ?::smallint', filter.semester); // typed, so the GIN index's semester column applies
    const and = filters.join(' AND ');
    const run = async (tsQuery: string, typedIds?: string[], normalized = false) => {
      const sql = searchSql(and, typedIds !== undefined, params.length, normalized, sort === 'relevant' ? null : sort);
      const values = [tsQuery, typedIds ?? [], ...params.slice(2)];
      const rows: SearchRow[] = await this.ds.query(sql, [...values, first + 1, offset]);
      // A page past the last match has no row to carry the total: ask for the first row (rare).
      const total: number = rows[0]?.total ?? (offset > 0 ? ((await this.ds.query(sql, [...values, 1, 0]))[0]?.total ?? 0) : 0);
      return { rows, total };
    };
    // Whole words first: when the words typed out in full already match more notes than are
    // ranked, widening the last one to a prefix would only add matches past the cap, at the
    // price of a GIN prefix scan (see prefixTsQuery). Otherwise, prefix last, as typed.
    let result = await run(words.join(' & '));
    if (result.total <= SEARCH_CANDIDATES) {
      const completed = await this.completeLastWord(words);
      result = completed ? await run(completed, undefined, true) : await run(typed);
    }
    // Corrections only when the words as typed find little: a query with many matches is
    // rarely a typo.
    let didYouMean: string | null = null;
    if (result.total < TYPO_FALLBACK_BELOW) {
      const corrected = await this.correct(words);
      // Nothing at all as typed: the corrected words are offered as "Did you mean".
      if (corrected && result.total === 0) didYouMean = corrected.join(' ');
      if (corrected) {
        // Fewer than TYPO_FALLBACK_BELOW notes match the words as typed: their ids, to rank
        // first. A first page usually holds them all already; otherwise one index probe.
        const typedIds = offset === 0 && result.rows.length === result.total ? result.rows.map((row) => row.id) : await this.matchingIds(and, params);
        // Corrected words are whole vocabulary words: exact lexemes, far cheaper for the GIN
        // index than prefixes of common stems ("oper:*" spans operand, operator, opera...);
        // the others as typed (prefix last).
        const fixed = corrected.map((w, i) => (w === words[i] && i === words.length - 1 ? `${w}:*` : w)).join(' & ');
        result = await run(`(${typed}) | (${fixed})`, typedIds);
      }
    }
    const { rows, total } = result;
    const page = rows.slice(0, first);
    return {
      items: page.map(({ rank: _rank, total: _total, snippet, likes, comments, ...note }, i) => ({
        note,
        counts: { likes, comments },
        snippet: snippet && snippet.includes(SNIPPET_START) ? snippet.trim() : null,
        cursor: encodeOffsetCursor(offset + i + 1),
      })),
      hasNextPage: rows.length > first && offset + first < MAX_OFFSET,
      totalCount: Math.min(total, SEARCH_CANDIDATES),
      totalCountIsExact: total <= SEARCH_CANDIDATES,
      didYouMean,
    };
  }

  /**
   * The search with its last word, the one still being typed, replaced by the lexemes it begins
   * (`process & (schedul | schedulabl)` for "process sched"), as a normalized tsquery; null
   * when a prefix match is the better choice: no completion, more than COMPLETIONS_MAX, or a
   * last word that is a stop word or not one lexeme. Same matches as the prefix ("sched:*")
   * since search_lexemes lists every lexeme of every note; whole lexemes let the GIN index skip
   * through the other words' postings instead of first collecting every posting of the prefix
   * (search_lexemes' migration has the figures).
   */
  private async completeLastWord(words: string[]): Promise<string | null> {
    const [row]: { whole: string | null; lexemes: string[]; completions: string[] }[] = await this.ds.query(
      `WITH last AS (SELECT tsvector_to_array(to_tsvector('english', $2)) AS lexemes)
       SELECT CASE WHEN $1 = '' THEN NULL ELSE to_tsquery('english', $1)::text END AS whole, last.lexemes,
              ARRAY(SELECT s.word FROM search_lexemes s
                     WHERE cardinality(last.lexemes) = 1
                       AND s.word >= last.lexemes[1] COLLATE "C" AND s.word < (last.lexemes[1] || chr(1114111)) COLLATE "C"
                     ORDER BY s.word LIMIT $3) AS completions
       FROM last`,
      [words.slice(0, -1).join(' & '), words[words.length - 1], COMPLETIONS_MAX + 1],
    );
    if (row.lexemes.length !== 1 || row.completions.length === 0 || row.completions.length > COMPLETIONS_MAX) return null;
    const last = `(${row.completions.map(tsLexeme).join(' | ')})`;
    // Earlier words that were all stop words leave an empty query: the last word alone then.
    return row.whole ? `(${row.whole}) & ${last}` : last;
  }

  /** Ids of every note the query matches ($1 the tsquery, $2 unused, then the filters' values). */
  private async matchingIds(and: string, params: unknown[]): Promise<string[]> {
    const rows: { id: string }[] = await this.ds.query(
      `WITH q AS (SELECT to_tsquery('english', $1) AS tsq, $2::uuid[] AS unused)
       SELECT n.id FROM notes n, q WHERE n.search_vector @@ q.tsq AND ${and}
       UNION SELECT n.id FROM notes n, q WHERE ${CHUNK_MATCH} AND ${and}`,
      params,
    );
    return rows.map((row) => row.id);
  }

  /**
   * The words with each misspelt one replaced by its nearest known word, or null when nothing
   * changes: the closer of the catalogue's nearest word (search_words: titles, subjects,
   * courses, colleges; a few thousand rows) and the documents' nearest word
   * (search_document_words, see nearestDocumentWords), the catalogue's on a tie. A word is left
   * alone when it is short or begins some known word (the user may still be typing it, or it is
   * spelt as some document spells it).
   */
  async correct(words: string[]): Promise<string[] | null> {
    const candidates = [...new Set(words.filter((w) => w.length >= TYPO_MIN_CHARS))];
    if (candidates.length === 0) return null;
    const rows: { word: string; correction: string | null; score: number | null }[] = await this.ds.query(
      `SELECT w AS word, c.word AS correction, c.score
       FROM unnest($1::text[]) w
       LEFT JOIN LATERAL (SELECT s.word, similarity(s.word, w) AS score FROM search_words s
                           WHERE s.word % w AND similarity(s.word, w) >= $2
                           ORDER BY similarity(s.word, w) DESC, s.terms DESC, s.word LIMIT 1) c ON true
       WHERE NOT EXISTS (SELECT 1 FROM search_words s
                          WHERE s.word >= w COLLATE "C" AND s.word < (w || chr(1114111)) COLLATE "C")
         AND NOT EXISTS (SELECT 1 FROM search_document_words d
                          WHERE d.word >= w COLLATE "C" AND d.word < (w || chr(1114111)) COLLATE "C")`,
      [candidates, CORRECTION_MIN_SIMILARITY],
    );
    if (rows.length === 0) return null;
    const fromDocuments = await this.nearestDocumentWords(rows.map((row) => row.word));
    const fixes = new Map<string, string>();
    for (const row of rows) {
      const document = fromDocuments.get(row.word);
      const best = document && (row.score === null || document.score > row.score) ? document.word : row.correction;
      if (best) fixes.set(row.word, best);
    }
    if (fixes.size === 0) return null;
    return words.map((w) => fixes.get(w) ?? w);
  }

  /**
   * The documents' nearest word to each word, by trigram similarity on the GIN index. Its cost
   * follows the words' trigrams' posting lists: a few milliseconds for a typical misspelling in
   * a million words, but a short word of very common trigrams can take far longer, so the
   * lookup has a time budget (DOCUMENT_WORDS_BUDGET_MS); past it there is no suggestion from
   * the documents, and the search goes on without.
   */
  private async nearestDocumentWords(words: string[]): Promise<Map<string, { word: string; score: number }>> {
    try {
      const rows: { word: string; correction: string | null; score: number | null }[] = await this.ds.transaction(async (tx) => {
        await tx.query(`SET LOCAL statement_timeout = ${DOCUMENT_WORDS_BUDGET_MS}`);
        // The index's own filter at the similarity we keep, so it hands over fewer rows.
        await tx.query(`SET LOCAL pg_trgm.similarity_threshold = ${CORRECTION_MIN_SIMILARITY}`);
        return tx.query(
          `SELECT w AS word, c.word AS correction, c.score
           FROM unnest($1::text[]) w
           LEFT JOIN LATERAL (SELECT d.word, similarity(d.word, w) AS score FROM search_document_words d
                               WHERE d.word % w ORDER BY similarity(d.word, w) DESC, d.word LIMIT 1) c ON true`,
          [words],
        );
      });
      return new Map(
        rows.filter((row) => row.correction !== null && row.score !== null).map((row) => [row.word, { word: row.correction!, score: row.score! }]),
      );
    } catch (error) {
      // 57014: canceled by statement_timeout. Anything else is a real failure.
      if ((error as { driverError?: { code?: string }; code?: string }).driverError?.code === '57014' || (error as { code?: string }).code === '57014')
        return new Map();
      throw error;
    }
  }

  /**
   * Existing values of one field of approved notes (subject, course or college) that start with
   * the input, or have a word that does, for the upload form, so that one college is not spelt
   * five ways: values starting with it first, then the most used. The primary key (kind, term)
   * bounds the scan to that field's distinct values (hundreds, whatever the number of notes).
   */
  async suggestValues(kind: 'subject' | 'course' | 'college', input: string, first: number): Promise<string[]> {
    const text = input.trim().toLowerCase().slice(0, 100);
    if (text.length < SUGGESTION_MIN_CHARS) return [];
    const rows: { term: string }[] = await this.ds.query(
      `SELECT term FROM suggestion_terms
        WHERE kind = $1 AND (lower(term) LIKE $2 OR lower(term) LIKE $3)
        ORDER BY (lower(term) LIKE $2) DESC, notes DESC, term LIMIT $4`,
      [kind, `${escapeLike(text)}%`, `% ${escapeLike(text)}%`, first],
    );
    return rows.map((row) => row.term);
  }

  /**
   * Up to 5 suggestions from 2 characters: subjects, courses and colleges whose name or any
   * word starts with the input (small sets), then titles starting with it, in the prefix index's
   * own order (~<~: byte order, which text_pattern_ops keeps), so the scan stops after 5 rows
   * instead of reading and sorting every title with that prefix (367 for "co" at 1,000,000 notes).
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
          ORDER BY lower(term) USING ~<~ LIMIT $3)`,
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

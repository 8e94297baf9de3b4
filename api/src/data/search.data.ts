import type { NoteSort } from '../domain/discovery';
import { CHUNK_MATCH, chunkSnippetLateral } from './note-text-chunk.data';
import { NOTE_COLUMNS, noteCountColumns, type NoteRecord, PUBLIC_NOTE } from './note.data';
import type { SqlRunner } from './sql-runner';

/**
 * Full-text search's statements (SearchService holds the rules: which words, when to correct):
 * the notes' and long documents' matches, the vocabularies that complete and correct words, and
 * the upload form's and search box's suggestions from suggestion_terms.
 */

/** Marks around matched words in snippets: private-use characters no document contains. */
export const SNIPPET_START = '\uE000';
export const SNIPPET_END = '\uE001';

/**
 * Matches ranked per search: the first this many the index yields (plus one, to know there are
 * more). Ranking and counting every match grew with the data (a common word matches tens of
 * thousands of notes at 1,000,000); paging already stops at this offset, so no one sees further.
 * With more matches than this, totalCount is this number and totalCountIsExact is false.
 */
export const SEARCH_CANDIDATES = 1000;

export type SearchRow = NoteRecord & { rank: number; total: number; snippet: string | null; likes: number; comments: number };

/** The filters of a search as SQL over notes `n`: public notes, then the filters' values from $3. */
export interface SearchConditions {
  and: string;
  values: unknown[];
}

export function searchConditions(filter: {
  subject?: string | null;
  course?: string | null;
  college?: string | null;
  semester?: number | null;
}): SearchConditions {
  const values: unknown[] = [];
  const filters = [PUBLIC_NOTE];
  const add = (sql: string, value: unknown) => {
    values.push(value);
    filters.push(sql.replace('?', `$${values.length + 2}`));
  };
  if (filter.subject?.trim()) add('n.subject = ?', filter.subject.trim());
  if (filter.course?.trim()) add('n.course = ?', filter.course.trim());
  if (filter.college?.trim()) add('n.college = ?', filter.college.trim());
  if (filter.semester != null) add('n.semester = ?::smallint', filter.semester); // typed, so the GIN index's semester column applies
  return { and: filters.join(' AND '), values };
}

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
 * A page of matches of `tsQuery` (to_tsquery's syntax, or a normalized tsquery), ranked, with the
 * total and snippets; `typedIds`, with corrections, are the notes matching the words as typed.
 */
export function searchRows(
  db: SqlRunner,
  conditions: SearchConditions,
  tsQuery: string,
  options: { typedIds?: string[]; normalized?: boolean; sort: NoteSort | null },
  limit: number,
  offset: number,
): Promise<SearchRow[]> {
  const sql = searchSql(conditions.and, options.typedIds !== undefined, conditions.values.length + 2, options.normalized ?? false, options.sort);
  return db.query(sql, [tsQuery, options.typedIds ?? [], ...conditions.values, limit, offset]);
}

/**
 * The earlier words as a normalized tsquery (null when there are none), the lexemes of the last
 * word, and up to `limit` lexemes of search_lexemes that begin its only lexeme.
 */
export async function lastWordCompletions(
  db: SqlRunner,
  earlier: string,
  last: string,
  limit: number,
): Promise<{ whole: string | null; lexemes: string[]; completions: string[] }> {
  const [row]: { whole: string | null; lexemes: string[]; completions: string[] }[] = await db.query(
    `WITH last AS (SELECT tsvector_to_array(to_tsvector('english', $2)) AS lexemes)
       SELECT CASE WHEN $1 = '' THEN NULL ELSE to_tsquery('english', $1)::text END AS whole, last.lexemes,
              ARRAY(SELECT s.word FROM search_lexemes s
                     WHERE cardinality(last.lexemes) = 1
                       AND s.word >= last.lexemes[1] COLLATE "C" AND s.word < (last.lexemes[1] || chr(1114111)) COLLATE "C"
                     ORDER BY s.word LIMIT $3) AS completions
       FROM last`,
    [earlier, last, limit],
  );
  return row;
}

/** Ids of every note `tsQuery` matches under the conditions. */
export async function matchingNoteIds(db: SqlRunner, conditions: SearchConditions, tsQuery: string): Promise<string[]> {
  const rows: { id: string }[] = await db.query(
    `WITH q AS (SELECT to_tsquery('english', $1) AS tsq, $2::uuid[] AS unused)
       SELECT n.id FROM notes n, q WHERE n.search_vector @@ q.tsq AND ${conditions.and}
       UNION SELECT n.id FROM notes n, q WHERE ${CHUNK_MATCH} AND ${conditions.and}`,
    [tsQuery, [], ...conditions.values],
  );
  return rows.map((row) => row.id);
}

export interface WordCorrection {
  word: string;
  correction: string | null;
  score: number | null;
}

/**
 * Of these words, those no catalogue word (search_words) nor document word begins, each with the
 * catalogue's nearest word at least `minSimilarity` similar (null when none).
 */
export function catalogueCorrections(db: SqlRunner, words: string[], minSimilarity: number): Promise<WordCorrection[]> {
  return db.query(
    `SELECT w AS word, c.word AS correction, c.score
       FROM unnest($1::text[]) w
       LEFT JOIN LATERAL (SELECT s.word, similarity(s.word, w) AS score FROM search_words s
                           WHERE s.word % w AND similarity(s.word, w) >= $2
                           ORDER BY similarity(s.word, w) DESC, s.terms DESC, s.word LIMIT 1) c ON true
       WHERE NOT EXISTS (SELECT 1 FROM search_words s
                          WHERE s.word >= w COLLATE "C" AND s.word < (w || chr(1114111)) COLLATE "C")
         AND NOT EXISTS (SELECT 1 FROM search_document_words d
                          WHERE d.word >= w COLLATE "C" AND d.word < (w || chr(1114111)) COLLATE "C")`,
    [words, minSimilarity],
  );
}

/**
 * The documents' nearest word to each word (search_document_words, trigram similarity on the GIN
 * index), in the caller's transaction: limited to `budgetMs` (PostgreSQL cancels it past that,
 * error 57014) and to words at least `minSimilarity` similar (the index's own filter).
 */
export async function documentWordCorrections(tx: SqlRunner, words: string[], budgetMs: number, minSimilarity: number): Promise<WordCorrection[]> {
  await tx.query(`SET LOCAL statement_timeout = ${budgetMs}`);
  // The index's own filter at the similarity we keep, so it hands over fewer rows.
  await tx.query(`SET LOCAL pg_trgm.similarity_threshold = ${minSimilarity}`);
  return tx.query(
    `SELECT w AS word, c.word AS correction, c.score
           FROM unnest($1::text[]) w
           LEFT JOIN LATERAL (SELECT d.word, similarity(d.word, w) AS score FROM search_document_words d
                               WHERE d.word % w ORDER BY similarity(d.word, w) DESC, d.word LIMIT 1) c ON true`,
    [words],
  );
}

/**
 * Values of one field (subject, course or college) matching the LIKE `prefix` or `wordPrefix`
 * (already escaped), those matching the prefix first, then the most used. The primary key
 * (kind, term) bounds the scan to that field's distinct values.
 */
export async function suggestionTermsOf(
  db: SqlRunner,
  kind: 'subject' | 'course' | 'college',
  prefix: string,
  wordPrefix: string,
  limit: number,
): Promise<string[]> {
  const rows: { term: string }[] = await db.query(
    `SELECT term FROM suggestion_terms
        WHERE kind = $1 AND (lower(term) LIKE $2 OR lower(term) LIKE $3)
        ORDER BY (lower(term) LIKE $2) DESC, notes DESC, term LIMIT $4`,
    [kind, prefix, wordPrefix, limit],
  );
  return rows.map((row) => row.term);
}

export interface Suggestion {
  text: string;
  kind: 'title' | 'subject' | 'course' | 'college';
}

/**
 * Subjects, courses and colleges matching the LIKE `prefix` or `wordPrefix` (up to `limit`), then
 * up to `limit` titles matching the prefix, in the prefix index's own order (~<~: byte order,
 * which text_pattern_ops keeps), so the scan stops after `limit` rows.
 */
export function suggestionRows(db: SqlRunner, prefix: string, wordPrefix: string, limit: number): Promise<Suggestion[]> {
  return db.query(
    `(SELECT term AS text, kind FROM suggestion_terms
          WHERE kind IN ('subject', 'course', 'college') AND (lower(term) LIKE $1 OR lower(term) LIKE $2)
          ORDER BY (lower(term) LIKE $1) DESC, notes DESC, term LIMIT $3)
       UNION ALL
       (SELECT term, kind FROM suggestion_terms
          WHERE lower(term) LIKE $1 AND kind = 'title'
          ORDER BY lower(term) USING ~<~ LIMIT $3)`,
    [prefix, wordPrefix, limit],
  );
}

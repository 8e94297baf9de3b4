import type { DataSource } from 'typeorm';
import { SUGGESTION_MAX, SUGGESTION_MIN_CHARS } from '../domain/constants';
import type { NoteCounts, NoteRecord } from '../data/note.data';
import {
  catalogueCorrections,
  documentWordCorrections,
  lastWordCompletions,
  matchingNoteIds,
  SEARCH_CANDIDATES,
  type SearchConditions,
  searchConditions,
  searchRows,
  SNIPPET_END,
  SNIPPET_START,
  type Suggestion,
  suggestionRows,
  suggestionTermsOf,
} from '../data/search.data';
import { checkPageSize, decodeOffsetCursor, encodeOffsetCursor } from '../data/paging';
import type { NoteListFilter } from './note-input';
import type { NoteSort } from '../domain/discovery';

export { SEARCH_CANDIDATES, SNIPPET_END, SNIPPET_START };
export type { Suggestion };

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

/** Paging stops here: no one pages past the ranked candidates (see SEARCH_CANDIDATES). */
const MAX_OFFSET = SEARCH_CANDIDATES;

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

/** Trigram similarity needs three characters; shorter words are never corrected. */
const TYPO_MIN_CHARS = 3;
/** With fewer exact matches than this, misspelt words are corrected and searched too. */
export const TYPO_FALLBACK_BELOW = 20;
/** How close a vocabulary word must be to replace a query word (pg_trgm similarity, 0-1). */
const CORRECTION_MIN_SIMILARITY = 0.45;
/** Time budget of the documents' vocabulary lookup ("Did you mean"); see nearestDocumentWords. */
const DOCUMENT_WORDS_BUDGET_MS = 150;

/** Completions of the last word beyond this: the GIN prefix match is as cheap (see completeLastWord). */
const COMPLETIONS_MAX = 20;

/** A lexeme as a tsquery operand, quoted, so that no character of it is read as syntax. */
const tsLexeme = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

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
    const conditions = searchConditions(filter);
    const order = sort === 'relevant' ? null : sort;
    const run = async (tsQuery: string, typedIds?: string[], normalized = false) => {
      const options = { typedIds, normalized, sort: order };
      const rows = await searchRows(this.ds, conditions, tsQuery, options, first + 1, offset);
      // A page past the last match has no row to carry the total: ask for the first row (rare).
      const total: number = rows[0]?.total ?? (offset > 0 ? ((await searchRows(this.ds, conditions, tsQuery, options, 1, 0))[0]?.total ?? 0) : 0);
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
        const typedIds = offset === 0 && result.rows.length === result.total ? result.rows.map((row) => row.id) : await this.matchingIds(conditions, typed);
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
    const row = await lastWordCompletions(this.ds, words.slice(0, -1).join(' & '), words[words.length - 1], COMPLETIONS_MAX + 1);
    if (row.lexemes.length !== 1 || row.completions.length === 0 || row.completions.length > COMPLETIONS_MAX) return null;
    const last = `(${row.completions.map(tsLexeme).join(' | ')})`;
    // Earlier words that were all stop words leave an empty query: the last word alone then.
    return row.whole ? `(${row.whole}) & ${last}` : last;
  }

  /** Ids of every note the query matches. */
  private matchingIds(conditions: SearchConditions, tsQuery: string): Promise<string[]> {
    return matchingNoteIds(this.ds, conditions, tsQuery);
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
    const rows = await catalogueCorrections(this.ds, candidates, CORRECTION_MIN_SIMILARITY);
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
      const rows = await this.ds.transaction((tx) => documentWordCorrections(tx, words, DOCUMENT_WORDS_BUDGET_MS, CORRECTION_MIN_SIMILARITY));
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
    return suggestionTermsOf(this.ds, kind, `${escapeLike(text)}%`, `% ${escapeLike(text)}%`, first);
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
    const rows = await suggestionRows(this.ds, prefix, wordPrefix, SUGGESTION_MAX);
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

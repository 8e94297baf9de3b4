import type { SqlRunner } from './sql-runner';

/**
 * note_text_chunks: the whole text of long documents, one row per page or chunk with its own
 * tsvector (see its migration), and note_text_index_backlog, the notes processed before it
 * existed that still need their chunks. The search's SQL pieces for chunks are here too.
 */

export interface TextChunkRow {
  page: number | null;
  body: string;
}

/** What a note's full-text index holds, kept in its preview (notes.preview->'textIndex'). */
export interface TextIndexSummary {
  /** Rows in note_text_chunks (0: the note's own search vector holds its whole text). */
  chunks: number;
  /** Some of the document's text is not searchable: past the bound, or pages of a long scan not read by OCR. */
  partial: boolean;
}

/** Chunks whose words one row of note_text_sections holds (about 50 pages). */
export const CHUNKS_PER_SECTION = 50;

/** Replaces the note's chunks and their sections (none: deletes them) in the caller's transaction. */
export async function replaceNoteTextChunks(db: SqlRunner, noteId: string, chunks: readonly TextChunkRow[]): Promise<void> {
  await db.query(`DELETE FROM note_text_sections WHERE note_id = $1`, [noteId]);
  await db.query(`DELETE FROM note_text_chunks WHERE note_id = $1`, [noteId]);
  if (chunks.length === 0) return;
  await db.query(
    `INSERT INTO note_text_chunks (note_id, chunk, page, body)
     SELECT $1, c.ord - 1, c.page, c.body FROM unnest($2::int[], $3::text[]) WITH ORDINALITY AS c(page, body, ord)`,
    [noteId, chunks.map((c) => c.page), chunks.map((c) => c.body)],
  );
  await db.query(
    `INSERT INTO note_text_sections (note_id, section, vector)
     SELECT note_id, chunk / ${CHUNKS_PER_SECTION}, to_tsvector('english', string_agg(body, ' ' ORDER BY chunk))
     FROM note_text_chunks WHERE note_id = $1 GROUP BY note_id, chunk / ${CHUNKS_PER_SECTION}`,
    [noteId],
  );
}

/** Records the summary in the note's preview, for a note whose file is still `fileKey`. */
export async function setTextIndexSummary(db: SqlRunner, noteId: string, fileKey: string, summary: TextIndexSummary): Promise<boolean> {
  const rows: unknown[] = await db.query(
    `UPDATE notes SET preview = jsonb_set(coalesce(preview, '{}'::jsonb), '{textIndex}', $3::jsonb)
     WHERE id = $1 AND file_key = $2 RETURNING id`,
    [noteId, fileKey, JSON.stringify(summary)],
  );
  return rows.length > 0;
}

/** Takes up to `limit` notes off the backlog (each taken once, whichever replica asks), with their current file. */
export async function takeTextIndexBacklog(db: SqlRunner, limit: number): Promise<{ noteId: string; fileKey: string | null }[]> {
  return db.query(
    `WITH taken AS (
       DELETE FROM note_text_index_backlog WHERE note_id IN (SELECT note_id FROM note_text_index_backlog LIMIT $1 FOR UPDATE SKIP LOCKED)
       RETURNING note_id)
     SELECT t.note_id AS "noteId", n.file_key AS "fileKey" FROM taken t JOIN notes n ON n.id = t.note_id`,
    [limit],
  );
}

/** Puts notes on the backlog (e.g. for a test or an operator); notes already there stay once. */
export async function addTextIndexBacklog(db: SqlRunner, noteIds: readonly string[]): Promise<void> {
  await db.query(`INSERT INTO note_text_index_backlog (note_id) SELECT unnest($1::uuid[]) ON CONFLICT DO NOTHING`, [noteIds]);
}

/** The note's current file and processing state, for the index job's check that its work still applies. */
export async function noteFileForIndex(db: SqlRunner, noteId: string): Promise<{ fileKey: string | null; status: string } | undefined> {
  const rows: { fileKey: string | null; status: string }[] = await db.query(
    `SELECT file_key AS "fileKey", processing_status AS status FROM notes WHERE id = $1`,
    [noteId],
  );
  return rows[0];
}

/** Matching sections read per search at most (a word on every page of 20 documents of 5,000 pages). */
export const SECTION_CANDIDATES = 2000;

/**
 * For a search query aliasing notes `n` and its tsquery `q.tsq`: the note has a chunk that
 * matches, found through its sections (50 chunks each). The notes' ids are collected once (an
 * InitPlan: note_text_section_matches, the sections' GIN index, at most SECTION_CANDIDATES sections), then looked up by
 * primary key; written as `IN (subquery)` the planner, not knowing the tsquery, chose to walk both
 * primary keys and test every row (250 ms at 30,000 chunks, where this takes about 1 ms).
 */
export const CHUNK_MATCH = `n.id = ANY (ARRAY(SELECT note_text_section_matches(q.tsq, ${SECTION_CANDIDATES}) FROM q))`;

/**
 * A LATERAL subquery (alias `ch`) of the note's first matching chunk: its page and its snippet
 * (marked with `start`/`stop`), for the rows of one search page; no row for notes without chunks.
 */
export function chunkSnippetLateral(start: string, stop: string): string {
  return `LEFT JOIN LATERAL (
      SELECT c.page, ts_headline('english', c.body, q.tsq,
               'StartSel=${start}, StopSel=${stop}, MaxWords=28, MinWords=12, MaxFragments=1, FragmentDelimiter=" … "') AS snippet
      FROM note_text_chunks c WHERE c.note_id = n.id AND c.vector @@ q.tsq
      ORDER BY c.chunk LIMIT 1) ch ON true`;
}

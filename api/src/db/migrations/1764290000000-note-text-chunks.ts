import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The whole text of long documents, searchable to the last page. notes.search_vector indexes the
 * first 200,000 characters of a document (EXTRACT_MAX_CHARS: about page 60 of dense notes), and
 * one tsvector could not hold a 300-page document anyway (1 MB per tsvector). A document whose
 * text is longer gets one row per page (a PDF; a page longer than a chunk is split, keeping its
 * number) or per chunk of text (other types, no page number), each with its own tsvector in a
 * GIN index: a search matches a note by its own vector OR by any of its chunks, and the snippet
 * of a note that has chunks comes from its first matching chunk, with the page number.
 *
 * Short documents (nearly all notes) have no rows here, so the extra index probe stays small.
 * Matching goes through note_text_sections, one tsvector per 50 chunks (the words of about 50
 * pages): a word on every page of a 5,000-page document costs 100 index hits and heap reads, not
 * 5,000. The chunks' GIN index carries note_id (btree_gin) so that a displayed note's first
 * matching chunk, for its snippet, is found inside the index. Lexemes of chunks join search_lexemes (the completion of the last word must
 * see them, or a prefix would find less than the word typed out).
 *
 * note_text_index_backlog: notes processed before this existed whose text was cut at the limit;
 * the note-text-index jobs (api/src/jobs/note-text-index.job.ts) drain it.
 */
export class NoteTextChunks1764290000000 implements MigrationInterface {
  name = 'NoteTextChunks1764290000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS btree_gin`);
    await q.query(`
      CREATE TABLE note_text_chunks (
        note_id uuid NOT NULL REFERENCES notes (id) ON DELETE CASCADE,
        chunk integer NOT NULL CHECK (chunk >= 0),
        page integer CHECK (page >= 1),
        body text NOT NULL,
        vector tsvector GENERATED ALWAYS AS (to_tsvector('english'::regconfig, body)) STORED,
        PRIMARY KEY (note_id, chunk)
      )`);
    await q.query(`CREATE INDEX note_text_chunks_vector_idx ON note_text_chunks USING gin (vector, note_id)`);
    await q.query(`
      CREATE TABLE note_text_sections (
        note_id uuid NOT NULL REFERENCES notes (id) ON DELETE CASCADE,
        section integer NOT NULL CHECK (section >= 0),
        vector tsvector NOT NULL,
        PRIMARY KEY (note_id, section)
      )`);
    await q.query(`CREATE INDEX note_text_sections_vector_idx ON note_text_sections USING gin (vector)`);
    // The notes whose sections match, through the GIN index only. The planner does not cost the
    // de-TOASTing of large vectors: with few sections it chose a sequential scan that read every
    // one (19 ms at 600 sections, 0.3 ms through the index). A function with its own setting is
    // planned on its own, so the setting reaches no other statement.
    await q.query(`
      CREATE FUNCTION note_text_section_matches(p_query tsquery, p_limit integer) RETURNS SETOF uuid
      LANGUAGE plpgsql STABLE SET enable_seqscan = off AS $$
      BEGIN
        -- PL/pgSQL keeps the statement's plan for the session (a SQL function would plan it per call).
        RETURN QUERY SELECT DISTINCT m.note_id FROM (SELECT s.note_id FROM note_text_sections s WHERE s.vector @@ p_query LIMIT p_limit) m;
      END $$`);
    await q.query(`
      CREATE FUNCTION note_text_chunks_lexemes_add() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO search_lexemes (word)
        SELECT DISTINCT w FROM added, unnest(tsvector_to_array(added.vector)) AS w
        ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER note_text_chunks_lexemes_trg AFTER INSERT ON note_text_chunks
      REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION note_text_chunks_lexemes_add()`);
    await q.query(`CREATE TABLE note_text_index_backlog (note_id uuid PRIMARY KEY REFERENCES notes (id) ON DELETE CASCADE)`);
    // Cut at the limit: normaliseText cuts at 200,000 characters, then trims the end.
    await q.query(`
      INSERT INTO note_text_index_backlog (note_id)
      SELECT id FROM notes WHERE file_key IS NOT NULL AND char_length(extracted_text) >= 199000`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE note_text_index_backlog`);
    await q.query(`DROP FUNCTION note_text_section_matches(tsquery, integer)`);
    await q.query(`DROP TABLE note_text_sections`);
    await q.query(`DROP TRIGGER note_text_chunks_lexemes_trg ON note_text_chunks`);
    await q.query(`DROP FUNCTION note_text_chunks_lexemes_add()`);
    await q.query(`DROP TABLE note_text_chunks`);
  }
}

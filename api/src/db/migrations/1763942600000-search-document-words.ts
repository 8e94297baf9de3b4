import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The words of approved notes' documents, as written (not stemmed: "thermodynamics", never
 * "thermodynam"), for "Did you mean": a misspelt search word that neither the catalogue's
 * vocabulary (search_words: titles, subjects, courses, colleges) nor this list corrects gets no
 * suggestion. Kept by a row trigger when a note becomes approved with text, or its text changes
 * while approved; like search_lexemes it only grows (a word whose notes are gone is a harmless
 * suggestion that finds nothing, and the search then says so). Letters only, 4 to 30 of them,
 * from the first 200,000 characters (what the search vector indexes).
 *
 * A GIN trigram index answers the nearest word (`word % $1`, at the similarity a correction
 * needs): 5 to 20 ms for a typical misspelling in 1,000,000 words on the 2-core test machine
 * under load, where a GiST nearest-neighbour walk (`ORDER BY word <-> $1`) took 1.1 to 1.5 s.
 * A short word made of very common trigrams costs more (600 ms measured), so the search gives
 * this lookup a time budget (search.service.ts).
 */
export class SearchDocumentWords1763942600000 implements MigrationInterface {
  name = 'SearchDocumentWords1763942600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE search_document_words (word text COLLATE "C" PRIMARY KEY)`);
    await q.query(`CREATE INDEX search_document_words_trgm_idx ON search_document_words USING gin (word gin_trgm_ops)`);
    await q.query(`
      CREATE FUNCTION search_document_words_of(p_text text) RETURNS SETOF text
      LANGUAGE sql IMMUTABLE AS $$
        SELECT DISTINCT w FROM regexp_split_to_table(lower(left(coalesce(p_text, ''), 200000)), '[^[:alpha:]]+') w
        WHERE char_length(w) BETWEEN 4 AND 30
      $$`);
    await q.query(`
      CREATE FUNCTION search_document_words_add() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO search_document_words (word) SELECT search_document_words_of(NEW.extracted_text) ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER notes_search_document_words_insert_trg AFTER INSERT ON notes
      FOR EACH ROW WHEN (NEW.approved AND NEW.extracted_text IS NOT NULL)
      EXECUTE FUNCTION search_document_words_add()`);
    await q.query(`
      CREATE TRIGGER notes_search_document_words_update_trg AFTER UPDATE OF approved, extracted_text ON notes
      FOR EACH ROW WHEN (NEW.approved AND NEW.extracted_text IS NOT NULL AND (NOT OLD.approved OR OLD.extracted_text IS DISTINCT FROM NEW.extracted_text))
      EXECUTE FUNCTION search_document_words_add()`);
    // Documents by digest: many notes share one document (copies, the seeder's bulk data).
    await q.query(`
      CREATE FUNCTION search_document_words_rebuild() RETURNS void LANGUAGE sql AS $$
        TRUNCATE search_document_words;
        INSERT INTO search_document_words (word)
        SELECT DISTINCT w FROM (
          SELECT min(left(extracted_text, 200000)) AS t FROM notes WHERE approved AND extracted_text IS NOT NULL GROUP BY md5(left(extracted_text, 200000))
        ) d, search_document_words_of(d.t) w;
      $$`);
    await q.query(`SET LOCAL work_mem = '256MB'`);
    await q.query(`SELECT search_document_words_rebuild()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER notes_search_document_words_update_trg ON notes`);
    await q.query(`DROP TRIGGER notes_search_document_words_insert_trg ON notes`);
    await q.query(`DROP FUNCTION search_document_words_rebuild()`);
    await q.query(`DROP FUNCTION search_document_words_add()`);
    await q.query(`DROP FUNCTION search_document_words_of(text)`);
    await q.query(`DROP TABLE search_document_words`);
  }
}

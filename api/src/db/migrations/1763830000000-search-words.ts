import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Typo tolerance by correcting the query's words, replacing the trigram match on notes.
 *
 * The old way (`text <% title || ' ' || subject` over every approved note) was slow on common
 * subjects and found little: "operting sytems" matched 9 of the thousands of Operating Systems
 * notes. Now a small vocabulary of the words in titles, subjects, courses and colleges
 * (search_words, a few thousand rows for 100,000 notes) is kept by a trigger on
 * suggestion_terms, and a misspelt word is swapped for its nearest vocabulary word by trigram
 * similarity before the ordinary full-text search runs.
 */
export class SearchWords1763830000000 implements MigrationInterface {
  name = 'SearchWords1763830000000';

  async up(q: QueryRunner): Promise<void> {
    // COLLATE "C" so the primary key's B-tree also answers `word LIKE 'pre%'`.
    await q.query(`
      CREATE TABLE search_words (
        word text COLLATE "C" PRIMARY KEY,
        terms integer NOT NULL CHECK (terms > 0)
      )`);
    await q.query(`CREATE INDEX search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops)`);
    // Words split as the search box splits them (punctuation and spaces), marks kept, so
    // Devanagari words stay whole; 3 to 50 characters, the lengths a correction can use.
    await q.query(`
      CREATE FUNCTION search_words_of(p_term text) RETURNS SETOF text
      LANGUAGE sql IMMUTABLE AS $$
        SELECT DISTINCT w FROM regexp_split_to_table(lower(p_term), '[[:space:][:punct:]]+') w
        WHERE char_length(w) BETWEEN 3 AND 50
      $$`);
    await q.query(`
      CREATE FUNCTION suggestion_terms_words() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO search_words (word, terms) SELECT w, 1 FROM search_words_of(NEW.term) w
          ON CONFLICT (word) DO UPDATE SET terms = search_words.terms + 1;
        ELSE
          DELETE FROM search_words WHERE terms <= 1 AND word IN (SELECT search_words_of(OLD.term));
          UPDATE search_words SET terms = terms - 1 WHERE word IN (SELECT search_words_of(OLD.term));
        END IF;
        RETURN NULL;
      END $$`);
    // A term row is inserted when its first approved note appears and deleted with its last;
    // updates only change its note count, which does not concern the words.
    await q.query(`
      CREATE TRIGGER suggestion_terms_words_trg
      AFTER INSERT OR DELETE ON suggestion_terms
      FOR EACH ROW EXECUTE FUNCTION suggestion_terms_words()`);
    await q.query(`
      INSERT INTO search_words (word, terms)
      SELECT w, count(*) FROM suggestion_terms t, search_words_of(t.term) w GROUP BY w`);
    await q.query(`DROP INDEX notes_title_subject_trgm_idx`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX notes_title_subject_trgm_idx ON notes USING gin ((title || ' ' || subject) gin_trgm_ops) WHERE approved`);
    await q.query(`DROP TRIGGER suggestion_terms_words_trg ON suggestion_terms`);
    await q.query(`DROP FUNCTION suggestion_terms_words()`);
    await q.query(`DROP FUNCTION search_words_of(text)`);
    await q.query(`DROP TABLE search_words`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every lexeme the notes' search vectors hold, so that the word a student is still typing can
 * be completed into whole lexemes before the search. A GIN prefix match ("sched:*") gathers the
 * postings of every lexeme it spans into a bitmap before it can intersect them with the other
 * words; whole lexemes are intersected inside the index, skipping through the longer list. At
 * 1,000,000 notes "process & sched:*" took 25-35 ms in the index, "process & schedul" 11 ms.
 *
 * The list only grows (a lexeme whose notes are gone is harmless: it matches nothing), so it
 * is kept by inserts alone: a statement trigger for new notes (one pass over a multi-row
 * insert) and a row trigger for edits that change the vector. Lexemes of pending notes are
 * listed too; searches still only match public notes.
 *
 * search_lexemes_rebuild() recomputes it from the source columns, one DISTINCT per column
 * (the vector is the union of each column's to_tsvector): far cheaper than unnesting every
 * note's vector where many notes share a title or a document (the seeder's bulk load).
 */
export class SearchLexemes1763930000000 implements MigrationInterface {
  name = 'SearchLexemes1763930000000';

  async up(q: QueryRunner): Promise<void> {
    // C collation: the prefix range scan (word >= 'sched' AND word < 'sched' || max) needs byte order.
    await q.query(`CREATE TABLE search_lexemes (word text COLLATE "C" PRIMARY KEY)`);
    await q.query(`
      CREATE FUNCTION search_lexemes_add() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO search_lexemes (word)
        SELECT DISTINCT w FROM added, unnest(tsvector_to_array(added.search_vector)) AS w
        ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    await q.query(
      `CREATE TRIGGER notes_search_lexemes_insert_trg AFTER INSERT ON notes REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION search_lexemes_add()`,
    );
    await q.query(`
      CREATE FUNCTION search_lexemes_add_row() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO search_lexemes (word) SELECT unnest(tsvector_to_array(NEW.search_vector)) ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    // Column list and WHEN: downloads, approvals and other updates of a note skip it.
    await q.query(`
      CREATE TRIGGER notes_search_lexemes_update_trg
      AFTER UPDATE OF title, description, subject, course, college, extracted_text ON notes
      FOR EACH ROW WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector)
      EXECUTE FUNCTION search_lexemes_add_row()`);
    await q.query(`
      CREATE FUNCTION search_lexemes_rebuild() RETURNS void LANGUAGE sql AS $$
        TRUNCATE search_lexemes;
        INSERT INTO search_lexemes (word)
        SELECT DISTINCT w FROM (
          SELECT DISTINCT title AS t FROM notes
          UNION SELECT DISTINCT description FROM notes
          UNION SELECT DISTINCT coalesce(subject, '') || ' ' || coalesce(course, '') || ' ' || coalesce(college, '') FROM notes
          -- Documents by digest: the hash table holds 16 bytes per text, not the text.
          UNION ALL SELECT min(left(extracted_text, 200000)) FROM notes WHERE extracted_text IS NOT NULL GROUP BY md5(left(extracted_text, 200000))
        ) s, unnest(tsvector_to_array(to_tsvector('english'::regconfig, coalesce(s.t, '')))) AS w;
      $$`);
    await q.query(`SET LOCAL work_mem = '256MB'`);
    await q.query(`SELECT search_lexemes_rebuild()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER notes_search_lexemes_update_trg ON notes`);
    await q.query(`DROP TRIGGER notes_search_lexemes_insert_trg ON notes`);
    await q.query(`DROP FUNCTION search_lexemes_rebuild()`);
    await q.query(`DROP FUNCTION search_lexemes_add_row()`);
    await q.query(`DROP FUNCTION search_lexemes_add()`);
    await q.query(`DROP TABLE search_lexemes`);
  }
}

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clearAllData } from '../src/seed/reset';
import { seedDemoData } from '../src/seed/seed';
import { LocalStorage } from '../src/storage/local-storage';
import { createTestDatabase, type TestDatabase } from './db';

let db: TestDatabase;
let root: string;

beforeAll(async () => {
  db = await createTestDatabase();
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-bulk-files-'));
});
afterAll(async () => {
  await db.drop();
  fs.rmSync(root, { recursive: true, force: true });
});

/** Indexes, foreign keys and enabled user triggers on the loaded tables: what a bulk load must give back. */
async function schemaShape() {
  const [row] = await db.dataSource.query(`
    SELECT (SELECT array_agg(indexdef ORDER BY indexname) FROM pg_indexes WHERE schemaname = 'public' AND tablename IN ('notes', 'comments', 'likes', 'saved_notes')) AS indexes,
           (SELECT array_agg(conname || ' ' || pg_get_constraintdef(oid) ORDER BY conname) FROM pg_constraint WHERE contype = 'f') AS keys,
           (SELECT array_agg(tgname || ' ' || tgenabled::text ORDER BY tgname) FROM pg_trigger WHERE NOT tgisinternal) AS triggers`);
  return row;
}

/** suggestion_terms and search_words as the row triggers would have kept them. */
async function derivedTablesMatchTriggers(): Promise<boolean> {
  const [row] = await db.dataSource.query(`
    WITH expected AS (
      SELECT kind, term, count(*)::int AS notes FROM (
        SELECT 'title' AS kind, title AS term FROM notes WHERE approved
        UNION ALL SELECT 'subject', subject FROM notes WHERE approved
        UNION ALL SELECT 'course', course FROM notes WHERE approved
        UNION ALL SELECT 'college', college FROM notes WHERE approved) t GROUP BY kind, term),
    words AS (SELECT w AS word, count(*)::int AS terms FROM suggestion_terms t, search_words_of(t.term) w GROUP BY w)
    SELECT NOT EXISTS (SELECT kind, term, notes FROM expected EXCEPT SELECT kind, term, notes FROM suggestion_terms)
       AND NOT EXISTS (SELECT kind, term, notes FROM suggestion_terms EXCEPT SELECT kind, term, notes FROM expected)
       AND NOT EXISTS (SELECT * FROM words EXCEPT SELECT word::text, terms FROM search_words)
       AND NOT EXISTS (SELECT word::text, terms FROM search_words EXCEPT SELECT * FROM words)
       AND (SELECT count(*) FROM suggestion_terms) > 0 AS ok`);
  return row.ok;
}

/** catalogue_counts (the discovery pages' counts) as its row trigger would have kept it. */
async function catalogueCountsMatchTrigger(): Promise<boolean> {
  const [row] = await db.dataSource.query(`
    WITH expected AS (SELECT college, subject, course, semester, count(*)::int AS notes FROM notes WHERE approved AND NOT hidden GROUP BY 1, 2, 3, 4)
    SELECT NOT EXISTS (SELECT * FROM expected EXCEPT SELECT college, subject, course, semester, notes FROM catalogue_counts)
       AND NOT EXISTS (SELECT college, subject, course, semester, notes FROM catalogue_counts EXCEPT SELECT * FROM expected)
       AND (SELECT count(*) FROM catalogue_counts) > 0 AS ok`);
  return row.ok;
}

/** search_lexemes holds exactly the lexemes of the notes' search vectors (it may only grow later). */
async function lexemesMatchVectors(): Promise<boolean> {
  const [row] = await db.dataSource.query(`
    WITH actual AS (SELECT DISTINCT w FROM notes, unnest(tsvector_to_array(search_vector)) w)
    SELECT NOT EXISTS (SELECT w FROM actual EXCEPT SELECT word FROM search_lexemes)
       AND NOT EXISTS (SELECT word FROM search_lexemes EXCEPT SELECT w FROM actual)
       AND (SELECT count(*) FROM actual) > 100 AS ok`);
  return row.ok;
}

describe('bulk load (large seeds)', () => {
  it('gives back every index, foreign key and trigger, and derives suggestion terms and words exactly', async () => {
    const before = await schemaShape();
    const result = await seedDemoData(db.dataSource, new LocalStorage(root), { notes: 120, users: 15, bulkLoadFrom: 1 });
    expect(result.notes).toBe(120);
    expect(await schemaShape()).toEqual(before);
    const [restore] = await db.dataSource.query(`SELECT to_regclass('seed_bulk_restore') AS t`);
    expect(restore.t).toBeNull();
    expect(await derivedTablesMatchTriggers()).toBe(true);
    expect(await lexemesMatchVectors()).toBe(true);
    expect(await catalogueCountsMatchTrigger()).toBe(true);
    // The trigger is live again: a new approval updates the counts as before.
    const [{ count: before1 }] = await db.dataSource.query(
      `SELECT count(*)::int AS count FROM suggestion_terms WHERE kind = 'college' AND term = 'Bulk Test College'`,
    );
    expect(before1).toBe(0);
    await db.dataSource.query(`UPDATE notes SET college = 'Bulk Test College' WHERE id = (SELECT id FROM notes WHERE approved LIMIT 1)`);
    expect(await derivedTablesMatchTriggers()).toBe(true);
    expect(await catalogueCountsMatchTrigger()).toBe(true);
  });

  it('shares documents between notes: each note has its own stored file with the bytes and text it claims', async () => {
    await clearAllData(db.dataSource, new LocalStorage(root));
    const storage = new LocalStorage(root);
    const result = await seedDemoData(db.dataSource, storage, { notes: 400, users: 20, bulkLoadFrom: 1, shareDocumentsFrom: 100 });
    expect(result.files).toBe(400);
    const notes: { id: string; file_key: string; file_size: number; file_sha256: string; extracted_text: string; approved: boolean }[] =
      await db.dataSource.query(`SELECT id, file_key, file_size, file_sha256, extracted_text, approved FROM notes`);
    expect(new Set(notes.map((n) => n.file_key)).size).toBe(400);
    for (const note of notes) {
      const bytes = fs.readFileSync(path.join(root, note.file_key));
      expect([note.file_key, bytes.length, createHash('sha256').update(bytes).digest('hex')]).toEqual([note.file_key, note.file_size, note.file_sha256]);
      if (note.file_key.endsWith('.txt')) expect(bytes.toString('utf8').trim()).toBe(note.extracted_text.trim());
    }
    const byDocument = new Map<string, typeof notes>();
    for (const note of notes) byDocument.set(note.file_sha256, [...(byDocument.get(note.file_sha256) ?? []), note]);
    const sharing = [...byDocument.values()].find((group) => group.length > 1)!;
    expect(sharing).toBeDefined();
    expect(new Set(sharing.map((n) => n.extracted_text)).size).toBe(1);
    // Deleting one note's file (as deleting the note does) leaves the others' files whole.
    await storage.delete(sharing[0].file_key);
    expect(fs.readFileSync(path.join(root, sharing[1].file_key)).length).toBe(sharing[1].file_size);
    // Counts the app shows match the rows, and only approved notes have reactions.
    const [check] = await db.dataSource.query(
      `
      SELECT (SELECT count(*) FROM likes l JOIN notes n ON n.id = l.note_id WHERE NOT n.approved)::int AS pending_likes,
             (SELECT count(*) FROM notes WHERE NOT approved)::int AS pending,
             (SELECT count(*) FROM notes WHERE search_vector @@ websearch_to_tsquery('english', $1))::int AS found`,
      [sharing[1].extracted_text.split('\n\n')[2].split(' ').slice(0, 6).join(' ')],
    );
    expect(check.pending_likes).toBe(0);
    expect(check.pending / 400).toBeGreaterThan(0.08);
    expect(check.pending / 400).toBeLessThan(0.25);
    // The shared study text is searchable in every note that carries it.
    expect(check.found).toBeGreaterThanOrEqual(sharing.length);
  });

  it('finishes a bulk load that was cut short before seeding again', async () => {
    await clearAllData(db.dataSource, new LocalStorage(root));
    const before = await schemaShape();
    // What a crash between the drop and the rebuild leaves: no secondary index, a restore list.
    await db.dataSource.query(`CREATE TABLE seed_bulk_restore (step serial PRIMARY KEY, sql text NOT NULL)`);
    await db.dataSource.query(`INSERT INTO seed_bulk_restore (sql) VALUES ('CREATE INDEX comments_author_idx ON public.comments USING btree (author_id)')`);
    await db.dataSource.query(`DROP INDEX comments_author_idx`);
    await seedDemoData(db.dataSource, new LocalStorage(root), { notes: 10, users: 3 });
    expect(await schemaShape()).toEqual(before);
    expect(await derivedTablesMatchTriggers()).toBe(true);
  });
});

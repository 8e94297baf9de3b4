import type { CatalogueKind } from '../domain/discovery';
import { noteColumns, type NoteRecord } from './note.data';
import type { SqlRunner } from './sql-runner';

/**
 * The college and subject names the notes carry, each with its slug (catalogue_names, kept by a
 * trigger on notes), the slugs an admin's rename or merge left behind (catalogue_old_slugs,
 * answering 301), and the counts the discovery pages show. Public notes only.
 */

export interface CatalogueName {
  kind: CatalogueKind;
  name: string;
  slug: string;
}

/** A slug as found: the name it stands for, and whether it is an old slug of that name (301). */
export interface SlugMatch extends CatalogueName {
  moved: boolean;
}

/** A name with how many public notes carry it, and its slug. */
export interface NameCount {
  name: string;
  slug: string | null;
  notes: number;
}

const PUBLIC = 'n.approved AND NOT n.hidden';

/** What a slug (current or old) stands for; undefined when it never named anything. */
export async function catalogueBySlug(db: SqlRunner, kind: CatalogueKind, slug: string): Promise<SlugMatch | undefined> {
  const rows: SlugMatch[] = await db.query(
    `SELECT kind, name, slug, false AS moved FROM catalogue_names WHERE kind = $1 AND slug = $2
     UNION ALL
     SELECT c.kind, c.name, c.slug, true FROM catalogue_old_slugs o JOIN catalogue_names c ON c.kind = o.kind AND c.name = o.name
     WHERE o.kind = $1 AND o.slug = $2
     LIMIT 1`,
    [kind, slug],
  );
  return rows[0];
}

/** The entry of a name (locked for the transaction when asked), or undefined. */
export async function catalogueByName(db: SqlRunner, kind: CatalogueKind, name: string, options: { lock?: boolean } = {}): Promise<CatalogueName | undefined> {
  const rows: CatalogueName[] = await db.query(
    `SELECT kind, name, slug FROM catalogue_names WHERE kind = $1 AND name = $2${options.lock ? ' FOR UPDATE' : ''}`,
    [kind, name],
  );
  return rows[0];
}

/** The slugs of these names (batched: the note page's links), by name. */
export async function slugsOfNames(db: SqlRunner, kind: CatalogueKind, names: readonly string[]): Promise<Map<string, string>> {
  if (names.length === 0) return new Map();
  const rows: { name: string; slug: string }[] = await db.query(`SELECT name, slug FROM catalogue_names WHERE kind = $1 AND name = ANY($2::text[])`, [
    kind,
    names,
  ]);
  return new Map(rows.map((r) => [r.name, r.slug]));
}

/**
 * The exact count of a page's public notes from the trigger-kept counts, `?` placeholders, for
 * pageNotes' `count`: for a college or a subject alone, one row of suggestion_terms (kind,
 * term); for a college's subject, or with a semester, the rows of catalogue_counts. Undefined
 * for a contributor, whose (smaller) index range is counted.
 */
export function termCount(
  where: { college?: string; subject?: string; uploaderId?: string },
  semester: number | null = null,
): { sql: string; params: unknown[] } | undefined {
  if (where.uploaderId !== undefined || (where.college === undefined && where.subject === undefined)) return undefined;
  if (semester == null && (where.college === undefined) !== (where.subject === undefined)) {
    const kind = where.college !== undefined ? 'college' : 'subject';
    return { sql: `SELECT coalesce(sum(notes), 0)::int AS count FROM suggestion_terms WHERE kind = ? AND term = ?`, params: [kind, where[kind]] };
  }
  const parts: string[] = [];
  const params: unknown[] = [];
  for (const [column, value] of [
    ['college', where.college],
    ['subject', where.subject],
    ['semester', semester ?? undefined],
  ] as const) {
    if (value === undefined) continue;
    parts.push(column === 'semester' ? 'c.semester = ?::smallint' : `c.${column} = ?`);
    params.push(value);
  }
  return { sql: `SELECT coalesce(sum(c.notes), 0)::int AS count FROM catalogue_counts c WHERE ${parts.join(' AND ')}`, params };
}

/** The slugs of (kind, name) pairs in one statement (the note page's college and subject links), in the order asked. */
export async function slugsOfPairs(db: SqlRunner, pairs: readonly { kind: CatalogueKind; name: string }[]): Promise<(string | null)[]> {
  if (pairs.length === 0) return [];
  const rows: { kind: string; name: string; slug: string }[] = await db.query(
    `SELECT c.kind, c.name, c.slug FROM catalogue_names c JOIN unnest($1::text[], $2::text[]) AS k(kind, name) ON c.kind = k.kind AND c.name = k.name`,
    [pairs.map((p) => p.kind), pairs.map((p) => p.name)],
  );
  const byKey = new Map(rows.map((r) => [`${r.kind}\u0000${r.name}`, r.slug]));
  return pairs.map((p) => byKey.get(`${p.kind}\u0000${p.name}`) ?? null);
}

/** A college's, a subject's or a college's subject's counts, as its page shows them. */
export interface CollectionCounts {
  noteCount: number;
  /** Most notes first (then by name), at most 100. */
  subjects: NameCount[];
  colleges: NameCount[];
  /** Most notes first, at most 30. */
  programmes: NameCount[];
  /** Ascending. */
  semesters: number[];
}

/**
 * Every count a college, subject or college+subject page shows, in one statement over the
 * trigger-kept catalogue_counts (a few rows per subject, programme and semester of the page,
 * however many notes it has): one GROUPING SETS pass gives the subjects, the colleges, the
 * programmes and the semesters with their note counts, and the total.
 */
export async function collectionCounts(db: SqlRunner, where: { college?: string; subject?: string }): Promise<CollectionCounts> {
  const parts = ['c.notes > 0'];
  const params: unknown[] = [];
  if (where.college !== undefined) parts.push(`c.college = $${params.push(where.college)}`);
  if (where.subject !== undefined) parts.push(`c.subject = $${params.push(where.subject)}`);
  const rows: { kind: 'subject' | 'college' | 'course' | 'semester' | 'total'; name: string | null; slug: string | null; notes: number }[] = await db.query(
    `WITH g AS (
       SELECT CASE WHEN GROUPING(c.subject) = 0 THEN 'subject' WHEN GROUPING(c.college) = 0 THEN 'college'
                   WHEN GROUPING(c.course) = 0 THEN 'course' WHEN GROUPING(c.semester) = 0 THEN 'semester' ELSE 'total' END AS kind,
              coalesce(c.subject, c.college, c.course, c.semester::text) AS name, sum(c.notes)::int AS notes
       FROM catalogue_counts c WHERE ${parts.join(' AND ')}
       GROUP BY GROUPING SETS ((c.subject), (c.college), (c.course), (c.semester), ())
     )
     SELECT g.kind, g.name, s.slug, g.notes FROM g LEFT JOIN catalogue_names s ON s.kind = g.kind AND s.name = g.name
     ORDER BY g.kind, g.notes DESC, g.name`,
    params,
  );
  const of = (kind: string, limit: number): NameCount[] =>
    rows
      .filter((r) => r.kind === kind)
      .slice(0, limit)
      .map((r) => ({ name: r.name!, slug: r.slug ?? null, notes: r.notes }));
  return {
    noteCount: rows.find((r) => r.kind === 'total')?.notes ?? 0,
    subjects: of('subject', 100),
    colleges: of('college', 100),
    programmes: of('course', 30).map((p) => ({ ...p, slug: null })),
    semesters: rows
      .filter((r) => r.kind === 'semester')
      .map((r) => Number(r.name))
      .sort((a, b) => a - b),
  };
}

/**
 * A contributor's page in one statement over their public notes (the uploader's index range):
 * how many, the likes and downloads they received, their subjects (most notes first, at most
 * `limit`, with slugs) and semesters (ascending), by GROUPING SETS.
 */
export async function contributorCounts(
  db: SqlRunner,
  uploaderId: string,
  limit = 30,
): Promise<{ notes: number; likes: number; downloads: number; subjects: NameCount[]; semesters: number[] }> {
  const rows: { kind: 'subject' | 'semester' | 'total'; name: string | null; slug: string | null; notes: number; likes: number; downloads: number }[] =
    await db.query(
      `WITH g AS (
         SELECT CASE WHEN GROUPING(n.subject) = 0 THEN 'subject' WHEN GROUPING(n.semester) = 0 THEN 'semester' ELSE 'total' END AS kind,
                coalesce(n.subject, n.semester::text) AS name, count(*)::int AS notes,
                coalesce(sum(n.like_count), 0)::float8 AS likes, coalesce(sum(n.download_count), 0)::float8 AS downloads
         FROM notes n WHERE n.uploader_id = $1 AND ${PUBLIC}
         GROUP BY GROUPING SETS ((n.subject), (n.semester), ())
       )
       SELECT g.kind, g.name, s.slug, g.notes, g.likes, g.downloads FROM g LEFT JOIN catalogue_names s ON s.kind = g.kind AND s.name = g.name
       ORDER BY g.kind, g.notes DESC, g.name`,
      [uploaderId],
    );
  const total = rows.find((r) => r.kind === 'total');
  return {
    notes: total?.notes ?? 0,
    likes: total?.likes ?? 0,
    downloads: total?.downloads ?? 0,
    subjects: rows
      .filter((r) => r.kind === 'subject')
      .slice(0, limit)
      .map((r) => ({ name: r.name!, slug: r.slug ?? null, notes: r.notes })),
    semesters: rows
      .filter((r) => r.kind === 'semester')
      .map((r) => Number(r.name))
      .sort((a, b) => a - b),
  };
}

/** Every page the sitemap lists: colleges, subjects and college+subject pairs with public notes. */
export async function publicCatalogue(db: SqlRunner): Promise<{ colleges: string[]; subjects: string[]; pairs: [string, string][] }> {
  const rows: { college: string; subject: string }[] = await db.query(
    `SELECT cc.slug AS college, cs.slug AS subject
     FROM (SELECT DISTINCT c.college, c.subject FROM catalogue_counts c WHERE c.notes > 0) p
     JOIN catalogue_names cc ON cc.kind = 'college' AND cc.name = p.college
     JOIN catalogue_names cs ON cs.kind = 'subject' AND cs.name = p.subject
     ORDER BY 1, 2`,
  );
  return {
    colleges: [...new Set(rows.map((r) => r.college))],
    subjects: [...new Set(rows.map((r) => r.subject))].sort(),
    pairs: rows.map((r) => [r.college, r.subject]),
  };
}

/**
 * Moves every note (and, for a subject, every follow) from one name to another, which may be
 * new (a rename), in the caller's transaction; the old name's slug then answers for the new
 * name, as do the slugs it had inherited. Returns the new name's entry and how many notes moved.
 */
export async function moveCatalogueName(
  tx: SqlRunner,
  kind: CatalogueKind,
  from: CatalogueName,
  into: string,
): Promise<{ into: CatalogueName; movedNotes: number }> {
  // The old name's row goes first, so a new name whose slug is the old one's (a change of case) takes it over.
  await tx.query(`DELETE FROM catalogue_names WHERE kind = $1 AND name = $2`, [kind, from.name]);
  await tx.query(`SELECT catalogue_ensure($1, $2)`, [kind, into]);
  const target = (await catalogueByName(tx, kind, into))!;
  if (target.slug !== from.slug) {
    await tx.query(
      `INSERT INTO catalogue_old_slugs (kind, slug, name) VALUES ($1, $2, $3)
       ON CONFLICT (kind, slug) DO UPDATE SET name = EXCLUDED.name`,
      [kind, from.slug, into],
    );
  }
  await tx.query(`UPDATE catalogue_old_slugs SET name = $3 WHERE kind = $1 AND name = $2`, [kind, from.name, into]);
  // A slug a name now holds again is no longer an old one.
  await tx.query(`DELETE FROM catalogue_old_slugs WHERE kind = $1 AND slug = $2`, [kind, target.slug]);
  const [, movedNotes]: [unknown, number] = await tx.query(`UPDATE notes SET ${kind} = $2 WHERE ${kind} = $1`, [from.name, into]);
  if (kind === 'subject') {
    // A student who followed both spellings keeps one follow.
    await tx.query(
      `DELETE FROM follows f WHERE f.kind = 'subject' AND f.value = $1
         AND EXISTS (SELECT 1 FROM follows g WHERE g.user_id = f.user_id AND g.kind = 'subject' AND g.value = $2)`,
      [from.name, into],
    );
    await tx.query(`UPDATE follows SET value = $2 WHERE kind = 'subject' AND value = $1`, [from.name, into]);
  }
  return { into: target, movedNotes };
}

/** Public notes of the same subject at other colleges, most liked first. */
export function sameSubjectElsewhere(db: SqlRunner, note: Pick<NoteRecord, 'subject' | 'college'>, limit: number): Promise<NoteRecord[]> {
  return db.query(
    `SELECT ${noteColumns('n')} FROM notes n
     WHERE ${PUBLIC} AND n.subject = $1 AND n.college <> $2
     ORDER BY n.like_count DESC, n.id DESC LIMIT $3`,
    [note.subject, note.college, limit],
  );
}

/**
 * Public notes whose words are most like this note's: its title, subject and description
 * lexemes (at most 24), OR-ed into one tsquery, matched on the search index and ranked on the
 * summary vectors of the first 500 matches.
 */
export function similarNotes(db: SqlRunner, note: Pick<NoteRecord, 'id' | 'title' | 'subject' | 'description'>, limit: number): Promise<NoteRecord[]> {
  return db.query(
    `WITH q AS (
       SELECT nullif(string_agg(quote_literal(w), ' | '), '')::tsquery AS tsq
       FROM (SELECT DISTINCT unnest(tsvector_to_array(to_tsvector('english', $2 || ' ' || $3 || ' ' || left($4, 500)))) AS w LIMIT 24) words
     ),
     candidates AS (
       SELECT n.id, ts_rank(n.summary_vector, q.tsq) AS rank FROM notes n, q
       WHERE q.tsq IS NOT NULL AND n.search_vector @@ q.tsq AND ${PUBLIC} AND n.id <> $1
       LIMIT 500
     )
     SELECT ${noteColumns('n')} FROM candidates c JOIN notes n ON n.id = c.id
     ORDER BY c.rank DESC, n.like_count DESC, n.id DESC LIMIT $5`,
    [note.id, note.title, note.subject, note.description, limit],
  );
}

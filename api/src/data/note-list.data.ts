import { type NoteListQuery, PUBLIC_NOTE } from './note.data';

/**
 * Which notes each list of notes shows, as note.data.ts's pageNotes takes it (conditions on the
 * notes aliased `n`, the sort key, a cheaper count when one is known). The services clean their
 * inputs; these hold the SQL of the lists.
 */

export interface PublicNotesFilter {
  subject?: string | null;
  course?: string | null;
  college?: string | null;
  semester?: number | null;
}

/**
 * Public notes matching the filter (already cleaned). The trigger-maintained suggestion_terms
 * table already holds exact per-college, -subject and -course counts of approved notes, so the
 * commonest totals (no filter, or one of those) are a lookup of a few rows instead of counting
 * up to every approved note.
 */
export function publicNotesQuery(filter: PublicNotesFilter): Pick<NoteListQuery, 'from' | 'where' | 'count'> {
  const where: NoteListQuery['where'] = [[PUBLIC_NOTE]];
  if (filter.subject) where.push(['n.subject = ?', filter.subject]);
  if (filter.course) where.push(['n.course = ?', filter.course]);
  if (filter.college) where.push(['n.college = ?', filter.college]);
  if (filter.semester != null) where.push(['n.semester = ?', filter.semester]);
  return { from: 'notes n', where, count: countFromTerms(filter) };
}

function countFromTerms(filter: PublicNotesFilter): NoteListQuery['count'] {
  const given = (['subject', 'course', 'college'] as const).filter((k) => filter[k]?.trim());
  if (filter.semester != null || given.length > 1) return undefined;
  if (given.length === 0) return { sql: `SELECT coalesce(sum(notes), 0)::int AS count FROM suggestion_terms WHERE kind = 'college'`, params: [] };
  const kind = given[0];
  return { sql: `SELECT coalesce(sum(notes), 0)::int AS count FROM suggestion_terms WHERE kind = ? AND term = ?`, params: [kind, filter[kind]!.trim()] };
}

/** A person's uploads, pending ones included, newest first. */
export function uploadsQuery(uploaderId: string): NoteListQuery {
  return { from: 'notes n', where: [['n.uploader_id = ?', uploaderId]], sortKey: 'n.created_at' };
}

/** pg_trgm indexes can answer substring searches from this length. */
const TRIGRAM_MIN = 3;

export interface AdminNotesFilter {
  status?: 'approved' | 'pending' | null;
  /** Exact college name. */
  college?: string | null;
  /** The search as typed (trimmed), and as an ILIKE pattern (`%term%`, its wildcards escaped). */
  search?: { term: string; pattern: string } | null;
  order: 'asc' | 'desc';
}

/** Every note, approved and pending, by upload time; searched on title, subject and uploader, by college, by status. */
export function adminNotesQuery(filter: AdminNotesFilter): NoteListQuery {
  const where: NoteListQuery['where'] = [];
  if (filter.status) where.push([filter.status === 'approved' ? 'n.approved' : 'NOT n.approved']);
  if (filter.college) where.push(['n.college = ?', filter.college]);
  if (filter.search) {
    // admin_search is lower(title || ' ' || subject), stored and trigram-indexed. From 3
    // characters the uploader ids are fetched first, so both arms can use their indexes
    // (trigram, uploader_id) when the term is selective. A shorter term has no trigram and
    // is checked against every note anyway: there a hashed id set beats probing an array.
    const uploaders =
      filter.search.term.length >= TRIGRAM_MIN
        ? 'n.uploader_id = ANY (ARRAY(SELECT id FROM users WHERE username ILIKE ?))'
        : 'n.uploader_id IN (SELECT id FROM users WHERE username ILIKE ?)';
    const { pattern } = filter.search;
    where.push([`(n.admin_search LIKE lower(?) OR ${uploaders})`, pattern, pattern]);
  }
  return { from: 'notes n', where, sortKey: 'n.created_at', order: filter.order };
}

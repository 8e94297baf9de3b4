import type { DataSource } from 'typeorm';
import type { Viewer } from '../auth/viewer';
import { badInput } from '../errors';
import { can } from '../policies';
import { isUuid } from './cursor';
import { type NoteListQuery, type NotePage, pageNotes } from './note-pager';
import type { SearchService } from './search.service';
import { NOTE_COLUMNS, type NoteRecord } from './note-record';

export interface NoteListFilter {
  subject?: string | null;
  course?: string | null;
  semester?: number | null;
  college?: string | null;
  search?: string | null;
}

export interface FilterOptions {
  subjects: string[];
  courses: string[];
  semesters: number[];
  colleges: string[];
}

/** Reading notes: the public browse list, single notes with visibility, filter options. */
export class NoteCatalogService {
  constructor(
    private readonly ds: DataSource,
    private readonly searcher: SearchService,
  ) {}

  /** Approved notes, newest first, one keyset page at a time. */
  listApproved(filter: NoteListFilter, first: number, after?: string | null): Promise<NotePage> {
    // With words to search for, relevance decides the order; otherwise newest first.
    if (filter.search?.trim()) return this.searcher.search(filter, first, after);
    const where: NoteListQuery['where'] = [['n.approved AND NOT n.hidden']];
    if (filter.subject?.trim()) where.push(['n.subject = ?', filter.subject.trim()]);
    if (filter.course?.trim()) where.push(['n.course = ?', filter.course.trim()]);
    if (filter.college?.trim()) where.push(['n.college = ?', filter.college.trim()]);
    if (filter.semester != null) where.push(['n.semester = ?', filter.semester]);
    return pageNotes(this.ds, { from: 'notes n', where, sortKey: 'n.created_at', count: this.countFromTerms(filter) }, first, after);
  }

  /**
   * The trigger-maintained suggestion_terms table already holds exact per-college, -subject
   * and -course counts of approved notes, so the commonest totals (no filter, or one of those)
   * are a lookup of a few rows instead of counting up to every approved note.
   */
  private countFromTerms(filter: NoteListFilter): NoteListQuery['count'] {
    const given = (['subject', 'course', 'college'] as const).filter((k) => filter[k]?.trim());
    if (filter.semester != null || given.length > 1) return undefined;
    if (given.length === 0) return { sql: `SELECT coalesce(sum(notes), 0)::int AS count FROM suggestion_terms WHERE kind = 'college'`, params: [] };
    const kind = given[0];
    return { sql: `SELECT coalesce(sum(notes), 0)::int AS count FROM suggestion_terms WHERE kind = ? AND term = ?`, params: [kind, filter[kind]!.trim()] };
  }

  /** The note if the viewer may see it; null when it does not exist or is not theirs to see. */
  async findVisible(viewer: Viewer | null, id: string): Promise<NoteRecord | null> {
    if (!isUuid(id)) throw badInput('That is not a valid note id.', [{ field: 'id', message: 'not a valid id' }]);
    const rows: NoteRecord[] = await this.ds.query(`SELECT ${NOTE_COLUMNS} FROM notes n WHERE n.id = $1`, [id]);
    const note = rows[0];
    if (!note || !can(viewer, 'view', { note })) return null;
    return note;
  }

  /**
   * Values present in approved notes, for the browse dropdowns: the distinct subjects, courses
   * and colleges are the rows of suggestion_terms; semesters are eight index probes.
   */
  async filterOptions(): Promise<FilterOptions> {
    const [terms, semesterRows] = await Promise.all([
      this.ds.query(`SELECT kind, term FROM suggestion_terms WHERE kind IN ('subject', 'course', 'college') ORDER BY term`) as Promise<{ kind: string; term: string }[]>,
      this.ds.query(`SELECT s AS v FROM generate_series(1, 8) s WHERE EXISTS (SELECT 1 FROM notes WHERE approved AND NOT hidden AND semester = s)`) as Promise<{ v: number }[]>,
    ]);
    const of = (kind: string) => terms.filter((t) => t.kind === kind).map((t) => t.term);
    return { subjects: of('subject'), courses: of('course'), colleges: of('college'), semesters: semesterRows.map((r) => Number(r.v)) };
  }
}

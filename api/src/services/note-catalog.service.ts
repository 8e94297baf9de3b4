import type { DataSource } from 'typeorm';
import type { Viewer } from '../auth/viewer';
import { badInput } from '../errors';
import { can } from '../policies/note.policy';
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
    const where: NoteListQuery['where'] = [['n.approved']];
    if (filter.subject?.trim()) where.push(['n.subject = ?', filter.subject.trim()]);
    if (filter.course?.trim()) where.push(['n.course = ?', filter.course.trim()]);
    if (filter.college?.trim()) where.push(['n.college = ?', filter.college.trim()]);
    if (filter.semester != null) where.push(['n.semester = ?', filter.semester]);
    return pageNotes(this.ds, { from: 'notes n', where, sortKey: 'n.created_at' }, first, after);
  }

  /** The note if the viewer may see it; null when it does not exist or is not theirs to see. */
  async findVisible(viewer: Viewer | null, id: string): Promise<NoteRecord | null> {
    if (!isUuid(id)) throw badInput('That is not a valid note id.', [{ field: 'id', message: 'not a valid id' }]);
    const rows: NoteRecord[] = await this.ds.query(`SELECT ${NOTE_COLUMNS} FROM notes n WHERE n.id = $1`, [id]);
    const note = rows[0];
    if (!note || !can(viewer, 'view', note)) return null;
    return note;
  }

  /** Distinct values present in approved notes, for the browse dropdowns. */
  async filterOptions(): Promise<FilterOptions> {
    const distinct = async (column: 'subject' | 'course' | 'college') =>
      ((await this.ds.query(`SELECT DISTINCT ${column} AS v FROM notes WHERE approved ORDER BY 1`)) as { v: string }[]).map((r) => r.v);
    const [subjects, courses, colleges, semesterRows] = await Promise.all([
      distinct('subject'),
      distinct('course'),
      distinct('college'),
      this.ds.query(`SELECT DISTINCT semester AS v FROM notes WHERE approved ORDER BY 1`) as Promise<{ v: number }[]>,
    ]);
    return { subjects, courses, colleges, semesters: semesterRows.map((r) => Number(r.v)) };
  }
}

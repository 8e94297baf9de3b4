import type { DataSource } from 'typeorm';
import type { Viewer } from '../auth/viewer';
import { PAGE_SIZE_MAX } from '../domain/constants';
import { badInput } from '../errors';
import { can } from '../policies/note.policy';
import { decodeCursor, encodeCursor, isUuid } from './cursor';
import { NOTE_COLUMNS, type NoteRecord } from './note-record';

export interface NoteListFilter {
  subject?: string | null;
  course?: string | null;
  semester?: number | null;
  college?: string | null;
  search?: string | null;
}

export interface NotePage {
  items: { note: NoteRecord; cursor: string }[];
  hasNextPage: boolean;
  totalCount: number;
}

export interface FilterOptions {
  subjects: string[];
  courses: string[];
  semesters: number[];
  colleges: string[];
}

/** Reading notes: the public browse list, single notes with visibility, filter options. */
export class NoteCatalogService {
  constructor(private readonly ds: DataSource) {}

  /** Approved notes, newest first, one keyset page at a time. */
  async listApproved(filter: NoteListFilter, first: number, after?: string | null): Promise<NotePage> {
    if (first < 1 || first > PAGE_SIZE_MAX) throw badInput(`first must be between 1 and ${PAGE_SIZE_MAX}`);
    const where = ['n.approved'];
    const params: unknown[] = [];
    const add = (sql: string, value: unknown) => {
      params.push(value);
      where.push(sql.replace('?', `$${params.length}`));
    };
    if (filter.subject?.trim()) add('n.subject = ?', filter.subject.trim());
    if (filter.course?.trim()) add('n.course = ?', filter.course.trim());
    if (filter.college?.trim()) add('n.college = ?', filter.college.trim());
    if (filter.semester != null) add('n.semester = ?', filter.semester);
    if (filter.search?.trim()) add(`n.search_vector @@ websearch_to_tsquery('english', ?)`, filter.search.trim());

    const countSql = `SELECT count(*)::int AS count FROM notes n WHERE ${where.join(' AND ')}`;
    const countParams = [...params];

    if (after) {
      const cursor = decodeCursor(after);
      params.push(cursor.sortKey, cursor.id);
      where.push(`(n.created_at, n.id) < ($${params.length - 1}::timestamptz, $${params.length}::uuid)`);
    }
    params.push(first + 1);
    const pageSql = `
      SELECT ${NOTE_COLUMNS}, n.created_at::text AS "sortKey"
      FROM notes n
      WHERE ${where.join(' AND ')}
      ORDER BY n.created_at DESC, n.id DESC
      LIMIT $${params.length}`;

    const [rows, countRows] = await Promise.all([
      this.ds.query(pageSql, params) as Promise<(NoteRecord & { sortKey: string })[]>,
      this.ds.query(countSql, countParams) as Promise<{ count: number }[]>,
    ]);
    const page = rows.slice(0, first);
    return {
      items: page.map(({ sortKey, ...note }) => ({ note, cursor: encodeCursor(sortKey, note.id) })),
      hasNextPage: rows.length > first,
      totalCount: countRows[0]?.count ?? 0,
    };
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

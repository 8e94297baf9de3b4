import type { DataSource } from 'typeorm';
import { badInput } from '../errors';
import { checkPageSize, decodeCursor, encodeCursor } from './paging';
import type { TextIndexSummary } from './note-text-chunk.data';
import { poolQuery, type SqlRunner } from './sql-runner';
import type { UserRow } from './user.data';

/**
 * The notes table as the services and both transports read it: the row type, the column list,
 * the like and comment counts a card shows, and keyset paging over any list of notes.
 */

export interface PreviewImage {
  key: string;
  width: number;
  height: number;
}

/** The `preview` column: where the note's images are and what else its preview has. */
export interface NotePreview {
  thumbnail: PreviewImage | null;
  pages: PreviewImage[];
  /** Pages of a PDF; null for other types. */
  pageCount: number | null;
  /** How many pages had their text read by OCR. */
  ocrPages: number;
  /**
   * What the page images are: `pages`, the document's own pages (a PDF, or an Office file
   * converted by LibreOffice); `text`, its text laid out by CampusNotes (no converter here).
   * Absent on rows processed before this was recorded (read as `pages` for PDFs, else `text`).
   */
  kind?: PreviewKind;
  /** The document's full-text index (note_text_chunks); absent on rows processed before it existed. */
  textIndex?: TextIndexSummary;
}

export type PreviewKind = 'pages' | 'text';

/** What an uploader describes a note with: the form's fields. */
export interface NoteDetails {
  title: string;
  description: string;
  subject: string;
  course: string;
  semester: number;
  batch: string;
  college: string;
}

/** A note row as services read it: every column but the large text ones. */
export interface NoteRecord extends NoteDetails {
  id: string;
  fileKey: string | null;
  fileName: string | null;
  fileMime: string | null;
  fileSize: number | null;
  fileSha256: string | null;
  externalUrl: string | null;
  uploaderId: string;
  approved: boolean;
  /** Held from the public by reports until an admin decides. */
  hidden: boolean;
  downloadCount: number;
  createdAt: Date;
  updatedAt: Date;
  /** What the processing job made of the file (see api/src/jobs/note-processing.job.ts). */
  processingStatus: 'processing' | 'ready' | 'failed';
  processingReason: string | null;
  textSource: 'document' | 'ocr' | null;
  preview: NotePreview | null;
}

/** Each NoteRecord property as the notes table's column (named as the property). */
const NOTE_COLUMN: Readonly<Record<keyof NoteRecord, string>> = {
  id: 'id',
  title: 'title',
  description: 'description',
  subject: 'subject',
  course: 'course',
  semester: 'semester',
  batch: 'batch',
  college: 'college',
  fileKey: 'file_key AS "fileKey"',
  fileName: 'file_name AS "fileName"',
  fileMime: 'file_mime AS "fileMime"',
  fileSize: 'file_size AS "fileSize"',
  fileSha256: 'file_sha256 AS "fileSha256"',
  externalUrl: 'external_url AS "externalUrl"',
  uploaderId: 'uploader_id AS "uploaderId"',
  approved: 'approved',
  hidden: 'hidden',
  downloadCount: 'download_count AS "downloadCount"',
  createdAt: 'created_at AS "createdAt"',
  updatedAt: 'updated_at AS "updatedAt"',
  processingStatus: 'processing_status AS "processingStatus"',
  processingReason: 'processing_reason AS "processingReason"',
  textSource: 'text_source AS "textSource"',
  preview: 'preview',
};
const NOTE_KEYS = Object.keys(NOTE_COLUMN) as (keyof NoteRecord)[];

/** SELECT (or RETURNING) list matching NoteRecord (or only the properties in `keys`), for a table alias or none. */
export function noteColumns(alias?: string, keys: readonly (keyof NoteRecord)[] = NOTE_KEYS): string {
  return keys.map((key) => (alias ? `${alias}.${NOTE_COLUMN[key]}` : NOTE_COLUMN[key])).join(', ');
}

/** What every page row reads, whatever was asked: the id (cursor, counts), the uploader's id and the flags policies read. */
const PAGE_KEYS_ALWAYS: readonly (keyof NoteRecord)[] = ['id', 'uploaderId', 'approved', 'hidden'];

export const NOTE_COLUMNS = noteColumns('n');

/** The notes the public sees (approved, not held by reports), for a query aliasing notes `n`. */
export const PUBLIC_NOTE = 'n.approved AND NOT n.hidden';

/** One note by id (locked for the transaction when asked), or undefined. */
export async function noteById(db: SqlRunner, id: string, options: { lock?: boolean } = {}): Promise<NoteRecord | undefined> {
  const rows: NoteRecord[] = await db.query(`SELECT ${NOTE_COLUMNS} FROM notes n WHERE n.id = $1${options.lock ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0];
}

/** The notes of these ids that exist, in no particular order. */
export async function notesByIds(db: SqlRunner, ids: readonly string[]): Promise<NoteRecord[]> {
  if (ids.length === 0) return [];
  return db.query(`SELECT ${NOTE_COLUMNS} FROM notes n WHERE n.id = ANY($1::uuid[])`, [ids]);
}

export interface NoteCounts {
  likes: number;
  comments: number;
}

export interface NotePage {
  /** Each note with the like and comment counts its card shows, read in the same statement. */
  items: { note: NoteRecord; cursor: string; snippet?: string | null; counts?: NoteCounts; uploader?: PageUploader | null }[];
  hasNextPage: boolean;
  totalCount: number;
  /** False when totalCount is a floor (search counts its matches up to a cap); absent means exact. */
  totalCountIsExact?: boolean;
  /** Searches only: the corrected search when the words as typed matched nothing. */
  didYouMean?: string | null;
}

export interface NoteListQuery {
  /** FROM clause; the notes table must be aliased `n`. */
  from: string;
  /** Conditions joined with AND; `?` marks where the next param goes. */
  where: [string, ...unknown[]][];
  /** A timestamptz expression to sort on, newest first (ties broken by n.id); see sortType for counts. */
  sortKey: string;
  /** The sort key's type: a timestamptz (the default) or an integer count (likes, downloads). */
  sortType?: 'timestamptz' | 'integer';
  /** 'asc' for oldest first (the admin's pending queue); newest first otherwise. */
  order?: 'asc' | 'desc';
  /** A cheaper exact count for this list, when one is known (`?` placeholders); otherwise count(*) over the list. */
  count?: { sql: string; params: unknown[] };
}

/**
 * A note's like and comment counts as two index-only subqueries, for the note id expression
 * `noteId` (a column of the query they are selected in).
 */
export function noteCountColumns(noteId: string): string {
  return `(SELECT count(*) FROM likes l WHERE l.note_id = ${noteId})::int AS likes,
          (SELECT count(*) FROM comments c WHERE c.note_id = ${noteId})::int AS comments`;
}

/** What a card shows of its uploader: the public columns (no e-mail, password hash or sign-in ids). */
export type PageUploader = Pick<UserRow, 'id' | 'username' | 'avatarKey' | 'avatarUrl'>;

type PageRow = NoteRecord & {
  sortKey: string;
  total: number | null;
  likes: number;
  comments: number;
  uploader?: PageUploader | null;
};

export interface PageOptions {
  /**
   * Read each note's uploader in the same statement (its public columns, as one JSON value per
   * row), for lists whose cards show who shared them: the page then costs one round trip
   * instead of a second one for the uploaders.
   */
  withUploaders?: boolean;
  /** False: the page's totalCount is not asked for, so it is not counted (it reads 0). */
  withTotal?: boolean;
  /**
   * Only these properties of each note (and those in PAGE_KEYS_ALWAYS) are read; the others are
   * left undefined. For a caller that knows what its answer shows (GraphQL's notes list, from
   * the operation's selection): a card asks for a third of a note's columns.
   */
  recordKeys?: ReadonlySet<keyof NoteRecord> | null;
  /**
   * With `recordKeys`: the `preview` column is read as its thumbnail only (`{ thumbnail }`, or
   * null), for a caller whose answer shows no other part of it (a card's thumbnailUrl): the page
   * images' list is most of the column, and parsing it was most of a browse row's JSON.
   */
  previewThumbnailOnly?: boolean;
}

/** The preview column as its thumbnail alone (see PageOptions.previewThumbnailOnly). */
const PREVIEW_THUMBNAIL_ONLY = `CASE WHEN n.preview IS NULL THEN NULL ELSE jsonb_build_object('thumbnail', n.preview->'thumbnail') END AS preview`;

/** The select list of a page's notes: every column, or the ones asked for. */
function pageColumns(recordKeys: ReadonlySet<keyof NoteRecord> | null | undefined, previewThumbnailOnly = false): string {
  if (!recordKeys) return NOTE_COLUMNS;
  const keys = NOTE_KEYS.filter((key) => PAGE_KEYS_ALWAYS.includes(key) || recordKeys.has(key));
  if (!previewThumbnailOnly || !keys.includes('preview')) return noteColumns('n', keys);
  return keys.map((key) => (key === 'preview' ? PREVIEW_THUMBNAIL_ONLY : `n.${NOTE_COLUMN[key]}`)).join(', ');
}

/** The uploader's public columns as the page statement returns them (one JSON value per row). */
const uploaderColumn = `(SELECT json_build_object('id', u.id, 'username', u.username, 'avatarKey', u.avatar_key, 'avatarUrl', u.avatar_url)
  FROM users u WHERE u.id = p."uploaderId") AS uploader`;

/**
 * Keyset paging over notes, newest first, in one statement and so one round trip: the total,
 * the page (LIMIT first + 1 to learn whether more follow), each row's like and comment counts
 * (index-only counts, computed for the page's rows only, after the LIMIT) and, when asked, its
 * uploader. The total
 * is the outer row, so an empty page still carries it. Every list of notes goes through here.
 */
export async function pageNotes(ds: DataSource, query: NoteListQuery, first: number, after?: string | null, options: PageOptions = {}): Promise<NotePage> {
  checkPageSize(first);
  const params: unknown[] = [];
  const bind = (sql: string, values: unknown[]) =>
    sql.replace(/\?/g, () => {
      params.push(values.shift());
      return `$${params.length}`;
    });
  const conditions = query.where.map(([sql, ...values]) => bind(sql, values));
  const where = (list: string[]) => (list.length ? `WHERE ${list.join(' AND ')}` : '');
  const countSql =
    options.withTotal === false
      ? 'SELECT NULL::int AS count'
      : query.count
        ? bind(query.count.sql, [...query.count.params])
        : `SELECT count(*)::int AS count FROM ${query.from} ${where(conditions)}`;
  const pageConditions = [...conditions];
  if (after) {
    const cursor = decodeCursor(after);
    const sortType = query.sortType ?? 'timestamptz';
    // A cursor of another sort order (a count where a time is expected, or the reverse) is refused, not cast.
    if ((sortType === 'integer') !== /^-?\d{1,10}$/.test(cursor.sortKey))
      throw badInput('That cursor belongs to another sort order; start from the first page.', [{ field: 'after', message: 'Another sort order.' }]);
    params.push(cursor.sortKey, cursor.id);
    pageConditions.push(`(${query.sortKey}, n.id) ${query.order === 'asc' ? '>' : '<'} ($${params.length - 1}::${sortType}, $${params.length}::uuid)`);
  }
  params.push(first + 1);
  const direction = query.order === 'asc' ? 'ASC' : 'DESC';
  // The outer order reads the key's text back as its type: no second column (and Date) per row.
  const sql = `
    SELECT t.count AS total, p.*, ${noteCountColumns('p.id')}${options.withUploaders ? `, ${uploaderColumn}` : ''}
    FROM (${countSql}) t
    LEFT JOIN LATERAL (
      SELECT ${pageColumns(options.recordKeys, options.previewThumbnailOnly)}, ${query.sortKey}::text AS "sortKey"
      FROM ${query.from}
      ${where(pageConditions)}
      ORDER BY ${query.sortKey} ${direction}, n.id ${direction}
      LIMIT $${params.length}
    ) p ON true
    ORDER BY p."sortKey"::${query.sortType ?? 'timestamptz'} ${direction}, p.id ${direction}`;
  const rows = await poolQuery<PageRow>(ds, sql, params);
  const totalCount = rows[0]?.total ?? 0;
  const found = rows.filter((r) => r.id !== null);
  return {
    items: found.slice(0, first).map(({ sortKey, total: _total, likes, comments, uploader, ...note }) => ({
      note,
      cursor: encodeCursor(sortKey, note.id),
      counts: { likes, comments },
      ...(options.withUploaders ? { uploader: uploader ?? null } : {}),
    })),
    hasNextPage: found.length > first,
    totalCount,
  };
}

/** The notes' formatted preview HTML (a large column, read apart from the row). */
export function previewHtmlRows(db: SqlRunner, ids: readonly string[]): Promise<{ id: string; html: string | null }[]> {
  return db.query(`SELECT id, preview_html AS html FROM notes WHERE id = ANY($1::uuid[])`, [ids]);
}

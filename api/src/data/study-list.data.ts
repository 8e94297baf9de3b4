import { encodeOffsetCursor, decodeOffsetCursor, checkPageSize } from './paging';
import { NOTE_COLUMNS, type NoteCounts, noteCountColumns, type NoteListQuery, type NotePage, type NoteRecord, PUBLIC_NOTE } from './note.data';
import type { SqlRunner } from './sql-runner';

/**
 * Study lists (`study_lists`) and their notes. The default list's notes are the owner's rows in
 * `saved_notes` (saving a note adds it there); every other list's are in `study_list_notes`.
 * Both tables have note_id, position and created_at, so every read and write below picks the
 * table by the list and is otherwise the same statement.
 */
export interface StudyListRow {
  id: string;
  ownerId: string;
  name: string;
  isDefault: boolean;
  isPublic: boolean;
  createdAt: Date;
  updatedAt: Date;
  /** The notes of the list that the viewer it was read for may see. */
  noteCount: number;
}

/** The list's identity as the item statements need it. */
export type ListKey = Pick<StudyListRow, 'id' | 'ownerId' | 'isDefault'>;

/** The name the default list is given (its owner may rename it). */
export const DEFAULT_LIST_NAME = 'Saved notes';

/**
 * Which of a list's notes a reader sees: public notes, and for the list's owner also their own
 * notes (a note they uploaded that waits for review again). A note that stopped being public
 * (hidden, unapproved) disappears from everyone else's view of the list at once.
 * `$viewer` is the reader's id parameter (null for visitors).
 */
const visibleItem = (viewer: string) => `(${PUBLIC_NOTE} OR (n.uploader_id = l.owner_id AND l.owner_id = ${viewer}::uuid))`;

/** The item table of a list row aliased `l`, as a FROM clause aliasing it `i`, for correlated subqueries. */
const itemsOfRow = (viewer: string) => `
  CASE WHEN l.is_default
    THEN (SELECT count(*) FROM saved_notes i JOIN notes n ON n.id = i.note_id WHERE i.user_id = l.owner_id AND ${visibleItem(viewer)})
    ELSE (SELECT count(*) FROM study_list_notes i JOIN notes n ON n.id = i.note_id WHERE i.list_id = l.id AND ${visibleItem(viewer)})
  END::int AS "noteCount"`;

const listColumns = (viewer: string) => `l.id, l.owner_id AS "ownerId", l.name, l.is_default AS "isDefault", l.is_public AS "isPublic",
  l.created_at AS "createdAt", l.updated_at AS "updatedAt", ${itemsOfRow(viewer)}`;

/** Default list first, then the others in the order they were made. */
const LIST_ORDER = 'ORDER BY l.is_default DESC, l.created_at, l.id';

/** The item table of one list and the condition picking its rows, `$1` being the key. */
function items(list: ListKey): { table: string; where: string; key: string } {
  return list.isDefault
    ? { table: 'saved_notes', where: 'i.user_id = $1', key: list.ownerId }
    : { table: 'study_list_notes', where: 'i.list_id = $1', key: list.id };
}

export async function studyListById(db: SqlRunner, id: string, viewerId: string | null): Promise<StudyListRow | undefined> {
  const rows: StudyListRow[] = await db.query(`SELECT ${listColumns('$2')} FROM study_lists l WHERE l.id = $1`, [id, viewerId]);
  return rows[0];
}

/** Every list of one owner (only the public ones when asked), as seen by the viewer. */
export function studyListsOf(db: SqlRunner, ownerId: string, viewerId: string | null, publicOnly: boolean): Promise<StudyListRow[]> {
  return db.query(`SELECT ${listColumns('$2')} FROM study_lists l WHERE l.owner_id = $1 ${publicOnly ? 'AND l.is_public' : ''} ${LIST_ORDER}`, [
    ownerId,
    viewerId,
  ]);
}

/** A person's public lists by username (case-insensitive, as usernames are unique). */
export function publicStudyListsOfUsername(db: SqlRunner, username: string, viewerId: string | null): Promise<StudyListRow[]> {
  return db.query(
    `SELECT ${listColumns('$2')} FROM study_lists l WHERE l.is_public AND l.owner_id = (SELECT u.id FROM users u WHERE lower(u.username) = lower($1)) ${LIST_ORDER}`,
    [username, viewerId],
  );
}

/** The owner's default list, made on first use (readers who never saved a note have none yet). */
export async function ensureDefaultList(db: SqlRunner, ownerId: string): Promise<void> {
  await db.query(`INSERT INTO study_lists (owner_id, name, is_default) VALUES ($1, $2, true) ON CONFLICT (owner_id) WHERE is_default DO NOTHING`, [
    ownerId,
    DEFAULT_LIST_NAME,
  ]);
}

export async function countStudyLists(db: SqlRunner, ownerId: string): Promise<number> {
  const [row]: { n: number }[] = await db.query(`SELECT count(*)::int AS n FROM study_lists WHERE owner_id = $1`, [ownerId]);
  return row.n;
}

export async function insertStudyList(db: SqlRunner, ownerId: string, name: string, isPublic: boolean): Promise<string> {
  const [row]: { id: string }[] = await db.query(`INSERT INTO study_lists (owner_id, name, is_public) VALUES ($1, $2, $3) RETURNING id`, [
    ownerId,
    name,
    isPublic,
  ]);
  return row.id;
}

export async function updateStudyList(db: SqlRunner, id: string, change: { name?: string; isPublic?: boolean }): Promise<void> {
  await db.query(`UPDATE study_lists SET name = coalesce($2, name), is_public = coalesce($3, is_public), updated_at = now() WHERE id = $1`, [
    id,
    change.name ?? null,
    change.isPublic ?? null,
  ]);
}

export async function deleteStudyList(db: SqlRunner, id: string): Promise<void> {
  await db.query(`DELETE FROM study_lists WHERE id = $1`, [id]);
}

const touch = (db: SqlRunner, list: ListKey) => db.query(`UPDATE study_lists SET updated_at = now() WHERE id = $1`, [list.id]);

/** How many notes the list holds, whoever may see them (the cap counts them all). */
export async function countListItems(db: SqlRunner, list: ListKey): Promise<number> {
  const { table, where, key } = items(list);
  const [row]: { n: number }[] = await db.query(`SELECT count(*)::int AS n FROM ${table} i WHERE ${where}`, [key]);
  return row.n;
}

/** Adds a note at the end of the list; adding it again changes nothing. */
export async function addListItem(db: SqlRunner, list: ListKey, noteId: string): Promise<void> {
  const { table, where, key } = items(list);
  const keyColumn = list.isDefault ? 'user_id' : 'list_id';
  await db.query(
    `INSERT INTO ${table} (${keyColumn}, note_id, position)
     SELECT $1::uuid, $2::uuid, coalesce((SELECT max(i.position) FROM ${table} i WHERE ${where}), 0) + 1
     ON CONFLICT DO NOTHING`,
    [key, noteId],
  );
  if (!list.isDefault) await touch(db, list);
}

export async function removeListItem(db: SqlRunner, list: ListKey, noteId: string): Promise<void> {
  const { table, where, key } = items(list);
  await db.query(`DELETE FROM ${table} i WHERE ${where} AND i.note_id = $2`, [key, noteId]);
  await touch(db, list);
}

/** Every note id of the list in its order, whoever may see them (a reorder keeps the hidden ones in place). */
export async function listItemIds(db: SqlRunner, list: ListKey): Promise<string[]> {
  const { table, where, key } = items(list);
  const rows: { id: string }[] = await db.query(`SELECT i.note_id AS id FROM ${table} i WHERE ${where} ORDER BY i.position, i.created_at, i.note_id`, [key]);
  return rows.map((r) => r.id);
}

/** Numbers the list's notes 1..n in the given order (every id of the list, from listItemIds). */
export async function setListOrder(db: SqlRunner, list: ListKey, noteIds: string[]): Promise<void> {
  const { table, where, key } = items(list);
  await db.query(`UPDATE ${table} i SET position = o.n FROM unnest($2::uuid[]) WITH ORDINALITY o(note_id, n) WHERE ${where} AND i.note_id = o.note_id`, [
    key,
    noteIds,
  ]);
  await touch(db, list);
}

/** The ids of the owner's lists that hold the note (for the add-to-list menu's ticks). */
export async function listIdsWithNote(db: SqlRunner, ownerId: string, noteId: string): Promise<string[]> {
  const rows: { id: string }[] = await db.query(
    `SELECT l.id FROM study_lists l
     WHERE l.owner_id = $1 AND CASE WHEN l.is_default
       THEN EXISTS (SELECT 1 FROM saved_notes s WHERE s.user_id = $1 AND s.note_id = $2)
       ELSE EXISTS (SELECT 1 FROM study_list_notes i WHERE i.list_id = l.id AND i.note_id = $2) END`,
    [ownerId, noteId],
  );
  return rows.map((r) => r.id);
}

/** Deep enough for any list a student keeps (the default one is not capped); further is a bad cursor. */
const MAX_OFFSET = 100_000;

type ItemRow = NoteRecord & { total: number; likes: number; comments: number };

/**
 * One page of the list's notes that the viewer may see, in the list's order, with each card's
 * like and comment counts, in one statement. Paged by position in the list (offset cursors):
 * a list is short and reordered by hand, so there is no stable key to seek on.
 */
export async function pageListNotes(db: SqlRunner, list: ListKey, viewerId: string | null, first: number, after?: string | null): Promise<NotePage> {
  checkPageSize(first);
  const offset = decodeOffsetCursor(after, MAX_OFFSET);
  const { table, where, key } = items(list);
  const rows: ItemRow[] = await db.query(
    `SELECT count(*) OVER ()::int AS total, ${NOTE_COLUMNS}, ${noteCountColumns('n.id')}
     FROM ${table} i JOIN notes n ON n.id = i.note_id JOIN study_lists l ON l.id = $2
     WHERE ${where} AND ${visibleItem('$3')}
     ORDER BY i.position, i.created_at, i.note_id
     OFFSET $4 LIMIT $5`,
    [key, list.id, viewerId, offset, first + 1],
  );
  const found = rows.slice(0, first);
  let total = rows[0]?.total;
  if (total === undefined) total = offset === 0 ? 0 : await countVisibleItems(db, list, viewerId);
  return {
    items: found.map(({ total: _total, likes, comments, ...note }, index) => ({
      note,
      cursor: encodeOffsetCursor(offset + index + 1),
      counts: { likes, comments } satisfies NoteCounts,
    })),
    hasNextPage: rows.length > first,
    totalCount: total,
  };
}

async function countVisibleItems(db: SqlRunner, list: ListKey, viewerId: string | null): Promise<number> {
  const { table, where, key } = items(list);
  const [row]: { n: number }[] = await db.query(
    `SELECT count(*)::int AS n FROM ${table} i JOIN notes n ON n.id = i.note_id JOIN study_lists l ON l.id = $2 WHERE ${where} AND ${visibleItem('$3')}`,
    [key, list.id, viewerId],
  );
  return row.n;
}

/** Serialises changes to one owner's lists (the list count) or one list's notes (their count and order) within a transaction. */
export async function lockStudyLists(db: SqlRunner, key: string): Promise<void> {
  await db.query(`SELECT pg_advisory_xact_lock(hashtext('study_lists'), hashtext($1))`, [key]);
}

/** Saving a note: it goes at the end of the reader's default list, made on first use. */
export async function saveToDefaultList(db: SqlRunner, ownerId: string, noteId: string): Promise<void> {
  await ensureDefaultList(db, ownerId);
  await addListItem(db, { id: '', ownerId, isDefault: true }, noteId);
}

/** A person's lists other than the default one (that is saved-notes.json) with their notes in order, for their data export. */
export function studyListsForExport(
  db: SqlRunner,
  ownerId: string,
): Promise<{ name: string; isPublic: boolean; createdAt: Date; notes: { noteId: string; noteTitle: string; addedAt: string }[] }[]> {
  return db.query(
    `SELECT l.name, l.is_public AS "isPublic", l.created_at AS "createdAt",
            coalesce((SELECT json_agg(json_build_object('noteId', i.note_id, 'noteTitle', n.title, 'addedAt', i.created_at) ORDER BY i.position, i.created_at, i.note_id)
                      FROM study_list_notes i JOIN notes n ON n.id = i.note_id WHERE i.list_id = l.id), '[]') AS notes
     FROM study_lists l WHERE l.owner_id = $1 AND NOT l.is_default ORDER BY l.created_at, l.id`,
    [ownerId],
  );
}

/** Takes the note off the owner's saved notes (the default list); nothing when it was not there. */
export async function removeSavedNote(db: SqlRunner, ownerId: string, noteId: string): Promise<void> {
  await db.query(`DELETE FROM saved_notes WHERE user_id = $1 AND note_id = $2`, [ownerId, noteId]);
}

/** The owner's saved notes, newest save first, as pageNotes lists them. */
export function savedNotesQuery(ownerId: string): NoteListQuery {
  // Pending notes someone else uploaded stay hidden even if saved before they were unapproved.
  return {
    from: 'saved_notes s JOIN notes n ON n.id = s.note_id',
    where: [
      ['s.user_id = ?', ownerId],
      [`(${PUBLIC_NOTE} OR n.uploader_id = ?)`, ownerId],
    ],
    sortKey: 's.created_at',
  };
}

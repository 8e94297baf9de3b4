import type { DataSource } from 'typeorm';
import type { Viewer } from '../auth/viewer';
import { badInput, conflict, notFound } from '../errors';
import { authorize, can, requireViewer } from '../policies';
import { isUuid, pageOfList, type Page } from '../data/paging';
import { noteById, type NotePage } from '../data/note.data';
import { STUDY_LIST_NAME_MAX, STUDY_LIST_NOTES_MAX, STUDY_LISTS_MAX } from '../domain/constants';
import {
  addListItem,
  countListItems,
  countStudyLists,
  deleteStudyList,
  ensureDefaultList,
  insertStudyList,
  listIdsWithNote,
  listItemIds,
  lockStudyLists,
  pageListNotes,
  publicStudyListsOfUsername,
  removeListItem,
  setListOrder,
  studyListById,
  studyListsOf,
  type StudyListRow,
  updateStudyList,
} from '../data/study-list.data';
import type { SqlRunner } from '../data/sql-runner';

export interface StudyListChange {
  name?: string | null;
  isPublic?: boolean | null;
}

/** A list's name as stored: trimmed, 1 to STUDY_LIST_NAME_MAX characters. */
function listName(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const message = `A list name is 1 to ${STUDY_LIST_NAME_MAX} characters.`;
  if (trimmed.length < 1 || trimmed.length > STUDY_LIST_NAME_MAX) throw badInput(message, [{ field: 'name', message }]);
  return trimmed;
}

/**
 * Study lists: a student's named lists of notes, private or public with a shareable link. The
 * default list is their saved notes (SavedNoteService saves into it); the policy
 * (policies/study-list.policy.ts) decides who sees and changes what.
 */
export class StudyListService {
  constructor(private readonly ds: DataSource) {}

  /** The list if the viewer may see it; NOT_FOUND otherwise (a private list of someone else, a malformed id). */
  async find(viewer: Viewer | null, id: string, db: SqlRunner = this.ds): Promise<StudyListRow> {
    const list = isUuid(id) ? await studyListById(db, id, viewer?.id ?? null) : undefined;
    if (!list) throw notFound('That study list');
    authorize(viewer, 'view', { studyList: list });
    return list;
  }

  /** The list, or null when it does not exist or the viewer may not see it. */
  async findVisible(viewer: Viewer | null, id: string): Promise<StudyListRow | null> {
    try {
      return await this.find(viewer, id);
    } catch (err) {
      if (err instanceof Error && 'code' in err && err.code === 'NOT_FOUND') return null;
      throw err;
    }
  }

  /** The viewer's own lists, their default list (saved notes) first, made on first use. */
  async mine(viewer: Viewer | null, first: number, after?: string | null): Promise<Page<StudyListRow>> {
    requireViewer(viewer);
    await ensureDefaultList(this.ds, viewer.id);
    return pageOfList(await studyListsOf(this.ds, viewer.id, viewer.id, false), (l) => l.id, first, after);
  }

  /** A person's public lists (an unknown username has none). */
  async publicOf(viewer: Viewer | null, username: string, first: number, after?: string | null): Promise<Page<StudyListRow>> {
    return pageOfList(await publicStudyListsOfUsername(this.ds, username, viewer?.id ?? null), (l) => l.id, first, after);
  }

  /** The notes of a list the viewer may see, in the list's order. */
  async notes(viewer: Viewer | null, list: StudyListRow, first: number, after?: string | null): Promise<NotePage> {
    authorize(viewer, 'view', { studyList: list });
    return pageListNotes(this.ds, list, viewer?.id ?? null, first, after);
  }

  /** Which of the viewer's lists hold the note. */
  async idsWithNote(viewer: Viewer | null, noteId: string): Promise<string[]> {
    requireViewer(viewer);
    if (!isUuid(noteId)) return [];
    await ensureDefaultList(this.ds, viewer.id);
    return listIdsWithNote(this.ds, viewer.id, noteId);
  }

  /** A new list (private unless asked), holding `noteId` when given. */
  async create(viewer: Viewer | null, input: { name: string; isPublic?: boolean | null; noteId?: string | null }): Promise<StudyListRow> {
    requireViewer(viewer);
    const name = listName(input.name);
    const id = await this.ds.transaction(async (tx) => {
      await lockStudyLists(tx, viewer.id);
      await ensureDefaultList(tx, viewer.id);
      if ((await countStudyLists(tx, viewer.id)) >= STUDY_LISTS_MAX) throw conflict(`You can keep at most ${STUDY_LISTS_MAX} study lists; delete one first.`);
      const created = await insertStudyList(tx, viewer.id, name, input.isPublic ?? false);
      if (input.noteId) await this.addIn(tx, viewer, { id: created, ownerId: viewer.id, isDefault: false, isPublic: input.isPublic ?? false }, input.noteId);
      return created;
    });
    return this.find(viewer, id);
  }

  /** Renames the list or changes its visibility (its owner). */
  async update(viewer: Viewer | null, id: string, change: StudyListChange): Promise<StudyListRow> {
    const list = await this.find(viewer, id);
    authorize(viewer, 'update', { studyList: list });
    await updateStudyList(this.ds, list.id, { name: change.name == null ? undefined : listName(change.name), isPublic: change.isPublic ?? undefined });
    return this.find(viewer, id);
  }

  /** Deletes a list and its entries (its owner); the default list (saved notes) stays. */
  async delete(viewer: Viewer | null, id: string): Promise<void> {
    const list = await this.find(viewer, id);
    authorize(viewer, 'delete', { studyList: list });
    if (list.isDefault)
      throw badInput('Your saved notes list cannot be deleted; remove its notes instead.', [{ field: 'id', message: 'The default list cannot be deleted.' }]);
    await deleteStudyList(this.ds, list.id);
  }

  /** Adds an approved note at the end of the list; adding it again changes nothing. */
  async addNote(viewer: Viewer | null, listId: string, noteId: string): Promise<StudyListRow> {
    const list = await this.find(viewer, listId);
    await this.ds.transaction((tx) => this.addIn(tx, viewer, list, noteId));
    return this.find(viewer, listId);
  }

  private async addIn(tx: SqlRunner, viewer: Viewer | null, row: Pick<StudyListRow, 'id' | 'ownerId' | 'isDefault' | 'isPublic'>, noteId: string) {
    authorize(viewer, 'update', { studyList: row });
    const note = isUuid(noteId) ? await noteById(tx, noteId) : undefined;
    // A note the viewer may not see at all reads as missing, as everywhere else.
    if (!note || !can(viewer, 'view', { note })) throw notFound('That note');
    authorize(viewer, 'addNote', { studyList: { ...row, note } });
    await lockStudyLists(tx, row.id);
    if (!row.isDefault && (await countListItems(tx, row)) >= STUDY_LIST_NOTES_MAX) {
      throw conflict(`A study list holds at most ${STUDY_LIST_NOTES_MAX} notes; start another list.`);
    }
    await addListItem(tx, row, note.id);
  }

  /** Takes a note out of the list (its owner); taking out a note that is not there changes nothing. */
  async removeNote(viewer: Viewer | null, listId: string, noteId: string): Promise<StudyListRow> {
    const list = await this.find(viewer, listId);
    authorize(viewer, 'update', { studyList: list });
    if (!isUuid(noteId)) throw notFound('That note');
    await removeListItem(this.ds, list, noteId);
    return this.find(viewer, listId);
  }

  /**
   * Moves a note of the list to just after `afterNoteId`, or to the top when that is null (its
   * owner). Notes the owner no longer sees keep their places relative to the others.
   */
  async moveNote(viewer: Viewer | null, listId: string, noteId: string, afterNoteId: string | null): Promise<StudyListRow> {
    const list = await this.find(viewer, listId);
    authorize(viewer, 'update', { studyList: list });
    await this.ds.transaction(async (tx) => {
      await lockStudyLists(tx, list.id);
      const ids = await listItemIds(tx, list);
      if (!ids.includes(noteId)) throw notFound('That note in this list');
      if (afterNoteId !== null && (afterNoteId === noteId || !ids.includes(afterNoteId))) {
        throw badInput('The note to place it after is not in this list.', [{ field: 'afterNoteId', message: 'not a note of this list' }]);
      }
      const rest = ids.filter((id) => id !== noteId);
      rest.splice(afterNoteId === null ? 0 : rest.indexOf(afterNoteId) + 1, 0, noteId);
      await setListOrder(tx, list, rest);
    });
    return this.find(viewer, listId);
  }
}

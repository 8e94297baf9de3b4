import type { ApolloCache, Reference } from '@apollo/client';

/*
 * Apollo cache updates after a change to a study list: the changed list's own `notes`, the
 * reader's list of lists and which lists hold a note are edited in place, so a change costs one
 * request and no refetch. The list's summary (name, count, visibility) comes back in each
 * payload and is merged by its id.
 */

interface EdgeRef {
  cursor: string;
  node: Reference;
}
interface NotesField {
  totalCount: number;
  edges: readonly EdgeRef[];
}
interface ListsField {
  totalCount: number;
  edges: readonly { node: Reference }[];
}

/** A cached connection (it has edges), as opposed to a missing field. */
const isField = <T extends { edges: readonly unknown[] }>(value: unknown): value is T =>
  Boolean(value) && typeof value === 'object' && Array.isArray((value as T).edges);

const listId = (cache: ApolloCache, id: string) => cache.identify({ __typename: 'StudyList', id });
const noteRef = (cache: ApolloCache, id: string) => cache.identify({ __typename: 'Note', id });

/** Edits the cached `notes` of a list (every page size it was read with). */
function editNotes(cache: ApolloCache, id: string, edit: (field: NotesField, readId: (ref: Reference) => string | undefined) => NotesField) {
  cache.modify({
    id: listId(cache, id),
    fields: {
      notes: (existing: unknown, { readField }) => (isField<NotesField>(existing) ? edit(existing, (ref) => readField<string>('id', ref)) : existing),
    },
  });
}

/** Which lists hold the note, as the add-to-list dialog read it. */
function editIdsWithNote(cache: ApolloCache, noteId: string, edit: (ids: readonly string[]) => string[]) {
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      studyListIdsWithNote: (existing: unknown, { storeFieldName }) =>
        storeFieldName.includes(noteId) && Array.isArray(existing) ? edit(existing as string[]) : existing,
    },
  });
}

/** The default list is the saved notes: the Saved Notes tab reads its own list again when next shown. */
function forgetSavedNotes(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'savedNotes' });
}

export function noteAdded(cache: ApolloCache, list: { id: string; isDefault: boolean }, noteId: string) {
  const ref = noteRef(cache, noteId);
  if (ref) {
    editNotes(cache, list.id, (field, readId) =>
      field.edges.some((e) => readId(e.node) === noteId)
        ? field
        : { ...field, totalCount: field.totalCount + 1, edges: [...field.edges, { __typename: 'NoteEdge', cursor: '', node: { __ref: ref } } as EdgeRef] },
    );
  }
  editIdsWithNote(cache, noteId, (ids) => (ids.includes(list.id) ? [...ids] : [...ids, list.id]));
  if (list.isDefault) forgetSavedNotes(cache);
}

export function noteRemoved(cache: ApolloCache, list: { id: string; isDefault: boolean }, noteId: string) {
  editNotes(cache, list.id, (field, readId) => {
    const edges = field.edges.filter((e) => readId(e.node) !== noteId);
    return { ...field, edges, totalCount: field.totalCount - (field.edges.length - edges.length) };
  });
  editIdsWithNote(cache, noteId, (ids) => ids.filter((id) => id !== list.id));
  if (list.isDefault) forgetSavedNotes(cache);
}

/** The list's notes after moving one right after another (first when `afterNoteId` is null), as the server orders them. */
export function noteMoved(cache: ApolloCache, listIdValue: string, noteId: string, afterNoteId: string | null) {
  editNotes(cache, listIdValue, (field, readId) => {
    const moving = field.edges.find((e) => readId(e.node) === noteId);
    if (!moving) return field;
    const rest = field.edges.filter((e) => e !== moving);
    const at = afterNoteId === null ? 0 : rest.findIndex((e) => readId(e.node) === afterNoteId) + 1;
    return { ...field, edges: [...rest.slice(0, at), moving, ...rest.slice(at)] };
  });
}

export function listCreated(cache: ApolloCache, created: { id: string }, withNoteId?: string) {
  const ref = listId(cache, created.id);
  if (!ref) return;
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      myStudyLists: (existing: unknown, { readField }) =>
        !isField<ListsField>(existing) || existing.edges.some((e) => readField<string>('id', e.node) === created.id)
          ? existing
          : { ...existing, totalCount: existing.totalCount + 1, edges: [...existing.edges, { __typename: 'StudyListEdge', cursor: '', node: { __ref: ref } }] },
    },
  });
  if (withNoteId) editIdsWithNote(cache, withNoteId, (ids) => [...ids, created.id]);
}

export function listDeleted(cache: ApolloCache, id: string) {
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      myStudyLists: (existing: unknown, { readField }) => {
        if (!isField<ListsField>(existing)) return existing;
        const edges = existing.edges.filter((e) => readField<string>('id', e.node) !== id);
        return { ...existing, edges, totalCount: existing.totalCount - (existing.edges.length - edges.length) };
      },
      studyListIdsWithNote: (existing: unknown) => (Array.isArray(existing) ? (existing as string[]).filter((x) => x !== id) : existing),
    },
  });
  cache.evict({ id: listId(cache, id) });
  cache.gc();
}

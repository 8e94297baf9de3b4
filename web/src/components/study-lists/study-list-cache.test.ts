import { gql } from '@apollo/client';
import { createCache } from '../../app/apollo';
import { listCreated, listDeleted, noteAdded, noteMoved, noteRemoved } from './study-list-cache';

const LIST = gql`
  query List($id: ID!) {
    studyList(id: $id) {
      id
      name
      notes(first: 100) {
        totalCount
        edges {
          cursor
          node {
            id
            title
          }
        }
      }
    }
  }
`;
const MINE = gql`
  query Mine {
    myStudyLists(first: 50) {
      totalCount
      edges {
        node {
          id
          name
        }
      }
    }
  }
`;
const HOLDING = gql`
  query Holding($noteId: ID!) {
    studyListIdsWithNote(noteId: $noteId)
  }
`;

const note = (id: string) => ({ __typename: 'Note', id, title: `Note ${id}` });
const list = (id: string, noteIds: string[]) => ({
  __typename: 'StudyList',
  id,
  name: `List ${id}`,
  notes: { __typename: 'NoteConnection', totalCount: noteIds.length, edges: noteIds.map((n) => ({ __typename: 'NoteEdge', cursor: `c${n}`, node: note(n) })) },
});

function seeded() {
  const cache = createCache();
  cache.writeQuery({ query: LIST, variables: { id: 'L' }, data: { studyList: list('L', ['a', 'b', 'c']) } });
  cache.writeQuery({
    query: MINE,
    data: {
      myStudyLists: {
        __typename: 'StudyListConnection',
        totalCount: 1,
        edges: [{ __typename: 'StudyListEdge', node: { __typename: 'StudyList', id: 'L', name: 'List L' } }],
      },
    },
  });
  cache.writeQuery({ query: HOLDING, variables: { noteId: 'd' }, data: { studyListIdsWithNote: [] } });
  // A note the reader has seen elsewhere (a card on Browse).
  cache.writeFragment({
    id: 'Note:d',
    fragment: gql`
      fragment N on Note {
        id
        title
      }
    `,
    data: note('d'),
  });
  return cache;
}

const order = (cache: ReturnType<typeof seeded>) => {
  const data = cache.readQuery<{ studyList: ReturnType<typeof list> }>({ query: LIST, variables: { id: 'L' } });
  return { ids: data?.studyList.notes.edges.map((e) => e.node.id), total: data?.studyList.notes.totalCount };
};

describe('study list cache updates', () => {
  it('moves a note after another, or to the top, as the server orders it', () => {
    const cache = seeded();
    noteMoved(cache, 'L', 'c', null);
    expect(order(cache).ids).toEqual(['c', 'a', 'b']);
    noteMoved(cache, 'L', 'c', 'a');
    expect(order(cache).ids).toEqual(['a', 'c', 'b']);
    noteMoved(cache, 'L', 'a', 'b');
    expect(order(cache).ids).toEqual(['c', 'b', 'a']);
  });

  it('adds a note at the end once, ticks the list for it, and removes it again', () => {
    const cache = seeded();
    noteAdded(cache, { id: 'L', isDefault: false }, 'd');
    noteAdded(cache, { id: 'L', isDefault: false }, 'd');
    expect(order(cache)).toEqual({ ids: ['a', 'b', 'c', 'd'], total: 4 });
    expect(cache.readQuery<{ studyListIdsWithNote: string[] }>({ query: HOLDING, variables: { noteId: 'd' } })?.studyListIdsWithNote).toEqual(['L']);
    noteRemoved(cache, { id: 'L', isDefault: false }, 'd');
    expect(order(cache)).toEqual({ ids: ['a', 'b', 'c'], total: 3 });
    expect(cache.readQuery<{ studyListIdsWithNote: string[] }>({ query: HOLDING, variables: { noteId: 'd' } })?.studyListIdsWithNote).toEqual([]);
  });

  it("adds a new list to the reader's lists and drops a deleted one", () => {
    const cache = seeded();
    cache.writeFragment({
      id: 'StudyList:M',
      fragment: gql`
        fragment S on StudyList {
          id
          name
        }
      `,
      data: { __typename: 'StudyList', id: 'M', name: 'List M' },
    });
    listCreated(cache, { id: 'M' }, 'd');
    const mine = () => cache.readQuery<{ myStudyLists: { totalCount: number; edges: { node: { id: string } }[] } }>({ query: MINE })?.myStudyLists;
    expect(mine()?.edges.map((e) => e.node.id)).toEqual(['L', 'M']);
    expect(cache.readQuery<{ studyListIdsWithNote: string[] }>({ query: HOLDING, variables: { noteId: 'd' } })?.studyListIdsWithNote).toEqual(['M']);
    listDeleted(cache, 'L');
    expect(mine()).toMatchObject({ totalCount: 1, edges: [{ node: { id: 'M' } }] });
  });
});

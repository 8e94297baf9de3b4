import { gql } from '@apollo/client';
import { createCache } from './apollo';

const NOTES = gql`
  query Notes($first: Int!, $after: String, $filter: NoteFilter) {
    notes(first: $first, after: $after, filter: $filter) {
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
`;

const page = (ids: string[], totalCount = 5) => ({
  notes: {
    __typename: 'NoteConnection',
    totalCount,
    edges: ids.map((id) => ({ __typename: 'NoteEdge', cursor: `cursor-${id}`, node: { __typename: 'Note', id, title: `Note ${id}` } })),
  },
});

const idsOf = (data: ReturnType<typeof page> | null) => data?.notes.edges.map((edge) => edge.node.id);

describe('the notes connection in the cache', () => {
  it('appends pages fetched with `after`, without repeating edges, and restarts with the first page', () => {
    const cache = createCache();
    const filter = { subject: 'Operating Systems' };
    cache.writeQuery({ query: NOTES, variables: { first: 2, filter }, data: page(['a', 'b']) });
    cache.writeQuery({ query: NOTES, variables: { first: 2, filter, after: 'cursor-b' }, data: page(['b', 'c']) });
    expect(idsOf(cache.readQuery({ query: NOTES, variables: { first: 2, filter } }))).toEqual(['a', 'b', 'c']);

    cache.writeQuery({ query: NOTES, variables: { first: 2, filter }, data: page(['z']) });
    expect(idsOf(cache.readQuery({ query: NOTES, variables: { first: 2, filter } }))).toEqual(['z']);
  });

  it('keeps one list per filter, whatever the order of its fields', () => {
    const cache = createCache();
    cache.writeQuery({ query: NOTES, variables: { first: 2, filter: { subject: 'OS', semester: 3 } }, data: page(['a']) });
    cache.writeQuery({ query: NOTES, variables: { first: 2, filter: { college: 'MANIT Bhopal' } }, data: page(['m']) });
    expect(idsOf(cache.readQuery({ query: NOTES, variables: { first: 2, filter: { semester: 3, subject: 'OS' } } }))).toEqual(['a']);
    expect(idsOf(cache.readQuery({ query: NOTES, variables: { first: 2, filter: { college: 'MANIT Bhopal' } } }))).toEqual(['m']);
  });

  it('normalizes notes by id, so a change to one note shows in every list', () => {
    const cache = createCache();
    cache.writeQuery({ query: NOTES, variables: { first: 2, filter: {} }, data: page(['a']) });
    cache.writeQuery({ query: NOTES, variables: { first: 2, filter: { search: 'x' } }, data: page(['a']) });
    cache.modify({ id: 'Note:a', fields: { title: () => 'Renamed' } });
    const titles = [{}, { search: 'x' }].map(
      (filter) => cache.readQuery<ReturnType<typeof page>>({ query: NOTES, variables: { first: 2, filter } })?.notes.edges[0].node.title,
    );
    expect(titles).toEqual(['Renamed', 'Renamed']);
  });
});

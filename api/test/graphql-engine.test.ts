import { execute, parse } from 'graphql';
import { createSchema } from '../src/graphql/schema';
import { selects } from '../src/graphql/common/selection';
import { buildNote, buildUser } from './factories';
import { gql, testAppForFile } from './app';

// Queries run compiled by graphql-jit (graphql/executor.ts), argument values that passed
// class-validator are remembered (graphql/validate-args.ts): answers and refusals stay the ones
// graphql-js and class-validator give, the first time and every time after.
const t = testAppForFile();

beforeEach(async () => {
  await t.db.dataSource.query('TRUNCATE users, notes CASCADE');
});

describe('the compiled executor', () => {
  const NOTES =
    'query Notes($first: Int, $filter: NoteFilter) { notes(first: $first, filter: $filter) { totalCount edges { node { id title semester likeCount uploader { username } } } } }';

  it('answers a repeated query the same way each time, data and errors', async () => {
    const uploader = await buildUser(t.db.dataSource);
    for (let i = 0; i < 3; i++) await buildNote(t.db.dataSource, { uploaderId: uploader.id, semester: 3 });
    const first = await gql(t.url, NOTES, { first: 2, filter: { semester: 3 } });
    const again = await gql(t.url, NOTES, { first: 2, filter: { semester: 3 } });
    expect(first.errors).toBeUndefined();
    expect(again).toEqual(first);
    expect(first.data!.notes.edges).toHaveLength(2);
    expect(first.data!.notes.edges[0].node.uploader.username).toBe(uploader.username);
  });

  it('words variables that do not coerce as graphql-js does, with HTTP 400', async () => {
    const schema = await createSchema();
    const expected = await execute({ schema, document: parse(NOTES), variableValues: { first: 'twelve' } });
    for (let i = 0; i < 2; i++) {
      const res = await gql(t.url, NOTES, { first: 'twelve' });
      expect(res.status).toBe(400);
      expect(res.errors!.map((e) => e.message)).toEqual(expected.errors!.map((e) => e.message));
      expect(res.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    }
  });

  it('keeps the code, message and path of an error a resolver throws', async () => {
    const res = await gql(t.url, 'query Bad($after: String) {\n  notes(first: 2, after: $after) { totalCount }\n}', { after: 'not-a-cursor' });
    expect(res.errors).toEqual([
      {
        message: 'The cursor is not valid; start again from the first page.',
        path: ['notes'],
        extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'after', message: 'not a valid cursor' }] },
      },
    ]);
    expect(res.data).toBeNull();
  });

  it('refuses an operation name the document lacks, as graphql-js does', async () => {
    const res = await gql(t.url, 'query A { notes(first: 1) { totalCount } }', {}, {});
    expect(res.errors).toBeUndefined();
    const r = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: t.url },
      body: JSON.stringify({ query: 'query A { notes(first: 1) { totalCount } }', operationName: 'B' }),
    });
    expect(r.status).toBe(400);
    expect((await r.json()).errors[0].message).toBe('Unknown operation named "B".');
  });
});

describe('remembered argument checks', () => {
  const PAGE = 'query($first: Int, $filter: NoteFilter) { notes(first: $first, filter: $filter) { totalCount } }';

  it('refuses a bad value every time, though a good one was remembered', async () => {
    expect((await gql(t.url, PAGE, { first: 5, filter: { semester: 3 } })).errors).toBeUndefined();
    expect((await gql(t.url, PAGE, { first: 5, filter: { semester: 3 } })).errors).toBeUndefined();
    for (let i = 0; i < 2; i++) {
      const semester = await gql(t.url, PAGE, { first: 5, filter: { semester: 9 } });
      expect(semester.errors![0]).toMatchObject({ message: 'semester must be between 1 and 8', extensions: { code: 'BAD_USER_INPUT' } });
      const first = await gql(t.url, PAGE, { first: 500, filter: { semester: 3 } });
      expect(first.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
      expect(first.errors![0].message).toMatch(/first must be between 1 and/);
      const long = await gql(t.url, PAGE, { first: 5, filter: { subject: 'x'.repeat(161) } });
      expect(long.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    }
  });
});

describe('selects', () => {
  const fieldOf = (query: string) => {
    const document = parse(query);
    const operation = document.definitions.find((d) => d.kind === 'OperationDefinition')!;
    const fragments = Object.fromEntries(document.definitions.filter((d) => d.kind === 'FragmentDefinition').map((d) => [(d as any).name.value, d]));
    return { fieldNodes: [(operation as any).selectionSet.selections[0]], fragments } as any;
  };

  it('finds a field through aliases, fragments and inline fragments, and only where asked', () => {
    expect(selects(fieldOf('{ notes { edges { node { uploader { id } } } } }'), ['edges', 'node', 'uploader'])).toBe(true);
    expect(selects(fieldOf('{ notes { edges { node { id } } } }'), ['edges', 'node', 'uploader'])).toBe(false);
    expect(selects(fieldOf('{ notes { uploader: totalCount edges { node { id } } } }'), ['edges', 'node', 'uploader'])).toBe(false);
    expect(
      selects(fieldOf('{ notes { edges { ...E } } } fragment E on NoteEdge { node { ... on Note { who: uploader { id } } } }'), ['edges', 'node', 'uploader']),
    ).toBe(true);
  });
});

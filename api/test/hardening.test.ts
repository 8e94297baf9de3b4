// Hostile and broken requests (issue 11): every one gets a clear 4xx in bounded time, the
// process survives, and nothing is left behind (no note row, no stored file, no spool file).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {
  buildClientSchema,
  getIntrospectionQuery,
  graphqlSync,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  parse,
  print,
  typeFromAST,
  validate,
  type DocumentNode,
  type GraphQLInputType,
  type OperationDefinitionNode,
} from 'graphql';
import { PAGE_SIZE_MAX } from '../src/domain/constants';
import { HOST, PROCESS_OWNER } from '../src/files/process-owner';
import { documentCost, GRAPHQL_LIMITS, graphqlLimits } from '../src/graphql/limits';
import { createSchema } from '../src/graphql/schema';
import { makeDocx, makePdf } from '../src/seed/documents';
import { gql, startTestApp, type TestApp } from './app';
import { buildNote } from './factories';
import { multipartBody, multipartType, NOTE_FORM } from './robust/multipart';
import { signUp } from './session';
import { filesIn, noteCount as countNotes } from './uploads';

let t: TestApp;
let student: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await startTestApp({ BODY_IDLE_TIMEOUT_MS: '600' });
  student = await signUp(t.url);
});
afterAll(() => t.close());

const origin = () => ({ origin: t.url });
const FIELDS = NOTE_FORM;
let unique = 0;
const pdf = () => makePdf(`Hardening ${++unique} ${Date.now()}`, ['Deadlocks, paging and the banker algorithm.']);

/** A multipart body and its content type (robust/multipart.ts builds it by hand, so tests can break it). */
function multipart(parts: { name: string; value?: string; file?: { bytes: Buffer; filename: string } }[], boundary = 'cnBoundary7MA4YWxk') {
  const body = multipartBody(
    parts.map((p) =>
      p.file ? { name: p.name, data: p.file.bytes, filename: p.file.filename, contentType: 'application/pdf' } : { name: p.name, data: p.value ?? '' },
    ),
    boundary,
  );
  return { body, type: multipartType(boundary) };
}

const noteForm = (file = { bytes: pdf(), filename: 'notes.pdf' }) =>
  multipart([...Object.entries(FIELDS).map(([name, value]) => ({ name, value })), { name: 'file', file }]);

const gqlForm = (file = { bytes: pdf(), filename: 'g.pdf' }) => {
  const query = `mutation($input: CreateNoteInput!) { createNote(input: $input) { note { id } errors { field message code } } }`;
  const input = {
    title: 'GraphQL upload',
    subject: 'Operating Systems',
    course: 'MCA',
    semester: 3,
    batch: '2023-2027',
    college: 'MANIT Bhopal',
    confirmOriginal: true,
    file: null,
  };
  return multipart([
    { name: 'operations', value: JSON.stringify({ query, variables: { input } }) },
    { name: 'map', value: JSON.stringify({ 0: ['variables.input.file'] }) },
    { name: '0', file },
  ]);
};

const spoolFiles = () => filesIn(t, 'tmp');
const storedFiles = () => filesIn(t, 'files/notes');
const noteCount = () => countNotes(t);

async function post(pathname: string, body: Buffer | string, headers: Record<string, string>) {
  const res = await fetch(`${t.url}${pathname}`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : new Uint8Array(body),
    signal: AbortSignal.timeout(10_000),
  });
  return { status: res.status, body: (await res.json()) as any };
}

async function alive() {
  const res = await fetch(`${t.url}/healthz`);
  expect(res.status).toBe(200);
}

/** Waits until in-flight cleanup (spool removal runs after the answer) has finished. */
async function settled() {
  for (let i = 0; i < 50 && spoolFiles().length; i += 1) await new Promise((r) => setTimeout(r, 20));
}

describe('malformed multipart never takes the service down', () => {
  it.each([
    ['as a visitor', false],
    ['signed in', true],
  ])('a REST upload whose closing boundary is cut off answers 400 %s', async (_label, signedIn) => {
    const before = { notes: await noteCount(), files: storedFiles().length };
    const { body, type } = noteForm();
    const res = await post('/api/uploading/create', body.subarray(0, body.length - 30), {
      'content-type': type,
      ...(signedIn ? { cookie: student.cookie, ...origin() } : {}),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false });
    await alive();
    await settled();
    expect(spoolFiles()).toEqual([]);
    expect({ notes: await noteCount(), files: storedFiles().length }).toEqual(before);
  });

  it('a GraphQL upload cut off answers BAD_REQUEST, not INTERNAL', async () => {
    const before = await noteCount();
    const { body, type } = gqlForm();
    const res = await post('/graphql', body.subarray(0, body.length - 30), {
      'content-type': type,
      'apollo-require-preflight': 'true',
      cookie: student.cookie,
      ...origin(),
    });
    // The operation had started, so this is an execution error of createNote (HTTP 200, as
    // GraphQL over HTTP answers those), with the client's code rather than INTERNAL.
    expect(res.status).toBeLessThan(500);
    expect(res.body.errors[0].extensions.code).toBe('BAD_REQUEST');
    await alive();
    await settled();
    expect(spoolFiles()).toEqual([]);
    expect(await noteCount()).toBe(before);
  });

  it('multipart without a boundary is answered at once on both paths', async () => {
    const gqlRes = await post('/graphql', 'whatever', { 'content-type': 'multipart/form-data', 'apollo-require-preflight': 'true' });
    expect(gqlRes.status).toBe(400);
    expect(gqlRes.body.errors[0].extensions.code).toBe('BAD_REQUEST');
    const rest = await post('/api/uploading/create', 'whatever', { 'content-type': 'multipart/form-data', cookie: student.cookie, ...origin() });
    expect(rest.status).toBe(400);
    expect(rest.body.success).toBe(false);
  });

  it('a wrong boundary or JSON sent as multipart answers 400', async () => {
    const { body } = gqlForm();
    const wrong = await post('/graphql', body, { 'content-type': 'multipart/form-data; boundary=notTheOne', 'apollo-require-preflight': 'true' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0].extensions.code).toBe('BAD_REQUEST');
    const json = await post('/graphql', JSON.stringify({ query: '{ me { id } }' }), {
      'content-type': 'multipart/form-data; boundary=x',
      'apollo-require-preflight': 'true',
    });
    expect(json.status).toBe(400);
    const restWrong = await post('/api/uploading/create', noteForm().body, {
      'content-type': 'multipart/form-data; boundary=notTheOne',
      cookie: student.cookie,
      ...origin(),
    });
    expect(restWrong.status).toBe(400);
    await alive();
  });

  it('a body that stops arriving is dropped after the idle timeout, and its spool file removed', async () => {
    const { body, type } = noteForm();
    const sent = body.subarray(0, Math.floor(body.length / 2));
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(new URL(t.url).port), '127.0.0.1', () => {
        socket.write(
          `POST /api/uploading/create HTTP/1.1\r\nHost: ${new URL(t.url).host}\r\nOrigin: ${t.url}\r\nCookie: ${student.cookie}\r\nContent-Type: ${type}\r\nContent-Length: ${body.length}\r\n\r\n`,
        );
        socket.write(sent);
      });
      let text = '';
      socket.on('data', (d) => (text += d.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
      setTimeout(() => reject(new Error('no answer within 5 s')), 5_000).unref();
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    await alive();
    await settled();
    expect(spoolFiles()).toEqual([]);
  });

  it('a file of exactly the size limit is accepted; one byte more is refused with 413', async () => {
    const small = await startTestApp({ UPLOAD_MAX_BYTES: '4096' });
    try {
      const s = await signUp(small.url);
      const exact = Buffer.alloc(4096, 0x20);
      Buffer.from('Operating systems notes: paging and segmentation.').copy(exact);
      const form = (bytes: Buffer) =>
        multipart([...Object.entries(FIELDS).map(([name, value]) => ({ name, value })), { name: 'file', file: { bytes, filename: 'exact.txt' } }]);
      const ok = await fetch(`${small.url}/api/uploading/create`, {
        method: 'POST',
        headers: { 'content-type': form(exact).type, cookie: s.cookie, origin: small.url },
        body: new Uint8Array(form(exact).body),
      });
      expect(ok.status).toBe(201);
      const over = Buffer.concat([exact, Buffer.from(' ')]);
      const tooBig = await fetch(`${small.url}/api/uploading/create`, {
        method: 'POST',
        headers: { 'content-type': form(over).type, cookie: s.cookie, origin: small.url },
        body: new Uint8Array(form(over).body),
      });
      expect(tooBig.status).toBe(413);
    } finally {
      await small.close();
    }
  });

  it('a CR/LF or NUL in an upload file name gives a clean stored name', async () => {
    const { body, type } = noteForm({ bytes: pdf(), filename: 'evil\r\nX-Injected: 1\u0000.pdf' });
    const res = await post('/api/uploading/create', body, { 'content-type': type, cookie: student.cookie, ...origin() });
    expect(res.status).toBeLessThan(500);
    if (res.status === 201) {
      const [row] = await t.db.dataSource.query('SELECT file_name FROM notes WHERE id = $1', [res.body.note._id]);
      expect(row.file_name).not.toMatch(/[\r\n\u0000]/);
    }
  });
});

describe('control characters in text', () => {
  const NUL = 'bad\u0000text';

  it('a NUL in a comment, a search, suggestions, a token name or note fields is refused with 400 BAD_USER_INPUT', async () => {
    const note = await buildNote(t.db.dataSource);
    const comment = await gql(
      t.url,
      `mutation($input: AddCommentInput!) { addComment(input: $input) { comment { id } } }`,
      { input: { noteId: note.id, text: NUL } },
      { cookie: student.cookie, ...origin() },
    );
    expect(comment.status).toBe(400);
    expect(comment.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    const search = await gql(t.url, `query($s: String!) { notes(first: 3, filter: { search: $s }) { totalCount } }`, { s: NUL });
    expect(search.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    const inline = await gql(t.url, `{ searchSuggestions(query: "op\\u0000") { text } }`);
    expect(inline.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    const token = await gql(
      t.url,
      `mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }`,
      { input: { name: NUL } },
      { cookie: student.cookie, ...origin() },
    );
    expect(token.errors![0].extensions!.code).toBe('BAD_USER_INPUT');

    const restComment = await post(`/api/notes/${note.id}/comment`, JSON.stringify({ text: NUL }), {
      'content-type': 'application/json',
      cookie: student.cookie,
      ...origin(),
    });
    expect(restComment.status).toBe(400);
    const restSearch = await fetch(`${t.url}/api/notes?search=a%00b`);
    expect(restSearch.status).toBe(400);
    const suggestions = await fetch(`${t.url}/api/search-suggestions?query=op%00`);
    expect(suggestions.status).toBe(400);
    const form = multipart([
      ...Object.entries({ ...FIELDS, title: NUL }).map(([name, value]) => ({ name, value })),
      { name: 'file', file: { bytes: pdf(), filename: 'n.pdf' } },
    ]);
    const upload = await post('/api/uploading/create', form.body, { 'content-type': form.type, cookie: student.cookie, ...origin() });
    expect(upload.status).toBe(400);
    await settled();
    expect(spoolFiles()).toEqual([]);
    expect(Number((await t.db.dataSource.query('SELECT count(*) FROM comments WHERE note_id = $1', [note.id]))[0].count)).toBe(0);
  });

  it('other control characters are stripped, tabs and new lines kept', async () => {
    const note = await buildNote(t.db.dataSource);
    const res = await gql<any>(
      t.url,
      `mutation($input: AddCommentInput!) { addComment(input: $input) { comment { text } } }`,
      { input: { noteId: note.id, text: 'line one\u0007\nline\ttwo\u001b' } },
      { cookie: student.cookie, ...origin() },
    );
    expect(res.data!.addComment.comment.text).toBe('line one\nline\ttwo');
  });
});

/** A value of the type that coerces (required fields filled), for costing an operation. */
function sampleValue(type: GraphQLInputType): unknown {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return [];
  if (isEnumType(inner)) return inner.getValues()[0]!.name;
  if (isInputObjectType(inner)) {
    return Object.fromEntries(
      Object.values(inner.getFields())
        .filter((f) => isNonNullType(f.type))
        .map((f) => [f.name, sampleValue(f.type)]),
    );
  }
  const name = (inner as { name: string }).name;
  if (name === 'DateTimeISO') return new Date(0).toISOString();
  return name === 'Int' || name === 'Float' ? 1 : name === 'Boolean' ? true : name === 'ID' ? '00000000-0000-0000-0000-000000000000' : 'x';
}

describe('GraphQL documents', () => {
  it('a subscription answers 400 BAD_REQUEST', async () => {
    const res = await gql(t.url, 'subscription { noteAdded { id } }');
    expect(res.status).toBe(400);
    expect(res.errors![0].extensions!.code).not.toMatch(/INTERNAL/);
  });

  it('an unknown persisted-query hash answers PERSISTED_QUERY_NOT_FOUND', async () => {
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } } }),
    });
    const body: any = await res.json();
    expect(body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    const wrongVersion = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }', extensions: { persistedQuery: { version: 9, sha256Hash: 'b'.repeat(64) } } }),
    });
    const answer: any = await wrongVersion.json();
    expect(wrongVersion.status).toBe(400);
    expect(answer.errors[0].extensions.code).toBe('BAD_REQUEST');
  });

  it('500 aliases of a list are refused by the alias limit, naming it', async () => {
    const aliases = Array.from({ length: 500 }, (_, i) => `a${i}: notes(first: 100, filter: { search: "op" }) { totalCount }`).join('\n');
    const started = Date.now();
    const res = await gql(t.url, `{ ${aliases} }`);
    expect(res.status).toBe(400);
    expect(res.errors![0].extensions!.code).toBe('BAD_REQUEST');
    expect(Date.now() - started).toBeLessThan(5_000);
    const few = Array.from({ length: 16 }, (_, i) => `a${i}: notes(first: 1) { totalCount }`).join(' ');
    const aliases16 = await gql(t.url, `{ ${few} }`);
    expect(aliases16.status).toBe(400);
    expect(aliases16.errors![0].message).toMatch(/alias/i);
    expect((aliases16.errors![0].extensions as any).limit).toBe('maxAliases');
  });

  it('a deep document is refused by the depth limit', async () => {
    const deep = `{ notes(first: 1) { edges { node { comments { edges { node { author { id } note: __typename } } } } } } }`;
    expect((await gql(t.url, deep)).errors?.[0]?.extensions?.code).not.toBe('BAD_REQUEST');
    let nested = 'id';
    for (let i = 0; i < 12; i += 1) nested = `... on Query { __typename x${i}: notes(first: 1) { edges { node { ${nested} } } } }`;
    const res = await gql(t.url, `{ ${nested} }`);
    expect(res.status).toBe(400);
    expect(res.errors!.some((e) => (e.extensions as any).limit === 'maxDepth' || (e.extensions as any).limit === 'maxAliases')).toBe(true);
  });

  it('the cost limit multiplies list sizes: a few big pages pass, many do not', async () => {
    const page = (n: number) => `notes(first: ${n}) { edges { node { id title uploader { id username } } } }`;
    const ok = await gql(t.url, `{ ${page(100)} }`);
    expect(ok.errors).toBeUndefined();
    const withComments = `notes(first: 100) { edges { node { id comments { edges { node { id author { id } } } } } } }`;
    expect((await gql(t.url, `{ ${withComments} }`)).errors).toBeUndefined();
    const heavy = await gql(t.url, `{ ${Array.from({ length: 3 }, (_, i) => `p${i}: ${withComments}`).join(' ')} }`);
    expect(heavy.status).toBe(400);
    expect((heavy.errors![0].extensions as any).limit).toBe('maxCost');
    expect(heavy.errors![0].message).toMatch(/limit is \d+/);
  });

  it('every operation of the web app fits every limit, even at the largest page size', async () => {
    const schema = await createSchema();
    const dir = path.resolve(__dirname, '../../web/src/graphql');
    const sources = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.graphql'))
      .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
    const document = parse(sources.join('\n'));
    const fragments = document.definitions.filter((d) => d.kind === 'FragmentDefinition');
    const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');
    expect(operations.length).toBeGreaterThan(10);
    const rules = graphqlLimits(t.config, schema).validationRules;
    for (const op of operations) {
      const single: DocumentNode = { kind: Kind.DOCUMENT, definitions: [op, ...fragments] };
      const text = print(single);
      expect({ op: op.name?.value, errors: validate(schema, single, rules).map((e) => e.message) }).toEqual({ op: op.name?.value, errors: [] });
      expect(text.length).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxCharacters);
      const variables = Object.fromEntries(
        (op.variableDefinitions ?? []).map((v) => [
          v.variable.name.value,
          v.variable.name.value === 'first' ? PAGE_SIZE_MAX : sampleValue(typeFromAST(schema, v.type as any) as GraphQLInputType),
        ]),
      );
      const cost = documentCost(schema, single, variables, op.name?.value);
      expect({ op: op.name?.value, withinCost: cost <= GRAPHQL_LIMITS.maxCost }).toEqual({ op: op.name?.value, withinCost: true });
    }
  });

  it('a document with too many tokens or characters is refused before parsing', async () => {
    const fields = Array.from({ length: 2_100 }, () => '__typename').join(' ');
    const res = await gql(t.url, `{ ${fields} }`);
    expect(res.status).toBe(400);
    expect((res.errors![0].extensions as any).limit).toMatch(/maxTokens|maxCharacters/);
  });

  it('introspection and field suggestions: on in development, for signed-in users only in production', async () => {
    const dev = await gql(t.url, '{ __schema { queryType { name } } }');
    expect(dev.errors).toBeUndefined();
    const prod = await startTestApp({ NODE_ENV: 'production' });
    try {
      const visitor = await gql(prod.url, '{ __schema { queryType { name } } }');
      expect(visitor.errors![0].extensions!.code).toBe('FORBIDDEN');
      const typo = await gql(prod.url, '{ adminStat { totalNotes } }');
      expect(typo.errors![0].message).not.toMatch(/Did you mean/);
      const s = await signUp(prod.url);
      const member = await gql(prod.url, '{ __schema { queryType { name } } }', {}, { cookie: s.cookie });
      expect(member.errors).toBeUndefined();
      const memberTypo = await gql(prod.url, '{ adminStat { totalNotes } }', {}, { cookie: s.cookie });
      expect(memberTypo.errors![0].message).toMatch(/Did you mean/);
      const typename = await gql<any>(prod.url, '{ __typename }');
      expect(typename.data.__typename).toBe('Query');
    } finally {
      await prod.close();
    }
  });
});

describe('a damaged DOCX through GraphQL', () => {
  it('is refused with BAD_USER_INPUT on the file field, and nothing is stored', async () => {
    const bytes = makeDocx(`Broken ${Date.now()}`, ['Entropy never decreases.']);
    bytes.writeUInt32LE(bytes.readUInt32LE(18) + 7, 18); // the first local header lies about its compressed size
    const notesBefore = await noteCount();
    const filesBefore = storedFiles().length;
    const { body, type } = gqlForm({ bytes, filename: 'broken.docx' });
    const res = await post('/graphql', body, { 'content-type': type, 'apollo-require-preflight': 'true', cookie: student.cookie, ...origin() });
    const payload = res.body.data?.createNote;
    const error = payload?.errors?.[0] ?? res.body.errors?.[0];
    expect(payload?.note ?? null).toBeNull();
    expect(error.code ?? error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.message).toMatch(/damaged/);
    expect(await noteCount()).toBe(notesBefore);
    expect(storedFiles()).toHaveLength(filesBefore);
  });
});

describe('introspection as GraphiQL and codegen send it', () => {
  // The headers GraphQL Code Generator's URL loader sends (@graphql-tools/url-loader), and GraphiQL's.
  const CODEGEN_HEADERS = { accept: 'application/graphql-response+json, application/json, multipart/mixed', 'content-type': 'application/json' };
  // No Origin header: codegen and curl send none.
  const introspect = async (url: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { ...CODEGEN_HEADERS, ...headers },
      body: JSON.stringify({ query: getIntrospectionQuery() }),
    });
    return { status: res.status, ...((await res.json()) as { data?: any; errors?: { message: string; extensions?: Record<string, unknown> }[] }) };
  };

  it('is priced by what it returns (schema objects), far below the cost limit', async () => {
    const schema = await createSchema();
    const cost = documentCost(
      schema,
      parse(
        getIntrospectionQuery({ descriptions: true, specifiedByUrl: true, directiveIsRepeatable: true, schemaDescription: true, inputValueDeprecation: true }),
      ),
    );
    const answer = graphqlSync({ schema, source: getIntrospectionQuery() });
    let objects = 0;
    const walk = (v: unknown): void => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object') {
        objects += 1;
        Object.values(v).forEach(walk);
      }
    };
    walk(answer.data);
    // The answer's objects, less the `data` object itself.
    expect(cost).toBe(objects - 1);
    expect(cost).toBeLessThan(GRAPHQL_LIMITS.maxCost / 2);
    // A selection that loops over the schema is still counted, and refused past the limit.
    let loop = 'name';
    for (let i = 0; i < 4; i += 1) loop = `name fields { name args { name } type { ofType { name fields { ${loop} } } } }`;
    const looping = documentCost(
      schema,
      parse(`{ __schema { types { ${loop} } } ${Array.from({ length: 10 }, (_, i) => `t${i}: __schema { types { ${loop} } }`).join(' ')} }`),
    );
    expect(looping).toBeGreaterThan(GRAPHQL_LIMITS.maxCost);
  });

  it('getIntrospectionQuery() succeeds for visitors in development', async () => {
    const res = await introspect(t.url);
    expect(res.errors).toBeUndefined();
    expect(res.data.__schema.queryType.name).toBe('Query');
    const notes = res.data.__schema.types.find((type: any) => type.name === 'Query').fields.find((f: any) => f.name === 'notes');
    expect(notes.description).toMatch(/\w/);
  });

  it('in production: signed-in sessions and API tokens get the schema, visitors a clear 403', async () => {
    const prod = await startTestApp({ NODE_ENV: 'production' });
    try {
      const visitor = await introspect(prod.url);
      expect(visitor.status).toBe(403);
      expect(visitor.errors![0].extensions!.code).toBe('FORBIDDEN');
      const s = await signUp(prod.url);
      // GraphiQL in the browser: the session cookie, and the Origin a browser sends with a POST.
      const member = await introspect(prod.url, { cookie: s.cookie, origin: prod.url });
      expect(member.errors).toBeUndefined();
      expect(member.data.__schema.types.length).toBeGreaterThan(50);
      const created = await gql<any>(
        prod.url,
        `mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }`,
        { input: { name: 'codegen' } },
        { cookie: s.cookie, origin: prod.url },
      );
      const token: string = created.data.createApiToken.token;
      const bot = await introspect(prod.url, { authorization: `Bearer ${token}` });
      expect(bot.errors).toBeUndefined();
      // What codegen needs: buildClientSchema accepts the answer.
      expect(buildClientSchema(bot.data).getQueryType()!.getFields().notes.description).toMatch(/\w/);
    } finally {
      await prod.close();
    }
  });

  it('GRAPHQL_INTROSPECTION=false refuses it to everyone, signed in or not', async () => {
    const off = await startTestApp({ GRAPHQL_INTROSPECTION: 'false' });
    try {
      const s = await signUp(off.url);
      for (const headers of [{}, { cookie: s.cookie, origin: off.url }] as Record<string, string>[]) {
        const res = await introspect(off.url, headers);
        expect(res.errors?.[0]?.extensions?.code).toMatch(/FORBIDDEN|GRAPHQL_VALIDATION_FAILED|BAD_REQUEST/);
        expect(res.data?.__schema).toBeUndefined();
      }
    } finally {
      await off.close();
    }
  });
});

describe('comments of a note that went back to pending', () => {
  it('can no longer be edited or deleted by their author; the note owner still can', async () => {
    const owner = await signUp(t.url);
    const note = await buildNote(t.db.dataSource, { uploaderId: owner.id });
    const add = (cookie: string, text: string) =>
      gql<any>(
        t.url,
        `mutation($input: AddCommentInput!) { addComment(input: $input) { comment { id } } }`,
        { input: { noteId: note.id, text } },
        { cookie, ...origin() },
      );
    const edit = (cookie: string, commentId: string) =>
      gql<any>(
        t.url,
        `mutation($input: EditCommentInput!) { editComment(input: $input) { comment { text } errors { code } } }`,
        { input: { id: commentId, text: 'edited' } },
        { cookie, ...origin() },
      );
    const mine = (await add(student.cookie, 'a reader comment')).data.addComment.comment.id;
    const owners = (await add(owner.cookie, 'the owner comment')).data.addComment.comment.id;
    await t.db.dataSource.query('UPDATE notes SET approved = false WHERE id = $1', [note.id]);

    // Invisible now: reported as missing in the payload, as for any id that does not exist.
    expect((await edit(student.cookie, mine)).data.editComment).toEqual({ comment: null, errors: [{ code: 'NOT_FOUND' }] });
    const restDelete = await fetch(`${t.url}/api/notes/comments/${note.id}/${mine}`, { method: 'DELETE', headers: { cookie: student.cookie, ...origin() } });
    expect(restDelete.status).toBe(404);
    expect((await t.db.dataSource.query('SELECT text FROM comments WHERE id = $1', [mine]))[0].text).toBe('a reader comment');
    expect((await edit(owner.cookie, owners)).data.editComment.comment.text).toBe('edited');
  });
});

describe('stored files of interrupted writes', () => {
  it('the sweep removes files a dead process noted but never committed, and keeps referenced and live ones', async () => {
    const put = async (key: string) => {
      const tmp = path.join(t.dataDir, `put-${Date.now()}-${Math.random()}`);
      fs.writeFileSync(tmp, 'bytes');
      await t.services.storage.putFile(key, tmp, 'text/plain');
      fs.rmSync(tmp);
    };
    const exists = (key: string) => fs.existsSync(path.join(t.dataDir, 'files', key));
    const dead = `${HOST}.${2 ** 22 + 12345}`; // above the kernel's pid_max default: never alive
    const orphan = `notes/${randomUUID()}.txt`;
    const referenced = `notes/${randomUUID()}.txt`;
    const live = `notes/${randomUUID()}.txt`;
    await Promise.all([put(orphan), put(referenced), put(live)]);
    await buildNote(t.db.dataSource, { fileKey: referenced });
    await t.db.dataSource.query(`INSERT INTO file_intents (key, owner) VALUES ($1, $3), ($2, $3), ($4, $5)`, [orphan, referenced, dead, live, PROCESS_OWNER]);

    expect(await t.services.notes.sweepAbandonedFiles()).toBe(1);
    expect([exists(orphan), exists(referenced), exists(live)]).toEqual([false, true, true]);
    const left = (await t.db.dataSource.query('SELECT key FROM file_intents WHERE key = ANY($1)', [[orphan, referenced, live]])).map(
      (r: { key: string }) => r.key,
    );
    expect(left).toEqual([live]);
  });

  it('a committed upload leaves no intent behind; a deleted note leaves neither file nor intent', async () => {
    const { body, type } = gqlForm();
    const res = await post('/graphql', body, { 'content-type': type, 'apollo-require-preflight': 'true', cookie: student.cookie, ...origin() });
    const id = res.body.data.createNote.note.id;
    const [{ file_key: key }] = await t.db.dataSource.query('SELECT file_key FROM notes WHERE id = $1', [id]);
    expect(fs.existsSync(path.join(t.dataDir, 'files', key))).toBe(true);
    expect(Number((await t.db.dataSource.query('SELECT count(*) FROM file_intents WHERE key = $1', [key]))[0].count)).toBe(0);
    const del = await gql<any>(
      t.url,
      'mutation($id: ID!) { deleteNote(id: $id) { deletedId errors { code } } }',
      { id },
      { cookie: student.cookie, ...origin() },
    );
    expect(del.errors).toBeUndefined();
    expect(del.data.deleteNote).toEqual({ deletedId: id, errors: [] });
    expect(fs.existsSync(path.join(t.dataDir, 'files', key))).toBe(false);
    expect(Number((await t.db.dataSource.query('SELECT count(*) FROM file_intents WHERE key = $1', [key]))[0].count)).toBe(0);
  });
});

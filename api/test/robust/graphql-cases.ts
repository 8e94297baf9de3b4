import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import { anyJson, anyText, CONTROL_STRINGS, HUGE_STRINGS, ODD_CURSORS, ODD_IDS, ODD_NUMBERS, ODD_STRINGS, sample, WRONG_TYPES } from './garbage';
import type { FuzzCase, Role } from './fuzz-engine';

/** Real records the valid parts of each request point at, so only the broken slot is wrong. */
export interface Fixtures {
  noteId: string;
  pendingNoteId: string;
  commentId: string;
  otherUserId: string;
}

export interface GraphQLCaseOptions {
  roles: Role[];
  /** Random (fast-check) values per slot on top of the hand-picked ones. */
  randomPerSlot: number;
  /** Keep only every n-th hand-picked value of a slot (1 = all). */
  stride?: number;
}

const JSON_HEADERS = { 'content-type': 'application/json' };

function idFor(field: string, arg: string, fx: Fixtures): string {
  if (/comment/i.test(field)) return fx.commentId;
  if (/user|account/i.test(field) || /user/i.test(arg)) return fx.otherUserId;
  if (/token/i.test(field)) return '00000000-0000-4000-8000-000000000001';
  return fx.noteId;
}

const VALID_STRINGS: Record<string, string> = {
  title: 'Robustness notes',
  description: 'Written by the fuzz suite',
  subject: 'Operating Systems',
  course: 'Computer Science Engineering (B.Tech/B.E)',
  batch: '2022-2026',
  college: 'MANIT Bhopal',
  fileUrl: 'https://example.com/notes.pdf',
  email: 'robust-fuzz@example.com',
  password: 'correct horse battery',
  // Wrong on purpose: a fuzzed newPassword must never actually change the student's password.
  currentPassword: 'not the current password',
  newPassword: 'another horse battery',
  username: 'robustfuzz',
  text: 'A fuzzed comment',
  name: 'fuzz token',
  query: 'operating',
  search: 'operating',
};

/** A valid value for a type, used for every slot that is not the one being broken. */
function baseValue(type: GraphQLInputType, name: string, field: string, fx: Fixtures): unknown {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return [baseValue(inner.ofType as GraphQLInputType, name, field, fx)];
  if (isInputObjectType(inner)) {
    const out: Record<string, unknown> = {};
    for (const f of Object.values(inner.getFields())) {
      if (isNonNullType(f.type)) out[f.name] = baseValue(f.type, f.name, field, fx);
    }
    return out;
  }
  if (isEnumType(inner)) return inner.getValues().find((v) => v.name !== 'ADMIN')?.name;
  switch (inner.name) {
    case 'ID':
      return name === 'noteId' ? fx.noteId : idFor(field, name, fx);
    case 'Int':
      return name === 'semester' ? 5 : 12;
    case 'Float':
      return 1;
    case 'Boolean':
      return name === 'approved' ? false : true;
    case 'String':
      return VALID_STRINGS[name] ?? 'text';
    default:
      return null;
  }
}

interface Slot {
  /** args path: [arg] or [arg, inputField, ...] */
  path: string[];
  type: GraphQLInputType;
}

function slotsOf(args: readonly GraphQLArgument[]): Slot[] {
  const out: Slot[] = [];
  const walk = (prefix: string[], type: GraphQLInputType, depth: number) => {
    out.push({ path: prefix, type });
    const named = getNamedType(type);
    if (isInputObjectType(named) && depth < 3) for (const f of Object.values(named.getFields())) walk([...prefix, f.name], f.type, depth + 1);
  };
  for (const a of args) walk([a.name], a.type, 1);
  return out;
}

const pick = <T>(list: T[], stride: number) => list.filter((_, i) => i % stride === 0);

/** Broken values for one slot: wrong types, nulls, odd and huge strings, numbers, enums, ids. */
function badValues(slot: Slot, label: string, opts: GraphQLCaseOptions): [string, unknown][] {
  const stride = opts.stride ?? 1;
  const named: GraphQLNamedType = getNamedType(slot.type);
  const leaf = slot.path.at(-1)!;
  const out: [string, unknown][] = [];
  if (isNonNullType(slot.type)) out.push(['null', null]);
  const wrong = WRONG_TYPES.filter(
    ([k]) =>
      !(k === 'string' && (named.name === 'String' || named.name === 'ID')) &&
      !(k === 'number' && (named.name === 'Int' || named.name === 'Float')) &&
      !(k === 'boolean' && named.name === 'Boolean'),
  );
  out.push(...pick(wrong, stride));
  if (isInputObjectType(named)) {
    out.push(
      ['missing required fields', {}],
      ['unknown field', { noSuchField: 1 }],
      ['nested garbage', { a: { b: { c: [{ d: '\u0000' }] } } }],
      ['list instead of object', [{}]],
    );
  } else if (isEnumType(named)) {
    out.push(
      ['unknown enum', 'BOGUS'],
      ['lower-case enum', named.getValues()[0].name.toLowerCase()],
      ['enum as number', 0],
      ['enum with NUL', `${named.getValues()[0].name}\u0000`],
    );
  } else if (isScalarType(named)) {
    switch (named.name) {
      case 'String':
        out.push(...pick(CONTROL_STRINGS, stride), ...pick(HUGE_STRINGS, stride), ...pick(ODD_STRINGS, stride));
        if (leaf === 'after') out.push(...ODD_CURSORS);
        out.push(...sample(anyText, `${label}:text`, opts.randomPerSlot).map((v, i): [string, unknown] => [`random text #${i}`, v]));
        break;
      case 'ID':
        out.push(...pick(ODD_IDS, stride), ['NUL', 'a\u0000b'], ['CRLF id', 'x\r\ny']);
        break;
      case 'Int':
      case 'Float':
        out.push(...pick(ODD_NUMBERS, Math.ceil(stride / 2)));
        break;
      case 'Boolean':
        out.push(['string true', 'true'], ['number 1', 1]);
        break;
      case 'Upload':
        out.push(['file name as string', 'notes.pdf'], ['upload as object', { filename: 'a.pdf', createReadStream: 'x' }]);
        break;
      default:
        out.push(['odd string', '\u0000']);
    }
  }
  out.push(...sample(anyJson, `${label}:json`, opts.randomPerSlot).map((v, i): [string, unknown] => [`random json #${i}`, v]));
  // null is a valid value of a nullable slot (it means "not given"), so it is not a broken value.
  return isNonNullType(slot.type) ? out : out.filter(([, v]) => v !== null);
}

function setIn(target: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(target);
  let cursor: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    const next = cursor[key];
    cursor[key] = next && typeof next === 'object' && !Array.isArray(next) ? next : {};
    cursor = cursor[key] as Record<string, unknown>;
  }
  cursor[path.at(-1)!] = value;
  return copy;
}

function selectionFor(field: GraphQLField<unknown, unknown>): string {
  const named = getNamedType(field.type);
  if (!isObjectType(named)) return '';
  const fields = named.getFields();
  const parts = ['__typename'];
  if (fields.id) parts.push('id');
  if (fields.errors) parts.push('errors { code field message }');
  if (fields.edges) parts.push('totalCount edges { cursor node { id title } }');
  return `{ ${parts.join(' ')} }`;
}

function operationText(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>, present: Set<string>): string {
  const args = field.args.filter((a) => present.has(a.name));
  const decl = args.length ? `(${args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ')})` : '';
  const call = args.length ? `(${args.map((a) => `${a.name}: $${a.name}`).join(', ')})` : '';
  return `${kind} Fuzz${decl} { ${field.name}${call} ${selectionFor(field)} }`;
}

const post = (body: unknown) => ({ method: 'POST', path: '/graphql', headers: JSON_HEADERS, body: JSON.stringify(body) });

/** Every argument (and input field) of every Query and Mutation field, broken one at a time. */
export function graphqlArgumentCases(schema: GraphQLSchema, fx: Fixtures, opts: GraphQLCaseOptions): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const roots: ['query' | 'mutation', GraphQLObjectType | null | undefined][] = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ];
  for (const [kind, root] of roots) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      // signOut would end the student's own session; it has no argument to break anyway.
      if (field.name === 'signOut') continue;
      const base: Record<string, unknown> = {};
      for (const a of field.args) if (isNonNullType(a.type) && a.defaultValue === undefined) base[a.name] = baseValue(a.type, a.name, field.name, fx);
      const requests: [string, ReturnType<typeof post>][] = [];
      for (const slot of slotsOf(field.args)) {
        const slotLabel = `${kind} ${field.name}(${slot.path.join('.')}: ${slot.type.toString()})`;
        for (const [how, value] of badValues(slot, slotLabel, opts)) {
          let variables = base;
          if (slot.path.length > 1 && base[slot.path[0]] === undefined) {
            variables = { ...base, [slot.path[0]]: baseValue(field.args.find((a) => a.name === slot.path[0])!.type, slot.path[0], field.name, fx) };
          }
          variables = setIn(variables, slot.path, value);
          const present = new Set(Object.keys(variables));
          requests.push([`${slotLabel} = ${how}`, post({ query: operationText(kind, field, present), variables })]);
        }
        // The same broken strings written into the document itself, not as variables.
        if (slot.path.length === 1 && isScalarType(getNamedType(slot.type)) && ['String', 'ID'].includes(getNamedType(slot.type).name)) {
          for (const [how, value] of CONTROL_STRINGS.slice(0, 3)) {
            const present = new Set(Object.keys(base).filter((k) => k !== slot.path[0]));
            const others = field.args.filter((a) => present.has(a.name));
            const decl = others.length ? `(${others.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ')})` : '';
            const call = [...others.map((a) => `${a.name}: $${a.name}`), `${slot.path[0]}: ${JSON.stringify(value)}`].join(', ');
            const vars = Object.fromEntries(Object.entries(base).filter(([k]) => k !== slot.path[0]));
            requests.push([
              `${slotLabel} = ${how} (inline literal)`,
              post({ query: `${kind} Fuzz${decl} { ${field.name}(${call}) ${selectionFor(field)} }`, variables: vars }),
            ]);
          }
        }
      }
      if (field.args.some((a) => isNonNullType(a.type) && a.defaultValue === undefined)) {
        requests.push([`${kind} ${field.name} without its required arguments`, post({ query: operationText(kind, field, new Set()) })]);
      }
      requests.push([`${kind} ${field.name} with an unknown argument`, post({ query: `${kind} { ${field.name}(noSuchArgument: 1) ${selectionFor(field)} }` })]);
      for (const role of opts.roles) for (const [label, request] of requests) cases.push({ label, transport: 'graphql', role, request });
    }
  }
  return cases;
}

/** Whole-document abuse: syntax, operation types, transport shapes, and the size limits. */
export function graphqlDocumentCases(roles: Role[], scale = 1): FuzzCase[] {
  const aliases = (n: number, field: string) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
  const raw = (label: string, request: FuzzCase['request'], expect?: 'refused'): [string, FuzzCase['request'], 'refused' | undefined] => [
    label,
    request,
    expect,
  ];
  const list = [
    raw('empty body', { method: 'POST', path: '/graphql', headers: JSON_HEADERS, body: '' }),
    raw('malformed JSON', { method: 'POST', path: '/graphql', headers: JSON_HEADERS, body: '{"query": "{ me { id } }"' }),
    raw('JSON array body (batch)', post([{ query: '{ me { id } }' }, { query: '{ communityStats { students } }' }])),
    raw('JSON string body', post('{ me { id } }')),
    raw('query is a number', post({ query: 42 })),
    raw('query is null', post({ query: null })),
    raw('variables is a string', post({ query: 'query($id: ID!) { note(id: $id) { id } }', variables: '{"id":"x"}' })),
    raw('operationName not in document', post({ query: 'query A { me { id } }', operationName: 'B' })),
    raw('two operations, no name', post({ query: 'query A { me { id } } query B { me { id } }' })),
    raw('syntax error', post({ query: '{ notes(first: ) { totalCount }' })),
    raw('NUL in the document', post({ query: '{ me { id } }\u0000' })),
    raw('unknown field', post({ query: '{ noSuchField }' })),
    raw('subscription operation', post({ query: 'subscription { notes { totalCount } }' })),
    raw('unknown persisted-query hash', post({ extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } } })),
    raw('persisted query with wrong version', post({ query: '{ me { id } }', extensions: { persistedQuery: { version: 9, sha256Hash: 'b'.repeat(64) } } })),
    raw('GET query', { method: 'GET', path: `/graphql?query=${encodeURIComponent('{ communityStats { students } }')}` }),
    raw('GET mutation', {
      method: 'GET',
      path: `/graphql?query=${encodeURIComponent('mutation { signOut { success } }')}`,
      headers: { 'apollo-require-preflight': 'true' },
    }),
    raw('text/plain body (CSRF)', {
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: '{ me { id } }' }),
    }),
    raw('form-urlencoded body', {
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'query=%7Bme%7Bid%7D%7D',
    }),
    raw('2 MB document', post({ query: `{ me { id } } # ${'x'.repeat(2_000_000)}` })),
    raw('900 KB of whitespace tokens', post({ query: `{ ${'me { id } '.repeat(90_000)} }` }), 'refused'),
    raw('deep nesting of selections', post({ query: '{ notes { edges { node { comments { edges { node { author { id } } } } uploader { id } } } } }' })),
    raw('100-level nested input', post({ query: `{ notes(filter: ${'{search: '.repeat(100)}"x"${'}'.repeat(100)}) { totalCount } }` })),
    raw(
      '1000 aliases of notes(first: 100, search)',
      post({ query: aliases(1000, 'notes(first: 100, filter: {search: "op"}) { totalCount edges { node { id title } } }') }),
      'refused',
    ),
    raw(
      '300 aliases of notes(first: 100) with comments',
      post({ query: aliases(300, 'notes(first: 100) { edges { node { comments { edges { node { text } } } } } }') }),
      'refused',
    ),
    raw('2000 aliases of __typename', post({ query: aliases(2000, '__typename') }), 'refused'),
    raw('field repeated 5000 times', post({ query: `{ ${'me { id } '.repeat(5000)} }` }), 'refused'),
    raw(
      'introspection with 500 nested fragments',
      post({
        query: `query { ...F0 } ${Array.from({ length: 500 }, (_, i) => `fragment F${i} on Query { ${i < 499 ? `...F${i + 1}` : '__typename'} }`).join(' ')}`,
      }),
    ),
    raw('fragment cycle', post({ query: 'query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }' })),
    raw('directive flood', post({ query: `{ me ${'@include(if: true) '.repeat(3000)} { id } }` }), 'refused'),
  ];
  const picked = scale >= 1 ? list : list.filter((_, i) => i % Math.round(1 / scale) === 0);
  return roles.flatMap((role) =>
    picked.map(([label, request, expect]) => ({ label: `graphql document: ${label}`, transport: 'graphql' as const, role, request, expect })),
  );
}

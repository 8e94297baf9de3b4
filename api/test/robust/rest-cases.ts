import type { FuzzCase, FuzzRequest, Role } from './fuzz-engine';
import { anyJson, CONTROL_STRINGS, HUGE_STRINGS, ODD_IDS, ODD_NUMBERS, ODD_STRINGS, sample, WRONG_TYPES } from './garbage';
import type { Fixtures } from './graphql-cases';
import {
  BOUNDARY,
  CREATE_NOTE_MUTATION,
  GRAPHQL_NOTE_INPUT,
  graphqlUploadParts,
  multipartBody,
  multipartType,
  NOTE_FORM,
  noteFormParts,
  textFile,
} from './multipart';

type ParamKind = 'noteId' | 'commentId' | 'otherUserId' | 'college' | 'avatar';

export interface RestRoute {
  method: string;
  /** Express-style path; :name placeholders are filled from the fixtures. */
  path: string;
  params?: Record<string, ParamKind>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  /** The file field, when the route also takes multipart/form-data. */
  multipart?: string;
  /** Ends the caller's own session: sent as a visitor only. */
  visitorOnly?: boolean;
}

/** Every REST route of the api (api/src/rest/*.routes.ts, http/media.ts, the legacy paths). */
export const REST_ROUTES: RestRoute[] = [
  { method: 'POST', path: '/api/auth/signup', body: { username: 'robustrest', email: 'robust-rest@example.com', password: 'correct horse battery' } },
  { method: 'POST', path: '/api/auth/signin', body: { email: 'robust-rest@example.com', password: 'wrong password here' } },
  { method: 'GET', path: '/api/auth/signout', visitorOnly: true },
  { method: 'POST', path: '/api/auth/google', body: { idToken: 'not.a.jwt' } },
  { method: 'GET', path: '/api/auth/google/status' },
  { method: 'GET', path: '/auth/google/callback', query: { code: 'x', state: 'y' } },
  { method: 'POST', path: '/api/user/update/:id', params: { id: 'otherUserId' }, body: { username: 'renamed_user' }, multipart: 'avatar' },
  { method: 'DELETE', path: '/api/user/delete/:id', params: { id: 'otherUserId' } },
  { method: 'GET', path: '/api/notes', query: { search: 'operating', subject: '', course: '', semester: '5', college: '', limit: '10', after: '' } },
  { method: 'GET', path: '/api/search-suggestions', query: { query: 'oper' } },
  { method: 'PUT', path: '/api/notes/:id/like', params: { id: 'noteId' } },
  { method: 'POST', path: '/api/notes/:id/comment', params: { id: 'noteId' }, body: { text: 'nice notes' } },
  { method: 'PUT', path: '/api/notes/comments/:noteId/:commentId', params: { noteId: 'noteId', commentId: 'commentId' }, body: { text: 'edited' } },
  { method: 'DELETE', path: '/api/notes/comments/:noteId/:commentId', params: { noteId: 'noteId', commentId: 'commentId' } },
  { method: 'POST', path: '/api/uploading/create', body: { ...NOTE_FORM, fileUrl: 'https://example.com/os.pdf' }, multipart: 'file' },
  { method: 'POST', path: '/api/uploading/update/:id', params: { id: 'noteId' }, body: { ...NOTE_FORM }, multipart: 'file' },
  { method: 'GET', path: '/api/uploading/get/:id', params: { id: 'noteId' } },
  { method: 'DELETE', path: '/api/uploading/delete/:id', params: { id: 'noteId' } },
  { method: 'GET', path: '/api/user/uploads/:id', params: { id: 'otherUserId' }, query: { limit: '10', after: '' } },
  { method: 'GET', path: '/api/notes/archived/:id', params: { id: 'otherUserId' }, query: { limit: '10', after: '' } },
  { method: 'POST', path: '/api/notes/archive/:id', params: { id: 'noteId' } },
  { method: 'POST', path: '/api/notes/remove-archive/:id', params: { id: 'noteId' } },
  { method: 'GET', path: '/api/notes/:id/download', params: { id: 'noteId' } },
  { method: 'GET', path: '/api/notes/:id/preview', params: { id: 'noteId' } },
  { method: 'GET', path: '/api/admin/stats' },
  { method: 'GET', path: '/api/admin/users', query: { search: 'a', limit: '10', after: '' } },
  { method: 'PUT', path: '/api/admin/users/:id', params: { id: 'otherUserId' }, body: { username: 'x_admin', email: 'x@example.com', role: 'admin' } },
  { method: 'DELETE', path: '/api/admin/users/:id', params: { id: 'otherUserId' } },
  { method: 'GET', path: '/api/admin/notes', query: { search: 'a', college: 'MANIT Bhopal', status: 'pending', limit: '10', after: '' } },
  { method: 'GET', path: '/api/admin/notes/pending', query: { limit: '10', after: '' } },
  { method: 'GET', path: '/api/admin/notes/college/:college', params: { college: 'college' }, query: { search: 'a', status: 'approved' } },
  { method: 'PUT', path: '/api/admin/notes/:id/review', params: { id: 'noteId' }, body: { approved: false } },
  { method: 'DELETE', path: '/api/admin/notes/:id', params: { id: 'noteId' } },
  { method: 'GET', path: '/api/admin/colleges', query: { search: 'a' } },
  { method: 'PUT', path: '/notes/:id/like', params: { id: 'noteId' } },
  { method: 'POST', path: '/notes/:id/comment', params: { id: 'noteId' }, body: { text: 'legacy comment' } },
  { method: 'GET', path: '/media/avatars/:file', params: { file: 'avatar' } },
];

const paramValue = (kind: ParamKind, fx: Fixtures): string =>
  kind === 'college'
    ? 'MANIT Bhopal'
    : kind === 'avatar'
      ? '00000000-0000-4000-8000-000000000000.png'
      : kind === 'otherUserId'
        ? fx.otherUserId
        : kind === 'commentId'
          ? fx.commentId
          : fx.noteId;

/** Like encodeURIComponent, but a lone surrogate becomes the invalid UTF-8 it would be on the wire. */
const encode = (s: string) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '\ufffd')).replaceAll('%EF%BF%BD', '%ED%A0%80');

function buildPath(route: RestRoute, params: Record<string, string>, query: Record<string, string | string[]>): string {
  let p = route.path;
  for (const [name, value] of Object.entries(params)) p = p.replace(`:${name}`, encode(value));
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) for (const one of Array.isArray(v) ? v : [v]) qs.append(k, one);
  const s = qs.toString();
  return s ? `${p}?${s}` : p;
}

const JSON_TYPE = { 'content-type': 'application/json' };

export interface RestCaseOptions {
  roles: Role[];
  randomPerSlot: number;
  /** Keep only every n-th hand-picked value of a slot (1 = all). */
  stride?: number;
}

const pick = <T>(list: T[], stride: number) => list.filter((_, i) => i % stride === 0);

/** Each path parameter, query parameter and body field of each route broken one at a time, then the body itself. */
export function restCases(fx: Fixtures, opts: RestCaseOptions): FuzzCase[] {
  const stride = opts.stride ?? 1;
  const cases: FuzzCase[] = [];
  for (const route of REST_ROUTES) {
    const name = `${route.method} ${route.path}`;
    const params = Object.fromEntries(Object.entries(route.params ?? {}).map(([k, kind]) => [k, paramValue(kind, fx)]));
    const query = { ...(route.query ?? {}) };
    const withBody = (body: unknown): Pick<FuzzRequest, 'headers' | 'body'> => (route.body ? { headers: JSON_TYPE, body: JSON.stringify(body) } : {});
    const requests: [string, FuzzRequest][] = [];
    for (const key of Object.keys(params)) {
      const values: [string, string][] = [
        ...pick(ODD_IDS, stride),
        ['NUL', 'a\u0000b'],
        ['CRLF', 'a\r\nb'],
        ['encoded slash', 'a/../../b'],
        ...pick(CONTROL_STRINGS, stride),
      ];
      // A bare ".." segment is resolved by the client before sending; under /api it still lands on an API path.
      if (route.path.startsWith('/api/')) values.push(['dot-dot', '..']);
      for (const [how, v] of values)
        requests.push([`${name} :${key} = ${how}`, { method: route.method, path: buildPath(route, { ...params, [key]: v }, query), ...withBody(route.body) }]);
      requests.push([
        `${name} :${key} = malformed percent-encoding`,
        { method: route.method, path: buildPath(route, params, query).replace(encode(params[key]), '%E0%A4%A'), ...withBody(route.body) },
      ]);
    }
    for (const key of Object.keys(query)) {
      const values: [string, string | string[]][] = [
        ...pick(CONTROL_STRINGS, stride),
        ...pick(ODD_STRINGS, stride),
        ...pick(ODD_NUMBERS, stride).map(([k, v]): [string, string] => [k, String(v)]),
        ['8 KB', 'q'.repeat(8000)],
        ['repeated parameter', ['a', 'b']],
        ...sample(anyJson, `${name}?${key}`, opts.randomPerSlot).map((v, i): [string, string] => [
          `random #${i}`,
          typeof v === 'string' ? v : JSON.stringify(v),
        ]),
      ];
      for (const [how, v] of values)
        requests.push([`${name} ?${key} = ${how}`, { method: route.method, path: buildPath(route, params, { ...query, [key]: v }), ...withBody(route.body) }]);
    }
    const path = buildPath(route, params, query);
    for (const key of Object.keys(route.body ?? {})) {
      const values: [string, unknown][] = [
        ['null', null],
        ...pick(WRONG_TYPES, stride),
        ...pick(CONTROL_STRINGS, stride),
        ...pick(HUGE_STRINGS, stride),
        ...pick(ODD_STRINGS, stride),
        ...sample(anyJson, `${name} body.${key}`, opts.randomPerSlot).map((v, i): [string, unknown] => [`random #${i}`, v]),
      ];
      for (const [how, v] of values)
        requests.push([`${name} body.${key} = ${how}`, { method: route.method, path, headers: JSON_TYPE, body: JSON.stringify({ ...route.body, [key]: v }) }]);
    }
    if (route.method !== 'GET') {
      const bodies: [string, Record<string, string>, string | Buffer][] = [
        ['malformed JSON', JSON_TYPE, '{"text": "unterminated'],
        ['JSON array', JSON_TYPE, '[1,2,3]'],
        ['JSON string', JSON_TYPE, '"just a string"'],
        ['JSON null', JSON_TYPE, 'null'],
        ['JSON with NUL key', JSON_TYPE, '{"\\u0000": "\\u0000"}'],
        ['__proto__ pollution', JSON_TYPE, '{"__proto__": {"role": "admin"}, "constructor": {"prototype": {"admin": true}}}'],
        ['2 MB JSON body', JSON_TYPE, JSON.stringify({ text: 'x'.repeat(2_000_000) })],
        ['50k-deep JSON nesting', JSON_TYPE, `${'['.repeat(50_000)}${']'.repeat(50_000)}`],
        ['text/plain body', { 'content-type': 'text/plain' }, 'hello'],
        ['form-urlencoded body', { 'content-type': 'application/x-www-form-urlencoded' }, 'text=a%00b&title[]=x'],
        ['gzip encoding that is not gzip', { ...JSON_TYPE, 'content-encoding': 'gzip' }, '{"text":"a"}'],
        ['unknown charset', { 'content-type': 'application/json; charset=utf-7' }, '{"text":"a"}'],
      ];
      for (const [how, headers, body] of bodies) requests.push([`${name} body = ${how}`, { method: route.method, path, headers, body }]);
    }
    if (route.multipart) {
      const fields: Record<string, string> = route.multipart === 'avatar' ? { username: 'renamed_user' } : NOTE_FORM;
      const valid = () =>
        multipartBody(
          noteFormParts(fields, { data: textFile(), filename: 'notes.txt' }).map((p) => (p.name === 'file' ? { ...p, name: route.multipart! } : p)),
        );
      const mp = (how: string, body: Buffer, contentType = multipartType()) =>
        requests.push([`${name} multipart = ${how}`, { method: route.method, path, headers: { 'content-type': contentType }, body }]);
      const full = valid();
      mp('cut-off closing boundary (last 30 bytes)', full.subarray(0, full.length - 30));
      mp('cut off in the middle of the file', full.subarray(0, Math.floor(full.length * 0.8)));
      mp('missing boundary parameter', valid(), 'multipart/form-data');
      mp('wrong boundary', valid(), multipartType('not-the-boundary'));
      mp('JSON sent as multipart', Buffer.from(JSON.stringify(route.body)));
      mp('empty body', Buffer.alloc(0));
      mp(
        'two files',
        multipartBody([
          ...noteFormParts(fields),
          { name: route.multipart, data: textFile(), filename: 'a.txt' },
          { name: route.multipart, data: textFile(), filename: 'b.txt' },
        ]),
      );
      mp('unexpected file field', multipartBody([...noteFormParts(fields), { name: 'other', data: textFile(), filename: 'a.txt' }]));
      mp(
        'CRLF in the file name',
        multipartBody([...noteFormParts(fields), { name: route.multipart, data: textFile(), filename: 'notes\r\nX-Injected: 1.txt' }]),
      );
      mp('NUL in the file name', multipartBody([...noteFormParts(fields), { name: route.multipart, data: textFile(), filename: 'notes\u0000.txt' }]));
      mp(
        'NUL in a field',
        multipartBody(
          noteFormParts({ ...fields, title: 'a\u0000b', username: 'a\u0000b' }, { data: textFile(), filename: 'n.txt' }).map((p) =>
            p.name === 'file' ? { ...p, name: route.multipart! } : p,
          ),
        ),
      );
      mp('part without Content-Disposition', multipartBody([{ name: 'x', data: 'y', rawHeaders: 'Content-Type: text/plain' }]));
      mp('60 fields', multipartBody(Array.from({ length: 60 }, (_, i) => ({ name: `f${i}`, data: 'v' }))));
      mp(
        'header block never ends',
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n${'X-Pad: y\r\n'.repeat(2000)}`),
      );
    }
    const roles = route.visitorOnly ? opts.roles.filter((r) => r === 'visitor') : opts.roles;
    for (const role of roles) for (const [label, request] of requests) cases.push({ label, transport: 'rest', role, request });
  }
  return cases;
}

/** Broken GraphQL multipart requests (the upload path of createNote). */
export function graphqlMultipartCases(roles: Role[]): FuzzCase[] {
  const headers = (ct = multipartType()) => ({ 'content-type': ct, 'apollo-require-preflight': 'true' });
  const parts = (filename = 'notes.txt') =>
    graphqlUploadParts(CREATE_NOTE_MUTATION, { input: GRAPHQL_NOTE_INPUT }, 'variables.input.file', { data: textFile(), filename });
  const list: [string, Buffer, string?][] = [];
  const full = multipartBody(parts());
  list.push(['cut-off closing boundary (last 30 bytes)', full.subarray(0, full.length - 30)]);
  list.push(['cut off in the middle of the file', full.subarray(0, Math.floor(full.length * 0.85))]);
  list.push(['missing boundary parameter', multipartBody(parts()), 'multipart/form-data']);
  list.push(['wrong boundary', multipartBody(parts()), multipartType('not-the-boundary')]);
  list.push(['JSON sent as multipart', Buffer.from(JSON.stringify({ query: '{ me { id } }' }))]);
  list.push(['empty body', Buffer.alloc(0)]);
  list.push([
    'operations is not JSON',
    multipartBody([
      { name: 'operations', data: '{not json' },
      { name: 'map', data: '{}' },
    ]),
  ]);
  list.push([
    'map is not JSON',
    multipartBody([
      { name: 'operations', data: JSON.stringify({ query: CREATE_NOTE_MUTATION, variables: { input: GRAPHQL_NOTE_INPUT } }) },
      { name: 'map', data: 'nope' },
    ]),
  ]);
  list.push([
    'map points at a missing file',
    multipartBody([
      { name: 'operations', data: JSON.stringify({ query: CREATE_NOTE_MUTATION, variables: { input: GRAPHQL_NOTE_INPUT } }) },
      { name: 'map', data: JSON.stringify({ 0: ['variables.input.file'] }) },
    ]),
  ]);
  list.push([
    'map points at a wrong path',
    multipartBody(graphqlUploadParts(CREATE_NOTE_MUTATION, { input: GRAPHQL_NOTE_INPUT }, 'variables.nothing.here', { data: textFile(), filename: 'a.txt' })),
  ]);
  list.push(['file before operations', multipartBody([...parts().slice(2), ...parts().slice(0, 2)])]);
  list.push([
    'two files (limit is one)',
    multipartBody([
      { name: 'operations', data: JSON.stringify({ query: CREATE_NOTE_MUTATION, variables: { input: GRAPHQL_NOTE_INPUT } }) },
      { name: 'map', data: JSON.stringify({ 0: ['variables.input.file'], 1: ['variables.input.description'] }) },
      { name: '0', data: textFile(), filename: 'a.txt' },
      { name: '1', data: textFile(), filename: 'b.txt' },
    ]),
  ]);
  list.push(['CRLF in the file name', multipartBody(parts('notes\r\nX-Injected: 1.txt'))]);
  list.push(['NUL in the file name', multipartBody(parts('notes\u0000.txt'))]);
  list.push(['header block never ends', Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="operations"\r\n${'X-Pad: y\r\n'.repeat(2000)}`)]);
  return roles.flatMap((role) =>
    list.map(([how, body, ct]) => ({
      label: `POST /graphql multipart = ${how}`,
      transport: 'graphql' as const,
      role,
      request: { method: 'POST', path: '/graphql', headers: headers(ct), body },
    })),
  );
}

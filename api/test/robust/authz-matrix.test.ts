import { startTestApp, type TestApp } from '../app';
import { buildAdmin, buildComment, buildNote, buildUser } from '../factories';

/**
 * Every operation (GraphQL field and REST route) x {visitor, student, owner, admin}, each cell on
 * a fresh world (its own owner, notes, comment), so a write in one cell cannot help another.
 * "student" is a signed-in account that owns nothing here; "owner" uploaded the notes, wrote the
 * comment and is the profile acted on. A refused cell must also leave the world unchanged.
 */
type Outcome = 'OK' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | string;
type Role = 'visitor' | 'student' | 'owner' | 'admin';
const ROLES: Role[] = ['visitor', 'student', 'owner', 'admin'];

interface World {
  ownerId: string;
  noteId: string;
  pendingId: string;
  commentId: string;
  pendingCommentId: string;
  tokenId: string;
  cookies: Record<Exclude<Role, 'visitor'>, string>;
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function newWorld(): Promise<World> {
  const ds = t.db.dataSource;
  const owner = await buildUser(ds);
  const student = await buildUser(ds);
  const admin = await buildAdmin(ds);
  const link = { fileKey: null, fileName: null, fileMime: null, fileSize: null, externalUrl: 'https://example.com/notes.pdf' };
  const note = await buildNote(ds, { uploaderId: owner.id, approved: true, ...link });
  const pending = await buildNote(ds, { uploaderId: owner.id, approved: false, title: `Pending secret ${owner.id}`, ...link });
  const comment = await buildComment(ds, note.id, owner.id, 'Owner comment');
  const pendingComment = await buildComment(ds, pending.id, owner.id, 'Owner comment on pending');
  const ownerViewer = { id: owner.id, role: 'user' as const, username: owner.username };
  const token = await t.services.apiTokens.create(ownerViewer as never, 'owner token');
  const session = async (id: string) => `cn_session=${await t.services.sessions.create(id)}`;
  return {
    ownerId: owner.id,
    noteId: note.id,
    pendingId: pending.id,
    commentId: comment.id,
    pendingCommentId: pendingComment.id,
    tokenId: token.record.id,
    cookies: { student: await session(student.id), owner: await session(owner.id), admin: await session(admin.id) },
  };
}

/** What the world looks like: any change a refused request made shows up here. */
async function fingerprint(w: World): Promise<string> {
  const rows = await t.db.dataSource.query(
    `SELECT (SELECT json_agg(json_build_object('t', title, 'd', description, 'a', approved) ORDER BY id) FROM notes WHERE uploader_id = $1) AS notes,
            (SELECT json_agg(text ORDER BY id) FROM comments WHERE note_id IN ($2, $3)) AS comments,
            (SELECT count(*) FROM likes WHERE note_id IN ($2, $3)) AS likes,
            (SELECT count(*) FROM saved_notes WHERE note_id IN ($2, $3)) AS saves,
            (SELECT json_build_object('u', username, 'e', email, 'r', role) FROM users WHERE id = $1) AS owner,
            (SELECT count(*) FROM api_tokens WHERE user_id = $1) AS tokens`,
    [w.ownerId, w.noteId, w.pendingId],
  );
  return JSON.stringify(rows[0]);
}

const headersFor = (role: Role, w: World, json = true): Record<string, string> => ({
  origin: t.url,
  ...(json ? { 'content-type': 'application/json' } : {}),
  ...(role === 'visitor' ? {} : { cookie: w.cookies[role] }),
});

function gql(query: string, variables: (w: World) => Record<string, unknown> = () => ({}), opts: { nullIsNotFound?: boolean } = {}) {
  return async (role: Role, w: World): Promise<Outcome> => {
    const res = await fetch(`${t.url}/graphql`, { method: 'POST', headers: headersFor(role, w), body: JSON.stringify({ query, variables: variables(w) }) });
    const body = (await res.json()) as { data?: Record<string, any>; errors?: { extensions?: { code?: string } }[] };
    if (body.errors?.length) return body.errors[0].extensions?.code ?? `no code (HTTP ${res.status})`;
    const value = Object.values(body.data ?? {})[0];
    if (value === null && opts.nullIsNotFound) return 'NOT_FOUND';
    if (Array.isArray(value?.errors) && value.errors.length) return `payload ${value.errors[0].code}`;
    return 'OK';
  };
}

function rest(method: string, path: (w: World) => string, body?: (w: World) => unknown) {
  return async (role: Role, w: World): Promise<Outcome> => {
    const res = await fetch(`${t.url}${path(w)}`, {
      method,
      headers: headersFor(role, w, body !== undefined),
      body: body ? JSON.stringify(body(w)) : undefined,
      redirect: 'manual',
    });
    if (res.status < 400) return 'OK';
    return ({ 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND' } as Record<number, string>)[res.status] ?? `HTTP ${res.status}`;
  };
}

const NOTE_INPUT = { title: 'Changed title', college: 'MANIT Bhopal', batch: '2022-2026', semester: 5, subject: 'Operating Systems' };
const REST_NOTE = {
  title: 'Changed title',
  collegeName: 'MANIT Bhopal',
  batch: '2022-2026',
  semester: '5',
  subjectName: 'Operating Systems',
  courseName: 'Computer Science Engineering (B.Tech/B.E)',
};
const OK = 'OK';
const UN = 'UNAUTHENTICATED';
const FB = 'FORBIDDEN';
const NF = 'NOT_FOUND';
const PUBLIC = [OK, OK, OK, OK];
const SIGNED_IN = [UN, OK, OK, OK];
const OWNER_OR_ADMIN = [UN, FB, OK, OK];
const ADMIN_ONLY = [UN, FB, FB, OK];
/** Pending notes: invisible to everyone but their uploader and admins. */
const PENDING = [NF, NF, OK, OK];
const PENDING_SIGNED_IN = [UN, NF, OK, OK];
/** The same for mutations, which report a record you cannot see in their payload's errors. */
const PNF = 'payload NOT_FOUND';
const PENDING_MUTATION = [UN, PNF, OK, OK];

//                                                             operation                                                     visitor student owner admin
const MATRIX: [string, (role: Role, w: World) => Promise<Outcome>, Outcome[]][] = [
  ['query me', gql('{ me { id } }'), PUBLIC],
  ['query communityStats', gql('{ communityStats { notesShared } }'), PUBLIC],
  ['query browseFilterOptions', gql('{ browseFilterOptions { colleges } }'), PUBLIC],
  ['query notes', gql('{ notes(first: 5) { totalCount } }'), PUBLIC],
  ['query searchSuggestions', gql('{ searchSuggestions(query: "oper") { text } }'), PUBLIC],
  ['query note (approved)', gql('query($id: ID!) { note(id: $id) { id } }', (w) => ({ id: w.noteId }), { nullIsNotFound: true }), PUBLIC],
  ['query note (pending)', gql('query($id: ID!) { note(id: $id) { id } }', (w) => ({ id: w.pendingId }), { nullIsNotFound: true }), PENDING],
  ["query myUploads (owner's)", gql('query($u: ID) { myUploads(userId: $u) { totalCount } }', (w) => ({ u: w.ownerId })), OWNER_OR_ADMIN],
  ["query savedNotes (owner's)", gql('query($u: ID) { savedNotes(userId: $u) { totalCount } }', (w) => ({ u: w.ownerId })), OWNER_OR_ADMIN],
  ['query apiTokens (own)', gql('{ apiTokens { totalCount } }'), SIGNED_IN],
  ['query pendingNotes', gql('{ pendingNotes { totalCount } }'), ADMIN_ONLY],
  ['query adminStats', gql('{ adminStats { totalNotes } }'), ADMIN_ONLY],
  ['query adminUsers', gql('{ adminUsers { totalCount } }'), ADMIN_ONLY],
  ['query adminNotes', gql('{ adminNotes { totalCount } }'), ADMIN_ONLY],
  ['query adminColleges', gql('{ adminColleges { totalCount } }'), ADMIN_ONLY],
  ['mutation toggleLike (approved)', gql('mutation($id: ID!) { toggleLike(id: $id) { note { id } errors { code } } }', (w) => ({ id: w.noteId })), SIGNED_IN],
  [
    'mutation toggleLike (pending)',
    gql('mutation($id: ID!) { toggleLike(id: $id) { note { id } errors { code } } }', (w) => ({ id: w.pendingId })),
    PENDING_MUTATION,
  ],
  ['mutation saveNote (approved)', gql('mutation($id: ID!) { saveNote(id: $id) { note { id } errors { code } } }', (w) => ({ id: w.noteId })), SIGNED_IN],
  [
    'mutation saveNote (pending)',
    gql('mutation($id: ID!) { saveNote(id: $id) { note { id } errors { code } } }', (w) => ({ id: w.pendingId })),
    PENDING_MUTATION,
  ],
  ['mutation unsaveNote', gql('mutation($id: ID!) { unsaveNote(id: $id) { note { id } errors { code } } }', (w) => ({ id: w.noteId })), SIGNED_IN],
  [
    'mutation addComment (approved)',
    gql('mutation($i: AddCommentInput!) { addComment(input: $i) { comment { id } errors { code } } }', (w) => ({ i: { noteId: w.noteId, text: 'Hi' } })),
    SIGNED_IN,
  ],
  [
    'mutation addComment (pending)',
    gql('mutation($i: AddCommentInput!) { addComment(input: $i) { comment { id } errors { code } } }', (w) => ({ i: { noteId: w.pendingId, text: 'Hi' } })),
    PENDING_MUTATION,
  ],
  [
    'mutation editComment',
    gql('mutation($i: EditCommentInput!) { editComment(input: $i) { comment { id } errors { code } } }', (w) => ({ i: { id: w.commentId, text: 'Edited' } })),
    OWNER_OR_ADMIN,
  ],
  [
    'mutation editComment (on a pending note)',
    gql('mutation($i: EditCommentInput!) { editComment(input: $i) { comment { id } errors { code } } }', (w) => ({
      i: { id: w.pendingCommentId, text: 'Edited' },
    })),
    PENDING_MUTATION,
  ],
  [
    'mutation deleteComment',
    gql('mutation($id: ID!) { deleteComment(id: $id) { comment { id } errors { code } } }', (w) => ({ id: w.commentId })),
    OWNER_OR_ADMIN,
  ],
  [
    'mutation updateNote',
    gql('mutation($i: UpdateNoteInput!) { updateNote(input: $i) { note { id } errors { code } } }', (w) => ({ i: { id: w.noteId, ...NOTE_INPUT } })),
    OWNER_OR_ADMIN,
  ],
  [
    'mutation updateNote (pending)',
    gql('mutation($i: UpdateNoteInput!) { updateNote(input: $i) { note { id } errors { code } } }', (w) => ({ i: { id: w.pendingId, ...NOTE_INPUT } })),
    PENDING_MUTATION,
  ],
  ['mutation deleteNote', gql('mutation($id: ID!) { deleteNote(id: $id) { deletedId errors { code } } }', (w) => ({ id: w.noteId })), OWNER_OR_ADMIN],
  [
    'mutation deleteNote (pending)',
    gql('mutation($id: ID!) { deleteNote(id: $id) { deletedId errors { code } } }', (w) => ({ id: w.pendingId })),
    PENDING_MUTATION,
  ],
  [
    'mutation reviewNote',
    gql('mutation($id: ID!) { reviewNote(id: $id, approved: true) { note { id } errors { code } } }', (w) => ({ id: w.pendingId })),
    ADMIN_ONLY,
  ],
  ['mutation adminDeleteNote', gql('mutation($id: ID!) { adminDeleteNote(id: $id) { deletedId errors { code } } }', (w) => ({ id: w.noteId })), ADMIN_ONLY],
  [
    'mutation adminUpdateUser',
    gql('mutation($i: AdminUpdateUserInput!) { adminUpdateUser(input: $i) { user { id } errors { code } } }', (w) => ({
      i: { id: w.ownerId, username: `renamed_${w.ownerId.slice(0, 8)}`, email: `renamed_${w.ownerId.slice(0, 8)}@example.com`, role: 'USER' },
    })),
    ADMIN_ONLY,
  ],
  ['mutation adminDeleteUser', gql('mutation($id: ID!) { adminDeleteUser(id: $id) { deletedId errors { code } } }', (w) => ({ id: w.ownerId })), ADMIN_ONLY],
  [
    "mutation updateProfile (owner's)",
    gql('mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { user { id } errors { code } } }', (w) => ({
      i: { userId: w.ownerId, username: `new_${w.ownerId.slice(0, 8)}` },
    })),
    OWNER_OR_ADMIN,
  ],
  [
    "mutation deleteAccount (owner's)",
    gql('mutation($u: ID) { deleteAccount(userId: $u) { success errors { code } } }', (w) => ({ u: w.ownerId })),
    OWNER_OR_ADMIN,
  ],
  ['mutation createApiToken (own)', gql('mutation { createApiToken(input: { name: "cli" }) { token errors { code } } }'), SIGNED_IN],
  [
    "mutation revokeApiToken (owner's)",
    gql('mutation($id: ID!) { revokeApiToken(id: $id) { revokedId errors { code } } }', (w) => ({ id: w.tokenId })),
    [UN, PNF, OK, PNF],
  ],

  ['GET /api/notes', rest('GET', () => '/api/notes'), PUBLIC],
  ['GET /api/search-suggestions', rest('GET', () => '/api/search-suggestions?query=oper'), PUBLIC],
  ['GET /api/uploading/get/:id (approved)', rest('GET', (w) => `/api/uploading/get/${w.noteId}`), PUBLIC],
  ['GET /api/uploading/get/:id (pending)', rest('GET', (w) => `/api/uploading/get/${w.pendingId}`), PENDING],
  ['GET /api/notes/:id/download (approved)', rest('GET', (w) => `/api/notes/${w.noteId}/download`), SIGNED_IN],
  ['GET /api/notes/:id/download (pending)', rest('GET', (w) => `/api/notes/${w.pendingId}/download`), PENDING_SIGNED_IN],
  ['GET /api/notes/:id/preview (pending)', rest('GET', (w) => `/api/notes/${w.pendingId}/preview`), PENDING_SIGNED_IN],
  ['PUT /api/notes/:id/like', rest('PUT', (w) => `/api/notes/${w.noteId}/like`), SIGNED_IN],
  ['PUT /api/notes/:id/like (pending)', rest('PUT', (w) => `/api/notes/${w.pendingId}/like`), PENDING_SIGNED_IN],
  ['PUT /notes/:id/like (legacy path)', rest('PUT', (w) => `/notes/${w.noteId}/like`), SIGNED_IN],
  [
    'POST /api/notes/:id/comment',
    rest(
      'POST',
      (w) => `/api/notes/${w.noteId}/comment`,
      () => ({ text: 'Hi' }),
    ),
    SIGNED_IN,
  ],
  [
    'POST /api/notes/:id/comment (pending)',
    rest(
      'POST',
      (w) => `/api/notes/${w.pendingId}/comment`,
      () => ({ text: 'Hi' }),
    ),
    PENDING_SIGNED_IN,
  ],
  [
    'POST /notes/:id/comment (legacy path)',
    rest(
      'POST',
      (w) => `/notes/${w.noteId}/comment`,
      () => ({ text: 'Hi' }),
    ),
    SIGNED_IN,
  ],
  [
    'PUT /api/notes/comments/:noteId/:commentId',
    rest(
      'PUT',
      (w) => `/api/notes/comments/${w.noteId}/${w.commentId}`,
      () => ({ text: 'Edited' }),
    ),
    OWNER_OR_ADMIN,
  ],
  ['DELETE /api/notes/comments/:noteId/:commentId', rest('DELETE', (w) => `/api/notes/comments/${w.noteId}/${w.commentId}`), OWNER_OR_ADMIN],
  ['POST /api/notes/archive/:id', rest('POST', (w) => `/api/notes/archive/${w.noteId}`), SIGNED_IN],
  ['POST /api/notes/archive/:id (pending)', rest('POST', (w) => `/api/notes/archive/${w.pendingId}`), PENDING_SIGNED_IN],
  ['POST /api/notes/remove-archive/:id', rest('POST', (w) => `/api/notes/remove-archive/${w.noteId}`), SIGNED_IN],
  [
    'POST /api/uploading/update/:id',
    rest(
      'POST',
      (w) => `/api/uploading/update/${w.noteId}`,
      () => REST_NOTE,
    ),
    OWNER_OR_ADMIN,
  ],
  ['DELETE /api/uploading/delete/:id', rest('DELETE', (w) => `/api/uploading/delete/${w.noteId}`), OWNER_OR_ADMIN],
  ['GET /api/user/uploads/:userId', rest('GET', (w) => `/api/user/uploads/${w.ownerId}`), OWNER_OR_ADMIN],
  ['GET /api/notes/archived/:userId', rest('GET', (w) => `/api/notes/archived/${w.ownerId}`), OWNER_OR_ADMIN],
  [
    'POST /api/user/update/:userId',
    rest(
      'POST',
      (w) => `/api/user/update/${w.ownerId}`,
      (w) => ({ username: `upd_${w.ownerId.slice(0, 8)}` }),
    ),
    OWNER_OR_ADMIN,
  ],
  ['DELETE /api/user/delete/:userId', rest('DELETE', (w) => `/api/user/delete/${w.ownerId}`), OWNER_OR_ADMIN],
  ['GET /api/admin/stats', rest('GET', () => '/api/admin/stats'), ADMIN_ONLY],
  ['GET /api/admin/users', rest('GET', () => '/api/admin/users'), ADMIN_ONLY],
  [
    'PUT /api/admin/users/:id',
    rest(
      'PUT',
      (w) => `/api/admin/users/${w.ownerId}`,
      (w) => ({ username: `adm_${w.ownerId.slice(0, 8)}`, email: `adm_${w.ownerId.slice(0, 8)}@example.com`, role: 'user' }),
    ),
    ADMIN_ONLY,
  ],
  ['DELETE /api/admin/users/:id', rest('DELETE', (w) => `/api/admin/users/${w.ownerId}`), ADMIN_ONLY],
  ['GET /api/admin/notes', rest('GET', () => '/api/admin/notes'), ADMIN_ONLY],
  ['GET /api/admin/notes/pending', rest('GET', () => '/api/admin/notes/pending'), ADMIN_ONLY],
  ['GET /api/admin/notes/college/:college', rest('GET', () => '/api/admin/notes/college/MANIT%20Bhopal'), ADMIN_ONLY],
  [
    'PUT /api/admin/notes/:id/review',
    rest(
      'PUT',
      (w) => `/api/admin/notes/${w.pendingId}/review`,
      () => ({ approved: true }),
    ),
    ADMIN_ONLY,
  ],
  ['DELETE /api/admin/notes/:id', rest('DELETE', (w) => `/api/admin/notes/${w.noteId}`), ADMIN_ONLY],
  ['GET /api/admin/colleges', rest('GET', () => '/api/admin/colleges'), ADMIN_ONLY],
];

describe('authorization matrix: every operation x visitor, student, owner, admin', () => {
  it('answers each cell as the table says, and a refused request changes nothing', async () => {
    const seen: string[] = [];
    const expected: string[] = [];
    for (const [name, op, want] of MATRIX) {
      for (const [i, role] of ROLES.entries()) {
        const w = await newWorld();
        const before = await fingerprint(w);
        const got = await op(role, w);
        const changed = got !== OK && (await fingerprint(w)) !== before;
        seen.push(`${name} as ${role}: ${got}${changed ? ' (AND CHANGED DATA)' : ''}`);
        expected.push(`${name} as ${role}: ${want[i]}`);
      }
    }
    expect(seen).toEqual(expected);
  }, 300_000);

  it('keeps pending notes out of every public list and search', async () => {
    const w = await newWorld();
    const secret = `Pending secret ${w.ownerId}`;
    for (const role of ['visitor', 'student'] as const) {
      const headers = headersFor(role, w);
      const q = await fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          query:
            'query($s: String) { notes(first: 100, filter: { search: $s }) { edges { node { id } } } searchSuggestions(query: "Pending secret") { text } }',
          variables: { s: secret },
        }),
      });
      const text = await q.text();
      expect(text).not.toContain(w.pendingId);
      expect(text).not.toContain(secret);
      for (const path of [
        `/api/notes?search=${encodeURIComponent(secret)}&limit=100`,
        `/api/notes?search=${w.pendingId}`,
        `/api/search-suggestions?query=${encodeURIComponent('Pending secret')}`,
        `/api/user/uploads/${w.ownerId}`,
      ]) {
        const body = await (await fetch(`${t.url}${path}`, { headers })).text();
        expect(body).not.toContain(w.pendingId);
        expect(body).not.toContain(secret);
      }
    }
  });
});

/**
 * The REST contract of the original CampusNotes frontend (../shared/spec/rest-contract.md),
 * call by call: each request is sent as that frontend sends it (its headers, including the
 * `Authorization: Bearer null` / `Bearer undefined` it adds with no stored token, its bodies and
 * forms) and each answer is checked for the status the client expects and for every field the
 * client reads, with its type. Extra fields are allowed; a missing, renamed, wrapped or
 * re-typed one fails.
 */
import { buildComment, buildLike, buildNote } from './factories';
import { startTestApp, type TestApp } from './app';
import { newAccount, sessionCookieFrom, signUp } from './session';

// ---- a small shape language: what the client reads, and as what type ----
type Shape = 'string' | 'number' | 'boolean' | 'date' | 'id' | Shape[] | { [field: string]: Shape } | ((value: unknown, at: string) => void);

function expectShape(value: unknown, shape: Shape, at = 'body'): void {
  const fail = (what: string) => {
    throw new Error(`${at}: expected ${what}, got ${JSON.stringify(value)?.slice(0, 200)}`);
  };
  if (typeof shape === 'function') return shape(value, at);
  if (Array.isArray(shape)) {
    if (!Array.isArray(value)) fail('an array');
    (value as unknown[]).forEach((item, i) => expectShape(item, shape[0], `${at}[${i}]`));
    return;
  }
  if (typeof shape === 'object') {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) fail('an object');
    for (const [field, inner] of Object.entries(shape)) {
      if (!(field in (value as object))) throw new Error(`${at}.${field} is missing (the original client reads it)`);
      expectShape((value as Record<string, unknown>)[field], inner, `${at}.${field}`);
    }
    return;
  }
  if (shape === 'date') {
    if (typeof value !== 'string' || Number.isNaN(new Date(value).getTime())) fail('an ISO date string');
    return;
  }
  if (shape === 'id') {
    if (typeof value !== 'string' || value.length < 4) fail('a string id');
    return;
  }
  if (typeof value !== shape) fail(`a ${shape}`);
}

const ROLE: Shape = (value, at) => {
  if (value !== 'admin' && value !== 'user') throw new Error(`${at}: expected "admin" or "user", got ${JSON.stringify(value)}`);
};

// What each screen of the original reads (sections 2 to 6 of the contract).
const CURRENT_USER: Shape = { _id: 'id', username: 'string', email: 'string', avatar: 'string', role: ROLE, createdAt: 'date' };
const COMMENT: Shape = { _id: 'id', text: 'string', commentedAt: 'date', username: 'string' };
const BROWSE_CARD: Shape = {
  _id: 'id',
  title: 'string',
  description: 'string',
  subjectName: 'string',
  courseName: 'string',
  collegeName: 'string',
  semester: 'string',
  likes: ['id'],
  comments: [COMMENT],
  fileUrl: 'string',
};
const DETAIL_NOTE: Shape = {
  _id: 'id',
  title: 'string',
  subjectName: 'string',
  courseName: 'string',
  semester: 'string',
  batch: 'string',
  collegeName: 'string',
  description: 'string',
  createdAt: 'date',
  approved: 'boolean',
  downloadCount: 'number',
  likes: ['id'],
  comments: [COMMENT],
  fileUrl: 'string',
};
const PROFILE_ITEM: Shape = { _id: 'id', title: 'string', createdAt: 'date' };
const ADMIN_NOTE: Shape = {
  _id: 'id',
  title: 'string',
  subject: 'string',
  collegeName: 'string',
  uploader: { username: 'string' },
  approved: 'boolean',
  downloadCount: 'number',
  description: 'string',
  createdAt: 'date',
  fileUrl: 'string',
};
const ADMIN_USER: Shape = { _id: 'id', username: 'string', email: 'string', role: ROLE, notesCount: 'number' };
const STATS: Shape = {
  totalUsers: 'number',
  totalNotes: 'number',
  pendingApprovals: 'number',
  totalDownloads: 'number',
  mostDownloadedNotes: [{ _id: 'id', title: 'string', subject: 'string', collegeName: 'string', uploader: { username: 'string' }, downloadCount: 'number' }],
};

/** The client's own check on most pages: `data.success === false` means failure. */
const notFailed = (body: unknown) => expect(typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false).toBe(false);

let t: TestApp;
let url: string;

interface Sent {
  status: number;
  body: any;
  headers: Headers;
}

/** One call as the original frontend makes it (same origin: the browser adds Origin to writes). */
async function call(
  method: string,
  path: string,
  options: { cookie?: string; bearer?: 'null' | 'undefined'; json?: unknown; form?: FormData; contentTypeJson?: boolean } = {},
): Promise<Sent> {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
  if (method !== 'GET') headers.origin = url;
  else headers['sec-fetch-site'] = 'same-origin';
  if (options.json !== undefined || options.contentTypeJson) headers['content-type'] = 'application/json';
  const res = await fetch(`${url}${path}`, { method, headers, body: options.form ?? (options.json === undefined ? undefined : JSON.stringify(options.json)) });
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`${method} ${path} answered ${res.status} with a body that is not JSON: ${text.slice(0, 200)}`);
  }
  return { status: res.status, body, headers: res.headers };
}

async function signIn(email: string, password: string) {
  const res = await fetch(`${url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password }),
  });
  return { res, body: (await res.json()) as any, cookie: sessionCookieFrom(res)! };
}

async function adminAccount() {
  const account = await signUp(url, newAccount('admin'));
  await t.db.dataSource.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [account.id]);
  return { ...account, cookie: (await signIn(account.email, account.password)).cookie };
}

/** The upload form of the original's "Share Your Knowledge" page. */
function uploadForm(fields: Record<string, string>, file?: { bytes: Buffer; name: string; type: string }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return form;
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const NOTE_FIELDS = {
  title: 'Contract unit 1',
  description: 'Sorting and searching',
  collegeName: 'MANIT Bhopal',
  courseName: 'MCA',
  batch: '2022-2026',
  subjectName: 'Data Structures',
  semester: '3',
};

beforeAll(async () => {
  t = await startTestApp();
  url = t.url;
});
afterAll(() => t.close());

describe('auth and profile (contract section 3)', () => {
  it('POST /api/auth/signup: 2xx JSON that is not success:false', async () => {
    const res = await call('POST', '/api/auth/signup', { json: newAccount() });
    expect(res.status).toBeGreaterThanOrEqual(200);
    expect(res.status).toBeLessThan(300);
    notFailed(res.body);
  });

  it('POST /api/auth/signin: user with _id, username, email, role (+avatar, createdAt), the session cookie; errors carry message', async () => {
    const account = await signUp(url);
    const { res, body, cookie } = await signIn(account.email, account.password);
    expect(res.status).toBe(200);
    expectShape(body, { user: CURRENT_USER });
    expect(body.user.role).toBe('user');
    expect(cookie).toMatch(/^cn_session=/);
    const wrong = await signIn(account.email, 'not the password');
    expect(wrong.res.status).toBeGreaterThanOrEqual(400);
    expectShape(wrong.body, { message: 'string' });
    const admin = await adminAccount();
    expect((await signIn(admin.email, admin.password)).body.user.role).toBe('admin');
  });

  it('POST /api/auth/google: a JSON answer with success:false and a message when it cannot sign in (here: not configured)', async () => {
    const res = await call('POST', '/api/auth/google', { json: { name: 'A', email: 'a@example.com', photo: 'https://example.com/a.png' } });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.body).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('GET /api/auth/signout: 200 JSON, not success:false, cookie cleared', async () => {
    const account = await signUp(url);
    const res = await fetch(`${url}/api/auth/signout`, { headers: { cookie: account.cookie, 'sec-fetch-site': 'same-origin' } });
    expect(res.status).toBe(200);
    notFailed(await res.json());
    expect(res.headers.getSetCookie().some((c) => /^cn_session=;/.test(c))).toBe(true);
  });

  it('POST /api/user/update/{id} as JSON with `Bearer undefined` and the cookie: the bare updated user', async () => {
    const account = await signUp(url);
    const res = await call('POST', `/api/user/update/${account.id}`, {
      cookie: account.cookie,
      bearer: 'undefined',
      json: { username: `${account.username}x`.slice(0, 40) },
    });
    expect(res.status).toBe(200);
    notFailed(res.body);
    expectShape(res.body, CURRENT_USER);
    expect(res.body._id).toBe(account.id);
    expect(res.body.username).toBe(`${account.username}x`.slice(0, 40));
  });

  it('POST /api/user/update/{id} as multipart with an avatar: the bare updated user with the picture', async () => {
    const account = await signUp(url);
    const form = new FormData();
    form.append('avatar', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'me.png');
    form.append('username', account.username);
    form.append('email', account.email);
    const res = await call('POST', `/api/user/update/${account.id}`, { cookie: account.cookie, form });
    expect(res.status).toBe(200);
    expectShape(res.body, CURRENT_USER);
    expect(res.body.avatar).toMatch(/^\/media\/avatars\//);
    expect((await fetch(`${url}${res.body.avatar}`)).status).toBe(200);
  });

  it('POST /api/user/update/{id} of someone else: JSON success:false with a message', async () => {
    const [a, b] = [await signUp(url), await signUp(url)];
    const res = await call('POST', `/api/user/update/${b.id}`, { cookie: a.cookie, bearer: 'undefined', json: { username: 'hijack' } });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.body).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('DELETE /api/user/delete/{id}: 200, not success:false, session gone', async () => {
    const account = await signUp(url);
    const res = await call('DELETE', `/api/user/delete/${account.id}`, { cookie: account.cookie });
    expect(res.status).toBe(200);
    notFailed(res.body);
    expect((await call('GET', `/api/user/uploads/${account.id}`, { cookie: account.cookie })).status).toBe(401);
  });

  it('GET /api/user/uploads/{id}: the bare array of every upload (pending too) with _id, title, createdAt', async () => {
    const account = await signUp(url);
    await buildNote(t.db.dataSource, { uploaderId: account.id, approved: false });
    await buildNote(t.db.dataSource, { uploaderId: account.id });
    const res = await call('GET', `/api/user/uploads/${account.id}`, { cookie: account.cookie });
    expect(res.status).toBe(200);
    expectShape(res.body, [PROFILE_ITEM]);
    expect(res.body).toHaveLength(2);
    expect(res.headers.get('x-total-count')).toBe('2');
    const stranger = await signUp(url);
    const refused = await call('GET', `/api/user/uploads/${account.id}`, { cookie: stranger.cookie });
    expect(refused.body).toMatchObject({ success: false, message: expect.any(String) });
  });
});

describe('notes (contract section 4)', () => {
  it('GET /api/notes with the five empty keys: { notes: [...] } with likes and comments arrays and string filter fields', async () => {
    const ds = t.db.dataSource;
    const [reader, other] = [await signUp(url), await signUp(url)];
    const note = await buildNote(ds, { subject: 'Contract Browse', semester: 4 });
    await buildLike(ds, note.id, reader.id);
    await buildLike(ds, note.id, other.id);
    await buildComment(ds, note.id, other.id, 'Helpful');
    const res = await call('GET', '/api/notes?search=&subject=&course=&semester=&college=');
    expect(res.status).toBe(200);
    expectShape(res.body, { notes: [BROWSE_CARD] });
    const card = res.body.notes.find((n: any) => n._id === note.id);
    expect(card.semester).toBe('4');
    expect([...card.likes].sort()).toEqual([reader.id, other.id].sort());
    expect(card.comments).toEqual([expect.objectContaining({ text: 'Helpful', username: other.username, user: { _id: other.id } })]);
    // Filters are exact matches on the string values the client derived from this list.
    const filtered = await call('GET', `/api/notes?search=&subject=${encodeURIComponent('Contract Browse')}&course=&semester=4&college=`);
    expect(filtered.body.notes.map((n: any) => n._id)).toEqual([note.id]);
  });

  it('GET /api/notes is complete by default (no implicit first page), with paging for new clients in headers', async () => {
    const subject = `Paging ${Date.now()}`;
    for (let i = 0; i < 15; i += 1) await buildNote(t.db.dataSource, { subject });
    const all = await call('GET', `/api/notes?search=&subject=${encodeURIComponent(subject)}&course=&semester=&college=`);
    expect(all.body.notes).toHaveLength(15);
    expect(all.headers.get('x-total-count')).toBe('15');
    expect(all.headers.get('link')).toBeNull();
    const first = await call('GET', `/api/notes?subject=${encodeURIComponent(subject)}&limit=10`);
    expect(first.body.notes).toHaveLength(10);
    const link = first.headers.get('link')!;
    expect(link).toMatch(/^<\/api\/notes\?.*after=.*>; rel="next"$/);
    const next = await call('GET', link.slice(1, link.indexOf('>')));
    expect(next.body.notes).toHaveLength(5);
    expect(next.headers.get('x-next-cursor')).toBeNull();
    expect(new Set([...first.body.notes, ...next.body.notes].map((n: any) => n._id)).size).toBe(15);
    expect((await call('GET', '/api/notes?limit=0')).status).toBe(400);
  });

  it('GET /api/notes costs the same SQL statements for 2 or 20 notes with likes and comments', async () => {
    const ds = t.db.dataSource;
    const reader = await signUp(url);
    const subject = `Statements ${Date.now()}`;
    for (let i = 0; i < 20; i += 1) {
      const note = await buildNote(ds, { subject });
      await buildLike(ds, note.id, reader.id);
      await buildComment(ds, note.id, reader.id, `c${i}`);
    }
    const statements = async (limit: number) => {
      t.db.queries.length = 0;
      const res = await call('GET', `/api/notes?subject=${encodeURIComponent(subject)}&limit=${limit}`, { cookie: reader.cookie, bearer: 'null' });
      expect(res.body.notes).toHaveLength(limit);
      return t.db.queries.filter((q) => !/^\s*(SELECT 1|START|COMMIT)/i.test(q)).length;
    };
    expect(await statements(20)).toBe(await statements(2));
  });

  it('comment reload: GET /api/notes?search={id} with the cookie and `Bearer null` answers 200 with a notes array', async () => {
    const reader = await signUp(url);
    const note = await buildNote(t.db.dataSource);
    const res = await call('GET', `/api/notes?search=${note.id}`, { cookie: reader.cookie, bearer: 'null' });
    expect(res.status).toBe(200);
    expectShape(res.body, { notes: [BROWSE_CARD] });
  });

  it('GET /api/search-suggestions: any 2xx JSON', async () => {
    const res = await call('GET', '/api/search-suggestions?query=op');
    expect(res.status).toBe(200);
  });

  it('GET /api/uploading/get/{id}: { success, note } with every field the detail and update pages read; 404 success:false', async () => {
    const ds = t.db.dataSource;
    const reader = await signUp(url);
    const note = await buildNote(ds);
    await buildLike(ds, note.id, reader.id);
    await buildComment(ds, note.id, reader.id, 'First!');
    const res = await call('GET', `/api/uploading/get/${note.id}`);
    expect(res.status).toBe(200);
    expectShape(res.body, { note: DETAIL_NOTE });
    expect(res.body.success).toBe(true);
    expect(res.body.note.likes).toEqual([reader.id]);
    expect(res.body.note.comments[0]).toMatchObject({ text: 'First!', username: reader.username });
    const missing = await call('GET', '/api/uploading/get/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('POST /api/uploading/create (multipart with a file, or fileUrl): 201, not success:false; the note is pending', async () => {
    const account = await signUp(url);
    const withFile = await call('POST', '/api/uploading/create', {
      cookie: account.cookie,
      form: uploadForm({ ...NOTE_FIELDS, uploader: account.id }, { bytes: PDF, name: 'unit1.pdf', type: 'application/pdf' }),
    });
    expect(withFile.status).toBe(201);
    notFailed(withFile.body);
    expect(withFile.body.data).toMatchObject({ approved: false, title: NOTE_FIELDS.title });
    const withUrl = await call('POST', '/api/uploading/create', {
      cookie: account.cookie,
      form: uploadForm({ ...NOTE_FIELDS, uploader: account.id, fileUrl: 'https://example.com/notes.pdf' }),
    });
    expect(withUrl.status).toBe(201);
    notFailed(withUrl.body);
    const neither = await call('POST', '/api/uploading/create', { cookie: account.cookie, form: uploadForm({ ...NOTE_FIELDS, uploader: account.id }) });
    expect(neither.status).toBe(400);
    expect(neither.body).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('POST /api/uploading/update/{id} with every key of the loaded note posted back: 2xx, not success:false, the file kept', async () => {
    const account = await signUp(url);
    const created = await call('POST', '/api/uploading/create', {
      cookie: account.cookie,
      form: uploadForm({ ...NOTE_FIELDS, uploader: account.id }, { bytes: PDF, name: 'unit1.pdf', type: 'application/pdf' }),
    });
    const id = created.body.data._id;
    const loaded = (await call('GET', `/api/uploading/get/${id}`, { cookie: account.cookie })).body.note;
    // What the Update Notes page sends: every key of its state, stringified by FormData.
    const fields: Record<string, string> = {};
    for (const [k, v] of Object.entries({ ...loaded, title: 'Contract unit 1 (revised)' })) fields[k] = v === null ? 'null' : String(v);
    const res = await call('POST', `/api/uploading/update/${id}`, { cookie: account.cookie, form: uploadForm(fields) });
    expect({ status: res.status, body: res.body }).toMatchObject({ status: 200 });
    notFailed(res.body);
    const after = (await call('GET', `/api/uploading/get/${id}`, { cookie: account.cookie })).body.note;
    expect(after.title).toBe('Contract unit 1 (revised)');
    const file = await fetch(`${url}${after.fileUrl}`, { headers: { cookie: account.cookie } });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it('DELETE /api/uploading/delete/{id}: 200, not success:false', async () => {
    const account = await signUp(url);
    const note = await buildNote(t.db.dataSource, { uploaderId: account.id });
    const res = await call('DELETE', `/api/uploading/delete/${note.id}`, { cookie: account.cookie });
    expect(res.status).toBe(200);
    notFailed(res.body);
  });
});

describe('engagement (contract section 5), sent with `Bearer null`/`Bearer undefined` beside the cookie', () => {
  it('PUT /api/notes/{id}/like and POST /api/notes/{id}/comment: 2xx, and the reloaded list counts them', async () => {
    const reader = await signUp(url);
    const note = await buildNote(t.db.dataSource, { subject: `Engage ${Date.now()}` });
    const like = await call('PUT', `/api/notes/${note.id}/like`, { cookie: reader.cookie, bearer: 'null' });
    expect(like.status).toBe(200);
    const comment = await call('POST', `/api/notes/${note.id}/comment`, { cookie: reader.cookie, bearer: 'null', json: { text: 'Great summary' } });
    expect(comment.status).toBeLessThan(300);
    const list = await call('GET', `/api/notes?search=&subject=${encodeURIComponent(note.subject)}&course=&semester=&college=`);
    expect(list.body.notes[0].likes).toEqual([reader.id]);
    expect(list.body.notes[0].comments.map((c: any) => c.text)).toEqual(['Great summary']);
  });

  it('PUT and DELETE /api/notes/comments/{noteId}/{commentId}: ok and success:true', async () => {
    const reader = await signUp(url);
    const note = await buildNote(t.db.dataSource);
    const comment = await buildComment(t.db.dataSource, note.id, reader.id);
    const edited = await call('PUT', `/api/notes/comments/${note.id}/${comment.id}`, { cookie: reader.cookie, json: { text: 'Edited' } });
    expect(edited.status).toBe(200);
    expect(edited.body.success).toBe(true);
    const removed = await call('DELETE', `/api/notes/comments/${note.id}/${comment.id}`, { cookie: reader.cookie });
    expect(removed.status).toBe(200);
    expect(removed.body.success).toBe(true);
  });

  it('archive, the Saved Notes bare array, and remove-archive with `Bearer undefined`', async () => {
    const reader = await signUp(url);
    const note = await buildNote(t.db.dataSource);
    for (let i = 0; i < 2; i += 1) {
      const saved = await call('POST', `/api/notes/archive/${note.id}`, { cookie: reader.cookie });
      expect(saved.status).toBe(200);
      expect(saved.body.success).toBe(true);
    }
    const list = await call('GET', `/api/notes/archived/${reader.id}`, { cookie: reader.cookie });
    expect(list.status).toBe(200);
    expectShape(list.body, [PROFILE_ITEM]);
    expect(list.body.map((n: any) => n._id)).toEqual([note.id]);
    const removed = await call('POST', `/api/notes/remove-archive/${note.id}`, { cookie: reader.cookie, bearer: 'undefined', contentTypeJson: true });
    expect(removed.status).toBe(200);
    notFailed(removed.body);
    expect((await call('GET', `/api/notes/archived/${reader.id}`, { cookie: reader.cookie })).body).toEqual([]);
  });

  it('a real but wrong bearer token is still refused, whatever the cookie', async () => {
    const reader = await signUp(url);
    const note = await buildNote(t.db.dataSource);
    const res = await fetch(`${url}/api/notes/${note.id}/like`, {
      method: 'PUT',
      headers: { cookie: reader.cookie, origin: url, authorization: 'Bearer cn_not_a_real_token' },
    });
    expect(res.status).toBe(401);
  });
});

describe('admin (contract section 6): bare arrays and bare objects', () => {
  it('stats, users, notes, pending and college lists in the original shapes', async () => {
    const ds = t.db.dataSource;
    const admin = await adminAccount();
    const uploader = await signUp(url);
    const college = `Contract College ${Date.now()}`;
    const approved = await buildNote(ds, { uploaderId: uploader.id, college, downloadCount: 7 });
    const pending = await buildNote(ds, { uploaderId: uploader.id, college, approved: false });

    const stats = await call('GET', '/api/admin/stats', { cookie: admin.cookie });
    expect(stats.status).toBe(200);
    expectShape(stats.body, STATS);

    const users = await call('GET', '/api/admin/users', { cookie: admin.cookie });
    expect(users.status).toBe(200);
    expectShape(users.body, [ADMIN_USER]);
    expect(users.body.find((u: any) => u._id === uploader.id).notesCount).toBe(2);
    expect(Number(users.headers.get('x-total-count'))).toBe(users.body.length);

    const notes = await call('GET', '/api/admin/notes', { cookie: admin.cookie });
    expectShape(notes.body, [ADMIN_NOTE]);
    expect(notes.body.map((n: any) => n._id)).toEqual(expect.arrayContaining([approved.id, pending.id]));

    const pendingList = await call('GET', '/api/admin/notes/pending', { cookie: admin.cookie });
    expectShape(pendingList.body, [ADMIN_NOTE]);
    expect(pendingList.body.every((n: any) => n.approved === false)).toBe(true);
    expect(pendingList.body.map((n: any) => n._id)).toContain(pending.id);

    const byCollege = await call('GET', `/api/admin/notes/college/${encodeURIComponent(college)}`, { cookie: admin.cookie });
    expectShape(byCollege.body, [ADMIN_NOTE]);
    expect(byCollege.body.map((n: any) => n._id).sort()).toEqual([approved.id, pending.id].sort());
  });

  it('PUT /api/admin/users/{id}: the bare updated user; DELETE: ok', async () => {
    const admin = await adminAccount();
    const target = await signUp(url);
    const res = await call('PUT', `/api/admin/users/${target.id}`, {
      cookie: admin.cookie,
      json: { username: target.username, email: target.email, role: 'admin' },
    });
    expect(res.status).toBe(200);
    expectShape(res.body, { _id: 'id', username: 'string', email: 'string', role: ROLE });
    expect(res.body).toMatchObject({ _id: target.id, role: 'admin' });
    expect((await call('DELETE', `/api/admin/users/${target.id}`, { cookie: admin.cookie })).status).toBe(200);
  });

  it('PUT /api/admin/notes/{id}/review: the bare updated note; DELETE /api/admin/notes/{id}: ok', async () => {
    const admin = await adminAccount();
    const note = await buildNote(t.db.dataSource, { approved: false });
    const approve = await call('PUT', `/api/admin/notes/${note.id}/review`, { cookie: admin.cookie, json: { approved: true } });
    expect(approve.status).toBe(200);
    expectShape(approve.body, ADMIN_NOTE);
    expect(approve.body).toMatchObject({ _id: note.id, approved: true });
    const back = await call('PUT', `/api/admin/notes/${note.id}/review`, { cookie: admin.cookie, json: { approved: false } });
    expect(back.body).toMatchObject({ _id: note.id, approved: false });
    expect((await call('DELETE', `/api/admin/notes/${note.id}`, { cookie: admin.cookie })).status).toBe(200);
  });

  it('a non-admin gets a non-2xx JSON answer on every admin list', async () => {
    const student = await signUp(url);
    for (const path of ['/api/admin/stats', '/api/admin/users', '/api/admin/notes', '/api/admin/notes/pending']) {
      const res = await call('GET', path, { cookie: student.cookie });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ success: false, message: expect.any(String) });
    }
  });
});

import { randomBytes, randomUUID } from 'node:crypto';
import { gql, testAppForFile } from './app';
import { buildComment, buildLike, buildNote, buildUser } from './factories';
import { accountWithSession, me } from './session';

const t = testAppForFile();

const tag = () => randomBytes(4).toString('hex');
const ds = () => t.db.dataSource;

/** An account with a live session, made with the factories (sign-up is rate limited). */
const account = (role: 'user' | 'admin' = 'user', overrides: Parameters<typeof buildUser>[1] = {}) => accountWithSession(t, role, overrides);

/** A note whose file really exists in storage. */
async function noteWithFile(overrides: Parameters<typeof buildNote>[1] = {}) {
  const note = await buildNote(ds(), overrides);
  await t.services.storage.put(note.fileKey!, Buffer.from('%PDF-1.4 admin test'));
  return note;
}

async function rest(method: string, path: string, cookie?: string, body?: unknown) {
  const headers: Record<string, string> = {};
  if (cookie) Object.assign(headers, { cookie, origin: t.url });
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${t.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as any, headers: res.headers };
}

const as = (cookie: string): Record<string, string> => ({ cookie });
const one = async (sql: string, params: unknown[] = []) => (await ds().query(sql, params))[0];

const STATS = `{ adminStats { totalUsers totalNotes pendingApprovals totalDownloads mostDownloadedNotes { id title subject college downloadCount uploader { username } } } }`;
const USERS = `query($first: Int, $after: String, $search: String) {
  adminUsers(first: $first, after: $after, search: $search) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id username email role notesCount } } } }`;
const UPDATE_USER = `mutation($input: AdminUpdateUserInput!) { adminUpdateUser(input: $input) { user { id username email role notesCount } errors { field message code } } }`;
const DELETE_USER = `mutation($id: ID!) { adminDeleteUser(id: $id) { deletedId errors { field message code } } }`;
const NOTES = `query($first: Int, $after: String, $search: String, $college: String, $status: NoteStatus) {
  adminNotes(first: $first, after: $after, search: $search, college: $college, status: $status) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { id title subject college approved downloadCount uploader { username } } } } }`;
const PENDING = `query($first: Int, $after: String, $order: NoteOrder) { pendingNotes(first: $first, after: $after, order: $order) { totalCount pageInfo { hasNextPage endCursor } edges { node { id approved } } } }`;
const REVIEW = `mutation($id: ID!, $approved: Boolean!) { reviewNote(id: $id, approved: $approved) { note { id approved } errors { field message code } } }`;
const DELETE_NOTE = `mutation($id: ID!) { adminDeleteNote(id: $id) { deletedId errors { field message code } } }`;
const COLLEGES = `query($search: String, $first: Int = 100, $after: String) { adminColleges(search: $search, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { name totalNotes approvedNotes pendingNotes totalDownloads } } } }`;
const collegesOf = (data: any) => data.adminColleges.edges.map((edge: any) => edge.node);
const PUBLIC_NOTES = `query($college: String) { notes(first: 50, filter: { college: $college }) { totalCount edges { node { id } } } }`;

describe('only admins get in', () => {
  it('answers every admin GraphQL operation with UNAUTHENTICATED for visitors and FORBIDDEN for users, changing nothing', async () => {
    const user = await account();
    const victim = await account();
    const note = await noteWithFile({ approved: false });
    const operations: [string, Record<string, unknown>][] = [
      [STATS, {}],
      [USERS, {}],
      [UPDATE_USER, { input: { id: victim.id, username: 'taken_over', email: 'x@example.com', role: 'ADMIN' } }],
      [DELETE_USER, { id: victim.id }],
      [NOTES, {}],
      [PENDING, {}],
      [REVIEW, { id: note.id, approved: true }],
      [DELETE_NOTE, { id: note.id }],
      [COLLEGES, {}],
    ];
    for (const [query, variables] of operations) {
      const visitor = await gql(t.url, query, variables);
      expect(visitor.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      const signedIn = await gql(t.url, query, variables, as(user.cookie));
      expect(signedIn.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect(signedIn.data ?? null).toBeNull();
    }
    expect(await one('SELECT username, role FROM users WHERE id = $1', [victim.id])).toEqual({ username: victim.username, role: 'user' });
    expect(await one('SELECT approved FROM notes WHERE id = $1', [note.id])).toEqual({ approved: false });
    expect(await t.services.storage.exists(note.fileKey!)).toBe(true);
  });

  it('answers every admin REST path with 401 for visitors and 403 for users, changing nothing', async () => {
    const user = await account();
    const victim = await account();
    const note = await noteWithFile({ approved: false });
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/stats'],
      ['GET', '/api/admin/users'],
      ['PUT', `/api/admin/users/${victim.id}`, { username: 'taken_over', email: 'x@example.com', role: 'admin' }],
      ['DELETE', `/api/admin/users/${victim.id}`],
      ['GET', '/api/admin/notes'],
      ['PUT', `/api/admin/notes/${note.id}/review`, { approved: true }],
      ['DELETE', `/api/admin/notes/${note.id}`],
      ['GET', '/api/admin/notes/pending'],
      ['GET', `/api/admin/notes/college/${encodeURIComponent('MANIT Bhopal')}`],
      ['GET', '/api/admin/colleges'],
    ];
    for (const [method, path, body] of calls) {
      const visitor = await rest(method, path, undefined, body);
      expect([path, visitor.status, visitor.body.success, visitor.body.code]).toEqual([path, 401, false, 'UNAUTHENTICATED']);
      expect(typeof visitor.body.message).toBe('string');
      const signedIn = await rest(method, path, user.cookie, body);
      expect([path, signedIn.status, signedIn.body.success, signedIn.body.code]).toEqual([path, 403, false, 'FORBIDDEN']);
    }
    expect(await one('SELECT username, role FROM users WHERE id = $1', [victim.id])).toEqual({ username: victim.username, role: 'user' });
    expect(await one('SELECT approved FROM notes WHERE id = $1', [note.id])).toEqual({ approved: false });
    expect(await t.services.storage.exists(note.fileKey!)).toBe(true);
  });

  it('takes a demoted admin out at once', async () => {
    const admin = await account('admin');
    expect((await rest('GET', '/api/admin/stats', admin.cookie)).status).toBe(200);
    await ds().query(`UPDATE users SET role = 'user' WHERE id = $1`, [admin.id]);
    expect((await rest('GET', '/api/admin/stats', admin.cookie)).status).toBe(403);
  });
});

describe('dashboard stats', () => {
  it('counts users, notes, pending notes and downloads, and lists the most downloaded notes', async () => {
    const admin = await account('admin');
    const before = (await gql(t.url, STATS, {}, as(admin.cookie))).data!.adminStats;

    const uploader = await account('user', { username: `top_${tag()}` });
    await account();
    const top = await buildNote(ds(), { uploaderId: uploader.id, downloadCount: 2_000_000_000, title: `Most downloaded ${tag()}`, college: 'IIT Indore' });
    await buildNote(ds(), { uploaderId: uploader.id, downloadCount: 5, approved: false });
    await buildNote(ds(), { uploaderId: uploader.id, downloadCount: 7, approved: false });

    const res = await gql(t.url, STATS, {}, as(admin.cookie));
    const stats = res.data!.adminStats;
    expect(stats.totalUsers - before.totalUsers).toBe(2);
    expect(stats.totalNotes - before.totalNotes).toBe(3);
    expect(stats.pendingApprovals - before.pendingApprovals).toBe(2);
    expect(stats.totalDownloads - before.totalDownloads).toBe(2_000_000_012);
    // Exactly what the tables hold.
    const truth = await one(
      `SELECT (SELECT count(*) FROM users)::int AS users, count(*)::int AS notes, count(*) FILTER (WHERE NOT approved)::int AS pending, sum(download_count)::float8 AS downloads FROM notes`,
    );
    expect([stats.totalUsers, stats.totalNotes, stats.pendingApprovals, stats.totalDownloads]).toEqual([
      truth.users,
      truth.notes,
      truth.pending,
      truth.downloads,
    ]);
    expect(stats.mostDownloadedNotes.length).toBeLessThanOrEqual(5);
    expect(stats.mostDownloadedNotes[0]).toEqual({
      id: top.id,
      title: top.title,
      subject: top.subject,
      college: 'IIT Indore',
      downloadCount: 2_000_000_000,
      uploader: { username: uploader.username },
    });
    const counts = stats.mostDownloadedNotes.map((n: { downloadCount: number }) => n.downloadCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    const { status, body } = await rest('GET', '/api/admin/stats', admin.cookie);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    for (const source of [body, body.stats]) {
      expect(source).toMatchObject({
        totalUsers: stats.totalUsers,
        totalNotes: stats.totalNotes,
        pendingApprovals: stats.pendingApprovals,
        totalDownloads: stats.totalDownloads,
      });
      expect(source.mostDownloadedNotes[0]).toMatchObject({
        _id: top.id,
        title: top.title,
        subject: top.subject,
        collegeName: 'IIT Indore',
        uploader: { username: uploader.username },
        downloadCount: 2_000_000_000,
      });
    }
  });
});

describe('users', () => {
  async function threeUsers() {
    const name = `pg${tag()}`;
    const users = [];
    for (const [i, notes] of [2, 0, 1].entries()) {
      const user = await buildUser(ds(), { username: `${name}_${i}`, email: `${name}.${i}@campus.example` });
      await ds().query(`UPDATE users SET created_at = now() - $2 * interval '1 minute' WHERE id = $1`, [user.id, 10 - i]);
      for (let n = 0; n < notes; n += 1) await buildNote(ds(), { uploaderId: user.id, approved: n === 0 });
      users.push({ ...user, notes });
    }
    return { name, users: users.reverse() }; // newest first
  }

  it('lists accounts newest first with notes counts, searched by username or email in any case, a page at a time', async () => {
    const admin = await account('admin');
    const { name, users } = await threeUsers();

    const first = await gql(t.url, USERS, { first: 2, search: name.toUpperCase() }, as(admin.cookie));
    const page1 = first.data!.adminUsers;
    expect(page1.totalCount).toBe(3);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    expect(page1.edges.map((e: any) => e.node)).toEqual(
      users.slice(0, 2).map((u) => ({ id: u.id, username: u.username, email: u.email, role: 'USER', notesCount: u.notes })),
    );
    const second = await gql(t.url, USERS, { first: 2, search: name, after: page1.pageInfo.endCursor }, as(admin.cookie));
    const page2 = second.data!.adminUsers;
    expect(page2.edges.map((e: any) => e.node.id)).toEqual([users[2].id]);
    expect(page2.pageInfo.hasNextPage).toBe(false);

    const byEmail = await gql(t.url, USERS, { search: `${name}.1@CAMPUS` }, as(admin.cookie));
    expect(byEmail.data!.adminUsers.edges.map((e: any) => e.node.id)).toEqual([users.find((u) => u.username.endsWith('_1'))!.id]);
    // LIKE wildcards in the search are plain characters.
    expect((await gql(t.url, USERS, { search: `${name}%` }, as(admin.cookie))).data!.adminUsers.totalCount).toBe(0);
    expect((await gql(t.url, USERS, { search: `${name.slice(0, 3)}_${name.slice(4)}` }, as(admin.cookie))).data!.adminUsers.totalCount).toBe(0);

    const everyone = await gql(t.url, USERS, { first: 100 }, as(admin.cookie));
    expect(everyone.data!.adminUsers.totalCount).toBe((await one('SELECT count(*)::int AS n FROM users')).n);

    const restPage = await rest('GET', `/api/admin/users?search=${name}&limit=2`, admin.cookie);
    expect(restPage.status).toBe(200);
    // The original answered the bare array; paging rides in the headers.
    expect(restPage.headers.get('x-total-count')).toBe('3');
    expect(restPage.body).toEqual(
      users.slice(0, 2).map((u) => ({
        _id: u.id,
        username: u.username,
        email: u.email,
        avatar: expect.stringMatching(/^data:image\/svg\+xml,/),
        role: 'user',
        createdAt: expect.any(String),
        notesCount: u.notes,
      })),
    );
    const restNext = await rest('GET', `/api/admin/users?search=${name}&limit=2&after=${restPage.headers.get('x-next-cursor')}`, admin.cookie);
    expect(restNext.body.map((u: any) => u._id)).toEqual([users[2].id]);
    expect(restNext.headers.get('x-next-cursor')).toBeNull();

    expect((await rest('GET', '/api/admin/users?limit=0', admin.cookie)).status).toBe(400);
    expect((await rest('GET', '/api/admin/users?after=garbage', admin.cookie)).status).toBe(400);
  });

  it('edits username, email and role through GraphQL; the new role applies at once', async () => {
    const admin = await account('admin');
    const target = await account();
    await buildNote(ds(), { uploaderId: target.id });
    const name = `renamed_${tag()}`;
    const res = await gql(t.url, UPDATE_USER, { input: { id: target.id, username: name, email: `${name}@Example.com`, role: 'ADMIN' } }, as(admin.cookie));
    expect(res.data!.adminUpdateUser).toEqual({
      user: { id: target.id, username: name, email: `${name}@example.com`, role: 'ADMIN', notesCount: 1 },
      errors: [],
    });
    expect(await one('SELECT username, email, role FROM users WHERE id = $1', [target.id])).toEqual({
      username: name,
      email: `${name}@example.com`,
      role: 'admin',
    });
    expect((await me(t.url, target.cookie))!.role).toBe('ADMIN');
    expect((await gql(t.url, STATS, {}, as(target.cookie))).errors).toBeUndefined();

    const back = await gql(t.url, UPDATE_USER, { input: { id: target.id, username: name, email: `${name}@example.com`, role: 'USER' } }, as(admin.cookie));
    expect(back.data!.adminUpdateUser.user.role).toBe('USER');
    expect((await gql(t.url, STATS, {}, as(target.cookie))).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('edits through PUT /api/admin/users/:id and answers with the updated user', async () => {
    const admin = await account('admin');
    const target = await account();
    const name = `rest_${tag()}`;
    const { status, body } = await rest('PUT', `/api/admin/users/${target.id}`, admin.cookie, { username: name, email: `${name}@example.com`, role: 'admin' });
    expect(status).toBe(200);
    const expected = { _id: target.id, username: name, email: `${name}@example.com`, role: 'admin', notesCount: 0 };
    expect(body).toMatchObject({ success: true, message: expect.any(String), ...expected });
    expect(body.user).toMatchObject(expected);
    expect(await one('SELECT username, role FROM users WHERE id = $1', [target.id])).toEqual({ username: name, role: 'admin' });
  });

  it('refuses bad edits: missing or invalid fields, an invalid role, a taken name, an unknown account', async () => {
    const admin = await account('admin');
    const target = await account();
    const other = await account();
    const put = (body: unknown, id = target.id) => rest('PUT', `/api/admin/users/${id}`, admin.cookie, body);
    const valid = { username: target.username, email: target.email, role: 'user' };

    const empty = await put({ ...valid, username: '  ' });
    expect([empty.status, empty.body.code, empty.body.fields[0].field]).toEqual([400, 'BAD_USER_INPUT', 'username']);
    expect((await put({ ...valid, email: undefined })).body.fields[0].field).toBe('email');
    expect((await put({ ...valid, email: 'not-an-email' })).status).toBe(400);
    expect((await put({ ...valid, username: 'a b' })).status).toBe(400);
    const role = await put({ ...valid, role: 'superuser' });
    expect([role.status, role.body.fields[0].field]).toEqual([400, 'role']);
    expect((await put({ ...valid, role: undefined })).status).toBe(400);
    const taken = await put({ ...valid, username: other.username.toUpperCase() });
    expect([taken.status, taken.body.code]).toEqual([409, 'CONFLICT']);
    expect((await put(valid, randomUUID())).status).toBe(404);
    expect((await put(valid, 'not-a-uuid')).status).toBe(404);

    const gqlEmpty = await gql(t.url, UPDATE_USER, { input: { id: target.id, username: '', email: target.email, role: 'USER' } }, as(admin.cookie));
    expect(gqlEmpty.data!.adminUpdateUser).toEqual({ user: null, errors: [{ field: 'username', message: 'Username is required.', code: 'BAD_USER_INPUT' }] });
    const gqlTaken = await gql(t.url, UPDATE_USER, { input: { id: target.id, username: target.username, email: other.email, role: 'USER' } }, as(admin.cookie));
    expect(gqlTaken.data!.adminUpdateUser.errors[0]).toMatchObject({ field: 'email', code: 'CONFLICT' });
    const gqlRole = await gql(
      t.url,
      UPDATE_USER,
      { input: { id: target.id, username: target.username, email: target.email, role: 'SUPERUSER' } },
      as(admin.cookie),
    );
    expect(gqlRole.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const gqlMissing = await gql(
      t.url,
      UPDATE_USER,
      { input: { id: randomUUID(), username: 'someone', email: 'someone@example.com', role: 'USER' } },
      as(admin.cookie),
    );
    expect(gqlMissing.data!.adminUpdateUser).toEqual({ user: null, errors: [{ field: null, message: 'That account was not found.', code: 'NOT_FOUND' }] });

    expect(await one('SELECT username, email, role FROM users WHERE id = $1', [target.id])).toEqual({
      username: target.username,
      email: target.email,
      role: 'user',
    });
  });

  it('deletes an account with its notes, files, comments and likes (REST and GraphQL)', async () => {
    const admin = await account('admin');
    for (const remove of [
      (id: string) =>
        rest('DELETE', `/api/admin/users/${id}`, admin.cookie).then((r) =>
          expect({ status: r.status, body: r.body }).toEqual({ status: 200, body: { success: true, message: expect.any(String) } }),
        ),
      (id: string) => gql(t.url, DELETE_USER, { id }, as(admin.cookie)).then((r) => expect(r.data).toEqual({ adminDeleteUser: { deletedId: id, errors: [] } })),
    ]) {
      const college = `Delete College ${tag()}`;
      const target = await account();
      const notes = [await noteWithFile({ uploaderId: target.id, college }), await noteWithFile({ uploaderId: target.id, college, approved: false })];
      const othersNote = await buildNote(ds());
      await buildComment(ds(), othersNote.id, target.id);
      await buildLike(ds(), othersNote.id, target.id);
      expect((await gql(t.url, PUBLIC_NOTES, { college })).data!.notes.totalCount).toBe(1);

      await remove(target.id);

      expect(await one('SELECT count(*)::int AS n FROM users WHERE id = $1', [target.id])).toEqual({ n: 0 });
      expect(await one('SELECT count(*)::int AS n FROM notes WHERE uploader_id = $1', [target.id])).toEqual({ n: 0 });
      expect(await one('SELECT count(*)::int AS n FROM comments WHERE author_id = $1', [target.id])).toEqual({ n: 0 });
      expect(await one('SELECT count(*)::int AS n FROM likes WHERE user_id = $1', [target.id])).toEqual({ n: 0 });
      for (const note of notes) expect(await t.services.storage.exists(note.fileKey!)).toBe(false);
      expect((await gql(t.url, PUBLIC_NOTES, { college })).data!.notes.totalCount).toBe(0);
      expect(await me(t.url, target.cookie)).toBeNull();
      expect(await one('SELECT count(*)::int AS n FROM notes WHERE id = $1', [othersNote.id])).toEqual({ n: 1 });
    }
    expect((await rest('DELETE', `/api/admin/users/${randomUUID()}`, admin.cookie)).status).toBe(404);
    expect((await rest('DELETE', '/api/admin/users/nope', admin.cookie)).status).toBe(404);
    expect((await gql(t.url, DELETE_USER, { id: randomUUID() }, as(admin.cookie))).data!.adminDeleteUser).toMatchObject({
      deletedId: null,
      errors: [{ code: 'NOT_FOUND' }],
    });
  });

  it('never demotes or deletes the last admin', async () => {
    const admin = await account('admin');
    // Make this the only admin of the database for this test.
    await ds().query(`UPDATE users SET role = 'user' WHERE role = 'admin' AND id <> $1`, [admin.id]);
    const input = { id: admin.id, username: `${admin.username}x`, email: admin.email, role: 'USER' };

    const demote = await gql(t.url, UPDATE_USER, { input }, as(admin.cookie));
    expect(demote.data!.adminUpdateUser.user).toBeNull();
    expect(demote.data!.adminUpdateUser.errors[0]).toMatchObject({ field: 'role', code: 'CONFLICT' });
    const restDemote = await rest('PUT', `/api/admin/users/${admin.id}`, admin.cookie, { ...input, role: 'user' });
    expect([restDemote.status, restDemote.body.success, restDemote.body.code]).toEqual([409, false, 'CONFLICT']);
    const restDelete = await rest('DELETE', `/api/admin/users/${admin.id}`, admin.cookie);
    expect([restDelete.status, restDelete.body.code]).toEqual([409, 'CONFLICT']);
    expect((await gql(t.url, DELETE_USER, { id: admin.id }, as(admin.cookie))).data!.adminDeleteUser).toMatchObject({
      deletedId: null,
      errors: [{ field: null, code: 'CONFLICT' }],
    });
    // Nothing changed, not even the username sent with the refused demotion.
    expect(await one('SELECT username, role FROM users WHERE id = $1', [admin.id])).toEqual({ username: admin.username, role: 'admin' });

    // With a second admin, either can step down.
    const second = await account('admin');
    const ok = await gql(t.url, UPDATE_USER, { input }, as(second.cookie));
    expect(ok.data!.adminUpdateUser.user).toMatchObject({ username: `${admin.username}x`, role: 'USER' });
  });
});

describe('notes', () => {
  /** Five notes of one new college: three approved, two pending, oldest first in the array. */
  async function collegeNotes() {
    const college = `College ${tag()} / Main Campus`;
    const uploader = await account('user', { username: `up_${tag()}` });
    const specs = [
      { title: 'Kinematics basics', subject: 'Physics', approved: true, downloadCount: 3 },
      { title: 'Organic reactions', subject: 'Chemistry', approved: false, downloadCount: 0 },
      { title: 'Thermodynamics', subject: 'Physics', approved: true, downloadCount: 10 },
      { title: 'Matrices', subject: 'Mathematics', approved: false, downloadCount: 1 },
      { title: 'Optics 100% complete', subject: 'Physics', approved: true, downloadCount: 4 },
    ];
    const notes = [];
    for (const [i, spec] of specs.entries()) {
      const note = await noteWithFile({ ...spec, college, uploaderId: uploader.id });
      await ds().query(`UPDATE notes SET created_at = now() - $2 * interval '1 minute' WHERE id = $1`, [note.id, 10 - i]);
      notes.push(note);
    }
    return { college, uploader, notes };
  }
  const ids = (res: any) => res.data!.adminNotes.edges.map((e: any) => e.node.id);

  it('lists every note newest first, by college, status and search (title, subject, uploader), a page at a time', async () => {
    const admin = await account('admin');
    const { college, uploader, notes } = await collegeNotes();
    const q = (variables: Record<string, unknown>) => gql(t.url, NOTES, { college, ...variables }, as(admin.cookie));
    const newestFirst = [...notes].reverse().map((n) => n.id);

    const all = await q({ first: 3 });
    expect(all.data!.adminNotes.totalCount).toBe(5);
    expect(ids(all)).toEqual(newestFirst.slice(0, 3));
    expect(all.data!.adminNotes.edges[0].node).toMatchObject({ college, approved: true, downloadCount: 4, uploader: { username: uploader.username } });
    const rest2 = await q({ first: 3, after: all.data!.adminNotes.pageInfo.endCursor });
    expect(ids(rest2)).toEqual(newestFirst.slice(3));
    expect(rest2.data!.adminNotes.pageInfo.hasNextPage).toBe(false);

    expect(ids(await q({ status: 'PENDING' }))).toEqual([notes[3].id, notes[1].id]);
    expect(ids(await q({ status: 'APPROVED' }))).toEqual([notes[4].id, notes[2].id, notes[0].id]);
    expect(ids(await q({ search: 'physics' }))).toEqual([notes[4].id, notes[2].id, notes[0].id]);
    expect(ids(await q({ search: 'ORGANIC' }))).toEqual([notes[1].id]);
    expect(ids(await q({ search: '100%' }))).toEqual([notes[4].id]);
    // Terms shorter than a trigram take the other plan: same matches.
    expect(ids(await q({ search: 'MA' }))).toEqual([notes[3].id, notes[0].id]);
    expect((await q({ search: 'Up' })).data!.adminNotes.totalCount).toBe(5);
    expect((await q({ search: uploader.username.toUpperCase() })).data!.adminNotes.totalCount).toBe(5);
    expect(ids(await q({ search: 'physics', status: 'PENDING' }))).toEqual([]);
    // Without a college filter the uploader search still finds exactly their notes.
    expect((await gql(t.url, NOTES, { search: uploader.username }, as(admin.cookie))).data!.adminNotes.totalCount).toBe(5);

    const listed = await rest('GET', `/api/admin/notes?college=${encodeURIComponent(college)}&status=pending&limit=1`, admin.cookie);
    expect(listed.status).toBe(200);
    expect(listed.headers.get('x-total-count')).toBe('2');
    expect(listed.body).toHaveLength(1);
    expect(listed.body[0]).toMatchObject({
      _id: notes[3].id,
      title: 'Matrices',
      subject: 'Mathematics',
      subjectName: 'Mathematics',
      collegeName: college,
      approved: false,
      uploader: { username: uploader.username },
    });
    const next = await rest(
      'GET',
      `/api/admin/notes?college=${encodeURIComponent(college)}&status=pending&limit=1&after=${listed.headers.get('x-next-cursor')}`,
      admin.cookie,
    );
    expect(next.body.map((n: any) => n._id)).toEqual([notes[1].id]);
    const searched = await rest('GET', `/api/admin/notes?search=${encodeURIComponent(uploader.username)}`, admin.cookie);
    expect(searched.body).toHaveLength(5);
    expect((await rest('GET', '/api/admin/notes?status=rejected', admin.cookie)).status).toBe(400);

    const byCollege = await rest('GET', `/api/admin/notes/college/${encodeURIComponent(college)}`, admin.cookie);
    expect(byCollege.status).toBe(200);
    expect(byCollege.headers.get('x-total-count')).toBe('5');
    expect(byCollege.body.map((n: any) => n._id)).toEqual(newestFirst);
    expect((await rest('GET', `/api/admin/notes/college/${encodeURIComponent('No Such College')}`, admin.cookie)).body).toEqual([]);
  });

  it('lists pending notes with their total', async () => {
    const admin = await account('admin');
    const before = (await gql(t.url, PENDING, { first: 1 }, as(admin.cookie))).data!.pendingNotes.totalCount;
    const pending = await buildNote(ds(), { approved: false });
    await buildNote(ds(), { approved: true });
    const res = await gql(t.url, PENDING, { first: 100, order: 'NEWEST' }, as(admin.cookie));
    expect(res.data!.pendingNotes.totalCount).toBe(before + 1);
    expect(res.data!.pendingNotes.edges[0].node).toEqual({ id: pending.id, approved: false });
    expect(res.data!.pendingNotes.edges.every((e: any) => e.node.approved === false)).toBe(true);
    expect(res.data!.pendingNotes.totalCount).toBe((await one('SELECT count(*)::int AS n FROM notes WHERE NOT approved')).n);

    const listed = await rest('GET', '/api/admin/notes/pending?order=newest', admin.cookie);
    expect(listed.headers.get('x-total-count')).toBe(String(before + 1));
    expect(listed.body).toHaveLength(before + 1);
    expect(listed.body[0]).toMatchObject({ _id: pending.id, approved: false });
  });

  it('approves a note, which is public at once, and sets it back to pending (GraphQL and REST)', async () => {
    const admin = await account('admin');
    const college = `Review College ${tag()}`;
    const note = await buildNote(ds(), { approved: false, college });
    const publicIds = async () => (await gql(t.url, PUBLIC_NOTES, { college })).data!.notes.edges.map((e: any) => e.node.id);
    expect(await publicIds()).toEqual([]);

    expect((await gql(t.url, REVIEW, { id: note.id, approved: true }, as(admin.cookie))).data).toEqual({
      reviewNote: { note: { id: note.id, approved: true }, errors: [] },
    });
    expect(await publicIds()).toEqual([note.id]);
    expect((await gql(t.url, REVIEW, { id: note.id, approved: false }, as(admin.cookie))).data!.reviewNote.note.approved).toBe(false);
    expect(await publicIds()).toEqual([]);

    const approved = await rest('PUT', `/api/admin/notes/${note.id}/review`, admin.cookie, { approved: true });
    expect(approved.status).toBe(200);
    // The note itself, as the original answered.
    expect(approved.body).toMatchObject({ success: true, message: expect.any(String), _id: note.id, approved: true, collegeName: college });
    expect(await publicIds()).toEqual([note.id]);
    const pendingAgain = await rest('PUT', `/api/admin/notes/${note.id}/review`, admin.cookie, { approved: false });
    expect(pendingAgain.body.approved).toBe(false);
    expect(await one('SELECT approved FROM notes WHERE id = $1', [note.id])).toEqual({ approved: false });
    expect(await publicIds()).toEqual([]);
  });

  it('refuses to approve a note whose processing failed (GraphQL and REST, 409 CONFLICT) and says so in viewerCan', async () => {
    const admin = await account('admin');
    const note = await buildNote(ds(), { approved: false });
    await ds().query(`UPDATE notes SET processing_status = 'failed', processing_reason = 'The document could not be read.' WHERE id = $1`, [note.id]);
    const CAN = `query($id: ID!) { note(id: $id) { viewerCan { approve edit } processing { status reason } } }`;
    expect((await gql(t.url, CAN, { id: note.id }, as(admin.cookie))).data!.note).toEqual({
      viewerCan: { approve: false, edit: true },
      processing: { status: 'failed', reason: 'The document could not be read.' },
    });

    const viaGql = await gql(t.url, REVIEW, { id: note.id, approved: true }, as(admin.cookie));
    expect(viaGql.data!.reviewNote).toEqual({
      note: null,
      errors: [{ field: null, code: 'CONFLICT', message: expect.stringMatching(/could not be processed, so it cannot be approved/) }],
    });
    const viaRest = await rest('PUT', `/api/admin/notes/${note.id}/review`, admin.cookie, { approved: true });
    expect([viaRest.status, viaRest.body.success, viaRest.body.code]).toEqual([409, false, 'CONFLICT']);
    expect(viaRest.body.message).toMatch(/cannot be approved/);
    expect(await one('SELECT approved FROM notes WHERE id = $1', [note.id])).toEqual({ approved: false });
    // Setting it (back) to pending stays possible.
    expect((await gql(t.url, REVIEW, { id: note.id, approved: false }, as(admin.cookie))).data!.reviewNote.errors).toEqual([]);

    // Once the uploader replaced the file and it was processed, it can be approved.
    await ds().query(`UPDATE notes SET processing_status = 'ready', processing_reason = NULL WHERE id = $1`, [note.id]);
    expect((await gql(t.url, REVIEW, { id: note.id, approved: true }, as(admin.cookie))).data!.reviewNote).toEqual({
      note: { id: note.id, approved: true },
      errors: [],
    });
  });

  it('refuses a review without a boolean or of an unknown note', async () => {
    const admin = await account('admin');
    const note = await buildNote(ds(), { approved: false });
    for (const body of [{ approved: 'true' }, { approved: 1 }, {}, { approved: null }]) {
      const res = await rest('PUT', `/api/admin/notes/${note.id}/review`, admin.cookie, body);
      expect([res.status, res.body.success, res.body.code]).toEqual([400, false, 'BAD_USER_INPUT']);
    }
    expect((await gql(t.url, REVIEW, { id: note.id, approved: 'yes' }, as(admin.cookie))).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await one('SELECT approved FROM notes WHERE id = $1', [note.id])).toEqual({ approved: false });
    expect((await rest('PUT', `/api/admin/notes/${randomUUID()}/review`, admin.cookie, { approved: true })).status).toBe(404);
    expect((await rest('PUT', '/api/admin/notes/nope/review', admin.cookie, { approved: true })).status).toBe(404);
    expect((await gql(t.url, REVIEW, { id: randomUUID(), approved: true }, as(admin.cookie))).data!.reviewNote).toMatchObject({
      note: null,
      errors: [{ code: 'NOT_FOUND' }],
    });
  });

  it('deletes any note with its file (REST and GraphQL)', async () => {
    const admin = await account('admin');
    const viaRest = await noteWithFile({ approved: false });
    const viaGql = await noteWithFile({ approved: true });
    const deleted = await rest('DELETE', `/api/admin/notes/${viaRest.id}`, admin.cookie);
    expect({ status: deleted.status, body: deleted.body }).toEqual({ status: 200, body: { success: true, message: expect.any(String) } });
    expect((await gql(t.url, DELETE_NOTE, { id: viaGql.id }, as(admin.cookie))).data).toEqual({ adminDeleteNote: { deletedId: viaGql.id, errors: [] } });
    for (const note of [viaRest, viaGql]) {
      expect(await one('SELECT count(*)::int AS n FROM notes WHERE id = $1', [note.id])).toEqual({ n: 0 });
      expect(await t.services.storage.exists(note.fileKey!)).toBe(false);
      expect((await gql(t.url, `query($id: ID!) { note(id: $id) { id } }`, { id: note.id })).data).toEqual({ note: null });
    }
    expect((await rest('DELETE', `/api/admin/notes/${randomUUID()}`, admin.cookie)).status).toBe(404);
    expect((await gql(t.url, DELETE_NOTE, { id: randomUUID() }, as(admin.cookie))).data!.adminDeleteNote).toMatchObject({
      deletedId: null,
      errors: [{ field: null, message: 'That note was not found.', code: 'NOT_FOUND' }],
    });
  });
});

describe('colleges', () => {
  it('sums notes, approvals and downloads per college, searchable by name', async () => {
    const admin = await account('admin');
    const name = `Summary College ${tag()}`;
    await buildNote(ds(), { college: name, approved: true, downloadCount: 5 });
    await buildNote(ds(), { college: name, approved: true, downloadCount: 6 });
    await buildNote(ds(), { college: name, approved: false, downloadCount: 7 });
    await buildNote(ds(), { college: `${name} East`, approved: false });

    const res = await gql(t.url, COLLEGES, { search: name.toLowerCase() }, as(admin.cookie));
    expect(collegesOf(res.data)).toEqual([
      { name, totalNotes: 3, approvedNotes: 2, pendingNotes: 1, totalDownloads: 18 },
      { name: `${name} East`, totalNotes: 1, approvedNotes: 0, pendingNotes: 1, totalDownloads: 0 },
    ]);
    const all = collegesOf((await gql(t.url, COLLEGES, {}, as(admin.cookie))).data);
    expect(all.reduce((sum: number, c: { totalNotes: number }) => sum + c.totalNotes, 0)).toBe((await one('SELECT count(*)::int AS n FROM notes')).n);

    // A page at a time: the cursor is the last college's name, pages neither repeat nor skip.
    const paged: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 50; page++) {
      const res2: any = await gql(t.url, COLLEGES, { search: null, first: 2, after }, as(admin.cookie));
      expect(res2.errors).toBeUndefined();
      expect(res2.data.adminColleges.totalCount).toBe(all.length);
      paged.push(...collegesOf(res2.data).map((c: { name: string }) => c.name));
      after = res2.data.adminColleges.pageInfo.hasNextPage ? res2.data.adminColleges.pageInfo.endCursor : null;
      if (!after) break;
    }
    expect(paged).toEqual(all.map((c: { name: string }) => c.name));
    const badCursor = await gql(t.url, COLLEGES, { after: 'nope' }, as(admin.cookie));
    expect(badCursor.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const tooMany = await gql(t.url, COLLEGES, { first: 101 }, as(admin.cookie));
    expect(tooMany.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');

    const listed = await rest('GET', `/api/admin/colleges?search=${encodeURIComponent(`${name} east`)}`, admin.cookie);
    expect(listed.body).toEqual({ success: true, colleges: [{ name: `${name} East`, totalNotes: 1, approvedNotes: 0, pendingNotes: 1, totalDownloads: 0 }] });
  });
});

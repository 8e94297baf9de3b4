import { buildComment, buildNote } from './factories';
import { gql, testAppForFile } from './app';
import { accountWithSession } from './session';

// Two open reports hold an item, so the automatic hold is recorded too.
const t = testAppForFile({ REPORT_HIDE_THRESHOLD: '2' });
const ds = () => t.db.dataSource;
const account = (role: 'user' | 'admin' = 'user') => accountWithSession(t, role);
const as = (cookie: string): Record<string, string> => ({ cookie });

async function rest(method: string, path: string, cookie?: string, body?: unknown) {
  const headers: Record<string, string> = {};
  if (cookie) Object.assign(headers, { cookie, origin: t.url });
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${t.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as any, headers: res.headers };
}

const RECORDS = `query($first: Int, $after: String, $adminId: ID, $action: AuditAction, $itemType: AuditItemType, $itemId: ID, $from: DateTimeISO, $to: DateTimeISO) {
  auditRecords(first: $first, after: $after, adminId: $adminId, action: $action, itemType: $itemType, itemId: $itemId, from: $from, to: $to) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { cursor node { id action actorId actorName itemType itemId itemTitle reason changes { field from to } createdAt } } } }`;
const ACTORS = `{ auditActors { id name } }`;
const REVIEW = `mutation($id: ID!, $approved: Boolean!) { reviewNote(id: $id, approved: $approved) { note { id approved } errors { code } } }`;
const DELETE_NOTE = `mutation($id: ID!) { adminDeleteNote(id: $id) { deletedId errors { code } } }`;
const REJECT = `mutation($input: RejectNoteInput!) { rejectNote(input: $input) { rejectedId errors { field message code } } }`;
const UPDATE_USER = `mutation($input: AdminUpdateUserInput!) { adminUpdateUser(input: $input) { user { id role } errors { code } } }`;
const DELETE_USER = `mutation($id: ID!) { adminDeleteUser(id: $id) { deletedId errors { code } } }`;
const REPORT = `mutation($input: ReportContentInput!) { reportContent(input: $input) { report { id } errors { code } } }`;
const MODERATE = `mutation($input: ModerateReportedItemInput!) { moderateReportedItem(input: $input) { action { id } errors { code message } } }`;
const PENDING = `query($first: Int, $after: String, $order: NoteOrder) { pendingNotes(first: $first, after: $after, order: $order) { totalCount pageInfo { hasNextPage endCursor } edges { node { id } } } }`;
const NOTIFICATIONS = `{ notifications(first: 20) { edges { node { kind noteTitle reason } } } }`;

/** The records about one item, oldest first (its history). */
async function historyOf(admin: { cookie: string }, itemId: string) {
  const res = await gql(t.url, RECORDS, { itemId, first: 50 }, as(admin.cookie));
  expect(res.errors).toBeUndefined();
  return (res.data!.auditRecords.edges as any[]).map((edge) => edge.node).reverse();
}

describe('every admin action is recorded', () => {
  it('records approve, unpublish and delete of a note with who, when, what and its title', async () => {
    const admin = await account('admin');
    const note = await buildNote(ds(), { approved: false, title: 'Thermodynamics unit 2' });
    expect((await gql(t.url, REVIEW, { id: note.id, approved: true }, as(admin.cookie))).data!.reviewNote.errors).toEqual([]);
    expect((await gql(t.url, REVIEW, { id: note.id, approved: false }, as(admin.cookie))).data!.reviewNote.errors).toEqual([]);
    // The same value again changes nothing and records nothing.
    await gql(t.url, REVIEW, { id: note.id, approved: false }, as(admin.cookie));
    await ds().query(`UPDATE notes SET title = 'Renamed later' WHERE id = $1`, [note.id]);
    expect((await gql(t.url, DELETE_NOTE, { id: note.id }, as(admin.cookie))).data!.adminDeleteNote.deletedId).toBe(note.id);

    const history = await historyOf(admin, note.id);
    expect(history.map((r) => r.action)).toEqual(['APPROVE', 'UNPUBLISH', 'DELETE']);
    expect(history[0]).toMatchObject({
      actorId: admin.id,
      actorName: admin.username,
      itemType: 'NOTE',
      itemId: note.id,
      itemTitle: 'Thermodynamics unit 2',
      reason: null,
      changes: [],
    });
    // The title as it was at the time of each action.
    expect(history[2].itemTitle).toBe('Renamed later');
    expect(new Date(history[0].createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('records a rejection with its reason, tells the uploader the reason, and deletes the note', async () => {
    const admin = await account('admin');
    const uploader = await account();
    const note = await buildNote(ds(), { approved: false, uploaderId: uploader.id, title: 'Blurry scan of circuits' });
    await t.services.storage.put(note.fileKey!, Buffer.from('%PDF-1.4 reject me'));
    const res = await gql(t.url, REJECT, { input: { id: note.id, reason: 'UNREADABLE', details: 'Pages 3 to 9 are cut off.' } }, as(admin.cookie));
    expect(res.data!.rejectNote).toEqual({ rejectedId: note.id, errors: [] });
    const reason = 'The file is unreadable, blank or incomplete. Pages 3 to 9 are cut off.';

    expect(await ds().query(`SELECT id FROM notes WHERE id = $1`, [note.id])).toEqual([]);
    expect(await t.services.storage.exists(note.fileKey!)).toBe(false);
    const [record] = await historyOf(admin, note.id);
    expect(record).toMatchObject({ action: 'REJECT', actorId: admin.id, itemTitle: 'Blurry scan of circuits', reason });
    const notifications = (await gql(t.url, NOTIFICATIONS, {}, as(uploader.cookie))).data!.notifications.edges.map((e: any) => e.node);
    expect(notifications).toContainEqual({ kind: 'NOTE_REJECTED', noteTitle: 'Blurry scan of circuits', reason });
  });

  it('refuses a rejection without a usable reason, of a published note, or of an unknown note', async () => {
    const admin = await account('admin');
    const pending = await buildNote(ds(), { approved: false });
    const other = await gql(t.url, REJECT, { input: { id: pending.id, reason: 'OTHER', details: '   ' } }, as(admin.cookie));
    expect(other.data!.rejectNote).toMatchObject({ rejectedId: null, errors: [{ field: 'details', code: 'BAD_USER_INPUT' }] });
    const long = await gql(t.url, REJECT, { input: { id: pending.id, reason: 'DUPLICATE', details: 'x'.repeat(501) } }, as(admin.cookie));
    expect(long.data!.rejectNote.errors[0]).toMatchObject({ field: 'details', code: 'BAD_USER_INPUT' });
    const noReason = await gql(t.url, `mutation($id: ID!) { rejectNote(input: { id: $id }) { rejectedId } }`, { id: pending.id }, as(admin.cookie));
    expect(noReason.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const published = await buildNote(ds(), { approved: true });
    expect((await gql(t.url, REJECT, { input: { id: published.id, reason: 'DUPLICATE' } }, as(admin.cookie))).data!.rejectNote.errors[0].code).toBe('CONFLICT');
    expect(
      (await gql(t.url, REJECT, { input: { id: '00000000-0000-4000-8000-000000000000', reason: 'DUPLICATE' } }, as(admin.cookie))).data!.rejectNote.errors[0]
        .code,
    ).toBe('NOT_FOUND');
    expect(await ds().query(`SELECT id FROM notes WHERE id = ANY($1)`, [[pending.id, published.id]])).toHaveLength(2);
    expect(await historyOf(admin, pending.id)).toEqual([]);

    // REST: the same rule, 400 with a message.
    const refused = await rest('POST', `/api/admin/notes/${pending.id}/reject`, admin.cookie, { reason: 'nonsense' });
    expect(refused).toMatchObject({ status: 400, body: { success: false, code: 'BAD_USER_INPUT', message: 'Choose a reason for the rejection.' } });
    const rejected = await rest('POST', `/api/admin/notes/${pending.id}/reject`, admin.cookie, { reason: 'duplicate' });
    expect(rejected).toMatchObject({ status: 200, body: { success: true } });
    expect((await historyOf(admin, pending.id))[0]).toMatchObject({ action: 'REJECT', reason: 'The same notes are already shared' });
  });

  it('records role changes and account edits with what changed, and account deletions', async () => {
    const admin = await account('admin');
    const student = await account();
    const update = (input: Record<string, unknown>) =>
      gql(t.url, UPDATE_USER, { input: { id: student.id, username: student.username, email: student.email, role: 'USER', ...input } }, as(admin.cookie));
    expect((await update({ role: 'ADMIN' })).data!.adminUpdateUser.errors).toEqual([]);
    expect((await update({ role: 'USER', username: `${student.username}x` })).data!.adminUpdateUser.errors).toEqual([]);
    expect((await gql(t.url, DELETE_USER, { id: student.id }, as(admin.cookie))).data!.adminDeleteUser.deletedId).toBe(student.id);

    const history = await historyOf(admin, student.id);
    expect(history.map((r) => r.action)).toEqual(['ROLE_CHANGE', 'ACCOUNT_EDIT', 'ROLE_CHANGE', 'ACCOUNT_DELETE']);
    expect(history[0]).toMatchObject({ itemType: 'USER', itemTitle: student.username, changes: [{ field: 'role', from: 'user', to: 'admin' }] });
    expect(history[1].changes).toEqual([{ field: 'username', from: student.username, to: `${student.username}x` }]);
    expect(history[3]).toMatchObject({ itemTitle: `${student.username}x`, actorId: admin.id });
  });

  it('records report decisions (dismiss, unpublish, delete of a note and of a comment) and the automatic hold', async () => {
    const admin = await account('admin');
    const [r1, r2] = [await account(), await account()];
    const report = (reporter: { cookie: string }, kind: string, id: string) => gql(t.url, REPORT, { input: { kind, id, reason: 'SPAM' } }, as(reporter.cookie));
    const decide = (kind: string, id: string, action: string, reason?: string) =>
      gql(t.url, MODERATE, { input: { kind, id, action, reason } }, as(admin.cookie));

    const held = await buildNote(ds(), { title: 'Held by reports' });
    await report(r1, 'NOTE', held.id);
    await report(r2, 'NOTE', held.id);
    expect((await decide('NOTE', held.id, 'DISMISS', 'Reports were wrong')).data!.moderateReportedItem.errors).toEqual([]);
    const unpublished = await buildNote(ds(), { title: 'Unpublish me' });
    await report(r1, 'NOTE', unpublished.id);
    expect((await decide('NOTE', unpublished.id, 'UNPUBLISH', 'Wrong semester')).data!.moderateReportedItem.errors).toEqual([]);
    const deleted = await buildNote(ds(), { title: 'Delete me' });
    await report(r1, 'NOTE', deleted.id);
    expect((await decide('NOTE', deleted.id, 'DELETE', 'Copied')).data!.moderateReportedItem.errors).toEqual([]);
    const comment = await buildComment(ds(), held.id, r2.id, 'Buy cheap essays at example.com');
    await report(r1, 'COMMENT', comment.id);
    expect((await decide('COMMENT', comment.id, 'DELETE', 'Spam')).data!.moderateReportedItem.errors).toEqual([]);

    const heldHistory = await historyOf(admin, held.id);
    expect(heldHistory.map((r) => [r.action, r.actorId, r.reason])).toEqual([
      ['HIDE', null, '2 open reports'],
      ['REPORT_DISMISS', admin.id, 'Reports were wrong'],
    ]);
    expect((await historyOf(admin, unpublished.id)).map((r) => [r.action, r.reason])).toEqual([['UNPUBLISH', 'Wrong semester']]);
    expect((await historyOf(admin, deleted.id)).map((r) => [r.action, r.itemTitle, r.reason])).toEqual([['DELETE', 'Delete me', 'Copied']]);
    expect((await historyOf(admin, comment.id)).map((r) => [r.action, r.itemType, r.itemTitle])).toEqual([
      ['DELETE', 'COMMENT', 'Buy cheap essays at example.com'],
    ]);
  });
});

describe('deletions outside the admin area', () => {
  it("records an admin's deletion of someone else's note or comment, not an author's own", async () => {
    const admin = await account('admin');
    const student = await account();
    const note = await buildNote(ds(), { uploaderId: student.id, title: 'Deleted from its page' });
    const own = await buildNote(ds(), { uploaderId: student.id });
    const comment = await buildComment(ds(), own.id, student.id, 'Removed by a moderator');
    const ownComment = await buildComment(ds(), own.id, student.id, 'Removed by its author');
    const DELETE_OWN_NOTE = `mutation($id: ID!) { deleteNote(id: $id) { deletedId errors { code } } }`;
    const DELETE_COMMENT = `mutation($id: ID!) { deleteComment(id: $id) { errors { code } } }`;
    expect((await gql(t.url, DELETE_OWN_NOTE, { id: note.id }, as(admin.cookie))).data!.deleteNote.deletedId).toBe(note.id);
    expect((await gql(t.url, DELETE_COMMENT, { id: comment.id }, as(admin.cookie))).data!.deleteComment.errors).toEqual([]);
    expect((await gql(t.url, DELETE_COMMENT, { id: ownComment.id }, as(student.cookie))).data!.deleteComment.errors).toEqual([]);
    expect((await gql(t.url, DELETE_OWN_NOTE, { id: own.id }, as(student.cookie))).data!.deleteNote.deletedId).toBe(own.id);

    expect((await historyOf(admin, note.id)).map((r) => [r.action, r.itemTitle, r.actorId])).toEqual([['DELETE', 'Deleted from its page', admin.id]]);
    expect((await historyOf(admin, comment.id)).map((r) => [r.action, r.itemType, r.itemTitle])).toEqual([['DELETE', 'COMMENT', 'Removed by a moderator']]);
    expect(await historyOf(admin, ownComment.id)).toEqual([]);
    expect(await historyOf(admin, own.id)).toEqual([]);
  });
});

describe('reading the trail', () => {
  it('filters by admin, action, item type and time, pages with cursors, and lists the admins', async () => {
    const [a1, a2] = [await account('admin'), await account('admin')];
    const notes = await Promise.all([1, 2, 3].map(() => buildNote(ds(), { approved: false })));
    const start = new Date();
    for (const note of notes) await gql(t.url, REVIEW, { id: note.id, approved: true }, as(a1.cookie));
    const between = new Date();
    await gql(t.url, REVIEW, { id: notes[0].id, approved: false }, as(a2.cookie));

    const byA1 = await gql(t.url, RECORDS, { adminId: a1.id, first: 2 }, as(a2.cookie));
    expect(byA1.data!.auditRecords.totalCount).toBe(3);
    expect(byA1.data!.auditRecords.pageInfo.hasNextPage).toBe(true);
    const next = await gql(t.url, RECORDS, { adminId: a1.id, first: 2, after: byA1.data!.auditRecords.pageInfo.endCursor }, as(a2.cookie));
    const ids = [...byA1.data!.auditRecords.edges, ...next.data!.auditRecords.edges].map((e: any) => e.node.itemId);
    expect(ids).toEqual(notes.map((n) => n.id).reverse()); // newest first
    expect(next.data!.auditRecords.pageInfo.hasNextPage).toBe(false);

    const unpublishes = await gql(t.url, RECORDS, { action: 'UNPUBLISH', adminId: a2.id }, as(a1.cookie));
    expect(unpublishes.data!.auditRecords.edges.map((e: any) => e.node.itemId)).toEqual([notes[0].id]);
    const window = await gql(t.url, RECORDS, { adminId: a1.id, from: start.toISOString(), to: between.toISOString() }, as(a1.cookie));
    expect(window.data!.auditRecords.totalCount).toBe(3);
    const later = await gql(t.url, RECORDS, { itemType: 'NOTE', from: between.toISOString() }, as(a1.cookie));
    expect(later.data!.auditRecords.edges.map((e: any) => e.node.actorId)).toContain(a2.id);
    expect(later.data!.auditRecords.edges.map((e: any) => e.node.actorId)).not.toContain(a1.id);

    const actors = (await gql(t.url, ACTORS, {}, as(a1.cookie))).data!.auditActors;
    expect(actors).toEqual(
      expect.arrayContaining([
        { id: a1.id, name: a1.username },
        { id: a2.id, name: a2.username },
      ]),
    );

    const listed = await rest('GET', `/api/admin/audit?adminId=${a1.id}&action=approve`, a1.cookie);
    expect(listed.status).toBe(200);
    expect(listed.headers.get('x-total-count')).toBe('3');
    expect(listed.body.records.map((r: any) => r.itemId)).toEqual(notes.map((n) => n.id).reverse());
  });

  it('refuses bad filters with a clear error', async () => {
    const admin = await account('admin');
    const cases: [Record<string, unknown>, string][] = [
      [{ adminId: 'not-an-id' }, 'adminId'],
      [{ from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' }, 'to'],
      [{ after: 'garbage' }, 'after'],
    ];
    for (const [variables, field] of cases) {
      const res = await gql(t.url, RECORDS, variables, as(admin.cookie));
      expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(JSON.stringify(res.errors?.[0].extensions)).toContain(field);
    }
    const badDate = await rest('GET', '/api/admin/audit?from=yesterday', admin.cookie);
    expect(badDate).toMatchObject({ status: 400, body: { success: false, code: 'BAD_USER_INPUT', message: 'from is not a date.' } });
    const badAction = await rest('GET', '/api/admin/audit?action=erase', admin.cookie);
    expect(badAction.status).toBe(400);
  });

  it('is for admins only: visitors and students are refused, GraphQL and REST', async () => {
    const student = await account();
    const note = await buildNote(ds(), { approved: false, uploaderId: student.id });
    for (const [query, variables] of [
      [RECORDS, {}],
      [ACTORS, {}],
      [REJECT, { input: { id: note.id, reason: 'DUPLICATE' } }],
    ] as [string, Record<string, unknown>][]) {
      expect((await gql(t.url, query, variables)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      const refused = await gql(t.url, query, variables, as(student.cookie));
      expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect(refused.data ?? null).toBeNull();
    }
    expect((await rest('GET', '/api/admin/audit')).status).toBe(401);
    expect((await rest('GET', '/api/admin/audit', student.cookie)).status).toBe(403);
    expect((await rest('POST', `/api/admin/notes/${note.id}/reject`, student.cookie, { reason: 'duplicate' })).status).toBe(403);
    expect(await ds().query(`SELECT id FROM notes WHERE id = $1`, [note.id])).toHaveLength(1);
  });
});

describe('records cannot be changed', () => {
  it('has no mutation that edits or deletes a record', async () => {
    const admin = await account('admin');
    const res = await gql(t.url, `{ __schema { mutationType { fields { name args { type { name ofType { name } } } } } } }`, {}, as(admin.cookie));
    const mutations = res.data!.__schema.mutationType.fields as {
      name: string;
      args: { type: { name: string | null; ofType: { name: string | null } | null } }[];
    }[];
    expect(mutations.filter((m) => /audit/i.test(m.name))).toEqual([]);
    expect(mutations.filter((m) => m.args.some((a) => /audit/i.test(a.type.name ?? a.type.ofType?.name ?? '')))).toEqual([]);
    for (const method of ['PUT', 'PATCH', 'DELETE'])
      expect((await rest(method, '/api/admin/audit', admin.cookie, method === 'DELETE' ? undefined : {})).status).toBe(404);
  });

  it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    const admin = await account('admin');
    const note = await buildNote(ds(), { approved: false });
    await gql(t.url, REVIEW, { id: note.id, approved: true }, as(admin.cookie));
    await expect(ds().query(`UPDATE audit_records SET reason = 'edited' WHERE item_id = $1`, [note.id])).rejects.toThrow(/append-only/);
    await expect(ds().query(`DELETE FROM audit_records WHERE item_id = $1`, [note.id])).rejects.toThrow(/append-only/);
    await expect(ds().query(`TRUNCATE audit_records`)).rejects.toThrow(/append-only/);
    // Deleting the admin's account keeps their records, with their name.
    const other = await account('admin');
    await gql(t.url, DELETE_USER, { id: admin.id }, as(other.cookie));
    expect((await historyOf(other, note.id))[0]).toMatchObject({ action: 'APPROVE', actorId: admin.id, actorName: admin.username });
  });
});

describe('the pending queue', () => {
  it('is oldest first by default, newest first on request, with cursors either way', async () => {
    const admin = await account('admin');
    const pending = await ds().query(`SELECT id FROM notes WHERE NOT approved`);
    // Start from a queue of only this test's notes.
    if (pending.length) await ds().query(`UPDATE notes SET approved = true WHERE NOT approved`);
    const notes = [];
    for (const days of [3, 2, 1]) {
      const note = await buildNote(ds(), { approved: false });
      await ds().query(`UPDATE notes SET created_at = now() - make_interval(days => $2) WHERE id = $1`, [note.id, days]);
      notes.push(note.id);
    }
    const page = async (variables: Record<string, unknown>) => (await gql(t.url, PENDING, variables, as(admin.cookie))).data!.pendingNotes;
    const first = await page({ first: 2 });
    expect(first.edges.map((e: any) => e.node.id)).toEqual(notes.slice(0, 2));
    const second = await page({ first: 2, after: first.pageInfo.endCursor });
    expect(second.edges.map((e: any) => e.node.id)).toEqual([notes[2]]);
    expect((await page({ first: 5, order: 'NEWEST' })).edges.map((e: any) => e.node.id)).toEqual([...notes].reverse());
    expect((await rest('GET', '/api/admin/notes/pending', admin.cookie)).body.map((n: any) => n._id)).toEqual(notes);
    expect((await rest('GET', '/api/admin/notes/pending?order=newest', admin.cookie)).body.map((n: any) => n._id)).toEqual([...notes].reverse());
    expect((await rest('GET', '/api/admin/notes/pending?order=sideways', admin.cookie)).status).toBe(400);
  });
});

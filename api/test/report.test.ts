import { randomUUID } from 'node:crypto';
import { gql, testAppForFile } from './app';
import { buildComment, buildNote, buildUser } from './factories';
import { accountWithSession } from './session';

// Threshold 2 keeps the hide tests short; the default (3) is read by config tests.
const t = testAppForFile({ REPORT_HIDE_THRESHOLD: '2' });

const ds = () => t.db.dataSource;
const one = async (sql: string, params: unknown[] = []) => (await ds().query(sql, params))[0];

const account = (role: 'user' | 'admin' = 'user') => accountWithSession(t, role);

const REPORT = `mutation($input: ReportContentInput!) { reportContent(input: $input) { report { id reason details createdAt } errors { field message code } } }`;
const QUEUE = `query($first: Int, $after: String) { reportQueue(first: $first, after: $after) {
  totalCount pageInfo { hasNextPage endCursor }
  edges { cursor node { id kind hidden openReportCount firstReportedAt note { id title } comment { id text }
    reasons { reason count } reports { id reason details } history { action reason actor { id username } } } } } }`;
const COUNT = `{ openReportCount }`;
const MODERATE = `mutation($input: ModerateReportedItemInput!) { moderateReportedItem(input: $input) { action { id action reason itemTitle actor { id } } errors { field message code } } }`;
const HISTORY = `query($kind: ReportedItemKind!, $id: ID!) { moderationHistory(kind: $kind, id: $id) { action reason itemTitle actor { id } } }`;

const report = (cookie: string, input: Record<string, unknown>) => gql(t.url, REPORT, { input: { reason: 'SPAM', ...input } }, { cookie });
const reportNote = (cookie: string, id: string, reason = 'SPAM', details?: string) => report(cookie, { kind: 'NOTE', id, reason, details });
const moderate = (cookie: string, input: Record<string, unknown>) => gql(t.url, MODERATE, { input }, { cookie });

async function clearReports() {
  await ds().query(`DELETE FROM reports`);
  await ds().query(`UPDATE notes SET hidden = false`);
}

describe('reporting', () => {
  it('takes one report per student and item, and answers a second with CONFLICT in the payload', async () => {
    const student = await account();
    const note = await buildNote(ds());
    const first = await reportNote(student.cookie, note.id, 'COPYRIGHT', '  Copied from the textbook, chapter 4. ');
    expect(first.errors).toBeUndefined();
    expect(first.data!.reportContent.errors).toEqual([]);
    expect(first.data!.reportContent.report).toMatchObject({ reason: 'COPYRIGHT', details: 'Copied from the textbook, chapter 4.' });

    const again = await reportNote(student.cookie, note.id, 'WRONG');
    expect(again.data!.reportContent.report).toBeNull();
    expect(again.data!.reportContent.errors).toEqual([{ field: 'id', code: 'CONFLICT', message: 'You already reported this note.' }]);
    expect((await one(`SELECT count(*)::int AS n FROM reports WHERE note_id = $1`, [note.id])).n).toBe(1);
  });

  it('reports a comment separately from its note', async () => {
    const student = await account();
    const note = await buildNote(ds());
    const comment = await buildComment(ds(), note.id, (await buildUser(ds())).id, 'buy cheap essays at example.com');
    expect((await reportNote(student.cookie, note.id)).data!.reportContent.errors).toEqual([]);
    expect((await report(student.cookie, { kind: 'COMMENT', id: comment.id, reason: 'SPAM' })).data!.reportContent.errors).toEqual([]);
    const again = await report(student.cookie, { kind: 'COMMENT', id: comment.id, reason: 'OFFENSIVE' });
    expect(again.data!.reportContent.errors[0].code).toBe('CONFLICT');
  });

  it('refuses bad input, pending notes, own items and visitors, writing nothing', async () => {
    const student = await account();
    const note = await buildNote(ds());
    const pending = await buildNote(ds(), { approved: false });
    const own = await buildNote(ds(), { uploaderId: student.id });

    const visitor = await gql(t.url, REPORT, { input: { kind: 'NOTE', id: note.id, reason: 'SPAM' } });
    expect(visitor.errors![0].extensions!.code).toBe('UNAUTHENTICATED');

    const other = await reportNote(student.cookie, note.id, 'OTHER');
    expect(other.data!.reportContent.errors).toEqual([{ field: 'details', code: 'BAD_USER_INPUT', message: 'Required when the reason is other.' }]);
    const long = await reportNote(student.cookie, note.id, 'WRONG', 'x'.repeat(501));
    expect(long.data!.reportContent.errors[0]).toMatchObject({ field: 'details', code: 'BAD_USER_INPUT' });

    expect((await reportNote(student.cookie, pending.id)).errors![0].extensions!.code).toBe('NOT_FOUND');
    expect((await reportNote(student.cookie, randomUUID())).errors![0].extensions!.code).toBe('NOT_FOUND');
    expect((await reportNote(student.cookie, own.id)).errors![0].extensions!.code).toBe('FORBIDDEN');
    expect((await one(`SELECT count(*)::int AS n FROM reports WHERE reporter_id = $1`, [student.id])).n).toBe(0);
  });

  it('never shows reports or reporters to students: the queue, count, history and moderation are admin only', async () => {
    const student = await account();
    const uploader = await account();
    const note = await buildNote(ds(), { uploaderId: uploader.id });
    await reportNote(student.cookie, note.id);
    const ops: [string, Record<string, unknown>][] = [
      [QUEUE, {}],
      [COUNT, {}],
      [HISTORY, { kind: 'NOTE', id: note.id }],
      [MODERATE, { input: { kind: 'NOTE', id: note.id, action: 'DISMISS' } }],
    ];
    for (const [query, variables] of ops) {
      expect((await gql(t.url, query, variables)).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
      expect((await gql(t.url, query, variables, { cookie: uploader.cookie })).errors![0].extensions!.code).toBe('FORBIDDEN');
      expect((await gql(t.url, query, variables, { cookie: student.cookie })).errors![0].extensions!.code).toBe('FORBIDDEN');
    }
    expect((await one(`SELECT count(*)::int AS n FROM reports WHERE note_id = $1 AND status = 'open'`, [note.id])).n).toBe(1);
    // The Report type has no reporter field at all: no query can ask for one.
    const probe = await gql(t.url, `{ __type(name: "Report") { fields { name } } }`);
    expect(probe.data!.__type.fields.map((f: { name: string }) => f.name).sort()).toEqual(['createdAt', 'details', 'id', 'reason']);
  });
});

describe('the admin queue', () => {
  beforeEach(clearReports);

  it('groups reports by item with reasons and counts, the most reported first, then the oldest', async () => {
    const admin = await account('admin');
    const [a, b, c] = await Promise.all([account(), account(), account()]);
    const old = await buildNote(ds(), { title: 'Old single report' });
    const busy = await buildNote(ds(), { title: 'Reported by two' });
    const newer = await buildNote(ds(), { title: 'Newer single report' });
    const comment = await buildComment(ds(), old.id, c.id, 'rude words');
    await reportNote(a.cookie, old.id, 'WRONG');
    await reportNote(b.cookie, busy.id, 'COPYRIGHT', 'from a paid course');
    await reportNote(a.cookie, newer.id, 'SPAM');
    await reportNote(a.cookie, busy.id, 'SPAM');
    await report(b.cookie, { kind: 'COMMENT', id: comment.id, reason: 'OFFENSIVE' });

    const res = await gql(t.url, QUEUE, {}, { cookie: admin.cookie });
    expect(res.errors).toBeUndefined();
    const queue = res.data!.reportQueue;
    expect(queue.totalCount).toBe(4);
    expect(queue.edges.map((e: any) => [e.node.kind, e.node.id])).toEqual([
      ['NOTE', busy.id],
      ['NOTE', old.id],
      ['NOTE', newer.id],
      ['COMMENT', comment.id],
    ]);
    const top = queue.edges[0].node;
    expect(top).toMatchObject({ openReportCount: 2, note: { title: 'Reported by two' }, comment: null, hidden: true });
    expect(top.reasons).toEqual([
      { reason: 'COPYRIGHT', count: 1 },
      { reason: 'SPAM', count: 1 },
    ]);
    expect(top.reports.map((r: any) => r.details)).toEqual(['from a paid course', null]);
    expect(top.history).toEqual([{ action: 'HIDE', reason: '2 open reports', actor: null }]);
    expect(queue.edges[3].node).toMatchObject({ comment: { id: comment.id, text: 'rude words' }, note: { id: old.id } });
    expect((await gql(t.url, COUNT, {}, { cookie: admin.cookie })).data!.openReportCount).toBe(4);

    // Pages follow the same order.
    const page1 = (await gql(t.url, QUEUE, { first: 2 }, { cookie: admin.cookie })).data!.reportQueue;
    const page2 = (await gql(t.url, QUEUE, { first: 2, after: page1.pageInfo.endCursor }, { cookie: admin.cookie })).data!.reportQueue;
    expect([...page1.edges, ...page2.edges].map((e: any) => e.node.id)).toEqual([busy.id, old.id, newer.id, comment.id]);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    expect(page2.pageInfo.hasNextPage).toBe(false);
  });

  it('dismisses: reports closed, the note public again, the step in its history', async () => {
    const admin = await account('admin');
    const [a, b] = await Promise.all([account(), account()]);
    const note = await buildNote(ds());
    await reportNote(a.cookie, note.id);
    await reportNote(b.cookie, note.id);
    expect((await one(`SELECT hidden FROM notes WHERE id = $1`, [note.id])).hidden).toBe(true);

    const res = await moderate(admin.cookie, { kind: 'NOTE', id: note.id, action: 'DISMISS', reason: 'Checked: it is fine.' });
    expect(res.data!.moderateReportedItem).toMatchObject({
      errors: [],
      action: { action: 'DISMISS', reason: 'Checked: it is fine.', itemTitle: note.title, actor: { id: admin.id } },
    });
    expect(await one(`SELECT hidden, approved FROM notes WHERE id = $1`, [note.id])).toEqual({ hidden: false, approved: true });
    expect((await gql(t.url, COUNT, {}, { cookie: admin.cookie })).data!.openReportCount).toBe(0);

    const again = await moderate(admin.cookie, { kind: 'NOTE', id: note.id, action: 'DISMISS' });
    expect(again.data!.moderateReportedItem.errors[0].code).toBe('CONFLICT');
    const history = (await gql(t.url, HISTORY, { kind: 'NOTE', id: note.id }, { cookie: admin.cookie })).data!.moderationHistory;
    expect(history.map((h: any) => [h.action, h.actor?.id ?? null])).toEqual([
      ['HIDE', null],
      ['DISMISS', admin.id],
    ]);
  });

  it('unpublishes a note back to pending with a required reason the uploader reads', async () => {
    const admin = await account('admin');
    const uploader = await account();
    const student = await account();
    const note = await buildNote(ds(), { uploaderId: uploader.id });
    await reportNote(student.cookie, note.id, 'COPYRIGHT');

    const noReason = await moderate(admin.cookie, { kind: 'NOTE', id: note.id, action: 'UNPUBLISH' });
    expect(noReason.data!.moderateReportedItem.errors).toEqual([{ field: 'reason', code: 'BAD_USER_INPUT', message: 'Required to unpublish.' }]);
    expect((await one(`SELECT approved FROM notes WHERE id = $1`, [note.id])).approved).toBe(true);

    const res = await moderate(admin.cookie, { kind: 'NOTE', id: note.id, action: 'UNPUBLISH', reason: 'Pages 3-9 are a scanned textbook.' });
    expect(res.data!.moderateReportedItem.errors).toEqual([]);
    expect(await one(`SELECT approved, hidden FROM notes WHERE id = $1`, [note.id])).toEqual({ approved: false, hidden: false });
    expect(await one(`SELECT status FROM reports WHERE note_id = $1`, [note.id])).toEqual({ status: 'actioned' });

    const bell = await gql(
      t.url,
      `{ notifications(first: 5) { edges { node { kind reason noteTitle note { id } actor { id } } } } }`,
      {},
      { cookie: uploader.cookie },
    );
    expect(bell.data!.notifications.edges.map((e: any) => e.node)).toEqual([
      { kind: 'NOTE_UNPUBLISHED', reason: 'Pages 3-9 are a scanned textbook.', noteTitle: note.title, note: { id: note.id }, actor: null },
    ]);
    // The reporter is named nowhere the uploader can read.
    expect(JSON.stringify(bell.data)).not.toContain(student.id);
    expect(JSON.stringify(bell.data)).not.toContain(student.username);
  });

  it('deletes a note (history kept after it is gone) and a comment', async () => {
    const admin = await account('admin');
    const uploader = await account();
    const student = await account();
    const note = await buildNote(ds(), { uploaderId: uploader.id });
    await t.services.storage.put(note.fileKey!, Buffer.from('%PDF-1.4 reported'));
    const host = await buildNote(ds());
    const comment = await buildComment(ds(), host.id, uploader.id, 'spam spam spam');
    await reportNote(student.cookie, note.id, 'SPAM');
    await report(student.cookie, { kind: 'COMMENT', id: comment.id, reason: 'SPAM' });

    const deleted = await moderate(admin.cookie, { kind: 'NOTE', id: note.id, action: 'DELETE', reason: 'Advertising.' });
    expect(deleted.data!.moderateReportedItem).toMatchObject({ errors: [], action: { action: 'DELETE', itemTitle: note.title } });
    expect(await one(`SELECT id FROM notes WHERE id = $1`, [note.id])).toBeUndefined();
    expect(await t.services.storage.exists(note.fileKey!)).toBe(false);

    const gone = await moderate(admin.cookie, { kind: 'COMMENT', id: comment.id, action: 'DELETE' });
    expect(gone.data!.moderateReportedItem.errors).toEqual([]);
    expect(await one(`SELECT id FROM comments WHERE id = $1`, [comment.id])).toBeUndefined();

    const noteHistory = (await gql(t.url, HISTORY, { kind: 'NOTE', id: note.id }, { cookie: admin.cookie })).data!.moderationHistory;
    expect(noteHistory).toEqual([{ action: 'DELETE', reason: 'Advertising.', itemTitle: note.title, actor: { id: admin.id } }]);
    const commentHistory = (await gql(t.url, HISTORY, { kind: 'COMMENT', id: comment.id }, { cookie: admin.cookie })).data!.moderationHistory;
    expect(commentHistory).toEqual([{ action: 'DELETE', reason: null, itemTitle: 'spam spam spam', actor: { id: admin.id } }]);
    expect((await gql(t.url, COUNT, {}, { cookie: admin.cookie })).data!.openReportCount).toBe(0);

    const bell = await gql(t.url, `{ notifications(first: 5) { edges { node { kind reason noteTitle note { id } } } } }`, {}, { cookie: uploader.cookie });
    expect(bell.data!.notifications.edges.map((e: any) => e.node)).toContainEqual({
      kind: 'NOTE_REMOVED',
      reason: 'Advertising.',
      noteTitle: note.title,
      note: null,
    });

    const comments = await moderate(admin.cookie, { kind: 'COMMENT', id: comment.id, action: 'UNPUBLISH', reason: 'x' });
    expect(comments.data!.moderateReportedItem.errors[0]).toMatchObject({ field: 'action', code: 'BAD_USER_INPUT' });
  });
});

describe('the hide threshold', () => {
  beforeEach(clearReports);

  const LIST = `query($search: String) { notes(first: 100, filter: { search: $search }) { totalCount edges { node { id } } } }`;
  const DETAIL = `query($id: ID!) { note(id: $id) { id } }`;

  it('hides a note from visitors in the list, search, suggestions, detail and sitemap once reported enough, and restores it on dismiss', async () => {
    const admin = await account('admin');
    const [a, b] = await Promise.all([account(), account()]);
    const word = `zebrafish${Date.now().toString(36)}`;
    const note = await buildNote(ds(), { title: `Quokka ${word} genetics` });
    const visible = async () => {
      const list = await gql(t.url, LIST, {});
      const search = await gql(t.url, LIST, { search: word });
      const detail = await gql(t.url, DETAIL, { id: note.id });
      const suggest = await gql(t.url, `query($q: String!) { searchSuggestions(query: $q) { text } }`, { q: 'quokka' });
      const sitemap = await (await fetch(`${t.url}/sitemap.xml`)).text();
      return {
        list: list.data!.notes.edges.some((e: any) => e.node.id === note.id),
        search: search.data!.notes.edges.some((e: any) => e.node.id === note.id),
        detail: detail.data?.note?.id === note.id,
        suggestion: (suggest.data?.searchSuggestions ?? []).some((s: any) => s.text.includes(word)),
        sitemap: sitemap.includes(note.id),
      };
    };
    const everywhere = { list: true, search: true, detail: true, suggestion: true, sitemap: true };
    const nowhere = { list: false, search: false, detail: false, suggestion: false, sitemap: false };
    expect(await visible()).toEqual(everywhere);
    const total = (await gql(t.url, LIST, {})).data!.notes.totalCount;

    await reportNote(a.cookie, note.id);
    expect(await visible()).toEqual(everywhere);
    await reportNote(b.cookie, note.id);
    expect(await visible()).toEqual(nowhere);
    expect((await gql(t.url, LIST, {})).data!.notes.totalCount).toBe(total - 1);
    // Its uploader and admins still see it.
    expect((await gql(t.url, DETAIL, { id: note.id }, { cookie: admin.cookie })).data!.note.id).toBe(note.id);

    await moderate(admin.cookie, { kind: 'NOTE', id: note.id, action: 'DISMISS' });
    expect(await visible()).toEqual(everywhere);
    expect((await gql(t.url, LIST, {})).data!.notes.totalCount).toBe(total);
  });

  it('hides a comment from readers once reported enough', async () => {
    const [a, b] = await Promise.all([account(), account()]);
    const note = await buildNote(ds());
    const comment = await buildComment(ds(), note.id, (await buildUser(ds())).id, 'offensive');
    const COMMENTS = `query($id: ID!) { note(id: $id) { comments(first: 10) { edges { node { id } } } } }`;
    const ids = async () => (await gql(t.url, COMMENTS, { id: note.id })).data!.note.comments.edges.map((e: { node: { id: string } }) => e.node.id);
    await report(a.cookie, { kind: 'COMMENT', id: comment.id, reason: 'OFFENSIVE' });
    expect(await ids()).toEqual([comment.id]);
    await report(b.cookie, { kind: 'COMMENT', id: comment.id, reason: 'OFFENSIVE' });
    expect(await ids()).toEqual([]);
  });
});

describe('viewerHasReported', () => {
  const FLAGS = `query($first: Int) { notes(first: $first) { edges { node { id viewerHasReported comments(first: 5) { edges { node { id viewerHasReported } } } } } } }`;

  it('tells each reader what they reported, in one query per kind for a whole list, and false for visitors', async () => {
    await clearReports();
    const [reader, other] = await Promise.all([account(), account()]);
    const author = await buildUser(ds());
    const notes: Awaited<ReturnType<typeof buildNote>>[] = [];
    for (let i = 0; i < 4; i++) notes.push(await buildNote(ds(), { title: `Flagged list ${i}` }));
    const comments = await Promise.all(notes.map((n) => buildComment(ds(), n.id, author.id, 'a comment')));
    await reportNote(reader.cookie, notes[1].id);
    await report(reader.cookie, { kind: 'COMMENT', id: comments[2].id, reason: 'SPAM' });
    await reportNote(other.cookie, notes[3].id);

    const flags = async (cookie?: string) => {
      const res = await gql(t.url, FLAGS, { first: 50 }, cookie ? { cookie } : {});
      expect(res.errors).toBeUndefined();
      const byId = new Map<string, { note: boolean; comments: boolean[] }>(
        res.data!.notes.edges.map((e: any) => [
          e.node.id,
          { note: e.node.viewerHasReported, comments: e.node.comments.edges.map((c: any) => c.node.viewerHasReported) },
        ]),
      );
      return notes.map((n) => byId.get(n.id));
    };
    const sql = jest.spyOn(ds(), 'query');
    try {
      expect(await flags(reader.cookie)).toEqual([
        { note: false, comments: [false] },
        { note: true, comments: [false] },
        { note: false, comments: [true] },
        { note: false, comments: [false] },
      ]);
      const reportQueries = sql.mock.calls.filter(([text]) => /FROM reports WHERE reporter_id/.test(String(text)));
      expect(reportQueries).toHaveLength(2); // notes and comments, each batched across the list
    } finally {
      sql.mockRestore();
    }
    // Another reader's reports are not yours; visitors have none.
    expect((await flags(other.cookie)).map((f) => f!.note)).toEqual([false, false, false, true]);
    expect((await flags()).every((f) => !f!.note && f!.comments.every((c) => !c))).toBe(true);
  });
});

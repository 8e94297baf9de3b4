import http from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { gql, testReplicasForFile } from './app';
import { buildNote } from './factories';
import { accountWithSession } from './session';

const [a, b] = testReplicasForFile();

const ds = () => a.db.dataSource;

const account = (role: 'user' | 'admin' = 'user') => accountWithSession(a, role);

const LIST = `query($first: Int, $after: String) { notifications(first: $first, after: $after) {
  totalCount pageInfo { hasNextPage endCursor } edges { node { id kind noteTitle reason count read note { id } actor { id } commentId } } } }`;
const UNREAD = `{ unreadNotificationCount }`;
const MARK = `mutation($input: MarkNotificationsReadInput!) { markNotificationsRead(input: $input) { unreadCount errors { field message code } } }`;
const REVIEW = `mutation($id: ID!, $approved: Boolean!) { reviewNote(id: $id, approved: $approved) { note { id approved } errors { code } } }`;
const LIKE = `mutation($id: ID!) { toggleLike(id: $id) { note { id } errors { code } } }`;
const COMMENT = `mutation($input: AddCommentInput!) { addComment(input: $input) { comment { id } errors { code } } }`;
const FOLLOW = `mutation($input: FollowInput!) { follow(input: $input) { follow { kind value } errors { field message code } } }`;
const UNFOLLOW = `mutation($input: FollowInput!) { unfollow(input: $input) { removed errors { code } } }`;
const FOLLOWS = `{ myFollows { kind value } }`;

const inbox = async (cookie: string) => (await gql(a.url, LIST, { first: 50 }, { cookie })).data!.notifications.edges.map((e: any) => e.node);

async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > end) return value;
    await delay(200);
  }
}

describe('notifications of the uploader', () => {
  it('tells the uploader their note was approved, unpublished and rejected', async () => {
    const admin = await account('admin');
    const uploader = await account();
    const pending = await buildNote(ds(), { uploaderId: uploader.id, approved: false, title: 'Compiler design unit 2' });
    const rejected = await buildNote(ds(), { uploaderId: uploader.id, approved: false, title: 'Blurry photos' });

    expect((await gql(a.url, REVIEW, { id: pending.id, approved: true }, { cookie: admin.cookie })).errors).toBeUndefined();
    // Approving twice tells nothing new.
    await gql(a.url, REVIEW, { id: pending.id, approved: true }, { cookie: admin.cookie });
    await gql(a.url, REVIEW, { id: pending.id, approved: false }, { cookie: admin.cookie });
    await gql(a.url, `mutation($id: ID!) { adminDeleteNote(id: $id) { deletedId errors { code } } }`, { id: rejected.id }, { cookie: admin.cookie });

    const items = await inbox(uploader.cookie);
    expect(items.map((n: any) => [n.kind, n.noteTitle, n.note?.id ?? null])).toEqual([
      ['NOTE_REJECTED', 'Blurry photos', null],
      ['NOTE_UNPUBLISHED', 'Compiler design unit 2', pending.id],
      ['NOTE_APPROVED', 'Compiler design unit 2', pending.id],
    ]);
    expect((await gql(a.url, UNREAD, {}, { cookie: uploader.cookie })).data!.unreadNotificationCount).toBe(3);
  });

  it('groups likes into one unread notification and tells of comments, never of your own', async () => {
    const uploader = await account();
    const [x, y] = await Promise.all([account(), account()]);
    const note = await buildNote(ds(), { uploaderId: uploader.id });
    await gql(a.url, LIKE, { id: note.id }, { cookie: x.cookie });
    await gql(a.url, LIKE, { id: note.id }, { cookie: y.cookie });
    await gql(a.url, LIKE, { id: note.id }, { cookie: uploader.cookie });
    const comment = await gql(a.url, COMMENT, { input: { noteId: note.id, text: 'Great summary' } }, { cookie: x.cookie });
    await gql(a.url, COMMENT, { input: { noteId: note.id, text: 'Thanks all' } }, { cookie: uploader.cookie });

    const items = await inbox(uploader.cookie);
    expect(items).toEqual([
      expect.objectContaining({ kind: 'NOTE_COMMENTED', actor: { id: x.id }, commentId: comment.data!.addComment.comment.id, count: 1 }),
      expect.objectContaining({ kind: 'NOTE_LIKED', actor: { id: y.id }, count: 2, read: false }),
    ]);

    // Once read, the next like starts a new group.
    const marked = await gql(a.url, MARK, { input: { all: true } }, { cookie: uploader.cookie });
    expect(marked.data!.markNotificationsRead).toEqual({ unreadCount: 0, errors: [] });
    await gql(a.url, LIKE, { id: note.id }, { cookie: x.cookie }); // unlike
    await gql(a.url, LIKE, { id: note.id }, { cookie: x.cookie });
    const after = await inbox(uploader.cookie);
    expect(after.filter((n: any) => n.kind === 'NOTE_LIKED').map((n: any) => [n.count, n.read])).toEqual([
      [1, false],
      [2, true],
    ]);
  });

  it('marks only the given ids read, ignores other accounts ids and rejects an empty request', async () => {
    const owner = await account();
    const other = await account();
    const liker = await account();
    const [n1, n2] = await Promise.all([buildNote(ds(), { uploaderId: owner.id }), buildNote(ds(), { uploaderId: other.id })]);
    await gql(a.url, LIKE, { id: n1.id }, { cookie: liker.cookie });
    await gql(a.url, LIKE, { id: n2.id }, { cookie: liker.cookie });
    const [mine] = await inbox(owner.cookie);
    const [theirs] = await inbox(other.cookie);

    const empty = await gql(a.url, MARK, { input: {} }, { cookie: owner.cookie });
    expect(empty.data!.markNotificationsRead.errors[0]).toMatchObject({ field: 'ids', code: 'BAD_USER_INPUT' });
    const res = await gql(a.url, MARK, { input: { ids: [mine.id, theirs.id] } }, { cookie: owner.cookie });
    expect(res.data!.markNotificationsRead).toEqual({ unreadCount: 0, errors: [] });
    expect((await inbox(other.cookie))[0].read).toBe(false);
  });

  it('pages newest first', async () => {
    const uploader = await account();
    for (let i = 0; i < 3; i++) {
      const liker = await account();
      await gql(a.url, LIKE, { id: (await buildNote(ds(), { uploaderId: uploader.id })).id }, { cookie: liker.cookie });
    }
    const page1 = (await gql(a.url, LIST, { first: 2 }, { cookie: uploader.cookie })).data!.notifications;
    const page2 = (await gql(a.url, LIST, { first: 2, after: page1.pageInfo.endCursor }, { cookie: uploader.cookie })).data!.notifications;
    expect(page1.totalCount).toBe(3);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    expect(page2.edges).toHaveLength(1);
    expect(page2.pageInfo.hasNextPage).toBe(false);
    const ids = [...page1.edges, ...page2.edges].map((e: any) => e.node.id);
    expect(new Set(ids).size).toBe(3);
  });
});

describe('follows', () => {
  it('follows, lists, unfollows and validates', async () => {
    const student = await account();
    const follow = (kind: string, value: string) => gql(a.url, FOLLOW, { input: { kind, value } }, { cookie: student.cookie });
    expect((await follow('COURSE', '  MBA ')).data!.follow).toEqual({ follow: { kind: 'COURSE', value: 'MBA' }, errors: [] });
    expect((await follow('COURSE', 'MBA')).data!.follow.errors).toEqual([]);
    await follow('SUBJECT', 'Marketing');
    expect((await gql(a.url, FOLLOWS, {}, { cookie: student.cookie })).data!.myFollows).toEqual([
      { kind: 'COURSE', value: 'MBA' },
      { kind: 'SUBJECT', value: 'Marketing' },
    ]);
    expect((await follow('SUBJECT', '   ')).data!.follow.errors[0]).toMatchObject({ field: 'value', code: 'BAD_USER_INPUT' });
    expect((await follow('SUBJECT', 'x'.repeat(161))).data!.follow.errors[0]).toMatchObject({ field: 'value', code: 'BAD_USER_INPUT' });
    expect((await gql(a.url, UNFOLLOW, { input: { kind: 'COURSE', value: 'MBA' } }, { cookie: student.cookie })).data!.unfollow).toEqual({
      removed: true,
      errors: [],
    });
    expect((await gql(a.url, UNFOLLOW, { input: { kind: 'COURSE', value: 'MBA' } }, { cookie: student.cookie })).data!.unfollow.removed).toBe(false);
  });

  it('notifies followers of a course or subject (once each) when a new note in it is approved', async () => {
    const admin = await account('admin');
    const uploader = await account();
    const [byCourse, bySubject, byBoth, elsewhere] = await Promise.all([account(), account(), account(), account()]);
    const course = `Course ${Date.now()}`;
    const subject = `Subject ${Date.now()}`;
    const follow = (cookie: string, kind: string, value: string) => gql(a.url, FOLLOW, { input: { kind, value } }, { cookie });
    await follow(byCourse.cookie, 'COURSE', course);
    await follow(bySubject.cookie, 'SUBJECT', subject);
    await follow(byBoth.cookie, 'COURSE', course);
    await follow(byBoth.cookie, 'SUBJECT', subject);
    await follow(elsewhere.cookie, 'COURSE', 'Another course');
    await follow(uploader.cookie, 'COURSE', course);
    const note = await buildNote(ds(), { uploaderId: uploader.id, approved: false, course, subject, title: 'Fresh notes' });

    await gql(a.url, REVIEW, { id: note.id, approved: true }, { cookie: admin.cookie });
    for (const follower of [byCourse, bySubject, byBoth]) {
      const items = await eventually(
        () => inbox(follower.cookie),
        (list) => list.length > 0,
      );
      expect(items.map((n: any) => [n.kind, n.noteTitle, n.note?.id])).toEqual([['FOLLOWED_NOTE', 'Fresh notes', note.id]]);
    }
    expect(await inbox(elsewhere.cookie)).toEqual([]);
    expect((await inbox(uploader.cookie)).map((n: any) => n.kind)).toEqual(['NOTE_APPROVED']);
  });
});

const SETTINGS = `{ notificationSettings { noteApproved noteRejected noteUnpublished noteCommented noteLiked followedNote } }`;
const UPDATE_SETTINGS = `mutation($input: UpdateNotificationSettingsInput!) { updateNotificationSettings(input: $input) {
  settings { noteApproved noteRejected noteUnpublished noteCommented noteLiked followedNote } errors { field message code } } }`;
const ALL_ON = { noteApproved: true, noteRejected: true, noteUnpublished: true, noteCommented: true, noteLiked: true, followedNote: true };

describe('from your courses', () => {
  const FEED = `query($first: Int, $after: String) { fromYourCourses(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { id title } } } }`;

  it('lists public notes of followed courses and subjects, newest first, paged; empty for someone who follows nothing', async () => {
    const [student, uploader, loner] = await Promise.all([account(), account(), account()]);
    const course = `Feed course ${Date.now()}`;
    const subject = `Feed subject ${Date.now()}`;
    await gql(a.url, FOLLOW, { input: { kind: 'COURSE', value: course } }, { cookie: student.cookie });
    await gql(a.url, FOLLOW, { input: { kind: 'SUBJECT', value: subject } }, { cookie: student.cookie });
    const inCourse = await buildNote(ds(), { uploaderId: uploader.id, course, title: 'In the course' });
    const inSubject = await buildNote(ds(), { uploaderId: uploader.id, subject, title: 'In the subject' });
    await ds().query(`UPDATE notes SET created_at = now() - interval '1 minute' WHERE id = $1`, [inCourse.id]);
    await buildNote(ds(), { uploaderId: uploader.id, course, title: 'Pending', approved: false });
    const held = await buildNote(ds(), { uploaderId: uploader.id, course, title: 'Held' });
    await ds().query(`UPDATE notes SET hidden = true WHERE id = $1`, [held.id]);
    await buildNote(ds(), { uploaderId: student.id, course, title: 'My own' });
    await buildNote(ds(), { uploaderId: uploader.id, title: 'Elsewhere' });

    const page1 = (await gql(a.url, FEED, { first: 1 }, { cookie: student.cookie })).data!.fromYourCourses;
    expect(page1).toMatchObject({ totalCount: 2, pageInfo: { hasNextPage: true }, edges: [{ node: { id: inSubject.id } }] });
    const page2 = (await gql(a.url, FEED, { first: 1, after: page1.pageInfo.endCursor }, { cookie: student.cookie })).data!.fromYourCourses;
    expect(page2).toMatchObject({ pageInfo: { hasNextPage: false }, edges: [{ node: { id: inCourse.id } }] });

    expect((await gql(a.url, FEED, { first: 5 }, { cookie: loner.cookie })).data!.fromYourCourses).toMatchObject({ totalCount: 0, edges: [] });
    expect((await gql(a.url, FEED, { first: 5 })).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    expect((await gql(a.url, FEED, { first: 1000 }, { cookie: student.cookie })).errors![0].extensions!.code).toBe('BAD_USER_INPUT');
  });
});

describe('notification settings', () => {
  it('starts with everything on, changes only the switches given, and refuses an empty change', async () => {
    const student = await account();
    expect((await gql(a.url, SETTINGS, {}, { cookie: student.cookie })).data!.notificationSettings).toEqual(ALL_ON);
    const off = await gql(a.url, UPDATE_SETTINGS, { input: { noteLiked: false, followedNote: false } }, { cookie: student.cookie });
    expect(off.data!.updateNotificationSettings).toEqual({ settings: { ...ALL_ON, noteLiked: false, followedNote: false }, errors: [] });
    const back = await gql(a.url, UPDATE_SETTINGS, { input: { followedNote: true, noteApproved: null } }, { cookie: student.cookie });
    expect(back.data!.updateNotificationSettings.settings).toEqual({ ...ALL_ON, noteLiked: false });
    const empty = await gql(a.url, UPDATE_SETTINGS, { input: {} }, { cookie: student.cookie });
    expect(empty.data!.updateNotificationSettings).toMatchObject({ settings: null, errors: [{ field: 'input', code: 'BAD_USER_INPUT' }] });
    const wrongType = await gql(a.url, UPDATE_SETTINGS, { input: { noteLiked: 'no' } }, { cookie: student.cookie });
    expect(wrongType.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    // Another account's switches are its own.
    const other = await account();
    expect((await gql(a.url, SETTINGS, {}, { cookie: other.cookie })).data!.notificationSettings).toEqual(ALL_ON);
  });

  it('writes no notification of a kind the recipient turned off, and the others as before', async () => {
    const admin = await account('admin');
    const uploader = await account();
    const [liker, follower] = await Promise.all([account(), account()]);
    const course = `Muted course ${Date.now()}`;
    await gql(a.url, FOLLOW, { input: { kind: 'COURSE', value: course } }, { cookie: follower.cookie });
    await gql(a.url, UPDATE_SETTINGS, { input: { noteLiked: false, noteApproved: false } }, { cookie: uploader.cookie });
    await gql(a.url, UPDATE_SETTINGS, { input: { followedNote: false } }, { cookie: follower.cookie });

    const note = await buildNote(ds(), { uploaderId: uploader.id, approved: false, course, title: 'Muted note' });
    await gql(a.url, REVIEW, { id: note.id, approved: true }, { cookie: admin.cookie });
    await gql(a.url, LIKE, { id: note.id }, { cookie: liker.cookie });
    await gql(a.url, COMMENT, { input: { noteId: note.id, text: 'Still told of comments' } }, { cookie: liker.cookie });
    await gql(a.url, REVIEW, { id: note.id, approved: false }, { cookie: admin.cookie });

    expect((await inbox(uploader.cookie)).map((n: any) => n.kind)).toEqual(['NOTE_UNPUBLISHED', 'NOTE_COMMENTED']);
    // The fan-out job ran (a control follower hears of the next note) but skipped the muted one.
    const control = await account();
    await gql(a.url, FOLLOW, { input: { kind: 'COURSE', value: course } }, { cookie: control.cookie });
    const next = await buildNote(ds(), { uploaderId: uploader.id, approved: false, course, title: 'Second note' });
    await gql(a.url, REVIEW, { id: next.id, approved: true }, { cookie: admin.cookie });
    await eventually(
      () => inbox(control.cookie),
      (list) => list.length > 0,
    );
    expect(await inbox(follower.cookie)).toEqual([]);
  });
});

describe('authorization', () => {
  it('answers every notification and follow operation with UNAUTHENTICATED for visitors, changing nothing', async () => {
    const ops: [string, Record<string, unknown>][] = [
      [LIST, { first: 5 }],
      [UNREAD, {}],
      [MARK, { input: { all: true } }],
      [FOLLOW, { input: { kind: 'COURSE', value: 'MBA' } }],
      [UNFOLLOW, { input: { kind: 'COURSE', value: 'MBA' } }],
      [FOLLOWS, {}],
      [SETTINGS, {}],
      [UPDATE_SETTINGS, { input: { noteLiked: false } }],
    ];
    for (const [query, variables] of ops) expect((await gql(a.url, query, variables)).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    const res = await fetch(`${a.url}/api/events`);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
  });
});

/** A minimal EventSource: the parsed events of a text/event-stream response, as they arrive. */
function openStream(url: string, cookie: string) {
  const events: { event: string; data: any }[] = [];
  let status = 0;
  let contentType = '';
  let contentEncoding: string | undefined;
  const req = http.get(`${url}/api/events`, { headers: { cookie, 'accept-encoding': 'gzip, br' } }, (res) => {
    status = res.statusCode ?? 0;
    contentType = String(res.headers['content-type']);
    contentEncoding = res.headers['content-encoding'];
    let buffer = '';
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data) events.push({ event, data: JSON.parse(data) });
      }
    });
  });
  req.on('error', () => undefined);
  return {
    events,
    get status() {
      return status;
    },
    get contentType() {
      return contentType;
    },
    get contentEncoding() {
      return contentEncoding;
    },
    close: () => req.destroy(),
    waitFor: (ok: (e: { event: string; data: any }) => boolean) =>
      eventually(
        async () => events.find(ok),
        (found) => found !== undefined,
        10_000,
      ),
  };
}

describe('live events', () => {
  it('pushes a notification written through replica A to a stream held by replica B', async () => {
    const uploader = await account();
    const liker = await account();
    const note = await buildNote(ds(), { uploaderId: uploader.id, title: 'Live note' });
    const stream = openStream(b.url, uploader.cookie);
    try {
      expect(await stream.waitFor((e) => e.event === 'unread')).toEqual({ event: 'unread', data: { count: 0 } });
      expect(stream.status).toBe(200);
      expect(stream.contentType).toMatch(/^text\/event-stream/);
      expect(stream.contentEncoding).toBeUndefined();

      await gql(a.url, LIKE, { id: note.id }, { cookie: liker.cookie });
      const pushed = await stream.waitFor((e) => e.event === 'notification');
      expect(pushed!.data).toMatchObject({ kind: 'note_liked', noteId: note.id, noteTitle: 'Live note', actorId: liker.id, count: 1 });
      expect(await stream.waitFor((e) => e.event === 'unread' && e.data.count === 1)).toBeDefined();

      // Marking read elsewhere updates the count on every open page.
      await gql(a.url, MARK, { input: { all: true } }, { cookie: uploader.cookie });
      expect(await stream.waitFor((e) => e.event === 'unread' && e.data.count === 0 && stream.events.indexOf(e) > 1)).toBeDefined();
    } finally {
      stream.close();
    }
  });

  it('bounds the streams of one account', async () => {
    const student = await account();
    const streams = Array.from({ length: 5 }, () => openStream(b.url, student.cookie));
    try {
      for (const s of streams) await s.waitFor((e) => e.event === 'unread');
      const refused = await fetch(`${b.url}/api/events`, { headers: { cookie: student.cookie } });
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' });
    } finally {
      for (const s of streams) s.close();
    }
    // Closed streams free their places.
    const again = await eventually(
      async () => {
        const res = await fetch(`${b.url}/api/events`, { headers: { cookie: student.cookie }, signal: AbortSignal.timeout(2_000) }).catch(() => null);
        const status = res?.status ?? 0;
        await res?.body?.cancel().catch(() => undefined);
        return status;
      },
      (status) => status === 200,
      5_000,
    );
    expect(again).toBe(200);
  });
});

import { setTimeout as delay } from 'node:timers/promises';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { gql, startTestApp, testReplicasForFile, type TestApp } from './app';
import { buildNote, buildUser } from './factories';
import { accountWithSession } from './session';
import { LIVE_CONNECTIONS_PER_USER_MAX } from '../src/services/notification-feed';

/** Two api processes' worth of apps on one database: a serves the sockets, b takes the mutations. */
const [a, b] = testReplicasForFile();

const ds = () => a.db.dataSource;
const wsUrl = (app: TestApp) => `${app.url.replace('http', 'ws')}/graphql`;

const account = (role: 'user' | 'admin' = 'user') => accountWithSession(a, role);

interface Opened {
  client: Client;
  /** Resolves with the close code once the server closes the socket. */
  closed: Promise<number>;
}

/** A graphql-ws client over the `ws` package, sending the given handshake headers (a browser sends its cookie and Origin). */
function connect(app: TestApp, headers: Record<string, string> = {}, connectionParams?: Record<string, unknown>): Opened {
  let closedWith: (code: number) => void = () => undefined;
  const closed = new Promise<number>((resolve) => (closedWith = resolve));
  const client = createClient({
    url: wsUrl(app),
    lazy: false,
    retryAttempts: 0,
    connectionParams,
    webSocketImpl: class extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers });
      }
    },
    on: { closed: (event) => closedWith((event as { code: number }).code) },
    onNonLazyError: () => undefined,
  });
  return { client, closed };
}

/** Collects what a subscription sends; `next()` waits for the next item (or fails after a while). */
function collect<T>(client: Client, query: string) {
  const items: T[] = [];
  const errors: unknown[] = [];
  let wake: () => void = () => undefined;
  const dispose = client.subscribe<T>(
    { query },
    {
      next: (value) => {
        if (value.errors) errors.push(...value.errors);
        else items.push(value.data as T);
        wake();
      },
      error: (err) => {
        errors.push(...(Array.isArray(err) ? err : [err]));
        wake();
      },
      complete: () => undefined,
    },
  );
  return {
    items,
    errors,
    dispose,
    async until(count: number, ms = 15_000): Promise<T[]> {
      const end = Date.now() + ms;
      while (items.length < count && errors.length === 0 && Date.now() < end) {
        await Promise.race([new Promise<void>((resolve) => (wake = resolve)), delay(200)]);
      }
      return items;
    },
  };
}

const ADDED = `subscription { notificationAdded { id kind noteTitle reason note { id } } }`;
const UNREAD = `subscription { unreadNotificationCountChanged }`;
const REPORT = `mutation($input: ReportContentInput!) { reportContent(input: $input) { errors { code } } }`;
const MODERATE = `mutation($input: ModerateReportedItemInput!) { moderateReportedItem(input: $input) { errors { field message code } } }`;

/** A student reports the note and an admin unpublishes it with a reason, both on app b. */
async function unpublishOnB(noteId: string, reason: string) {
  const [student, admin] = await Promise.all([account(), account('admin')]);
  const reported = await gql(b.url, REPORT, { input: { kind: 'NOTE', id: noteId, reason: 'WRONG' } }, { cookie: student.cookie });
  expect(reported.data!.reportContent.errors).toEqual([]);
  const moderated = await gql(b.url, MODERATE, { input: { kind: 'NOTE', id: noteId, action: 'UNPUBLISH', reason } }, { cookie: admin.cookie });
  expect(moderated.data!.moderateReportedItem.errors).toEqual([]);
}

type Added = { notificationAdded: { id: string; kind: string; noteTitle: string; reason: string | null; note: { id: string } | null } };

describe('notification subscriptions over graphql-ws', () => {
  it('delivers a notification written by another app instance, to its recipient only', async () => {
    const [uploader, other] = await Promise.all([account(), account()]);
    const note = await buildNote(ds(), { uploaderId: uploader.id, title: 'Thermodynamics unit 3' });
    const otherNote = await buildNote(ds(), { uploaderId: other.id, title: 'Fluid mechanics' });
    const mine = connect(a, { cookie: uploader.cookie, origin: a.url });
    const theirs = connect(a, { cookie: other.cookie, origin: a.url });
    const mineSub = collect<Added>(mine.client, ADDED);
    const theirSub = collect<Added>(theirs.client, ADDED);
    const counts = collect<{ unreadNotificationCountChanged: number }>(mine.client, UNREAD);
    expect(await counts.until(1)).toEqual([{ unreadNotificationCountChanged: 0 }]);
    await delay(300); // both subscriptions registered

    await unpublishOnB(note.id, 'The formulas in section 2 are wrong.');
    const [received] = await mineSub.until(1);
    expect(mineSub.errors).toEqual([]);
    expect(received.notificationAdded).toMatchObject({
      kind: 'NOTE_UNPUBLISHED',
      noteTitle: 'Thermodynamics unit 3',
      reason: 'The formulas in section 2 are wrong.',
    });
    // The uploader may still see their own (now pending) note.
    expect(received.notificationAdded.note).toEqual({ id: note.id });
    expect((await counts.until(2)).at(-1)).toEqual({ unreadNotificationCountChanged: 1 });

    // The other account heard nothing of it, and hears its own.
    expect(theirSub.items).toEqual([]);
    await unpublishOnB(otherNote.id, 'Pages are missing.');
    const [own] = await theirSub.until(1);
    expect(own.notificationAdded).toMatchObject({ kind: 'NOTE_UNPUBLISHED', noteTitle: 'Fluid mechanics' });
    await delay(500);
    expect(mineSub.items).toHaveLength(1);

    // Marking read (on b) updates the live count.
    await gql(b.url, `mutation { markNotificationsRead(input: { all: true }) { unreadCount } }`, {}, { cookie: uploader.cookie });
    expect((await counts.until(3)).at(-1)).toEqual({ unreadNotificationCountChanged: 0 });

    await Promise.all([mine.client.dispose(), theirs.client.dispose()]);
  });

  it('closes a visitor socket with 4401 and refuses a forged token the same way', async () => {
    const visitor = connect(a, { origin: a.url });
    expect(await visitor.closed).toBe(4401);
    const forged = connect(a, {}, { authorization: 'Bearer cn_not_a_real_token' });
    expect(await forged.closed).toBe(4401);
    const staleCookie = connect(a, { cookie: 'cn_session=not-a-session', origin: a.url });
    expect(await staleCookie.closed).toBe(4401);
  });

  it('accepts an API token in the connection params', async () => {
    const student = await account();
    const { token } = await a.services.apiTokens.create({ id: student.id, role: 'user' }, 'live client');
    const api = connect(a, {}, { authorization: `Bearer ${token}` });
    const counts = collect<{ unreadNotificationCountChanged: number }>(api.client, UNREAD);
    expect(await counts.until(1)).toEqual([{ unreadNotificationCountChanged: 0 }]);
    await api.client.dispose();
  });

  it('refuses a handshake from another site, and queries or mutations over the socket', async () => {
    const student = await account();
    const status = await new Promise<number>((resolve, reject) => {
      const socket = new WebSocket(wsUrl(a), 'graphql-transport-ws', { headers: { cookie: student.cookie, origin: 'https://evil.example' } });
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      socket.on('open', () => reject(new Error('a cross-site socket was accepted')));
      socket.on('error', () => undefined);
    });
    expect(status).toBe(403);

    const live = connect(a, { cookie: student.cookie, origin: a.url });
    const query = collect(live.client, `{ unreadNotificationCount }`);
    await query.until(1, 3_000);
    expect(query.items).toEqual([]);
    expect(query.errors).toEqual([expect.objectContaining({ message: expect.stringMatching(/subscriptions only/), extensions: { code: 'BAD_REQUEST' } })]);
    await live.client.dispose();
  });

  it('refuses subscriptions over HTTP with a clear error', async () => {
    const student = await account();
    const res = await gql(a.url, ADDED, {}, { cookie: student.cookie });
    expect(res.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_REQUEST' } });
  });

  it(`bounds one account to ${LIVE_CONNECTIONS_PER_USER_MAX} live connections`, async () => {
    const student = await account();
    const open: Opened[] = [];
    for (let i = 0; i < LIVE_CONNECTIONS_PER_USER_MAX; i++) {
      const socket = connect(a, { cookie: student.cookie, origin: a.url });
      await collect(socket.client, UNREAD).until(1);
      open.push(socket);
    }
    const extra = connect(a, { cookie: student.cookie, origin: a.url });
    expect(await extra.closed).toBe(4429);
    // The event stream shares the bound.
    const sse = await fetch(`${a.url}/api/events`, { headers: { cookie: student.cookie } });
    expect(sse.status).toBe(429);
    await sse.body?.cancel();

    await open[0].client.dispose();
    await delay(300);
    const again = connect(a, { cookie: student.cookie, origin: a.url });
    expect(await collect(again.client, UNREAD).until(1)).toHaveLength(1);
    await Promise.all([...open.slice(1), again].map(async (s) => s.client.dispose()));
  });

  it('closes open sockets with 1001 when the app shuts down, promptly', async () => {
    const c = await startTestApp({}, { sameDatabaseAs: a });
    const user = await buildUser(ds());
    const sid = await c.services.sessions.create(user.id);
    const socket = connect(c, { cookie: `cn_session=${sid}`, origin: c.url });
    await collect(socket.client, UNREAD).until(1);
    const started = Date.now();
    await c.close();
    expect(await socket.closed).toBe(1001);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

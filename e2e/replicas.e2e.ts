// Two api replicas, one PostgreSQL, one S3 bucket, a round-robin proxy (e2e/replicas/cluster.mjs):
// the browser talks to the proxy only, consecutive requests land on different replicas (the
// proxy names the one that answered in X-Replica), and the app must behave like one server.
import fs from 'node:fs';
import http from 'node:http';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { Client } from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { makePdf } from '../api/src/seed/pdf';
import { launchBrowser } from './browser';
import { fillNoteForm } from './note-form';
import { Cluster, type ClusterInfo } from './replicas/cluster-client';

jest.setTimeout(120_000);

type Name = 'a' | 'b';
const other = (name: Name): Name => (name === 'a' ? 'b' : 'a');
const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const cluster = new Cluster();
let info: ClusterInfo;
let browser: Browser;
let db: Client;

beforeAll(async () => {
  [info, browser] = await Promise.all([cluster.start(), launchBrowser()]);
  db = new Client({ connectionString: info.databaseUrl });
  await db.connect();
}, 300_000);

afterAll(async () => {
  await db?.end();
  await browser?.close();
  await cluster.stop();
}, 60_000);

interface Answer<T> {
  status: number;
  replica: string | null;
  retriedFrom: string | null;
  body: { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
  cookie: string | null;
}

/** GraphQL from the test process, to the proxy or straight to one replica (`base`). */
async function gql<T>(base: string, cookie: string | null, query: string, variables: Record<string, unknown> = {}): Promise<Answer<T>> {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: info.proxyUrl, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const text = await res.text();
  const setCookie = res.headers
    .getSetCookie()
    .map((v) => v.split(';')[0])
    .join('; ');
  return {
    status: res.status,
    replica: res.headers.get('x-replica'),
    retriedFrom: res.headers.get('x-retried-from'),
    body: text.startsWith('{') ? JSON.parse(text) : {},
    cookie: setCookie || cookie,
  };
}

/** GraphQL from inside the page (its cookies, through the proxy); says which replica answered. */
async function inPage<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<Answer<T>> {
  return page.evaluate(
    async ({ q, v }) => {
      const res = await fetch('/graphql', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: q, variables: v }),
      });
      return {
        status: res.status,
        replica: res.headers.get('x-replica'),
        retriedFrom: res.headers.get('x-retried-from'),
        body: await res.json(),
        cookie: null,
      };
    },
    { q: query, v: variables },
  );
}

async function sessionCookie(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'cn_session');
  if (!cookie) throw new Error('no session cookie in the browser');
  return `cn_session=${cookie.value}`;
}

async function newContext(): Promise<{ context: BrowserContext; page: Page; failures: string[] }> {
  // No service worker: its precaching (every chunk, through the proxy) would interleave with the
  // requests whose turn in the round-robin these journeys count on. Offline is offline.e2e.ts's.
  const context = await browser.newContext({ baseURL: info.proxyUrl, viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const failures: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 500) failures.push(`${r.status()} ${r.request().method()} ${r.url()}`);
  });
  page.on('requestfailed', (r) => {
    if (!r.url().includes('/api/events')) failures.push(`failed ${r.method()} ${r.url()}: ${r.failure()?.errorText}`);
  });
  page.on('dialog', (d) => void d.accept());
  return { context, page, failures };
}

const isSignIn = (r: { request(): { method(): string; postData(): string | null }; url(): string }) =>
  r.request().method() === 'POST' && (r.url().endsWith('/api/auth/signin') || (r.request().postData() ?? '').includes('signIn('));

async function signInInBrowser(page: Page, email: string, password: string): Promise<string | null> {
  await page.goto('/sign-in');
  return submitSignIn(page, email, password);
}

async function submitSignIn(page: Page, email: string, password: string): Promise<string | null> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  const answered = page.waitForResponse(isSignIn);
  await page.getByRole('button', { name: 'Sign In' }).click();
  return (await answered).headerValue('x-replica');
}

const ME = '{ me { id username } }';

const author = { username: `author_${id}`, email: `author-${id}@replicas.test`, password: `pw-${id}-author` };
const pdf = makePdf(`Replicated notes ${id}`, ['Consensus and replication: Raft, Paxos.', 'Leader election, log replication, safety.']);
let authorPage: Page;
let authorContext: BrowserContext;
let authorFailures: string[];
let noteId: string;

describe('two replicas behind a round-robin proxy', () => {
  it('a session made on one replica works on the other, and signing out on one ends it on both', async () => {
    ({ context: authorContext, page: authorPage, failures: authorFailures } = await newContext());
    const page = authorPage;
    await page.goto('/sign-up');
    await page.getByLabel('Username').fill(author.username);
    await page.getByLabel('Email').fill(author.email);
    await page.getByLabel('Password').fill(author.password);
    const signedUp = page.waitForResponse((r) => r.request().method() === 'POST' && (r.request().postData() ?? '').includes('signUp('));
    await page.getByRole('button', { name: 'Sign Up' }).click();
    const madeOn = await (await signedUp).headerValue('x-replica');
    await page.waitForURL('**/profile');

    // Through the proxy: requests go to the replicas in turn (the page's own late requests may
    // take a turn in between), and every one knows the account.
    const seen = new Set<string>();
    for (let i = 0; i < 12 && seen.size < 2; i++) {
      const me = await inPage<{ me: { username: string } | null }>(page, ME);
      expect(me.body.data?.me?.username).toBe(author.username);
      seen.add(me.replica!);
    }
    expect([...seen].sort()).toEqual(['a', 'b']);
    // And straight to each replica, with the cookie the other one set.
    const cookie = await sessionCookie(authorContext);
    for (const name of ['a', 'b'] as const) {
      const me = await gql<{ me: { username: string } | null }>(info.replicas[name].url, cookie, ME);
      expect(me.body.data?.me?.username).toBe(author.username);
    }
    expect(madeOn).toMatch(/^[ab]$/);

    // Sign out in the browser: whichever replica took it, the session is gone on both.
    const signedOut = page.waitForResponse((r) => r.request().method() === 'POST' && (r.request().postData() ?? '').includes('signOut'));
    await page.getByRole('button', { name: 'Sign Out' }).click();
    expect(await (await signedOut).headerValue('x-replica')).toMatch(/^[ab]$/);
    await page.waitForURL((url) => url.pathname === '/');
    for (const name of ['a', 'b'] as const) {
      const me = await gql<{ me: unknown }>(info.replicas[name].url, cookie, ME);
      expect(me.body.data?.me).toBeNull();
    }
    await page.goto('/profile');
    // The guard sends a visitor to sign-in with the page to come back to.
    await page.waitForURL(/\/sign-in(\?next=%2Fprofile)?$/);
  });

  it('a note uploaded through one replica is processed once, then previewed and downloaded through the other', async () => {
    const page = authorPage;
    expect(await signInInBrowser(page, author.email, author.password)).toMatch(/^[ab]$/);
    await page.waitForURL('**/profile');
    await page.goto('/uploading-notes');
    await fillNoteForm(page, {
      title: `Replicated notes ${id}`,
      description: 'Uploaded through one replica, read through the other.',
      subject: 'Distributed Systems',
      semester: '6',
      file: { name: 'replication.pdf', mimeType: 'application/pdf', buffer: pdf },
    });
    const uploaded = page.waitForResponse((r) => r.request().method() === 'POST' && (r.request().headers()['content-type'] ?? '').startsWith('multipart/'));
    await page.getByRole('button', { name: 'Upload Notes' }).click();
    const upload = await uploaded;
    expect(upload.status()).toBe(200);
    expect(await upload.text()).not.toMatch(/"errors":\[\{/);
    const uploadedOn = (await upload.headerValue('x-replica')) as Name;
    // The app opens the new note's page.
    await page.waitForURL((url) => url.pathname.startsWith('/notes/'), { timeout: 30_000 });
    noteId = new URL(page.url()).pathname.split('/').pop()!;
    const { rows } = await db.query<{ id: string }>('SELECT id FROM notes WHERE title = $1', [`Replicated notes ${id}`]);
    expect(rows).toEqual([{ id: noteId }]);

    // Read through the replica that did not take the upload.
    const reader = info.replicas[other(uploadedOn)].url;
    const cookie = await sessionCookie(authorContext);
    const NOTE = 'query($id: ID!) { note(id: $id) { processing { status reason } thumbnailUrl pageCount previewPages { url width } downloadUrl } }';
    type NoteAnswer = {
      note: {
        processing: { status: string; reason: string | null };
        thumbnailUrl: string | null;
        pageCount: number | null;
        previewPages: { url: string }[];
        downloadUrl: string;
      };
    };
    let note: NoteAnswer['note'] | undefined;
    for (const deadline = Date.now() + 90_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 500))) {
      note = (await gql<NoteAnswer>(reader, cookie, NOTE, { id: noteId })).body.data?.note;
      if (note?.processing.status !== 'processing') break;
    }
    expect(note?.processing).toEqual({ status: 'ready', reason: null });
    expect(note!.pageCount).toBeGreaterThanOrEqual(1);
    expect(note!.previewPages.length).toBeGreaterThanOrEqual(1);
    for (const url of [note!.thumbnailUrl!, note!.previewPages[0].url]) {
      const image = await fetch(new URL(url, reader), { headers: { cookie } });
      expect(image.status).toBe(200);
      const bytes = Buffer.from(await image.arrayBuffer());
      expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    }
    const download = await fetch(new URL(note!.downloadUrl, reader), { headers: { cookie } });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);

    // The browser, through the proxy, sees the same page images.
    const shown = await page.evaluate(async (url) => {
      const res = await fetch(url);
      return { status: res.status, type: res.headers.get('content-type') };
    }, note!.previewPages[0].url);
    expect(shown).toEqual({ status: 200, type: 'image/webp' });

    // The job the upload queued ran once, on one replica: one pg-boss job, completed on its
    // first run, and one "note processed" line in the two replicas' logs together.
    const jobs = await db.query<{ state: string; retry_count: number }>(
      `SELECT state, retry_count FROM pgboss.job WHERE name = 'note-processing' AND data->>'noteId' = $1`,
      [noteId],
    );
    expect(jobs.rows).toEqual([{ state: 'completed', retry_count: 0 }]);
    const processedBy = (['a', 'b'] as const).flatMap((name) =>
      fs
        .readFileSync(info.replicas[name].log, 'utf8')
        .split('\n')
        .filter((line) => line.includes('"note processed"') && line.includes(noteId))
        .map(() => name),
    );
    expect(processedBy).toHaveLength(1);
    console.log(`upload on replica ${uploadedOn}, processed by replica ${processedBy[0]}, read through replica ${other(uploadedOn)}`);
  });

  it('a notification written on one replica reaches a browser streaming events from the other', async () => {
    // An admin, made with the project's own script against the shared database.
    const admin = { username: `admin_${id}`, email: `admin-${id}@replicas.test`, password: `pw-${id}-admin` };
    const signedUp = await gql<{ signUp: { user: { id: string } | null } }>(
      info.proxyUrl,
      null,
      'mutation($i: SignUpInput!) { signUp(input: $i) { user { id } } }',
      { i: admin },
    );
    expect(signedUp.body.data?.signUp.user).not.toBeNull();
    const made = spawnSync(process.execPath, ['-r', '@swc-node/register', 'src/scripts/make-admin.ts', admin.email], {
      cwd: path.join(__dirname, '..', 'api'),
      env: { ...process.env, DATABASE_URL: info.databaseUrl, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    });
    expect(made.stdout).toContain('is now an admin');

    // The author's browser opens the event stream (through the proxy) and notes its replica.
    const streamOn = (await authorPage.evaluate(async () => {
      const w = window as unknown as { liveEvents: { event: string; data: unknown }[] };
      w.liveEvents = [];
      const res = await fetch('/api/events', { headers: { accept: 'text/event-stream' } });
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      void (async () => {
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = /^event: (.*)$/m.exec(frame)?.[1];
            const data = /^data: (.*)$/m.exec(frame)?.[1];
            if (event && data) w.liveEvents.push({ event, data: JSON.parse(data) });
          }
        }
      })();
      return res.headers.get('x-replica');
    })) as Name;
    await authorPage.waitForFunction(() => (window as unknown as { liveEvents: { event: string }[] }).liveEvents.some((e) => e.event === 'unread'));

    // The admin approves the note on the other replica.
    const approver = info.replicas[other(streamOn)].url;
    const adminSession = await gql<{ signIn: { user: { id: string } | null } }>(
      approver,
      null,
      'mutation($i: SignInInput!) { signIn(input: $i) { user { id } } }',
      { i: { email: admin.email, password: admin.password } },
    );
    expect(adminSession.body.data?.signIn.user).not.toBeNull();
    const approved = await gql<{ reviewNote: { note: { approved: boolean } } }>(
      approver,
      adminSession.cookie,
      'mutation($id: ID!) { reviewNote(id: $id, approved: true) { note { approved } } }',
      { id: noteId },
    );
    expect(approved.body.data?.reviewNote.note.approved).toBe(true);

    const received = await authorPage.waitForFunction(
      (note) =>
        (window as unknown as { liveEvents: { event: string; data: { kind?: string; noteId?: string } }[] }).liveEvents.find(
          (e) => e.event === 'notification' && e.data.kind === 'note_approved' && e.data.noteId === note,
        ),
      noteId,
      { timeout: 15_000 },
    );
    expect(await received.jsonValue()).toBeTruthy();
    console.log(`stream held by replica ${streamOn}, approval written on replica ${other(streamOn)}`);
  });

  it('sign-in failures spread over both replicas spend one budget; another client address has its own', async () => {
    const owner = { username: `limited_${id}`, email: `limited-${id}@replicas.test`, password: `pw-${id}-limited` };
    expect(
      (await gql<{ signUp: { user: unknown } }>(info.proxyUrl, null, 'mutation($i: SignUpInput!) { signUp(input: $i) { user { id } } }', { i: owner })).body
        .data?.signUp.user,
    ).toBeTruthy();

    const { context, page } = await newContext();
    const replicas = new Set<string>();
    await page.goto('/sign-in');
    for (let i = 0; i < 5; i++) {
      // The same form, submitted again: nothing else is requested in between, so the proxy's
      // round-robin sends the attempts to the replicas in turn.
      replicas.add((await submitSignIn(page, owner.email, `wrong-${i}-password`))!);
      await page.getByText('Wrong email or password.').waitFor();
    }
    expect([...replicas].sort()).toEqual(['a', 'b']);
    // The sixth try, with the right password, waits: the five failures were counted together.
    await submitSignIn(page, owner.email, owner.password);
    await page.getByText(/Too many failed sign-in attempts/).waitFor();
    expect(new URL(page.url()).pathname).toBe('/sign-in');
    await context.close();

    // Straight to each replica from the same address: both refuse (the budget is in PostgreSQL).
    const SIGN_IN = 'mutation($i: SignInInput!) { signIn(input: $i) { user { id } } }';
    for (const name of ['a', 'b'] as const) {
      const res = await gql(info.replicas[name].url, null, SIGN_IN, { i: { email: owner.email, password: owner.password } });
      expect(res.body.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    }

    // Another client (127.0.0.2) through the proxy: its own address reaches the replicas in
    // X-Forwarded-For, so it is not held by the first client's failures.
    const fromElsewhere = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const proxy = new URL(info.proxyUrl);
      const req = http.request(
        {
          host: '127.0.0.1',
          port: proxy.port,
          path: '/graphql',
          method: 'POST',
          localAddress: '127.0.0.2',
          headers: { host: proxy.host, origin: info.proxyUrl, 'content-type': 'application/json' },
        },
        (res) => {
          let body = '';
          res
            .setEncoding('utf8')
            .on('data', (c) => (body += c))
            .on('end', () => resolve({ status: res.statusCode!, body }));
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify({ query: SIGN_IN, variables: { i: { email: owner.email, password: owner.password } } }));
    });
    expect(JSON.parse(fromElsewhere.body).data?.signIn.user).toBeTruthy();
  });

  it('killing a replica mid-request loses no acknowledged write, and the proxy keeps the browser served', async () => {
    const cookie = await sessionCookie(authorContext);
    const COMMENT = 'mutation($i: AddCommentInput!) { addComment(input: $i) { comment { id text } errors { message } } }';
    const comment = (text: string) => gql<{ addComment: { comment: { id: string } | null } }>(info.proxyUrl, cookie, COMMENT, { i: { noteId, text } });

    // Writes acknowledged by both replicas, then a write in flight when its replica dies.
    const acknowledged: string[] = [];
    for (let i = 0; i < 4; i++) {
      const text = `before the crash ${i} ${id}`;
      const res = await comment(text);
      expect(res.body.data?.addComment.comment).toBeTruthy();
      acknowledged.push(text);
    }
    await cluster.send({ cmd: 'killMidRequest', replica: 'a', method: 'POST' });
    const inFlight: { text: string; status: number; replica: string | null }[] = [];
    for (let i = 0; i < 2; i++) {
      const text = `in flight ${i} ${id}`;
      const res = await comment(text);
      if (res.body.data?.addComment.comment) acknowledged.push(text);
      else inFlight.push({ text, status: res.status, replica: res.replica });
    }
    // The write that reached replica a as it died: the proxy cannot know if it committed, so it
    // answers 502 rather than send it twice.
    expect(inFlight).toEqual([expect.objectContaining({ status: 502, replica: 'a' })]);

    // Replica b takes everything now; writes keep being acknowledged.
    for (let i = 0; i < 3; i++) {
      const text = `after the crash ${i} ${id}`;
      const res = await comment(text);
      expect(res.body.data?.addComment.comment).toBeTruthy();
      expect(res.replica).toBe('b');
      acknowledged.push(text);
    }
    const { rows } = await db.query<{ text: string }>('SELECT text FROM comments WHERE note_id = $1', [noteId]);
    const stored = rows.map((r) => r.text);
    for (const text of acknowledged) expect(stored.filter((t) => t === text)).toHaveLength(1);
    // The unacknowledged one is there once or not at all, never half-written.
    expect(stored.filter((t) => t === inFlight[0].text).length).toBeLessThanOrEqual(1);

    // The browser goes on: the note page, its comments, the download, all through the proxy.
    const failuresBefore = authorFailures.length;
    await authorPage.goto(`/notes/${noteId}`);
    await authorPage.getByRole('heading', { level: 1, name: `Replicated notes ${id}` }).waitFor();
    await authorPage.getByText(`after the crash 2 ${id}`).waitFor();
    expect(authorFailures.slice(failuresBefore)).toEqual([]);

    // Replica a back; then killed again in the middle of a read: the proxy retries it on b.
    await cluster.send({ cmd: 'start', replica: 'a' });
    for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
      if ((await fetch(`${info.proxyUrl}/healthz`)).headers.get('x-replica') === 'a') break;
      await new Promise((r) => setTimeout(r, 300));
    }
    await cluster.send({ cmd: 'killMidRequest', replica: 'a', method: 'GET' });
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await authorPage.evaluate(async (url) => {
        const r = await fetch(url);
        return {
          status: r.status,
          replica: r.headers.get('x-replica'),
          retriedFrom: r.headers.get('x-retried-from'),
          size: (await r.arrayBuffer()).byteLength,
        };
      }, `/api/notes/${noteId}/preview`);
      expect(res).toEqual(expect.objectContaining({ status: 200, size: pdf.length }));
      if (res.retriedFrom) seen.push(`${res.retriedFrom}->${res.replica}`);
    }
    expect(seen).toEqual(['a->b']);
    await authorPage.reload();
    await authorPage.getByRole('heading', { level: 1, name: `Replicated notes ${id}` }).waitFor();
    expect(authorFailures.slice(failuresBefore)).toEqual([]);
    const stats = await cluster.stats();
    console.log(`proxy: answered ${JSON.stringify(stats.answered)}, retried ${JSON.stringify(stats.retries)}, failed ${JSON.stringify(stats.errors)}`);
    await cluster.send({ cmd: 'start', replica: 'a' });
  });

  it('a rolling restart (stop A, start A, stop B, start B) under light load drops no request', async () => {
    // Light load through the proxy: four readers in a loop, as phones browsing would be.
    const outcomes: { status: number; replica: string | null; ms: number }[] = [];
    let running = true;
    const reader = async () => {
      while (running) {
        const started = Date.now();
        const res = await fetch(`${info.proxyUrl}/api/notes?limit=5`).then(
          (r) => r.arrayBuffer().then(() => ({ status: r.status, replica: r.headers.get('x-replica') })),
          () => ({ status: 0, replica: null }),
        );
        outcomes.push({ ...res, ms: Date.now() - started });
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const readers = Array.from({ length: 4 }, () => reader());
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    for (const replica of ['a', 'b'] as const) {
      await cluster.send({ cmd: 'stop', replica });
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await cluster.send({ cmd: 'start', replica });
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    running = false;
    await Promise.all(readers);
    const failed = outcomes.filter((o) => o.status !== 200);
    const sorted = outcomes.map((o) => o.ms).sort((x, y) => x - y);
    const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? 0;
    console.log(
      `rolling restart: ${outcomes.length} requests, ${failed.length} failed, p95 ${p95} ms, answered by ${JSON.stringify(outcomes.reduce<Record<string, number>>((n, o) => ({ ...n, [o.replica ?? '-']: (n[o.replica ?? '-'] ?? 0) + 1 }), {}))}`,
    );
    expect(outcomes.length).toBeGreaterThan(20);
    expect(failed).toEqual([]);
    // Both replicas served during the run: the restart really moved traffic between them.
    expect(new Set(outcomes.map((o) => o.replica))).toEqual(new Set(['a', 'b']));
  }, 240_000);
});

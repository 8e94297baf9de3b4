// `npm run bench -- --only fault [--rounds 3 --writers 6 --readers 4]`
// The database-fault run: the app started as users start it (`npm start`, embedded
// PostgreSQL, a throwaway DATA_DIR), a write + read load, and the embedded postmaster
// SIGKILLed mid-load, several times. Measures how fast requests get 503, whether any hung,
// how long until the app serves again (it restarts PostgreSQL itself) and whether any
// acknowledged write was lost (every acknowledged comment is read back through the API).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PREVIEWS_WAITED_FOR, waitForDemoPreviews } from './demo-ready.mjs';
import { sleep } from './net.mjs';
import { startNpmApp, stopProcessGroup } from './npm-start.mjs';

const HUNG_MS = 5_000;

// WEB_DIST (npmStartEnv): this run needs the api only, so `npm start` skips building the web app.
// The readers are closed-loop scripts from one address: production's budget for anonymous
// scripts (1,000 points an hour) would end the run with 429s, which is not what it measures.
const startApp = (dataDir) => startNpmApp(dataDir, { LOG_LEVEL: 'warn', API_ANONYMOUS_POINTS_PER_HOUR: '0', DEMO_PREVIEW_NOTES: DEMO_PREVIEWS_WAITED_FOR });

const exited = (child) => child.exitCode !== null || child.signalCode !== null;

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const postmasterPid = (dataDir) => {
  try {
    return Number(fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]) || undefined;
  } catch {
    return undefined;
  }
};

/** One request, timed; network failures and answers slower than HUNG_MS are kept as such. */
async function timed(url, init = {}) {
  const sent = Date.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(HUNG_MS * 3) });
    const body = await res.json().catch(() => ({}));
    return { sent, done: Date.now(), status: res.status, body };
  } catch (err) {
    return { sent, done: Date.now(), status: 0, error: err.name === 'TimeoutError' ? 'no answer' : err.message };
  }
}

const BROWSE = JSON.stringify({ query: '{ notes(first: 12) { totalCount edges { node { id title likeCount commentCount } } } }' });

/**
 * writers: each signed-in student adds comments in a loop; readers: REST and GraphQL browse.
 * Every answer is recorded with the time it was sent and received.
 */
function startLoad(app, students, noteIds, readers) {
  const answers = [];
  const acknowledged = []; // { noteId, id }
  let running = true;
  let n = 0;
  const writer = async (cookie, w) => {
    while (running) {
      const noteId = noteIds[n++ % noteIds.length];
      const a = await timed(`${app.url}/api/notes/${noteId}/comment`, {
        method: 'POST',
        headers: { cookie, origin: app.url, 'content-type': 'application/json' },
        body: JSON.stringify({ text: `fault run comment ${w}-${n}` }),
      });
      answers.push({ kind: 'write', ...a });
      if (a.status === 201) acknowledged.push({ noteId, id: a.body.comment._id });
      else await sleep(20);
    }
  };
  const reader = async (i) => {
    while (running) {
      const a =
        i % 2
          ? await timed(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: BROWSE })
          : await timed(`${app.url}/api/notes?limit=12`);
      // A GraphQL answer is a failure when it carries errors, whatever its HTTP status.
      const code = a.body?.errors?.[0]?.extensions?.code;
      answers.push({ kind: 'read', ...a, status: a.status === 200 && code ? (code === 'SERVICE_UNAVAILABLE' ? 503 : 500) : a.status });
      if (a.status !== 200 || code) await sleep(20);
    }
  };
  const tasks = [...students.map((s, w) => writer(s.cookie, w)), ...Array.from({ length: readers }, (_, i) => reader(i))];
  return {
    answers,
    acknowledged,
    async stop() {
      running = false;
      await Promise.all(tasks);
    },
  };
}

/** Kills the postmaster and measures until a request sent after the kill is served again. */
async function killRound(app, dataDir, load) {
  const pid = postmasterPid(dataDir);
  const ackedBefore = load.acknowledged.length;
  const killedAt = Date.now();
  process.kill(pid, 'SIGKILL');
  // Right after the kill, backends that have not yet noticed their postmaster died may still
  // answer: "serving again" is the first of three 200s in a row that follow a failed probe.
  let served;
  let health;
  let ready;
  let sawOutage = false;
  let streak = [];
  while (streak.length < 3 && Date.now() - killedAt < 60_000) {
    // A new URL each time: visitors' list answers are shared for a few seconds in production.
    const probe = await timed(`${app.url}/api/notes?limit=1&probe=${Date.now()}`);
    if (probe.status === 200 && sawOutage) streak.push(probe.done - killedAt);
    else if (probe.status !== 200) {
      sawOutage = true;
      streak = [];
      if (health === undefined) {
        health = (await timed(`${app.url}/healthz`)).status;
        ready = (await timed(`${app.url}/readyz`)).status;
      }
    }
    await sleep(25);
  }
  served = streak[0];
  await sleep(3_000); // load on the recovered app
  const during = load.answers.filter((a) => a.done >= killedAt && a.sent <= killedAt + (served ?? 60_000));
  const after = load.answers.filter((a) => a.sent > killedAt + (served ?? 60_000));
  const first503 = Math.min(...load.answers.filter((a) => a.status === 503 && a.done >= killedAt).map((a) => a.done - killedAt));
  const unavailable = during.filter((a) => a.status === 503);
  return {
    pid,
    newPid: postmasterPid(dataDir),
    first503: Number.isFinite(first503) ? first503 : undefined,
    unavailable: unavailable.length,
    slowest503: Math.max(0, ...unavailable.map((a) => a.done - a.sent)),
    hung: load.answers.filter((a) => a.done >= killedAt && (a.status === 0 || a.done - a.sent > HUNG_MS)).length,
    otherErrors: during
      .concat(after)
      .filter((a) => ![200, 201, 503].includes(a.status))
      .map((a) => `${a.status} ${a.error ?? JSON.stringify(a.body).slice(0, 120)}`),
    errorsAfter: after.filter((a) => ![200, 201].includes(a.status)).length,
    // With several api processes one may serve (its backends not yet gone, or its pool already
    // back) while another still answers 503: the last failed answer of the load says when all did.
    lastError: Math.max(0, ...load.answers.filter((a) => a.sent >= killedAt && ![200, 201].includes(a.status)).map((a) => a.done - killedAt)),
    served,
    health,
    ready,
    ackedDuring: load.acknowledged.length - ackedBefore,
  };
}

async function readBack(app, noteIds) {
  const stored = new Set();
  for (const id of noteIds) {
    // Comments come a page at a time (Note.comments is a connection): follow the cursors.
    let after = null;
    do {
      const res = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query:
            'query($id: ID!, $after: String) { note(id: $id) { comments(first: 100, after: $after) { pageInfo { hasNextPage endCursor } edges { node { id } } } } }',
          variables: { id, after },
        }),
      });
      const body = await res.json();
      if (body.errors) throw new Error(`reading comments back failed: ${JSON.stringify(body.errors)}`);
      const page = body.data.note.comments;
      for (const edge of page.edges) stored.add(edge.node.id);
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
  }
  return stored;
}

export async function run({ opt }) {
  const ROUNDS = Number(opt('rounds', 10));
  const WRITERS = Number(opt('writers', 6));
  const READERS = Number(opt('readers', 4));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campusnotes-bench-fault-'));
  console.log(`fault: npm start on ${dataDir} (demo data), ${WRITERS} writers + ${READERS} readers, ${ROUNDS} kills`);
  const app = await startApp(dataDir);
  await waitForDemoPreviews(app.url); // the first start's background page images, not measured
  try {
    const browse = await (await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: BROWSE })).json();
    const noteIds = browse.data.notes.edges.map((e) => e.node.id).slice(0, 6);
    if (!noteIds.length) throw new Error('the demo data has no approved notes to comment on');
    const students = [];
    for (let i = 0; i < WRITERS; i++) {
      const tag = `fault${Date.now()}${i}`;
      const res = await fetch(`${app.url}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: tag, email: `${tag}@example.com`, password: 'fault run password' }),
      });
      if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
      students.push({
        cookie: res.headers
          .getSetCookie()
          .find((c) => c.startsWith('cn_session='))
          .split(';')[0],
      });
    }
    const load = startLoad(app, students, noteIds, READERS);
    const rounds = [];
    try {
      await sleep(3_000);
      for (let r = 0; r < ROUNDS; r++) {
        rounds.push(await killRound(app, dataDir, load));
        console.log(`fault: round ${r + 1}`, JSON.stringify(rounds.at(-1)));
      }
    } finally {
      await load.stop();
    }
    const stored = await readBack(app, noteIds);
    const lost = load.acknowledged.filter((a) => !stored.has(a.id));
    const restarts = (app.log.match(/restarted by the watchdog/g) ?? []).length;
    const lastPid = postmasterPid(dataDir);
    await stopProcessGroup(app.child);
    await sleep(2_000); // a watchdog that wrongly restarted PostgreSQL would show by now
    const postmasterLeft = postmasterPid(dataDir) !== undefined || alive(lastPid);
    const unexpectedExits = (app.log.match(/exited unexpectedly/g) ?? []).length;
    // An api process that dies (an unhandled 'error' event of a database client, say) is
    // replaced by the primary, which logs it; a single-process start would end the run instead.
    const workerExits = (app.log.match(/a worker died/g) ?? []).length;
    const unhandled = (app.log.match(/Unhandled 'error' event|uncaughtException/g) ?? []).length;
    const restartMs = [...app.log.matchAll(/"downMs":(\d+)[^\n]*restarted by the watchdog/g)].map((m) => Number(m[1]));

    const s = (ms) => (ms === undefined ? 'never' : `${(ms / 1000).toFixed(2)} s`);
    const col = (f) => rounds.map(f);
    const table = [
      ['measure (goal)', ...rounds.map((_, i) => `kill ${i + 1}`)],
      ['kill -> first 503', ...col((r) => s(r.first503))],
      ['503 answers while down (slowest)', ...col((r) => `${r.unavailable} (${s(r.slowest503)})`)],
      [`requests without an answer within ${HUNG_MS / 1000} s (goal 0)`, ...col((r) => `**${r.hung}**`)],
      ['other errors: 500s, dropped connections (goal 0)', ...col((r) => `**${r.otherErrors.length}**`)],
      ['`/healthz` / `/readyz` while down', ...col((r) => `${r.health ?? '-'} / ${r.ready ?? '-'}`)],
      ['**kill -> serving again** (goal <= 5 s)', ...col((r) => `**${s(r.served)}**`)],
      ['of which PostgreSQL restarting (watchdog: exit -> ready, from the app log)', ...rounds.map((_, i) => s(restartMs[i]))],
      ['errors after serving again', ...col((r) => String(r.errorsAfter))],
      ['kill -> last failed answer of the load (every process serving after it; goal <= 5 s)', ...col((r) => s(r.lastError))],
      ['writes acknowledged during the round', ...col((r) => String(r.ackedDuring))],
    ];
    if (workerExits) {
      // What the dead worker printed last: its error names the client that had no handler.
      const lines = app.log.split('\n');
      for (const [i, line] of lines.entries())
        if (/a worker died/.test(line))
          console.log(
            'fault: before a worker died:\n' +
              lines
                .slice(Math.max(0, i - 40), i + 1)
                .filter((l) => !/"req":/.test(l))
                .join('\n'),
          );
    }
    const errors = rounds.flatMap((r) => r.otherErrors);
    if (errors.length) console.log('fault: other errors', errors.slice(0, 20));
    return [
      {
        key: 'fault',
        title: 'Database faults: the embedded PostgreSQL killed under load (goals: 503 at once, no hang, serving again within 5 s, 0 acknowledged writes lost)',
        table: [
          ...table,
          ['**acknowledged writes lost** (goal 0)', `**${lost.length}** of ${load.acknowledged.length}`, ...rounds.slice(1).map(() => '')],
          [
            '**api worker exits** over all kills (goal 0)',
            `**${workerExits}**${unhandled ? ` (${unhandled} unhandled errors logged)` : ''}`,
            ...rounds.slice(1).map(() => ''),
          ],
          ['worst kill -> serving again (goal <= 5 s)', `**${s(Math.max(...rounds.map((r) => r.served ?? Infinity)))}**`, ...rounds.slice(1).map(() => '')],
        ],
        note:
          `\`${process.env.NODE_ENV === 'production' ? 'NODE_ENV=production ' : ''}npm start\`${process.env.NODE_ENV === 'production' ? ' (one api process per core: a primary that owns PostgreSQL and its watchdog, and workers it tells when the server dies)' : ''} with a throwaway DATA_DIR (the embedded PostgreSQL, fsync and synchronous_commit on, demo data), ${WRITERS} signed-in students adding comments in a loop and ${READERS} readers browsing (REST and GraphQL alternately), all closed-loop; every few seconds the postmaster gets SIGKILL (scripts/bench/fault.mjs). ` +
          `"Serving again" is the first of three 200s in a row to a REST probe after the outage showed (backends that have not yet noticed their postmaster died may answer just after the kill); the remainder beyond PostgreSQL's own restart is noticing the exit and the probes' own latency on the loaded machine. The app's watchdog restarted PostgreSQL ${restarts} times by itself (crash recovery replays the WAL); after the run every acknowledged comment was read back through GraphQL. ` +
          `SIGTERM to the process group afterwards (as Ctrl-C): PostgreSQL ${postmasterLeft ? '**still running**' : 'stopped and not restarted'} (the watchdog logged ${unexpectedExits} unexpected exits for ${ROUNDS} kills). While the database is down the pool's circuit breaker answers 503 (\`Retry-After: 1\`; GraphQL \`SERVICE_UNAVAILABLE\`) without waiting, and probes it every 250 ms.`,
      },
    ];
  } finally {
    if (!exited(app.child)) await stopProcessGroup(app.child).catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

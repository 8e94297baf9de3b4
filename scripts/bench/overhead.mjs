// `npm run bench -- --only overhead [--notes N] [--rounds 3] [--seconds 5]`
// What the framework stack costs: the app (NODE_ENV=production) against a bare node:http + pg
// server that runs the same SQL statements and answers byte-identical JSON, for the web app's
// BrowseNotes document and for REST GET /api/notes. Both servers share one PostgreSQL (the
// app's embedded one), run in the same run, in interleaved rounds, at 1 and 8 connections.
// Run as `node scripts/bench/overhead.mjs --bare <port> <databaseUrl>` it is the bare server.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { root } from './report.mjs';
import { waitForDemoPreviews } from './demo-ready.mjs';
import { webDocument } from './web-document.mjs';
import { freePort } from './net.mjs';
import { stopProcessGroup } from './npm-start.mjs';
import { autocannonRound, serverCpuSeconds } from './server-cpu.mjs';

export { serverCpuSeconds };

const PAGE = 12; // the browse grid's page size (web) and REST's default limit

// A first page of notes as the app's pageNotes (api/src/data/note.data.ts) sends it, unfiltered,
// with the given columns of each note.
const pageSql = (columns) => `
    SELECT t.count AS total, p.*, (SELECT count(*) FROM likes l WHERE l.note_id = p.id)::int AS likes,
          (SELECT count(*) FROM comments c WHERE c.note_id = p.id)::int AS comments
    FROM (SELECT coalesce(sum(notes), 0)::int AS count FROM suggestion_terms WHERE kind = 'college') t
    LEFT JOIN LATERAL (
      SELECT ${columns}
      FROM notes n
      WHERE n.approved AND NOT n.hidden
      ORDER BY n.created_at DESC, n.id DESC
      LIMIT $1
    ) p ON true
    ORDER BY p."sortKey"::timestamptz DESC, p.id DESC`;
// BrowseNotes: the columns its fields read, the preview as its thumbnail alone, no second sort column.
const PAGE_SQL = pageSql(
  `n.id, n.title, n.description, n.subject, n.course, n.semester, n.college, n.file_key AS "fileKey", n.external_url AS "externalUrl", n.uploader_id AS "uploaderId", n.approved, n.hidden, CASE WHEN n.preview IS NULL THEN NULL ELSE jsonb_build_object('thumbnail', n.preview->'thumbnail') END AS preview, n.created_at::text AS "sortKey"`,
);
// REST GET /api/notes reads whole rows (every column but the large text ones).
const REST_PAGE_SQL = pageSql(`n.id, n.title, n.description, n.subject, n.course, n.semester, n.batch, n.college,
        n.file_key AS "fileKey", n.file_name AS "fileName", n.file_mime AS "fileMime",
        n.file_size AS "fileSize", n.file_sha256 AS "fileSha256", n.external_url AS "externalUrl",
        n.uploader_id AS "uploaderId", n.approved, n.hidden, n.download_count AS "downloadCount",
        n.created_at AS "createdAt", n.updated_at AS "updatedAt",
        n.processing_status AS "processingStatus", n.processing_reason AS "processingReason", n.text_source AS "textSource", n.preview,
        n.created_at::text AS "sortKey"`);
// Signed in: what the app sends besides (api/src/data/session.data.ts, like.data.ts, and for a
// note's comments note.data.ts, the counts and comment pages of comment.data.ts, report.data.ts
// and user.data.ts), as the app's log of a signed-in BrowseNotes and NoteComments shows them.
const SESSION_SQL = `SELECT u.id, u.role FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id_hash = $1 AND s.expires_at > now()`;
const VIEWER_LIKES_SQL = `SELECT note_id AS id FROM likes WHERE user_id = $1 AND note_id = ANY($2::uuid[])`;
const NOTE_SQL = `SELECT n.id, n.title, n.description, n.subject, n.course, n.semester, n.batch, n.college, n.file_key AS "fileKey", n.file_name AS "fileName", n.file_mime AS "fileMime", n.file_size AS "fileSize", n.file_sha256 AS "fileSha256", n.external_url AS "externalUrl", n.uploader_id AS "uploaderId", n.approved, n.hidden, n.download_count AS "downloadCount", n.created_at AS "createdAt", n.updated_at AS "updatedAt", n.processing_status AS "processingStatus", n.processing_reason AS "processingReason", n.text_source AS "textSource", n.preview FROM notes n WHERE n.id = $1`;
const NOTE_COUNTS_SQL = `SELECT t.note AS id, (SELECT count(*) FROM likes l WHERE l.note_id = t.note)::int AS likes,
          (SELECT count(*) FROM comments c WHERE c.note_id = t.note)::int AS comments FROM unnest($1::uuid[]) AS t(note)`;
const COMMENT_PAGE_SQL = `SELECT t.note AS "noteId", (SELECT count(*) FROM comments c WHERE c.note_id = t.note AND NOT c.hidden)::int AS total,
                p.id, p."authorId", p.text, p."createdAt", p."editedAt", p."sortKey"
         FROM unnest($1::uuid[]) AS t(note)
         LEFT JOIN LATERAL (
           SELECT c.id, c.note_id AS "noteId", c.author_id AS "authorId", c.text, c.created_at AS "createdAt", c.edited_at AS "editedAt", c.created_at::text AS "sortKey"
           FROM comments c
           WHERE c.note_id = t.note AND NOT c.hidden AND ($2::timestamptz IS NULL OR (c.created_at, c.id) > ($2::timestamptz, $3::uuid))
           ORDER BY c.created_at, c.id
           LIMIT $4
         ) p ON true
         ORDER BY t.note, p."createdAt", p.id`;
const VIEWER_REPORTS_SQL = `SELECT comment_id AS id FROM reports WHERE reporter_id = $1 AND comment_id = ANY($2::uuid[])`;
const FULL_USERS_SQL = `SELECT u.id, u.username, u.email, u.password_hash AS "passwordHash", u.avatar_key AS "avatarKey", u.avatar_url AS "avatarUrl",
  u.role, u.google_id AS "googleId", u.created_at AS "createdAt" FROM users u WHERE u.id = ANY($1::uuid[])`;
// The batches the REST shape needs, as the app's DataLoaders send them (api/src/data/loaders.ts,
// like.service.ts likerIds): uploaders, comments and likers at once, then the comment
// authors not already loaded. The app's user batch reads every column of users (TypeORM); this one
// only what the answer prints, which the app's overhead includes.
const USERS_SQL = `SELECT id, username, avatar_key AS "avatarKey", avatar_url AS "avatarUrl" FROM users WHERE id = ANY($1::uuid[])`;
const COMMENTS_SQL = `SELECT id, note_id AS "noteId", author_id AS "authorId", text, created_at AS "createdAt", edited_at AS "editedAt"
         FROM comments WHERE note_id = ANY($1::uuid[]) AND NOT hidden ORDER BY created_at, id`;
const LIKERS_SQL = `SELECT note_id AS "noteId", array_agg(user_id::text ORDER BY created_at, user_id) AS "userIds"
       FROM likes WHERE note_id = ANY($1::uuid[]) GROUP BY note_id`;
// api/src/rest/present.ts: the original's default picture for accounts without one.
const DEFAULT_AVATAR =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Crect width='64' height='64' fill='%23cbd5e1'/%3E%3Ccircle cx='32' cy='25' r='12' fill='%23f8fafc'/%3E%3Cpath d='M10 60c3-13 12-20 22-20s19 7 22 20z' fill='%23f8fafc'/%3E%3C/svg%3E";

const TYPES = { '.pdf': 'pdf', '.doc': 'doc', '.docx': 'docx', '.txt': 'txt' };
const fileType = (key) => (key ? (TYPES[path.extname(key).toLowerCase()] ?? null) : null);
const cursorOf = (row) => Buffer.from(JSON.stringify([row.sortKey, row.id]), 'utf8').toString('base64url');
const downloadUrl = (row) => (row.fileKey ? `/api/notes/${row.id}/download` : (row.externalUrl ?? ''));
const avatarOf = (u) => (u.avatarKey ? `/media/${u.avatarKey}` : (u.avatarUrl ?? null)) ?? DEFAULT_AVATAR;
const groupBy = (rows, key) => {
  const map = new Map();
  for (const row of rows) {
    const list = map.get(row[key]) ?? [];
    list.push(row);
    map.set(row[key], list);
  }
  return map;
};

/**
 * The NoteCard fragment's fields, in order (web/src/graphql/browse.graphql): the bare answer
 * follows the web app's document as it is today. Only flat fields are supported.
 */
function noteCardFields(doc) {
  const body = /fragment NoteCard on Note \{([^}]*)\}/.exec(doc)?.[1];
  if (!body || body.includes('{')) throw new Error('overhead: the NoteCard fragment changed shape; teach the bare server its new fields');
  return body.split(/\s+/).filter(Boolean);
}
const thumbnailOf = (preview) => (preview?.thumbnail ? `/media/${preview.thumbnail.key}` : null);

/** The bare server: node:http, pg, JSON.stringify; nothing else. */
async function bareServer(port, databaseUrl, cardFields) {
  const known = [
    'id',
    'title',
    'description',
    'subject',
    'course',
    'college',
    'semester',
    'fileType',
    'hasFile',
    'thumbnailUrl',
    'externalUrl',
    'downloadUrl',
    'likeCount',
    'commentCount',
    'viewerHasLiked',
  ];
  const unknown = cardFields.filter((f) => !known.includes(f));
  if (unknown.length) throw new Error(`overhead: the bare server cannot answer NoteCard's ${unknown.join(', ')}`);
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const page = async (sql = PAGE_SQL) => {
    const { rows } = await pool.query(sql, [PAGE + 1]);
    const found = rows.filter((r) => r.id !== null);
    return { total: rows[0]?.total ?? 0, rows: found.slice(0, PAGE), hasNextPage: found.length > PAGE };
  };
  /** The viewer of a `cn_session` cookie (the app's session lookup), or null. */
  const viewerOf = async (cookieHeader) => {
    const sid = /(?:^|;\s*)cn_session=([^;]+)/.exec(cookieHeader ?? '')?.[1];
    if (!sid) return null;
    const { rows } = await pool.query(SESSION_SQL, [createHash('sha256').update(decodeURIComponent(sid)).digest('hex')]);
    return rows[0] ?? null;
  };
  const browse = async (viewer) => {
    const { total, rows, hasNextPage } = await page();
    const liked = viewer ? new Set((await pool.query(VIEWER_LIKES_SQL, [viewer.id, rows.map((r) => r.id)])).rows.map((l) => l.id)) : null;
    const edges = rows.map((r) => {
      const all = {
        id: r.id,
        title: r.title,
        description: r.description,
        subject: r.subject,
        course: r.course,
        college: r.college,
        semester: Number(r.semester),
        fileType: fileType(r.fileKey),
        hasFile: Boolean(r.fileKey),
        thumbnailUrl: thumbnailOf(r.preview),
        externalUrl: r.externalUrl,
        downloadUrl: downloadUrl(r),
        likeCount: r.likes,
        commentCount: r.comments,
        viewerHasLiked: liked ? liked.has(r.id) : false,
      };
      return { cursor: cursorOf(r), snippet: null, node: Object.fromEntries(cardFields.map((f) => [f, all[f]])) };
    });
    return { data: { notes: { totalCount: total, didYouMean: null, pageInfo: { endCursor: edges.at(-1)?.cursor ?? null, hasNextPage }, edges } } };
  };
  /** NoteComments (web/src/graphql/comments.graphql) for one note: its facts and a page of comments with their authors. */
  const noteComments = async (viewer, { id, first = 20 }) => {
    const note = (await pool.query(NOTE_SQL, [id])).rows[0];
    if (!note || !note.approved || note.hidden) return { data: { note: null } };
    const [counts, commentRows] = await Promise.all([pool.query(NOTE_COUNTS_SQL, [[id]]), pool.query(COMMENT_PAGE_SQL, [[id], null, null, first + 1])]);
    const found = commentRows.rows.filter((c) => c.id !== null);
    const comments = found.slice(0, first);
    const commentIds = comments.map((c) => c.id);
    const [reports, authors] = await Promise.all([
      viewer ? pool.query(VIEWER_REPORTS_SQL, [viewer.id, commentIds]) : { rows: [] },
      pool.query(FULL_USERS_SQL, [[...new Set(comments.map((c) => c.authorId))]]),
    ]);
    const reported = new Set(reports.rows.map((r) => r.id));
    const users = new Map(authors.rows.map((u) => [u.id, u]));
    const edges = comments.map((c) => {
      const author = users.get(c.authorId);
      const own = viewer?.id === c.authorId;
      return {
        cursor: cursorOf(c),
        node: {
          id: c.id,
          noteId: id,
          text: c.text,
          createdAt: c.createdAt,
          editedAt: c.editedAt,
          viewerHasReported: reported.has(c.id),
          author: author
            ? { id: author.id, username: author.username, avatarUrl: author.avatarKey ? `/media/${author.avatarKey}` : (author.avatarUrl ?? null) }
            : null,
          viewerCan: { edit: own || viewer?.role === 'admin', delete: own || viewer?.role === 'admin' },
        },
      };
    });
    return {
      data: {
        note: {
          id: note.id,
          title: note.title,
          subject: note.subject,
          course: note.course,
          college: note.college,
          semester: Number(note.semester),
          description: note.description,
          commentCount: counts.rows[0]?.comments ?? 0,
          comments: {
            totalCount: commentRows.rows[0]?.total ?? 0,
            pageInfo: { endCursor: edges.at(-1)?.cursor ?? null, hasNextPage: found.length > first },
            edges,
          },
        },
      },
    };
  };
  const restNotes = async () => {
    const { total, rows, hasNextPage } = await page(REST_PAGE_SQL);
    const ids = rows.map((r) => r.id);
    const [uploaders, commentRows, likerRows] = await Promise.all([
      pool.query(USERS_SQL, [[...new Set(rows.map((r) => r.uploaderId))]]),
      pool.query(COMMENTS_SQL, [ids]),
      pool.query(LIKERS_SQL, [ids]),
    ]);
    const users = new Map(uploaders.rows.map((u) => [u.id, u]));
    const missing = [...new Set(commentRows.rows.map((c) => c.authorId))].filter((id) => !users.has(id));
    if (missing.length) for (const u of (await pool.query(USERS_SQL, [missing])).rows) users.set(u.id, u);
    const comments = groupBy(commentRows.rows, 'noteId');
    const likers = new Map(likerRows.rows.map((l) => [l.noteId, l.userIds]));
    const notes = rows.map((r) => {
      const u = users.get(r.uploaderId);
      const likes = likers.get(r.id) ?? [];
      const list = comments.get(r.id) ?? [];
      const preview = r.preview;
      return {
        _id: r.id,
        title: r.title,
        description: r.description,
        subjectName: r.subject,
        subject: r.subject,
        courseName: r.course,
        semester: String(r.semester),
        batch: r.batch,
        collegeName: r.college,
        fileUrl: downloadUrl(r),
        fileName: r.fileName,
        fileType: fileType(r.fileKey),
        uploader: u ? { _id: u.id, username: u.username, avatar: avatarOf(u) } : null,
        approved: r.approved,
        downloadCount: r.downloadCount,
        likes,
        likesCount: likes.length,
        likeCount: likes.length,
        commentCount: list.length,
        comments: list.map((c) => {
          const author = users.get(c.authorId);
          return {
            _id: c.id,
            noteId: c.noteId,
            text: c.text,
            commentedAt: c.createdAt,
            editedAt: c.editedAt,
            user: { _id: c.authorId },
            userId: c.authorId,
            username: author?.username ?? null,
            avatar: author ? avatarOf(author) : DEFAULT_AVATAR,
          };
        }),
        commentsCount: list.length,
        likedByMe: false,
        savedByMe: false,
        createdAt: r.createdAt,
        updatedAt: r.updatedAt,
        processing: { status: r.processingStatus, reason: r.processingReason },
        thumbnailUrl: thumbnailOf(preview),
        previewPages: (preview?.pages ?? []).map((p) => ({ url: `/media/${p.key}`, width: p.width, height: p.height })),
        pageCount: preview?.pageCount ?? null,
        previewKind: preview ? (preview.kind ?? (r.fileKey?.endsWith('.pdf') ? 'pages' : 'text')) : null,
        textSource: r.textSource,
        partlyIndexed: preview?.textIndex?.partial ?? false,
      };
    });
    return { success: true, notes, totalCount: total, nextCursor: hasNextPage ? cursorOf(rows.at(-1)) : null };
  };
  // Apollo ends its JSON with a newline; Express's res.json does not.
  const send = (res, body, newline = '') => {
    const json = JSON.stringify(body) + newline;
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
    res.end(json);
  };
  http
    .createServer((req, res) => {
      const fail = (err) => {
        res.writeHead(500);
        res.end(String(err));
      };
      if (req.method === 'POST' && req.url === '/graphql') {
        // The body is read and parsed (as the app must) to know the operation; only the web app's
        // BrowseNotes and NoteComments are served, their documents not parsed.
        const chunks = [];
        req.on('data', (chunk) => chunks.push(chunk));
        req.on('end', () => {
          let body;
          try {
            body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch (err) {
            return fail(err);
          }
          const answer = viewerOf(req.headers.cookie).then((viewer) =>
            body.operationName === 'NoteComments' ? noteComments(viewer, body.variables ?? {}) : browse(viewer),
          );
          answer.then((b) => send(res, b, '\n'), fail);
        });
      } else if (req.method === 'GET' && req.url === `/api/notes?limit=${PAGE}`) {
        restNotes().then((b) => send(res, b), fail);
      } else {
        res.writeHead(404);
        res.end();
      }
    })
    .listen(port, '127.0.0.1', () => process.stdout.write('listening\n'));
}

/** Resolves with the first stdout line matching `test`, and keeps draining the rest. */
export function watchStdout(child, test) {
  return new Promise((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout });
    let found = false;
    lines.on('line', (line) => {
      if (found) return;
      const hit = test(line);
      if (hit) {
        found = true;
        resolve(hit);
      }
    });
    child.once('exit', (code) => found || reject(new Error(`server exited (${code}) before it was ready`)));
  });
}

async function waitForOk(url, timeoutMs = 180_000) {
  const t0 = Date.now();
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    if (Date.now() - t0 > timeoutMs) throw new Error(`timeout waiting for ${url}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function startApp(dataDir, extraEnv = {}, nodeArgs = null) {
  const port = await freePort();
  // nodeArgs (e.g. --cpu-prof, which NODE_OPTIONS refuses): the built api started by node itself, its cluster workers inheriting them.
  const [command, args] = nodeArgs ? [process.execPath, [...nodeArgs, path.join(root, 'api', 'dist', 'server.js')]] : ['npm', ['start', '--silent']];
  const child = spawn(command, args, {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
    // Production as deployed, request log on at its default level (sampled), to a pipe we drain.
    // The visitor response cache off: the bare server has none, and the point is the per-request work.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      GRAPHQL_VISITOR_CACHE_SECONDS: '0',
      ...extraEnv,
    },
  });
  const dbPort = await watchStdout(child, (line) => (line.includes('embedded PostgreSQL started') ? JSON.parse(line).port : undefined));
  await waitForOk(`http://127.0.0.1:${port}/readyz`);
  return { url: `http://127.0.0.1:${port}`, child, databaseUrl: `postgres://postgres:campusnotes-local@127.0.0.1:${dbPort}/campusnotes` };
}

async function startBare(databaseUrl) {
  const port = await freePort();
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--bare', String(port), databaseUrl], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await watchStdout(child, (line) => line === 'listening');
  return { url: `http://127.0.0.1:${port}`, child };
}

/** SIGTERM to the server's process group; resolves once it exited. */
export const stop = (server) => stopProcessGroup(server.child);

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function run({ opt }) {
  const notes = Number(opt('notes', 100000));
  const rounds = Number(opt('rounds', 3));
  const seconds = Number(opt('seconds', 5));
  const dataDir = path.join(root, '.data', `bench-${notes}`);
  if (!fs.existsSync(path.join(dataDir, 'seeded')))
    throw new Error(`${dataDir} is not seeded: run the api section first (npm run bench -- --only api,overhead --notes ${notes})`);
  const doc = webDocument(root, 'browse.graphql');
  // As the web app's pages send them (fetch metadata says same-origin): scripts without a token
  // spend an hourly per-address budget (api/src/http/api-budget.ts), the web app does not.
  const browser = { 'sec-fetch-site': 'same-origin' };
  const requests = [
    {
      name: '`/graphql` BrowseNotes (12 cards)',
      budget: 0.6,
      method: 'POST',
      path: '/graphql',
      headers: { ...browser, 'content-type': 'application/json' },
      body: JSON.stringify({ query: doc, variables: { first: PAGE, filter: {} }, operationName: 'BrowseNotes' }),
    },
    // The original's shape (api/src/rest/present.ts): 12 notes with their likers, comments and authors.
    { name: `REST \`GET /api/notes?limit=${PAGE}\` (12 notes)`, budget: 0.7, method: 'GET', path: `/api/notes?limit=${PAGE}`, headers: browser },
  ];
  const only = opt('requests', '');
  const signedInOnly = only === 'signed-in';
  console.log(`overhead: starting the app (NODE_ENV=production) on ${dataDir}`);
  const app = await startApp(dataDir);
  await waitForDemoPreviews(app.url); // the first start's background page images, not measured
  let bare;
  let viewer;
  try {
    // Signed-in reads: a session of a seeded account (the bench's own, removed at the end), which
    // likes every other note of the first page, and the newest note given 50 comments (those the
    // bench added are removed at the end too).
    viewer = await signedInViewer(app.databaseUrl);
    requests.push(
      {
        name: '`/graphql` BrowseNotes signed in (12 cards, viewerHasLiked)',
        budget: null,
        method: 'POST',
        path: '/graphql',
        headers: { ...browser, 'content-type': 'application/json', cookie: viewer.cookie },
        body: JSON.stringify({ query: doc, variables: { first: PAGE, filter: {} }, operationName: 'BrowseNotes' }),
      },
      {
        name: "`/graphql` NoteComments signed in (a note page's comments, 50)",
        budget: null,
        method: 'POST',
        path: '/graphql',
        headers: { ...browser, 'content-type': 'application/json', cookie: viewer.cookie },
        body: JSON.stringify({ query: webDocument(root, 'comments.graphql'), variables: { id: viewer.noteId, first: 50 }, operationName: 'NoteComments' }),
      },
    );
    if (signedInOnly) requests.splice(0, 2);
    bare = await startBare(app.databaseUrl);
    console.log(`overhead: app at ${app.url}, bare server at ${bare.url}`);
    // Equal answers first: the comparison means nothing otherwise.
    const rows = [];
    for (const r of requests) {
      const [a, b] = await Promise.all(
        [app, bare].map(async (s) => (await fetch(`${s.url}${r.path}`, { method: r.method, headers: r.headers, body: r.body })).text()),
      );
      if (a === b) continue;
      let i = 0;
      while (a[i] === b[i]) i++;
      const why = `the app and the bare server answer differently from character ${i}\napp:  ...${a.slice(Math.max(0, i - 80), i + 200)}\nbare: ...${b.slice(Math.max(0, i - 80), i + 200)}`;
      throw new Error(`${r.name}: ${why}`);
    }
    for (const r of requests) {
      for (const connections of [1, 8]) {
        const results = { app: [], bare: [] };
        // Warm both (JIT, caches), then alternate so a noisy neighbour hits both sides alike.
        for (const s of [app, bare]) await autocannonRound(s, r, connections, 1);
        for (let round = 0; round < rounds; round++) {
          const order =
            round % 2
              ? [
                  ['bare', bare],
                  ['app', app],
                ]
              : [
                  ['app', app],
                  ['bare', bare],
                ];
          for (const [side, s] of order) results[side].push(await autocannonRound(s, r, connections, seconds));
        }
        const ratios = results.app.map((a, i) => a.rps / results.bare[i].rps);
        const ratio = median(ratios);
        const appRps = median(results.app.map((x) => x.rps));
        const bareRps = median(results.bare.map((x) => x.rps));
        const p97 = median(results.app.map((x) => x.p97)) / Math.max(0.01, median(results.bare.map((x) => x.p97)));
        const cpu = (side) => median(results[side].map((x) => x.cpuMs));
        rows.push([
          r.name,
          String(connections),
          appRps.toFixed(0),
          bareRps.toFixed(0),
          `**${ratio.toFixed(2)}** (${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)})`,
          `${p97.toFixed(1)}x`,
          `${cpu('app').toFixed(2)} / ${cpu('bare').toFixed(2)}`,
          r.budget === null ? 'none (measured)' : ratio >= r.budget ? `>= ${r.budget}: met` : `>= ${r.budget}: **missed**`,
        ]);
        console.log(rows.at(-1).join(' | '));
      }
    }
    return [
      {
        key: 'overhead',
        ...(notes === 100000 ? {} : { part: String(notes) }),
        title: `Framework overhead: the app against a bare node:http + pg server, same SQL, same JSON (${notes.toLocaleString('en-US')} notes)`,
        table: [
          [
            'request',
            'connections',
            'app req/s',
            'bare req/s',
            'app / bare req/s, median (range)',
            'p97.5 app / bare',
            'server CPU per request, app / bare (ms)',
            'budget',
          ],
          ...rows,
        ],
        note: `Both servers answer from the same embedded PostgreSQL in the same run; their answers were checked byte-identical before measuring. The app runs as deployed (NODE_ENV=production, request log at info, sampled). The bare server (scripts/bench/overhead.mjs --bare) sends the statements the app sends, as the app's own log of each request shows them (browse: one; REST: the same one with whole rows, then uploaders, comments and likers at once, then the comment authors not yet loaded; signed in, the session lookup first, then browse's one and the viewer's likes of the page, or NoteComments' note, its counts, its comment page, the viewer's reports of those comments and their authors) and builds the JSON by hand. The signed-in reads use a session row the bench adds for a seeded account, which likes every other note of the first page, and the newest note with 50 visible comments (what the bench adds for them is removed at the end); NoteComments is the web app's document for a note page's comment list, asked for 50. Those two have no budget in the issue: they are measured. Requests carry \`Sec-Fetch-Site: same-origin\`, as the web app's do (scripts without it spend a per-address budget). autocannon ${rounds} rounds of ${seconds} s per side, alternating which side goes first, after 1 s warm-ups; the ratio is the median of the per-round ratios, the range its spread. Load generator, both servers and PostgreSQL share the machine's ${os.cpus().length} cores, which other engineers' jobs were also using (load average in the header): read the ratios, not the absolute figures. Server CPU per request: user + system time of the server's own processes (PostgreSQL's left out) over a round, divided by the requests it answered, median of the rounds; it moves far less with the machine's load than req/s, and says where the gap is (the bare server parses the body's JSON to pick the operation, but not the GraphQL document).`,
      },
    ];
  } finally {
    if (bare) await stop(bare);
    if (viewer) await viewer.cleanUp().catch((err) => console.error(`overhead: could not remove the signed-in reads' rows: ${err.message}`));
    await stop(app);
  }
}

/**
 * A signed-in viewer for the signed-in reads, made in the database the app serves: a session
 * row (as sign-in writes it: the SHA-256 of the cookie's value) for the first seeded student,
 * likes of every other note of the first page, and 50 visible comments on the newest note (the
 * missing ones added by the bench's accounts). `cleanUp` removes what was added.
 */
async function signedInViewer(databaseUrl) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const sid = randomBytes(32).toString('base64url');
  const hash = createHash('sha256').update(sid).digest('hex');
  const { rows: users } = await client.query(`SELECT id FROM users WHERE role <> 'admin' ORDER BY username LIMIT 11`);
  const userId = users[0].id;
  await client.query(`INSERT INTO sessions (id_hash, user_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`, [hash, userId]);
  const { rows: notes } = await client.query(`SELECT id FROM notes n WHERE n.approved AND NOT n.hidden ORDER BY n.created_at DESC, n.id DESC LIMIT ${PAGE}`);
  const { rows: liked } = await client.query(`INSERT INTO likes (note_id, user_id) SELECT unnest($1::uuid[]), $2 ON CONFLICT DO NOTHING RETURNING note_id`, [
    notes.filter((_, i) => i % 2 === 0).map((n) => n.id),
    userId,
  ]);
  const noteId = notes[0].id;
  const { rows: counted } = await client.query(`SELECT count(*)::int AS n FROM comments WHERE note_id = $1 AND NOT hidden`, [noteId]);
  const missing = Math.max(0, 50 - counted[0].n);
  const { rows: added } = await client.query(
    `INSERT INTO comments (note_id, author_id, text, created_at)
     SELECT $1, ($2::uuid[])[1 + i % array_length($2::uuid[], 1)], 'Bench comment ' || i, now() - (i || ' seconds')::interval
     FROM generate_series(1, $3::int) AS i RETURNING id`,
    [noteId, users.slice(1).map((u) => u.id), missing],
  );
  return {
    cookie: `cn_session=${sid}`,
    noteId,
    async cleanUp() {
      await client.query(`DELETE FROM comments WHERE id = ANY($1::uuid[])`, [added.map((c) => c.id)]);
      await client.query(`DELETE FROM likes WHERE user_id = $1 AND note_id = ANY($2::uuid[])`, [userId, liked.map((l) => l.note_id)]);
      await client.query(`DELETE FROM sessions WHERE id_hash = $1`, [hash]);
      await client.end();
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === '--bare') {
  bareServer(Number(process.argv[3]), process.argv[4], noteCardFields(webDocument(root, 'browse.graphql')));
}

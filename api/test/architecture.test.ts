import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The layering of docs/architecture.md, checked on the source: the transports (GraphQL, REST)
 * only translate, so the REST shim and the services never reach into GraphQL. What both
 * transports share (row types, loaders, paging, presenters) lives in data/ and presenters/,
 * below the services.
 */
const SRC = path.resolve(__dirname, '../src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|cts|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/**
 * Every module a file names: static imports and re-exports (type-only ones too, which the
 * compiler erases but which still couple the folders), `require()` and dynamic `import()`.
 * TypeScript's own pre-processor reads them, so comments and strings are not mistaken for imports.
 */
export function importedModules(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
}

/** The imports of `file` that resolve into `forbiddenDir`, as written. */
function importsInto(file: string, text: string, forbiddenDir: string): string[] {
  return importedModules(text).filter((spec) => {
    if (!spec.startsWith('.')) return false;
    const target = path.resolve(path.dirname(file), spec);
    return target === forbiddenDir || target.startsWith(forbiddenDir + path.sep);
  });
}

describe('layering', () => {
  const graphqlDir = path.join(SRC, 'graphql');

  it('finds a violation when there is one (the check itself works)', () => {
    const file = path.join(SRC, 'rest', 'example.routes.ts');
    const sample = [
      "import { createLoaders } from '../graphql/loaders';",
      "import type { Note } from '../graphql/note/note.types';",
      "export { presentNote } from '../graphql/note/present-note';",
      "const lazy = () => import('../graphql/schema');",
      "const old = require('../graphql');",
      "// import { x } from '../graphql/not-an-import';",
      "import { noteJson } from './present';",
      "import { Router } from 'express';",
    ].join('\n');
    expect(importsInto(file, sample, graphqlDir)).toEqual([
      '../graphql/loaders',
      '../graphql/note/note.types',
      '../graphql/note/present-note',
      '../graphql/schema',
      '../graphql',
    ]);
  });

  it('no file outside api/src/policies imports a policy file: authorize() and can() come from policies/index.ts', () => {
    const policiesDir = path.join(SRC, 'policies');
    const files = sourceFiles(SRC).filter((file) => !file.startsWith(policiesDir + path.sep));
    const violations = files.flatMap((file) =>
      importsInto(file, fs.readFileSync(file, 'utf8'), policiesDir)
        .filter((spec) => path.resolve(path.dirname(file), spec) !== policiesDir)
        .map((spec) => `${path.relative(SRC, file)} imports ${spec}`),
    );
    expect(violations).toEqual([]);
  });

  it.each(['rest', 'services'])('no file in api/src/%s imports from api/src/graphql', (folder) => {
    const files = sourceFiles(path.join(SRC, folder));
    expect(files.length).toBeGreaterThan(0);
    const violations = files.flatMap((file) =>
      importsInto(file, fs.readFileSync(file, 'utf8'), graphqlDir).map((spec) => `${path.relative(SRC, file)} imports ${spec}`),
    );
    expect(violations).toEqual([]);
  });

  it.each(['data', 'presenters'])('no file in api/src/%s imports from services, rest or graphql: both transports and the services build on it', (folder) => {
    const files = sourceFiles(path.join(SRC, folder));
    expect(files.length).toBeGreaterThan(0);
    const above = ['services', 'rest', 'graphql'].map((dir) => path.join(SRC, dir));
    const violations = files.flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      return above.flatMap((dir) => importsInto(file, text, dir).map((spec) => `${path.relative(SRC, file)} imports ${spec}`));
    });
    expect(violations).toEqual([]);
  });
});

/**
 * Where a file runs SQL: each `query(...)` / `.query(...)` call and each `createQueryBuilder`,
 * found in the syntax tree (so a comment or a string that says "query(" does not count).
 */
export function sqlCalls(text: string): string[] {
  const source = ts.createSourceFile('file.ts', text, ts.ScriptTarget.ES2022, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : ts.isIdentifier(callee) ? callee.text : '';
      if (name === 'query' || name === 'createQueryBuilder') found.push(`${name}( at line ${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Folders (and files) that talk SQL: the data modules, db/ (migrations included) and the job queue library. */
const SQL_HOMES = ['data', 'db', path.join('jobs', 'job-queue.ts')];

/**
 * Tooling that talks SQL of its own, each for a reason no data module would serve: none is a
 * request path, and none reads or writes a table the way the app does (bulk loads, dumps and
 * restores, resets, plans). The services, jobs and transports have no entry: their SQL is in
 * data/ (issue 31). The list may only shrink: each entry must still run SQL, and no other file
 * may join it without its own reason.
 */
const SQL_TOOLING: Record<string, string> = {
  'auth/rate-limit.ts': "hands rate-limiter-flexible the pg pool: the library's own statements on rate_limits pass through it",
  'backup/backup.ts': 'the backup: a consistent snapshot (REPEATABLE READ, the backup lock) around the dump and the file copy',
  'backup/database-dump.ts': "the backup's dump: every table's rows in COPY format, whatever the app's row types",
  'backup/restore.ts': 'the restore: drops the schemas, indexes and constraints around loading a dump',
  'scripts/db-smoke.ts': 'a hand-run connectivity check (`select count(*) from users`)',
  'scripts/explain-discovery.ts': "the discovery bench's EXPLAIN (ANALYZE) of the statements DiscoveryService sends",
  'seed/accounts.ts': 'seeding: the demo accounts, created or left as they are, in the seed transaction',
  'seed/bulk-insert.ts': 'seeding: multi-row INSERTs of generated rows in batches, then ANALYZE',
  'seed/bulk-load.ts': 'seeding: a million generated notes, indexes and triggers paused around the load',
  'seed/copy-rows.ts': 'seeding: COPY FROM STDIN of generated rows',
  'seed/demo-notifications.ts': "seeding: picks the demo student's notes and a waiting note for the services to act on",
  'seed/reset.ts': 'seeding: --reset empties every table (LOCK, TRUNCATE) and lists the files to remove',
  'seed/seed.ts': 'seeding: the run itself (its advisory lock, the empty-database check, a re-run clearing its own rows)',
  'seed/unique-names.ts': 'seeding: renames generated accounts whose names an earlier run took',
};

/** Calls named `query` that are not SQL. */
const NOT_SQL: Record<string, string> = {
  'graphql/executor.ts': "graphql-jit's compiled.query runs a GraphQL document",
};

describe('data/ owns the SQL', () => {
  const inHome = (rel: string) => SQL_HOMES.some((home) => rel === home || rel.startsWith(home + path.sep));

  it('finds SQL calls in the syntax tree, not in comments or strings (the check itself works)', () => {
    const sample = [
      'await ds.query(`SELECT 1`);',
      "const rows = await tx.query('SELECT 2', []);",
      'repo.createQueryBuilder("n").getMany();',
      '// ds.query(`in a comment`)',
      "const text = 'ds.query(in a string)';",
      'const q = { query: 1 };',
    ].join('\n');
    expect(sqlCalls(sample)).toEqual(['query( at line 1', 'query( at line 2', 'createQueryBuilder( at line 3']);
  });

  it('only data/, db/ and the job queue library run SQL (and the tooling listed with its reason)', () => {
    const offenders = sourceFiles(SRC)
      .map((file) => path.relative(SRC, file))
      .filter((rel) => !inHome(rel) && !(rel in SQL_TOOLING) && !(rel in NOT_SQL))
      .flatMap((rel) => sqlCalls(fs.readFileSync(path.join(SRC, rel), 'utf8')).map((call) => `${rel}: ${call}`));
    expect(offenders).toEqual([]);
  });

  it('the tooling allowed to talk SQL only shrinks: each entry still runs SQL', () => {
    const moved = Object.keys(SQL_TOOLING).filter(
      (rel) => !fs.existsSync(path.join(SRC, rel)) || sqlCalls(fs.readFileSync(path.join(SRC, rel), 'utf8')).length === 0,
    );
    expect(moved).toEqual([]);
  });

  it('no transport (graphql/, rest/, http/) holds a connection or the file storage', () => {
    const transports = ['graphql', 'rest', 'http'].flatMap((dir) => sourceFiles(path.join(SRC, dir)));
    const violations = transports.flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      return [/services\.dataSource\b/, /services\.storage\b/, /from 'typeorm'/]
        .filter((re) => re.test(text))
        .map((re) => `${path.relative(SRC, file)} matches ${re}`);
    });
    expect(violations).toEqual([]);
  });
});

describe('one job per file under jobs/', () => {
  const jobsDir = path.join(SRC, 'jobs');

  it('no job is defined outside api/src/jobs', () => {
    const violations = sourceFiles(SRC)
      .filter((file) => !file.startsWith(jobsDir + path.sep))
      .filter((file) => /\bJobDefinition\b|\.define\(/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file));
    expect(violations).toEqual([]);
  });

  it('each *.job.ts file defines one job', () => {
    const jobFiles = sourceFiles(jobsDir).filter((file) => file.endsWith('.job.ts'));
    expect(jobFiles.length).toBeGreaterThan(0);
    const counts = jobFiles.map((file) => [path.basename(file), (fs.readFileSync(file, 'utf8').match(/\bname: [A-Z_]+_JOB\b/g) ?? []).length]);
    expect(counts.filter(([, n]) => n !== 1)).toEqual([]);
  });

  it('data/ does not import jobs/', () => {
    const violations = sourceFiles(path.join(SRC, 'data')).flatMap((file) =>
      importsInto(file, fs.readFileSync(file, 'utf8'), jobsDir).map((spec) => `${path.relative(SRC, file)} imports ${spec}`),
    );
    expect(violations).toEqual([]);
  });
});
